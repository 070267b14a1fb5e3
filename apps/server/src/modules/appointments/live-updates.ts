import { EventEmitter } from 'node:events';

export interface ScheduleChange {
  business_id: number;
  at: string;
}

/**
 * Tells every open court sheet of a club that its schedule changed. In-process: one server instance serves a
 * club's sheets (see docs/decisions.md); several instances would relay this through PostgreSQL NOTIFY.
 */
export class LiveUpdates {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open court sheet; the default cap of 10 would warn on a busy club.
    this.emitter.setMaxListeners(0);
  }

  publish(businessId: number, now: Date): void {
    const change: ScheduleChange = { business_id: businessId, at: now.toISOString() };
    this.emitter.emit(`club:${businessId}`, change);
  }

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
