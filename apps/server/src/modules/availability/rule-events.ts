import { bookPayTypeText, type BookingTag, type CourtSheetEvent, type Rule } from '@fairplay/contracts';
import { addDaysToDate, ruleOccurrences, utcToZonedParts, type AvailabilityRule } from '@fairplay/domain';
import { RULE_FORM_LIMITS } from '@fairplay/domain';
import type { StoredRule } from './availability.repository.js';

/** Court-sheet colour of availability (the rule's rows behind bookings). */
export const RULE_COLOR = '#e6f4ea';

/** A rule's row on one court on one day as a court-sheet event of type microsettings (spec 2 "Court sheet event"). */
export function ruleEventsOf(
  rules: StoredRule[],
  timeZone: string,
  from: Date,
  to: Date,
  courtIds: readonly number[] | null,
  /** Each rule's tags (the sheet's tag filter narrows the rule bands by them). */
  tagsBy: ReadonlyMap<number, BookingTag[]> = new Map(),
): CourtSheetEvent[] {
  return rules
    .flatMap((rule) => ruleOccurrences(rule, timeZone, from, to, courtIds))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.courtId - b.courtId)
    .map(({ rule, row, courtId, start, end }) => {
      const stored = rule as StoredRule;
      return {
        id: rule.id,
        type: 'microsettings' as const,
        group_id: row.id,
        lesson_id: null,
        recurrence_id: rule.id,
        global_recurrence_id: stored.override_of ?? rule.id,
        if_booked_in_recurrence: false,
        start: start.toISOString(),
        end: end.toISOString(),
        resourceId: courtId,
        status: 'default' as const,
        version: 1,
        visible: true,
        record: {
          note: rule.note,
          closed: false,
          sport_id: rule.sport_id,
          lesson_type_id: null,
          created_by: null,
          bookings: [],
          assigned: [],
          tags: tagsBy.get(rule.id) ?? [],
          Lesson: null,
          make_it_paid: false,
          payment_state: null,
          authorized: false,
          has_add_ons: false,
          add_ons: [],
        },
        color: RULE_COLOR,
        book_pay_type: bookPayTypeText(rule.book_pay_type),
        price_per_hour: row.price,
        point_per_hour: row.point_price,
      };
    });
}

/** The club-local today of an instant. */
export function clubToday(now: Date, timeZone: string): string {
  return utcToZonedParts(now, timeZone).date;
}

/** A rule as the API answers it (spec "Micro-setting"). */
export function toRuleDto(rule: StoredRule, today: string, tags: BookingTag[] = []): Rule {
  const expiringBy = addDaysToDate(today, RULE_FORM_LIMITS.expiringDays);
  return {
    id: rule.id,
    note: rule.note,
    createdAt: rule.created_at,
    stared: rule.stared ? 1 : 0,
    courts: rule.court_ids,
    rules: rule.rows.map((row) => ({
      id: row.id,
      time_range: { start: row.start_time, end: row.end_time },
      book_advance: { count: row.advance_days, type: 'day' as const },
      buffer: row.buffer,
      price: row.price,
      point_price: row.point_price,
      days: row.days,
    })),
    facility: { sport_id: rule.sport_id ?? 0 },
    filters: rule.filters,
    recurrence: rule.recurrence as Rule['recurrence'],
    start_date: rule.start_date,
    ends_on: rule.ends_on,
    expiring: rule.recurrence !== null && rule.ends_on >= today && rule.ends_on <= expiringBy,
    book_pay_type: rule.book_pay_type,
    who_can_book: rule.who_can_book,
    excluded_dates: rule.excluded_dates,
    override_of: rule.override_of,
    tags,
  };
}

export type { AvailabilityRule };
