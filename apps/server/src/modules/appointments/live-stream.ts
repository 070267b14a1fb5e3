import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import type { LiveUpdates } from './live-updates.js';
import type { SessionEnds } from './ports.js';

/** Comment lines keep proxies and browsers from closing an idle stream. */
const HEARTBEAT_MS = 20_000;

/** Open streams one user may hold on one server process: a few court sheets in tabs and devices. */
export const MAX_STREAMS_PER_USER = 5;
export const TOO_MANY_STREAMS = `At most ${MAX_STREAMS_PER_USER} court sheets of one account receive live updates at once; close another one first.`;

/** Counts each user's open streams; a sixth is refused rather than closing an older one that would reconnect. */
export class StreamSlots {
  private readonly open = new Map<number, number>();

  /** Takes a slot for the user and answers its release, or null when the user holds them all. */
  take(userId: number): (() => void) | null {
    const held = this.open.get(userId) ?? 0;
    if (held >= MAX_STREAMS_PER_USER) return null;
    this.open.set(userId, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left > 0) this.open.set(userId, left);
      else this.open.delete(userId);
    };
  }
}

function refuseTooMany(): never {
  throw new AppError(429, TOO_MANY_STREAMS);
}

/** What a stream runs for: the club whose changes it tells, and the session and user it belongs to. */
export interface StreamOwner {
  businessId: number;
  sessionId: number;
  userId: number;
}

export interface StreamServices {
  live: LiveUpdates;
  sessions: SessionEnds;
  slots: StreamSlots;
}

/**
 * Server-sent events for one club's court sheets: an `event: changed` line whenever its schedule changes.
 * The stream is written to the raw socket because it outlives the request/response envelope.
 */
export function streamChanges(
  { live, sessions, slots }: StreamServices,
  owner: StreamOwner,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const head = {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  };
  // A HEAD request (Fastify answers one for every GET) has no body, so Node would hold the headers back until the
  // end: answer them at once and take no slot.
  if (request.method === 'HEAD') {
    reply.hijack();
    reply.raw.writeHead(200, head).end();
    return;
  }
  const release = slots.take(owner.userId) ?? refuseTooMany();
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, head);
  response.write(': connected\n\n');
  const unsubscribe = live.subscribe(owner.businessId, (change) => {
    response.write(`event: changed\ndata: ${JSON.stringify(change)}\n\n`);
  });
  const heartbeat = setInterval(() => response.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  // The server is shutting down: the stream ends and so does its connection (kept alive, the server's close would
  // wait for it); the sheet reconnects, to another process behind the proxy.
  const stopShutdown = live.onShutdown(() => response.end(() => response.socket?.end()));
  // Signed out, revoked by a password change, or expired: the stream ends with its session, and its slot is free
  // before the client hears the end.
  const stopWatching = sessions.watch({ sessionId: owner.sessionId, userId: owner.userId }, () => {
    stop();
    response.end();
  });
  function stop() {
    clearInterval(heartbeat);
    unsubscribe();
    stopShutdown();
    stopWatching();
    release();
  }
  request.raw.on('close', stop);
  response.on('close', stop);
}
