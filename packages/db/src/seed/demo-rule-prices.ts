import {
  addDaysToDate,
  checkSlot,
  compileRules,
  type AvailabilityRule,
  type BookingPerson,
  type BookPayType,
  type RecurrenceRule,
} from '@fairplay/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { availabilityRuleCourts, availabilityRuleRows, availabilityRules } from '../schema/index.js';

/** A booking's price by the club's rules: money (cents), points, and the pay type of the rule that priced it. */
export interface RulePrice {
  price: number;
  points: number;
  payType: BookPayType;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Anyone: the demo's past bookings are priced as staff price a booking, by the rows that cover it. */
const ANYONE: BookingPerson = {
  userId: null,
  isMember: true,
  isCoach: false,
  groupIds: [],
  planIds: [],
  facilityGroupIds: [],
  age: null,
  level: null,
  gender: null,
};

/**
 * The demo club's rules as the domain reads them, to price its seeded bookings the way the server prices a booking
 * made by staff (`checkSlot` without enforcing who may book). The rules are seeded to start on the seed's day; the
 * sheet's past weeks were booked under the same rules, so for pricing each rule starts `weeksBack` weeks earlier.
 */
export async function demoRulePricer(
  tx: Executor,
  context: { businessId: number; timeZone: string; weeksBack: number },
): Promise<(slot: { courtId: number; start: Date; end: Date }) => RulePrice> {
  const { businessId } = context;
  const rules = await tx.select().from(availabilityRules).where(eq(availabilityRules.businessId, businessId));
  const rows = await tx.select().from(availabilityRuleRows).where(eq(availabilityRuleRows.businessId, businessId));
  const courts = await tx
    .select()
    .from(availabilityRuleCourts)
    .where(eq(availabilityRuleCourts.businessId, businessId));
  const domainRules: AvailabilityRule[] = rules.map((rule) => ({
    id: rule.id,
    note: rule.note,
    sport_id: rule.sportId,
    court_ids: courts.filter((court) => court.ruleId === rule.id).map((court) => court.courtId),
    start_date: addDaysToDate(rule.startDate, -7 * context.weeksBack),
    recurrence: rule.recurrence as RecurrenceRule | null,
    excluded_dates: [],
    book_pay_type: rule.bookPayType as BookPayType,
    who_can_book: [],
    filters: { min_age: null, max_age: null, min_level: null, max_level: null, gender: null },
    rows: rows
      .filter((row) => row.ruleId === rule.id)
      .sort((a, b) => a.position - b.position)
      .map((row) => ({
        id: row.id,
        start_time: clock(row.startMinute),
        end_time: clock(row.endMinute),
        days: row.days,
        advance_days: row.advanceDays,
        buffer: row.buffer,
        price: row.price,
        point_price: row.pointPrice,
      })),
  }));
  const compiled = compileRules(domainRules, context.timeZone);
  return (slot) => {
    const decision = checkSlot(compiled, ANYONE, slot, slot.start, false);
    if (!decision.ok) return { price: 0, points: 0, payType: -1 };
    const { price, points, bookPayType } = decision.approval;
    return { price, points, payType: bookPayType };
  };
}
