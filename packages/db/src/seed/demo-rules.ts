import { addDaysToDate, ruleLastDate, utcToZonedParts, type RecurrenceRule } from '@fairplay/domain';
import { BOOK_PAY_TYPE, type BookPayType } from '@fairplay/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  groups,
  availabilityRuleCourts,
  availabilityRuleRows,
  availabilityRules,
  availabilityRuleWho,
} from '../schema/index.js';

interface DemoRuleRow {
  days: number[];
  start: number;
  end: number;
  advance: number;
  buffer: number;
  price: number;
  points: number;
}

interface DemoRule {
  note: string;
  sportId: number;
  courts: { group: string; names?: readonly string[] };
  bookPayType: BookPayType;
  who: { kind: 'allmembers' | 'groups'; group?: string }[];
  filters?: { minAge?: number; maxAge?: number };
  recurrence: Omit<RecurrenceRule, 'end_date' | 'ends'>;
  rows: DemoRuleRow[];
}

const WEEKDAYS = [0, 1, 2, 3, 4];
const WEEKEND = [5, 6];
const hours = (h: number) => h * 60;

/**
 * The demo club's availability rules (issue 10): members' prime time at a price, weekend mornings, off-peak,
 * the Junior Academy's courts, points-priced pickleball evenings and the golf bays. They run eight weeks from the
 * seed's day (past "Expires on", so the renewal banner stays for the staff's own rules). Tennis points cost $1.00
 * (demo-points.ts), so an hour's points price is its money price in dollars: paying with points is neither a
 * discount nor a surcharge.
 */
export const DEMO_RULES: DemoRule[] = [
  {
    note: 'Prime time: members',
    sportId: 1,
    courts: { group: 'Tennis', names: ['Centre Court', 'Court 2', 'Court 3', 'Court 4', 'Court 5', 'Court 6'] },
    bookPayType: BOOK_PAY_TYPE.both,
    who: [{ kind: 'allmembers' }],
    recurrence: { frequency: 'weekly', every: 1, days: WEEKDAYS },
    rows: [{ days: [], start: hours(17), end: hours(21), advance: 7, buffer: 1, price: 3200, points: 32 }],
  },
  {
    note: 'Weekend mornings',
    sportId: 1,
    courts: { group: 'Tennis' },
    bookPayType: BOOK_PAY_TYPE.both,
    who: [{ kind: 'allmembers' }],
    recurrence: { frequency: 'weekly', every: 1, days: WEEKEND },
    rows: [{ days: [], start: hours(7), end: hours(12), advance: 7, buffer: 2, price: 2800, points: 28 }],
  },
  {
    note: 'Off-peak',
    sportId: 1,
    courts: { group: 'Tennis', names: ['Court 2', 'Court 3', 'Court 4', 'Court 5', 'Court 6'] },
    bookPayType: BOOK_PAY_TYPE.both,
    who: [{ kind: 'allmembers' }],
    recurrence: { frequency: 'weekly', every: 1, days: WEEKDAYS },
    rows: [{ days: [], start: hours(9), end: hours(15), advance: 14, buffer: 0, price: 1600, points: 16 }],
  },
  {
    note: 'Junior Academy courts',
    sportId: 1,
    courts: { group: 'Tennis', names: ['Clay 1', 'Clay 2'] },
    bookPayType: BOOK_PAY_TYPE.moneyOnly,
    who: [{ kind: 'groups', group: 'Junior Academy' }],
    filters: { minAge: 6, maxAge: 17 },
    recurrence: { frequency: 'weekly', every: 1, days: WEEKDAYS },
    rows: [{ days: [], start: hours(15), end: hours(18), advance: 3, buffer: 0, price: 1000, points: 0 }],
  },
  {
    note: 'Pickleball points evenings',
    sportId: 2,
    courts: { group: 'Pickleball' },
    bookPayType: BOOK_PAY_TYPE.pointsOnly,
    who: [{ kind: 'allmembers' }],
    recurrence: { frequency: 'daily', every: 1, days: [] },
    rows: [{ days: [], start: hours(18), end: hours(21), advance: 7, buffer: 0, price: 0, points: 8 }],
  },
  {
    note: 'Golf bays',
    sportId: 7,
    courts: { group: 'Golf simulators' },
    bookPayType: BOOK_PAY_TYPE.moneyOnly,
    who: [{ kind: 'allmembers' }],
    recurrence: { frequency: 'daily', every: 1, days: [] },
    rows: [
      { days: WEEKDAYS, start: hours(10), end: hours(17), advance: 14, buffer: 0, price: 3500, points: 0 },
      { days: [], start: hours(17), end: hours(22), advance: 14, buffer: 0, price: 4500, points: 0 },
    ],
  },
];

/** Inserts the demo rules for the club's courts (by facility group and court name) and groups (by name). */
export async function seedAvailabilityRules(
  tx: Executor,
  context: {
    businessId: number;
    timeZone: string;
    ownerId: number;
    courts: Record<string, { id: number; name: string }[]>;
    now: Date;
  },
): Promise<void> {
  const { businessId } = context;
  const groupIds = new Map(
    (await tx.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.businessId, businessId))).map(
      (group) => [group.name, group.id],
    ),
  );
  const today = utcToZonedParts(context.now, context.timeZone).date;
  const endDate = addDaysToDate(today, 56);
  for (const rule of DEMO_RULES) {
    const recurrence: RecurrenceRule = { ...rule.recurrence, ends: 'date', end_date: endDate };
    const [row] = await tx
      .insert(availabilityRules)
      .values({
        businessId,
        note: rule.note,
        sportId: rule.sportId,
        startDate: today,
        recurrence,
        endsOn: ruleLastDate(today, recurrence),
        bookPayType: rule.bookPayType,
        minAge: rule.filters?.minAge ?? null,
        maxAge: rule.filters?.maxAge ?? null,
        stared: rule.note === 'Prime time: members',
        createdBy: context.ownerId,
      })
      .returning({ id: availabilityRules.id });
    const ruleId = row!.id;
    const courts = (context.courts[rule.courts.group] ?? []).filter(
      (court) => !rule.courts.names || rule.courts.names.includes(court.name),
    );
    await tx.insert(availabilityRuleCourts).values(courts.map((court) => ({ businessId, ruleId, courtId: court.id })));
    await tx.insert(availabilityRuleRows).values(
      rule.rows.map((r, position) => ({
        businessId,
        ruleId,
        position,
        startMinute: r.start,
        endMinute: r.end,
        days: r.days,
        advanceDays: r.advance,
        buffer: r.buffer,
        price: r.price,
        pointPrice: r.points,
        bookPayType: rule.bookPayType,
      })),
    );
    await tx.insert(availabilityRuleWho).values(
      rule.who.map((who) => ({
        businessId,
        ruleId,
        kind: who.kind,
        allOfKind: who.kind === 'allmembers',
        groupId: who.group ? groupIds.get(who.group)! : null,
      })),
    );
  }
}
