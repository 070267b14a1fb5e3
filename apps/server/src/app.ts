import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.js';
import { createAppointmentsService } from './modules/appointments/appointments.service.js';
import { LiveUpdates } from './modules/appointments/live-updates.js';
import { checkinsRoutes } from './modules/checkins/checkins.routes.js';
import { courtsModule } from './modules/courts/index.js';
import { authModule } from './modules/auth/index.js';
import { clubsModule } from './modules/clubs/index.js';
import { identityModule, identityPlugin } from './modules/identity/index.js';
import { rolesModule } from './modules/roles/index.js';
import { settingsModule } from './modules/settings/index.js';
import { usersModule } from './modules/users/index.js';
import { waiversModule } from './modules/waivers/index.js';
import { countCourts } from './court-count.js';
import type { AppModule } from './module.js';
import { createFacilitiesService } from './modules/facilities/facilities.service.js';
import { facilitiesRoutes } from './modules/facilities/facilities.routes.js';
import { locationsRoutes } from './modules/locations/locations.routes.js';
import { marketingModule } from './modules/marketing/marketing.module.js';
import { sportsRoutes } from './modules/sports/sports.routes.js';
import { createServiceTypesService } from './modules/service-types/service-types.service.js';
import { serviceTypesRoutes } from './modules/service-types/service-types.routes.js';
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
  const clubs = clubsModule();
  await app.register(identityPlugin, { db: deps.db, now: deps.now, loadClub: clubs.loadClub });

  const users = usersModule(deps, { countCourts });
  const modules: AppModule[] = [
    courtsModule(),
    identityModule(),
    clubs,
    users,
    authModule(deps, { sessionUserOf: users.findSessionUser }),
    settingsModule({ countCourts }),
    rolesModule(),
    waiversModule(deps),
  ];
  await app.register(
    async (api) => {
      for (const module of modules) if (module.routes) await api.register(module.routes);
      await api.register(locationsRoutes(deps.db));
      await api.register(checkinsRoutes(deps.db));
      await api.register(sportsRoutes(deps.db));
      await api.register(facilitiesRoutes(createFacilitiesService(deps.db), deps.db));
      await api.register(serviceTypesRoutes(createServiceTypesService(deps.db), deps.db));
      await api.register(
        appointmentsRoutes(
          createAppointmentsService(deps.db, new LiveUpdates(), deps.now, deps.config.publicUrl),
          deps.db,
        ),
      );
    },
    { prefix: API_PREFIX },
  );
  await app.register(marketingModule(deps, API_PREFIX));
  return app;
}
