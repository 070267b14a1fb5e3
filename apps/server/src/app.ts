import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { rolesRoutes } from './modules/roles/roles.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { registerAuth } from './plugins/auth.js';
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
  registerAuth(app, deps.db, deps.now);

  const users = createUsersService(deps);
  await app.register(
    async (api) => {
      await api.register(authRoutes(createAuthService(deps)));
      await api.register(usersRoutes(users, deps.config.tokenTtlHours));
      await api.register(rolesRoutes(deps.db));
    },
    { prefix: API_PREFIX },
  );
  return app;
}
