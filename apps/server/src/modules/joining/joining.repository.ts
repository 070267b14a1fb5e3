import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { clubInvitations, type Executor, type TenantScope } from '@fairplay/db';

/** The only reader and writer of club_invitations. */

export type InvitationRow = typeof clubInvitations.$inferSelect;

/**
 * Invites `email` to the club, or renews an open invitation to it (a new token, so only the latest link works).
 * One statement on the unique (business_id, email): two staff inviting the same address at once leave one row.
 * Answers nothing when the address has already accepted an invitation.
 */
export async function upsertInvitation(
  scope: TenantScope,
  invitation: { email: string; tokenHash: string; invitedBy: number; at: Date; memberTypeId: number | null },
): Promise<InvitationRow | undefined> {
  const { at, ...fields } = invitation;
  const [row] = await scope.db
    .insert(clubInvitations)
    .values(scope.values({ ...fields, createdAt: at }))
    .onConflictDoUpdate({
      target: [clubInvitations.businessId, clubInvitations.email],
      set: {
        tokenHash: invitation.tokenHash,
        invitedBy: invitation.invitedBy,
        createdAt: at,
        memberTypeId: invitation.memberTypeId,
      },
      setWhere: isNull(clubInvitations.acceptedAt),
    })
    .returning();
  return row;
}

/** The club's invitations, newest first. */
export async function listInvitations(scope: TenantScope): Promise<InvitationRow[]> {
  return scope.db
    .select()
    .from(clubInvitations)
    .where(scope.where(clubInvitations))
    .orderBy(sql`${clubInvitations.createdAt} DESC`, asc(clubInvitations.id));
}

/** The club's open invitation to `email`, if any. */
export async function findOpenInvitation(scope: TenantScope, email: string): Promise<InvitationRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(clubInvitations)
    .where(scope.where(clubInvitations, eq(clubInvitations.email, email), isNull(clubInvitations.acceptedAt)))
    .limit(1);
  return row;
}

/** The open invitation a link's token stands for, in whichever club it is: the token names the club. */
export async function findOpenInvitationByToken(db: Executor, tokenHash: string): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(clubInvitations)
    .where(and(eq(clubInvitations.tokenHash, tokenHash), isNull(clubInvitations.acceptedAt)))
    .limit(1);
  return row;
}

/** The clubs with an open invitation to `email`. */
export async function clubsInviting(db: Executor, email: string): Promise<number[]> {
  const rows = await db
    .select({ businessId: clubInvitations.businessId })
    .from(clubInvitations)
    .where(and(eq(clubInvitations.email, email), isNull(clubInvitations.acceptedAt)));
  return rows.map((row) => row.businessId);
}

/** Marks an invitation used, once: of two concurrent acceptances only one changes the row. */
export async function markAccepted(scope: TenantScope, id: number, userId: number, at: Date): Promise<boolean> {
  const rows = await scope.db
    .update(clubInvitations)
    .set({ acceptedAt: at, acceptedUserId: userId })
    .where(scope.where(clubInvitations, eq(clubInvitations.id, id), isNull(clubInvitations.acceptedAt)))
    .returning({ id: clubInvitations.id });
  return rows.length > 0;
}

/** The club's open (not yet accepted) invitation with this id, if any. */
export async function findOpenInvitationById(scope: TenantScope, id: number): Promise<InvitationRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(clubInvitations)
    .where(scope.where(clubInvitations, eq(clubInvitations.id, id), isNull(clubInvitations.acceptedAt)))
    .limit(1);
  return row;
}

/** Revokes an open invitation: its link stops working at once. Answers whether a row was removed. */
export async function deleteOpenInvitation(scope: TenantScope, id: number): Promise<boolean> {
  const rows = await scope.db
    .delete(clubInvitations)
    .where(scope.where(clubInvitations, eq(clubInvitations.id, id), isNull(clubInvitations.acceptedAt)))
    .returning({ id: clubInvitations.id });
  return rows.length > 0;
}
