import { BOOK_PAY_TYPE } from '@fairplay/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  availabilityRuleCourts,
  availabilityRuleRows,
  availabilityRules,
  availabilityRuleWho,
  groups,
  sports,
} from '../schema/index.js';

/**
 * The demo club's booking policy (issue 10) on the golf simulator Bay 4: members book it by day at the day rate,
 * while the evenings belong to the "Golf Sim Night" group at the evening rate. A member outside the group who
 * picks an evening hour is refused with the rule's name and offered the nearest hour they may book. Golf sells no
 * points (the club's points are tennis points), so the bay is paid in money only.
 */
export async function seedBookingPolicy(
  tx: Executor,
  context: { businessId: number; courtId: number; today: string; ownerId: number },
): Promise<void> {
  const { businessId, courtId, today, ownerId } = context;
  const [golf] = await tx.select({ id: sports.id }).from(sports).where(eq(sports.key, 'golf')).limit(1);
  const [sport] = golf ? [golf] : await tx.select({ id: sports.id }).from(sports).limit(1);
  const [night] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.businessId, businessId), eq(groups.name, 'Golf Sim Night')))
    .limit(1);
  if (!sport || !night) return;
  const endDate = new Date(Date.parse(`${today}T00:00:00Z`) + 330 * 86_400_000).toISOString().slice(0, 10);
  const recurrence = { frequency: 'daily', every: 1, days: [], ends: 'date', end_date: endDate };
  const rules = [
    {
      note: 'Bay 4 day rate',
      who: { kind: 'allmembers' as const, allOfKind: true, groupId: null },
      rows: [{ start: 7 * 60, end: 18 * 60, price: 3000, pointPrice: 0 }],
    },
    {
      note: 'Golf Sim Night evenings',
      who: { kind: 'groups' as const, allOfKind: false, groupId: night.id },
      rows: [{ start: 18 * 60, end: 22 * 60, price: 4500, pointPrice: 0 }],
    },
  ];
  for (const rule of rules) {
    const [row] = await tx
      .insert(availabilityRules)
      .values({
        businessId,
        note: rule.note,
        sportId: sport.id,
        startDate: today,
        recurrence,
        endsOn: endDate,
        bookPayType: BOOK_PAY_TYPE.moneyOnly,
        createdBy: ownerId,
      })
      .returning({ id: availabilityRules.id });
    const ruleId = row!.id;
    await tx.insert(availabilityRuleCourts).values({ businessId, ruleId, courtId });
    await tx.insert(availabilityRuleRows).values(
      rule.rows.map((r, position) => ({
        businessId,
        ruleId,
        position,
        startMinute: r.start,
        endMinute: r.end,
        advanceDays: 365,
        buffer: 0,
        price: r.price,
        pointPrice: r.pointPrice,
        bookPayType: BOOK_PAY_TYPE.moneyOnly,
      })),
    );
    await tx.insert(availabilityRuleWho).values({ businessId, ruleId, ...rule.who });
  }
}
