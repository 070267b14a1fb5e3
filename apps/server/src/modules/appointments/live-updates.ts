import { EventEmitter } from 'node:events';

export interface ScheduleChange {
  business_id: number;
  at: string;
}

/**
 * Tells every open court sheet of a club that its schedule changed. This one is in-process (PGlite: one server
 * process); on PostgreSQL `PostgresLiveUpdates` relays each change to every process (docs/decisions.md, "Live
 * updates across processes"). The streams subscribe here either way.
 */
export class LiveUpdates {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open court sheet; the default cap of 10 would warn on a busy club.
    this.emitter.setMaxListeners(0);
  }

  publish(businessId: number, now: Date): void {
    this.deliver({ business_id: businessId, at: now.toISOString() });
  }

  /** Hands a change to this process's open streams of its club. */
  protected deliver(change: ScheduleChange): void {
    this.emitter.emit(`club:${change.business_id}`, change);
  }

  /** The clubs with open streams in this process. */
  protected subscribedClubs(): number[] {
    return this.emitter
      .eventNames()
      .filter((name): name is string => typeof name === 'string' && name.startsWith('club:'))
      .map((name) => Number(name.slice('club:'.length)));
  }

  /** Starts relaying (nothing to do in process). */
  async start(): Promise<void> {}

  /** Stops relaying (nothing to do in process). */
  async stop(): Promise<void> {}

  subscribe(businessId: number, listener: (change: ScheduleChange) => void): () => void {
    const channel = `club:${businessId}`;
    this.emitter.on(channel, listener);
    return () => this.emitter.off(channel, listener);
  }

  /** Ends every open stream, so a shutting-down server is not held open by court sheets. */
  closeAll(): void {
    this.emitter.emit('shutdown');
  }

  onShutdown(listener: () => void): () => void {
    this.emitter.once('shutdown', listener);
    return () => this.emitter.off('shutdown', listener);
  }

  listenerCount(businessId: number): number {
    return this.emitter.listenerCount(`club:${businessId}`);
  }
}
