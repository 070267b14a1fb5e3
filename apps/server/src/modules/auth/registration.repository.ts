import { and, eq, gt, isNull, or } from 'drizzle-orm';
import {
  businesses,
  businessMembers,
  demoCodes,
  insertDefaultMemberTypes,
  locations,
  newUid,
  users,
  type Executor,
} from '@fairplay/db';
import type { NewUser } from './auth.repository.js';

export interface NewClub {
  name: string;
  address: string;
  timezone: string;
  plan: string;
}

/** A customer account (nbu): no club yet; they pick one from Memberships. */
export async function createCustomer(tx: Executor, person: NewUser): Promise<number> {
  const [user] = await tx.insert(users).values(person).returning({ id: users.id });
  return user!.id;
}

/**
 * Business registration: the club, its owner, the nine default member types with their roles, and a first
 * location at the club's address. Runs inside the caller's transaction so a failure leaves nothing behind.
 */
export async function createClubWithOwner(tx: Executor, person: NewUser, club: NewClub): Promise<number> {
  const [business] = await tx
    .insert(businesses)
    .values({ uid: newUid(), name: club.name, address: club.address, timezone: club.timezone, plan: club.plan })
    .returning({ id: businesses.id });
  const businessId = business!.id;
  const [owner] = await tx
    .insert(users)
    .values({ ...person, currentBusinessId: businessId })
    .returning({ id: users.id });
  const ownerId = owner!.id;
  await tx.update(businesses).set({ ownerUserId: ownerId }).where(eq(businesses.id, businessId));
  const typeIds = await insertDefaultMemberTypes(tx, businessId);
  await tx.insert(businessMembers).values({ businessId, userId: ownerId, memberTypeId: typeIds.owner });
  await tx.insert(locations).values({ businessId, name: club.name, address: club.address });
  return ownerId;
}

export async function findDemoCode(db: Executor, code: string, now: Date) {
  const [row] = await db
    .select()
    .from(demoCodes)
    .where(
      and(eq(demoCodes.code, code.trim().toUpperCase()), or(isNull(demoCodes.expiresAt), gt(demoCodes.expiresAt, now))),
    )
    .limit(1);
  return row;
}
