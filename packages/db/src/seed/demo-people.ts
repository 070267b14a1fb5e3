import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { newUid } from '../ids.js';
import { businessMembers, users } from '../schema/index.js';

const DAY_MS = 86_400_000;

/** People the demo club knows without a membership: a trial, a walk-in and a former member (issue 16). */
const DEMO_VISITORS = [
  {
    username: 'dana.brooks',
    firstName: 'Dana',
    lastName: 'Brooks',
    phone: '+13125550181',
    daysAgo: 3,
    about: 'Trial lesson; asked about junior programmes.',
  },
  {
    username: 'felix.hart',
    firstName: 'Felix',
    lastName: 'Hart',
    phone: '+13125550194',
    daysAgo: 12,
    about: 'Walk-in, played pickleball with the Garcias.',
  },
  {
    username: 'grace.lin',
    firstName: 'Grace',
    lastName: 'Lin',
    phone: null,
    daysAgo: 40,
    about: 'Former member; moved away in the spring.',
  },
] as const;

/** Members who agreed to be listed in the member directory, and staff's notes about a few of them. */
const DEMO_LISTED = ['sam.garcia', 'ana.garcia', 'linh.nguyen', 'bao.nguyen'];
const DEMO_NOTES: [string, string][] = [
  ['sam.garcia', 'Captain of the Tuesday doubles ladder.'],
  ['linh.nguyen', 'Prefers early morning courts.'],
];
/** Genders some demo members recorded at the front desk (the availability rules' gender filter reads them). */
const DEMO_GENDERS: [string, 'male' | 'female'][] = [
  ['sam.garcia', 'male'],
  ['ana.garcia', 'female'],
  ['linh.nguyen', 'female'],
  ['bao.nguyen', 'male'],
];

export async function seedPeople(
  tx: Executor,
  demo: { businessId: number; memberTypeId: number; passwordHash: string; now: Date; userIds: Map<string, number> },
): Promise<void> {
  for (const person of DEMO_VISITORS) {
    const [user] = await tx
      .insert(users)
      .values({
        uid: newUid(),
        username: person.username,
        email: `${person.username}@example.org`,
        passwordHash: demo.passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        phone: person.phone,
        userType: 'nbu',
      })
      .returning({ id: users.id });
    await tx.insert(businessMembers).values({
      businessId: demo.businessId,
      userId: user!.id,
      memberTypeId: demo.memberTypeId,
      status: 'visitor',
      about: person.about,
      createdAt: new Date(demo.now.getTime() - person.daysAgo * DAY_MS),
    });
  }
  const listed = DEMO_LISTED.flatMap((username) => demo.userIds.get(username) ?? []);
  if (listed.length > 0) {
    await tx
      .update(businessMembers)
      .set({ directoryListed: true })
      .where(and(eq(businessMembers.businessId, demo.businessId), inArray(businessMembers.userId, listed)));
  }
  for (const [username, gender] of DEMO_GENDERS) {
    const userId = demo.userIds.get(username);
    if (userId === undefined) continue;
    await tx
      .update(businessMembers)
      .set({ gender })
      .where(and(eq(businessMembers.businessId, demo.businessId), eq(businessMembers.userId, userId)));
  }
  for (const [username, about] of DEMO_NOTES) {
    const userId = demo.userIds.get(username);
    if (userId === undefined) continue;
    await tx
      .update(businessMembers)
      .set({ about })
      .where(and(eq(businessMembers.businessId, demo.businessId), eq(businessMembers.userId, userId)));
  }
}
