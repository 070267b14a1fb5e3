import { NotificationListener, type Database } from '@fairplay/db';
import {
  LIVE_CHANNEL,
  lastLiveEventId,
  liveEventsSince,
  recordLiveEvent,
  type LiveEventRow,
} from './live-events.repository.js';
import { LiveUpdates } from './live-updates.js';

/** Ids of events already handed on, kept to skip the ones a catch-up reads again. */
const REMEMBERED_IDS = 10_000;

export interface LiveLog {
  warn(message: string): void;
}

/**
 * Live updates for several server processes on one PostgreSQL: a change is written to `live_events` and announced
 * with NOTIFY (`publish`); each process LISTENs on one direct connection of its own and hands every announced
 * change to its open streams of that club, its own changes included. When the listening connection drops, it
 * connects again and reads the events it missed by id before handing on new ones; when it was away so long that
 * the events were deleted, every club with open streams in this process is told to refresh.
 */
export class PostgresLiveUpdates extends LiveUpdates {
  private readonly listener: NotificationListener;
  private lastSeenId = 0;
  private readonly handed = new Set<number>();

  constructor(
    private readonly db: Database,
    listenUrl: string,
    private readonly log: LiveLog,
  ) {
    super();
    this.listener = new NotificationListener({
      url: listenUrl,
      channel: LIVE_CHANNEL,
      onNotification: (payload) => this.received(payload),
      onListening: (reconnected) => this.caughtUp(reconnected),
      onError: (error) => this.log.warn(`live updates: listener connection: ${error.message}`),
    });
  }

  override publish(businessId: number, now: Date): void {
    recordLiveEvent(this.db, businessId, now).catch((error: unknown) => {
      // The change itself has committed; without the database no other process hears of it (their sheets refresh
      // on their own every minute), and this process's sheets are told directly.
      this.log.warn(`live updates: could not announce a change: ${(error as Error).message}`);
      super.publish(businessId, now);
    });
  }

  override async start(): Promise<void> {
    await this.listener.start();
  }

  override async stop(): Promise<void> {
    await this.listener.close();
  }

  /** Whether the listening connection is up (for readiness and tests). */
  get listening(): boolean {
    return this.listener.connected;
  }

  private received(payload: string): void {
    let event: LiveEventRow;
    try {
      event = JSON.parse(payload) as LiveEventRow;
    } catch {
      return;
    }
    this.hand({ id: Number(event.id), business_id: Number(event.business_id), at: new Date(event.at).toISOString() });
  }

  private hand(event: LiveEventRow): void {
    if (this.handed.has(event.id)) return;
    this.handed.add(event.id);
    if (this.handed.size > REMEMBERED_IDS) this.handed.delete(this.handed.values().next().value!);
    if (event.id > this.lastSeenId) this.lastSeenId = event.id;
    this.deliver({ business_id: event.business_id, at: event.at });
  }

  private async caughtUp(reconnected: boolean): Promise<void> {
    if (!reconnected) {
      this.lastSeenId = await lastLiveEventId(this.db);
      return;
    }
    const { known, events } = await liveEventsSince(this.db, this.lastSeenId);
    for (const event of events) this.hand(event);
    if (!known && this.lastSeenId !== 0) {
      const now = new Date().toISOString();
      for (const businessId of this.subscribedClubs()) this.deliver({ business_id: businessId, at: now });
    }
  }
}
