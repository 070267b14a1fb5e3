import pg from 'pg';

export interface ListenerOptions {
  /** A direct (session) connection: LISTEN does not survive a transaction pooler. */
  url: string;
  channel: string;
  onNotification(payload: string): void;
  /**
   * Called each time LISTEN is in place, before notifications are handed on: `reconnected` is false the first time.
   * The place to read what was missed while the connection was down. A failure drops the connection and retries.
   */
  onListening(reconnected: boolean): Promise<void>;
  onError(error: Error): void;
}

/** Waits before the n-th attempt to connect again: 100 ms doubling up to 5 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(5_000, 100 * 2 ** Math.min(attempt, 6));
}

/** What PostgreSQL calls the listener's connection, so it can be told apart in pg_stat_activity (and tests). */
export const LISTENER_APPLICATION_NAME = 'fairplay-listener';

/**
 * One connection of its own that LISTENs on a channel, and connects again whenever it is dropped (a database
 * restart, a terminated backend, a network cut), for as long as it is not closed. Notifications received while the
 * connection is being set up again are held until `onListening` has run, so the catch-up read comes first.
 */
export class NotificationListener {
  private client: pg.Client | null = null;
  private closed = false;
  private everListened = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | null = null;
  private listening: Promise<void> | null = null;

  constructor(private readonly options: ListenerOptions) {}

  /** Connects and listens; answers once the first LISTEN is in place (or the first attempt failed: it retries). */
  start(): Promise<void> {
    this.listening = this.connect();
    return this.listening;
  }

  /** Whether LISTEN is in place now. */
  get connected(): boolean {
    return this.client !== null;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.options.url, application_name: LISTENER_APPLICATION_NAME });
    let ready = false;
    const held: string[] = [];
    client.on('notification', (message) => {
      if (message.channel !== this.options.channel || message.payload === undefined) return;
      if (ready) this.options.onNotification(message.payload);
      else held.push(message.payload);
    });
    // A dropped connection emits 'error' (then 'end'); without a listener the process would stop.
    client.on('error', (error) => this.options.onError(error));
    client.on('end', () => {
      if (this.client === client) this.client = null;
      this.retry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.options.channel)}`);
      await this.options.onListening(this.everListened);
      this.everListened = true;
      this.attempt = 0;
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      ready = true;
      for (const payload of held) this.options.onNotification(payload);
    } catch (error) {
      this.options.onError(error as Error);
      // 'end' follows when the connection was made; when it never was, retry from here.
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.retry();
    }
  }

  private retry(): void {
    if (this.closed || this.timer) return;
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, reconnectDelayMs(this.attempt));
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.listening?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
