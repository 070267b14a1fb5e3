import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.js';
import { createAppointmentsService } from './modules/appointments/appointments.service.js';
import { LiveUpdates } from './modules/appointments/live-updates.js';
import { courtsModule } from './modules/courts/index.js';
import type { AppModule } from './module.js';
import { facilitiesModule } from './modules/facilities/index.js';
import { temporaryClubStaff } from './modules/facilities/staff-port.temporary.js';
import { locationsModule } from './modules/locations/index.js';
import { temporaryUserNames } from './modules/locations/users-port.temporary.js';
import { mailModule } from './modules/mail/index.js';
import { marketingModule } from './modules/marketing/index.js';
import { rolesRoutes } from './modules/roles/roles.routes.js';
import { sportsModule } from './modules/sports/index.js';
import { temporaryClubRoles } from './modules/service-types/clubs-port.temporary.js';
import { serviceTypesModule } from './modules/service-types/index.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { createWaiversService } from './modules/waivers/waivers.service.js';
import { waiversRoutes } from './modules/waivers/waivers.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { identityPlugin } from './modules/identity/index.js';
import { hashSecret } from './modules/auth/tokens.js';
import { registerEnvelope } from './plugins/envelope.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSelection } from './plugins/selection.js';
import { registerStaticWeb } from './plugins/static-web.js';

export const API_PREFIX = '/api/v1';
const BODY_LIMIT_BYTES = 256 * 1024;

export interface BuildOptions {
  logger?: boolean | { level: string };
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: deps.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const servesWeb = await registerStaticWeb(app, deps.config.webDist);
  registerEnvelope(app, servesWeb);
  await registerOpenApi(app);
  registerSelection(app);
  await app.register(identityPlugin, { db: deps.db, now: deps.now });

  const users = createUsersService(deps);
  const marketing = marketingModule(deps, {
    hashSecret, // replaced by clubs/identity at merge
  });
  const modules: AppModule[] = [
    courtsModule(),
    locationsModule({
      userNames: temporaryUserNames(deps.db), // replaced by clubs/identity at merge
    }),
    sportsModule(deps),
    facilitiesModule(deps, {
      clubStaff: temporaryClubStaff, // replaced by clubs/identity at merge
    }),
    serviceTypesModule(deps, {
      clubRoles: temporaryClubRoles(deps.db), // replaced by clubs/identity at merge
    }),
    mailModule(),
    marketing,
  ];
  await app.register(
    async (api) => {
      for (const module of modules) if (module.routes) await api.register(module.routes);
      await api.register(authRoutes(createAuthService(deps)));
      await api.register(usersRoutes(users, deps.config.tokenTtlHours));
      await api.register(rolesRoutes(deps.db));
      await api.register(settingsRoutes(createSettingsService(), deps.db));
      await api.register(waiversRoutes(createWaiversService(deps.db), deps.db));
      await api.register(
        appointmentsRoutes(
          createAppointmentsService(deps.db, new LiveUpdates(), deps.now, deps.config.publicUrl),
          deps.db,
        ),
      );
    },
    { prefix: API_PREFIX },
  );
  await app.register(marketing.pages);
  return app;
}
