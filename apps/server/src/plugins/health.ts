import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '@fairplay/db';

/** How long readiness waits for the database before answering that it is not ready. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Health and readiness for a load balancer or an orchestrator (README, "Production"): `/healthz` answers 200
 * while the process runs, without touching the database (a restart does not help a database that is down);
 * `/readyz` answers 200 when the database answers, 503 when it does not or the process is shutting down, so
 * new requests go to the other processes while this one finishes its own.
 */
export function registerHealth(app: FastifyInstance, db: Database): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // While shutting down, a request that finishes closes its connection instead of keeping it alive: the server's
  // close waits for every connection to end.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // Not part of the API document; open to anyone, like the public pages.
  const route = { schema: { hide: true }, config: { access: 'public' as const } };
  app.get('/healthz', route, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', route, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (closing) return reply.status(503).send({ status: 'shutting down' });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.execute(sql`SELECT 1`), late]);
      return reply.send({ status: 'ready' });
    } catch {
      return reply.status(503).send({ status: 'database unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
