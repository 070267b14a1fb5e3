import { BOOK_PAY_TYPE, type BookPayType } from '@fairplay/contracts';
import {
  availabilityRuleCourts,
  availabilityRuleRows,
  availabilityRules,
  availabilityRuleWho,
  sports,
} from '@fairplay/db';
import type { RecurrenceRule, WhoCanBookKind } from '@fairplay/domain';
import type { TestApp } from './harness.js';

/** One row of a test rule: club-local 'HH:mm' times and its window and prices. */
export interface TestRow {
  start: string;
  end: string;
  advanceDays?: number;
  buffer?: number;
  price?: number;
  pointPrice?: number;
}

export interface TestRule {
  note: string;
  courts: number[];
  startDate: string;
  /** Daily until endDate when left out. */
  recurrence?: RecurrenceRule | null;
  endDate: string;
  payType?: BookPayType;
  who: { kind: WhoCanBookKind; coachUserId?: number }[];
  minAge?: number;
  rows: TestRow[];
}

const minutes = (time: string) => (time === '00:00' ? 1440 : Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)));

/**
 * Writes an availability rule straight into the rules' tables (the availability module owns their calls): the
 * booking policy's tests need rules, not the rule form.
 */
export async function insertRule(t: TestApp, businessId: number, rule: TestRule): Promise<number> {
  const db = t.handle.db;
  const [sport] = await db.select({ id: sports.id }).from(sports).limit(1);
  const payType = rule.payType ?? -1;
  const recurrence =
    rule.recurrence === undefined
      ? { frequency: 'daily', every: 1, days: [], ends: 'date', end_date: rule.endDate }
      : rule.recurrence;
  const [row] = await db
    .insert(availabilityRules)
    .values({
      businessId,
      note: rule.note,
      sportId: sport!.id,
      startDate: rule.startDate,
      recurrence,
      endsOn: rule.endDate,
      bookPayType: payType,
      minAge: rule.minAge ?? null,
    })
    .returning({ id: availabilityRules.id });
  const ruleId = row!.id;
  await db.insert(availabilityRuleCourts).values(rule.courts.map((courtId) => ({ businessId, ruleId, courtId })));
  await db.insert(availabilityRuleRows).values(
    rule.rows.map((r, position) => ({
      businessId,
      ruleId,
      position,
      startMinute: minutes(r.start),
      endMinute: minutes(r.end),
      advanceDays: r.advanceDays ?? 365,
      buffer: r.buffer ?? 0,
      price: payType === BOOK_PAY_TYPE.pointsOnly ? 0 : (r.price ?? 0),
      pointPrice: payType === BOOK_PAY_TYPE.moneyOnly ? 0 : (r.pointPrice ?? 0),
      bookPayType: payType,
    })),
  );
  await db.insert(availabilityRuleWho).values(
    rule.who.map((entry) => ({
      businessId,
      ruleId,
      kind: entry.kind,
      allOfKind: entry.coachUserId === undefined,
      coachUserId: entry.coachUserId ?? null,
    })),
  );
  return ruleId;
}
