// Who plays an occurrence (booker, partners, guests), who is assigned to it, and the messages sent to its players.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  anyInteger,
  appointmentAssignees,
  appointmentMessages,
  appointmentParticipants,
  insertBatches,
  type TenantScope,
} from '@fairplay/db';

export interface ParticipantRow {
  id: number;
  appointmentId: number;
  kind: 'booker' | 'partner' | 'guest';
  userId: number | null;
  fullName: string;
}
export interface AssigneeRow {
  appointmentId: number;
  userId: number;
}
export async function insertParticipants(
  scope: TenantScope,
  rows: { appointmentId: number; kind: ParticipantRow['kind']; userId: number | null; fullName: string }[],
): Promise<void> {
  for (const batch of insertBatches(appointmentParticipants, rows))
    await scope.db.insert(appointmentParticipants).values(batch.map((row) => scope.values(row)));
}
export async function insertAssignees(
  scope: TenantScope,
  rows: { appointmentId: number; userId: number }[],
): Promise<void> {
  for (const batch of insertBatches(appointmentAssignees, rows))
    await scope.db
      .insert(appointmentAssignees)
      .values(batch.map((row) => scope.values(row)))
      // Only a repeated (appointment, coach) pair is ignored: a coach elsewhere at that time is refused by
      // appointment_assignees_coach_no_overlap (issue 11) and the caller's transaction fails with a 409.
      .onConflictDoNothing({
        target: [appointmentAssignees.appointmentId, appointmentAssignees.userId, appointmentAssignees.businessId],
      });
}
export async function listParticipants(scope: TenantScope, appointmentIds: number[]): Promise<ParticipantRow[]> {
  if (appointmentIds.length === 0) return [];
  return scope.db
    .select({
      id: appointmentParticipants.id,
      appointmentId: appointmentParticipants.appointmentId,
      kind: appointmentParticipants.kind,
      userId: appointmentParticipants.userId,
      fullName: appointmentParticipants.fullName,
    })
    .from(appointmentParticipants)
    .where(scope.where(appointmentParticipants, anyInteger(appointmentParticipants.appointmentId, appointmentIds)))
    .orderBy(asc(appointmentParticipants.id));
}
/** Who is assigned to the appointments; their names come from the club's people (see appointment-events). */
export async function listAssignees(scope: TenantScope, appointmentIds: number[]): Promise<AssigneeRow[]> {
  if (appointmentIds.length === 0) return [];
  return scope.db
    .select({ appointmentId: appointmentAssignees.appointmentId, userId: appointmentAssignees.userId })
    .from(appointmentAssignees)
    .where(
      and(
        eq(appointmentAssignees.businessId, scope.businessId),
        anyInteger(appointmentAssignees.appointmentId, appointmentIds),
      ),
    );
}
export async function replaceParticipants(
  scope: TenantScope,
  appointmentId: number,
  kind: 'partner' | 'guest',
  rows: { userId: number | null; fullName: string }[],
): Promise<void> {
  await scope.db
    .delete(appointmentParticipants)
    .where(
      scope.where(
        appointmentParticipants,
        eq(appointmentParticipants.appointmentId, appointmentId),
        eq(appointmentParticipants.kind, kind),
      ),
    );
  await insertParticipants(
    scope,
    rows.map((row) => ({ ...row, appointmentId, kind })),
  );
}
export async function replaceAssignees(scope: TenantScope, appointmentId: number, userIds: number[]): Promise<void> {
  await scope.db
    .delete(appointmentAssignees)
    .where(
      and(eq(appointmentAssignees.businessId, scope.businessId), eq(appointmentAssignees.appointmentId, appointmentId)),
    );
  await insertAssignees(
    scope,
    userIds.map((userId) => ({ appointmentId, userId })),
  );
}
export async function deleteParticipant(
  scope: TenantScope,
  appointmentIds: number[],
  userId: number,
): Promise<number[]> {
  if (appointmentIds.length === 0) return [];
  const rows = await scope.db
    .delete(appointmentParticipants)
    .where(
      scope.where(
        appointmentParticipants,
        inArray(appointmentParticipants.appointmentId, appointmentIds),
        eq(appointmentParticipants.userId, userId),
      ),
    )
    .returning({ appointmentId: appointmentParticipants.appointmentId });
  return rows.map((row) => row.appointmentId);
}
export async function insertMessage(
  scope: TenantScope,
  row: { appointmentId: number; senderId: number; body: string; recipients: number },
): Promise<void> {
  await scope.db.insert(appointmentMessages).values(scope.values(row));
}
export async function listMessages(scope: TenantScope, appointmentId: number) {
  return scope.db
    .select({
      id: appointmentMessages.id,
      senderId: appointmentMessages.senderId,
      body: appointmentMessages.body,
      recipients: appointmentMessages.recipients,
      createdAt: appointmentMessages.createdAt,
    })
    .from(appointmentMessages)
    .where(scope.where(appointmentMessages, eq(appointmentMessages.appointmentId, appointmentId)))
    .orderBy(asc(appointmentMessages.createdAt), asc(appointmentMessages.id));
}
