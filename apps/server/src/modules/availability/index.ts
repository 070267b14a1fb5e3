import type { TenantScope } from '@fairplay/db';
import type { AvailabilityRule } from '@fairplay/domain';
import { loadRules } from './availability.repository.js';

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
