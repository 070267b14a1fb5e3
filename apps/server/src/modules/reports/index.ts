import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { reportsRoutes } from './reports.routes.js';

/**
 * Reports (issue 27): read-only figures of the club from the ledger and the bookings, each under GET reports/{key}
 * with the common filters and a CSV twin. It owns no table: its `*.query.ts` files read other modules' tables with
 * read-only SQL inside one read-only snapshot (docs/decisions.md "Issue 27: how the reports read other modules'
 * tables"); everything it writes (the daily close, journal batches, its settings) goes through its own tables.
 */
export function reportsModule(deps: AppDeps): AppModule {
  return { name: 'reports', routes: reportsRoutes(deps.now) };
}
