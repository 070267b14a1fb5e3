import type { CourtSheetEvent } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import type { AvailabilityRule, CompiledRules } from '@fairplay/domain';
import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import { loadRules } from './availability.repository.js';
import { availabilityRoutes } from './availability.routes.js';
import { createAvailabilityService, ruleEvents } from './availability.service.js';
import type { AvailabilityNeeds } from './ports.js';
import { createRulesCache, type RulesCache } from './rules-cache.js';

export type { AvailabilityNeeds, RuleBooking, RuleBookings, RuleCourt, RuleCourts } from './ports.js';
export { clearRulesInWindow } from './rule-window.js';
export { createRulesCache, type RulesCache, type RulesCacheStats } from './rules-cache.js';
export {
  checkedFreeze,
  checkedFreezeScope,
  freezeById,
  freezeEvents,
  frozenTimesOn,
  recordCancelled,
  saveFreeze,
  type FrozenTime,
} from './freezes.js';

/**
 * Availability rules ("micro-settings", issue 10; tables availability_rules and its courts, rows, who-can-book
 * entries and excluded days): the rules' calls (`microsettings/*`, `court/availability`,
 * `appointment/add_complex_microsettings`, `appointment/businesslisting`). Offers the booking policy the rules that
 * may apply (`rulesForPolicy`), the court sheet's listing its rules as events (`rulesAsEvents`) and delete_rule the
 * removal of rules from a court's window (`clearRulesInWindow`). Also owns freezes (tables freezes, freeze_courts,
 * freeze_ranges): lists and unfreezes them (`microsettings/all?freeze=1`, `microsettings/delete/{id}?freeze=1`) and
 * offers appointments, which serves `appointment/freeze` (it cancels bookings), their checks and writes, the
 * frozen times the booking paths refuse and the sheet's freeze events. Receives the courts as `needs`, and the app
 * instance's cache of its clubs' rules (`createRulesCache`, shared with the booking policy and the listing).
 */
export function availabilityModule(
  deps: AppDeps,
  needs: AvailabilityNeeds,
  cache: RulesCache = createRulesCache({ now: deps.now }),
): AppModule {
  return {
    name: 'availability',
    routes: availabilityRoutes(createAvailabilityService(deps.db, deps.now, needs, cache), needs.bookFromSheet),
  };
}

/** One UTC day either side covers every club's local dates of an instant (zones are within ±14 hours of UTC). */
const DAY_MS = 86_400_000;
const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The club's availability rules covering any of `courtIds` that may apply between `from` and `to` (UTC instants),
 * each with its courts, rows, who-can-book entries, filters and excluded days, read in one statement. A rule is
 * returned when its club-local [start date, last day] touches the range widened by a day either side; whether it
 * applies on a given day and row is for the caller (`ruleAppliesOn`, `ruleOccurrences` in @fairplay/domain).
 * No courts: no rules.
 */
export async function rulesForPolicy(
  scope: TenantScope,
  courtIds: number[],
  from: Date,
  to: Date,
): Promise<AvailabilityRule[]> {
  if (courtIds.length === 0) return [];
  return loadRules(scope, {
    courtIds,
    fromDate: utcDate(new Date(from.getTime() - DAY_MS)),
    toDate: utcDate(new Date(to.getTime() + DAY_MS)),
  });
}

/**
 * The club's rules compiled for the booking policy, from the process's cache (`cache`): at least the rules naming
 * any of `courtIds` that may apply between `from` and `to`, widened by a day either side as `rulesForPolicy` is.
 * One read of the club's rule version when the cache is current; else one statement more.
 */
export function compiledRulesForPolicy(
  cache: RulesCache,
  scope: TenantScope,
  timeZone: string,
  courtIds: number[],
  from: Date,
  to: Date,
): Promise<CompiledRules> {
  return cache.compiledFor(
    scope,
    timeZone,
    courtIds,
    utcDate(new Date(from.getTime() - DAY_MS)),
    utcDate(new Date(to.getTime() + DAY_MS)),
  );
}

/**
 * The club's rules on `courtIds` overlapping [from, to) as court-sheet events of type microsettings, each row on
 * each court on each day with its `price_per_hour`, `point_per_hour` and `book_pay_type`: from the process's cache
 * when it is current (one read of the club's rule version), else one statement.
 */
export function rulesAsEvents(
  cache: RulesCache,
  scope: TenantScope,
  timeZone: string,
  from: Date,
  to: Date,
  courtIds: number[],
): Promise<CourtSheetEvent[]> {
  return ruleEvents(cache, scope, timeZone, from, to, courtIds);
}
