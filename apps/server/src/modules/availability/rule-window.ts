import type { TenantScope } from '@fairplay/db';
import { addDaysToDate, ruleOccurrences } from '@fairplay/domain';
import {
  deleteRules,
  excludeDays,
  insertRule,
  loadRules,
  type RuleWrite,
  type StoredRule,
} from './availability.repository.js';

function writeOf(rule: StoredRule, date: string, courtIds: number[], rows: StoredRule['rows']): RuleWrite {
  return {
    note: rule.note,
    sportId: rule.sport_id ?? 0,
    startDate: date,
    recurrence: null,
    endsOn: date,
    bookPayType: rule.book_pay_type,
    filters: rule.filters,
    courtIds,
    rows,
    whoCanBook: rule.who_can_book,
    overrideOf: rule.recurrence === null ? rule.override_of : rule.id,
  };
}

/**
 * delete_rule's part for availability (spec 2 section 7: court_id, start_time, end_time): the rows of the club's
 * rules on that court lying wholly inside [from, to) stop applying there. Each day touched becomes a single-day
 * override holding what is left (the court's other rows, the rule's other courts); a rule of that one day is
 * replaced. Runs in the caller's transaction; answers how many rule rows were taken off the court.
 */
export async function clearRulesInWindow(
  scope: TenantScope,
  timeZone: string,
  courtId: number,
  from: Date,
  to: Date,
  userId: number,
): Promise<number> {
  const rules = await loadRules(scope, {
    courtIds: [courtId],
    fromDate: addDaysToDate(from.toISOString().slice(0, 10), -1),
    toDate: addDaysToDate(to.toISOString().slice(0, 10), 1),
  });
  let removed = 0;
  for (const rule of rules) {
    const byDay = new Map<string, Set<number>>();
    for (const occurrence of ruleOccurrences(rule, timeZone, from, to, [courtId])) {
      if (occurrence.start < from || occurrence.end > to) continue;
      const rows = byDay.get(occurrence.date) ?? new Set<number>();
      rows.add(occurrence.row.id);
      byDay.set(occurrence.date, rows);
    }
    for (const [date, gone] of byDay) {
      removed += gone.size;
      const left = rule.rows.filter((row) => !gone.has(row.id));
      const others = rule.court_ids.filter((id) => id !== courtId);
      if (left.length > 0) await insertRule(scope, writeOf(rule, date, [courtId], left), userId);
      if (others.length > 0) await insertRule(scope, writeOf(rule, date, others, rule.rows), userId);
      if (rule.recurrence === null) await deleteRules(scope, [rule.id]);
      else await excludeDays(scope, rule.id, [date]);
    }
  }
  return removed;
}
