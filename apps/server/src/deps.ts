import type { Database } from '@fairplay/db';
import type { AppConfig } from './config.js';

/** What the modules need from the outside world; tests swap the clock and the database. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  now: () => Date;
  /**
   * PostgreSQL: a direct connection for LISTEN (the database handle's `listenUrl`). When given, live updates go
   * through the database to every server process; without it they stay in this process (PGlite).
   */
  listenUrl?: string;
}
