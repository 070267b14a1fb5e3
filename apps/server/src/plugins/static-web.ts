import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app; any non-API path that is not a file gets index.html so the client router can
 * handle it (including its own not-found page).
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string | null): Promise<boolean> {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: ['index.html'] });
  return true;
}
