import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { appointmentsModule } from './modules/appointments/index.js';
// replaced by clubsModule at merge
import { temporaryClubPeople } from './modules/appointments/clubs-port.temporary.js';
import { checkinsRoutes } from './modules/checkins/checkins.routes.js';
import { courtsModule } from './modules/courts/index.js';
// replaced by facilitiesModule at merge
import { temporaryFacilityGroups } from './modules/courts/facilities-port.temporary.js';
import { enqueueEmail } from './modules/mail/mail.repository.js';
import type { AppModule } from './module.js';
import { createFacilitiesService } from './modules/facilities/facilities.service.js';
import { facilitiesRoutes } from './modules/facilities/facilities.routes.js';
import { locationsRoutes } from './modules/locations/locations.routes.js';
import { marketingModule } from './modules/marketing/marketing.module.js';
import { rolesRoutes } from './modules/roles/roles.routes.js';
import { sportsRoutes } from './modules/sports/sports.routes.js';
import { createServiceTypesService } from './modules/service-types/service-types.service.js';
import { serviceTypesRoutes } from './modules/service-types/service-types.routes.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { createWaiversService } from './modules/waivers/waivers.service.js';
import { waiversRoutes } from './modules/waivers/waivers.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { identityPlugin } from './modules/identity/index.js';
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
    trustProxy: process.env.TRUST_PROXY === 'true',
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
  // replaced by facilitiesModule at merge
  const courts = courtsModule(deps, { facilities: temporaryFacilityGroups });
  const appointments = appointmentsModule(deps, {
    people: temporaryClubPeople, // replaced by clubsModule at merge
    courts,
    enqueueEmail, // the mail module's outbox; from its index.ts once it has one
  });
  const modules: AppModule[] = [courts, appointments];
  await app.register(
    async (api) => {
      for (const module of modules) if (module.routes) await api.register(module.routes);
      await api.register(authRoutes(createAuthService(deps)));
      await api.register(usersRoutes(users, deps.config.tokenTtlHours));
      await api.register(rolesRoutes(deps.db));
      await api.register(locationsRoutes(deps.db));
      await api.register(checkinsRoutes(deps.db));
      await api.register(sportsRoutes(deps.db));
      await api.register(facilitiesRoutes(createFacilitiesService(deps.db), deps.db));
      await api.register(serviceTypesRoutes(createServiceTypesService(deps.db), deps.db));
      await api.register(settingsRoutes(createSettingsService(), deps.db));
      await api.register(waiversRoutes(createWaiversService(deps.db), deps.db));
    },
    { prefix: API_PREFIX },
  );
  await app.register(marketingModule(deps, API_PREFIX));
  return app;
}
