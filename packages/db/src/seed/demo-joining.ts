import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../client.js';
import { newUid } from '../ids.js';
import { businessMembers, clubInvitations, users } from '../schema/index.js';
import { DEMO_INVITATION, DEMO_JOIN_REQUESTS } from './demo-content.js';

const HOUR_MS = 3_600_000;

/**
 * The demo club joins by approval: two customers' requests wait for staff, and one invitation is open. The
 * invitation's link token is thrown away (only its hash is stored, as for real ones); signing up with its e-mail
 * accepts it.
 */
export async function seedJoining(
  tx: Executor,
  demo: { businessId: number; memberTypeId: number; ownerId: number; passwordHash: string; now: Date },
): Promise<void> {
  for (const person of DEMO_JOIN_REQUESTS) {
    const [user] = await tx
      .insert(users)
      .values({
        uid: newUid(),
        username: person.username,
        email: `${person.username}@example.org`,
        passwordHash: demo.passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        userType: 'nbu',
      })
      .returning({ id: users.id });
    await tx.insert(businessMembers).values({
      businessId: demo.businessId,
      userId: user!.id,
      memberTypeId: demo.memberTypeId,
      status: 'pending',
      createdAt: new Date(demo.now.getTime() - person.hoursAgo * HOUR_MS),
    });
  }
  await tx.insert(clubInvitations).values({
    businessId: demo.businessId,
    email: DEMO_INVITATION.email,
    tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    invitedBy: demo.ownerId,
    createdAt: new Date(demo.now.getTime() - DEMO_INVITATION.hoursAgo * HOUR_MS),
  });
}
