import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { groups, restrictionOverrides, restrictions, restrictionTargets } from '../schema/index.js';

/**
 * The demo club's booking restrictions (issue 10), each for one of its groups, and one member's override. They hold
 * for groups rather than every member so that the demo's main member ("member") books freely in the tour.
 */
export const DEMO_RESTRICTIONS = [
  {
    name: 'Upcoming bookings',
    unit: 'bookings',
    period: 'upcoming',
    maxValue: 3,
    group: 'Pickleball Beginners',
  },
  {
    name: 'Weekday prime time',
    unit: 'bookings',
    period: 'week',
    maxValue: 2,
    // Monday to Friday (bits 0-4), 17:00-21:00 club time.
    prime: { days: 0b0011111, start: 17 * 60, end: 21 * 60 },
    group: "Men's 4.0 Team",
  },
  { name: 'Junior daily limit', unit: 'minutes', period: 'day', maxValue: 60, group: 'Junior Academy' },
] as const;

export async function seedRestrictions(
  tx: Executor,
  context: { businessId: number; ownerId: number; userIds: Map<string, number> },
): Promise<void> {
  const names = DEMO_RESTRICTIONS.map((r) => r.group);
  const found = await tx
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(and(eq(groups.businessId, context.businessId), inArray(groups.name, [...names])));
  const groupId = new Map(found.map((g) => [g.name, g.id]));
  const ids = new Map<string, number>();
  for (const item of DEMO_RESTRICTIONS) {
    const prime = 'prime' in item ? item.prime : null;
    const [row] = await tx
      .insert(restrictions)
      .values({
        businessId: context.businessId,
        name: item.name,
        unit: item.unit,
        period: item.period,
        maxValue: item.maxValue,
        primeDays: prime?.days ?? null,
        primeStartMinute: prime?.start ?? null,
        primeEndMinute: prime?.end ?? null,
        allMembers: false,
        createdBy: context.ownerId,
      })
      .returning({ id: restrictions.id });
    ids.set(item.name, row!.id);
    await tx
      .insert(restrictionTargets)
      .values({ businessId: context.businessId, restrictionId: row!.id, groupId: groupId.get(item.group)! });
  }
  // The team captain organises the team's practice: three prime-time bookings a week instead of two.
  await tx.insert(restrictionOverrides).values({
    businessId: context.businessId,
    restrictionId: ids.get('Weekday prime time')!,
    userId: context.userIds.get('ben.carter')!,
    maxValue: 3,
    note: 'Team captain',
    createdBy: context.ownerId,
  });
}
