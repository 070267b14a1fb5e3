import type { Database } from '@fairplay/db';
import type { AppConfig } from './config.js';

/** What the modules need from the outside world; tests swap the clock and the database. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  now: () => Date;
}
