import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveUpdates } from './live-updates.js';

/** Comment lines keep proxies and browsers from closing an idle stream. */
const HEARTBEAT_MS = 20_000;

/**
 * Server-sent events for one club's court sheets: an `event: changed` line whenever its schedule changes.
 * The stream is written to the raw socket because it outlives the request/response envelope.
 */
export function streamChanges(
  live: LiveUpdates,
  businessId: number,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  response.write(': connected\n\n');
  const unsubscribe = live.subscribe(businessId, (change) => {
    response.write(`event: changed\ndata: ${JSON.stringify(change)}\n\n`);
  });
  const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const stopShutdown = live.onShutdown(() => response.end());
  const stop = () => {
    clearInterval(heartbeat);
    unsubscribe();
    stopShutdown();
  };
  request.raw.on('close', stop);
  response.on('close', stop);
}
