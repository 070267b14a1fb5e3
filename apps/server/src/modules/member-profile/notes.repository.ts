import { and, desc, eq } from 'drizzle-orm';
import { memberNotes, type TenantScope } from '@fairplay/db';

/** The only reader and writer of member_notes. */

export type MemberNoteRow = typeof memberNotes.$inferSelect;

/** The member's notes, newest first. */
export async function listNotes(scope: TenantScope, userId: number, limit: number): Promise<MemberNoteRow[]> {
  return scope.db
    .select()
    .from(memberNotes)
    .where(scope.where(memberNotes, eq(memberNotes.userId, userId)))
    .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id))
    .limit(limit);
}

export async function insertNote(
  scope: TenantScope,
  note: { userId: number; authorId: number; body: string },
): Promise<MemberNoteRow> {
  const [row] = await scope.db.insert(memberNotes).values(scope.values(note)).returning();
  return row!;
}

export async function deleteNote(scope: TenantScope, userId: number, noteId: number): Promise<boolean> {
  const rows = await scope.db
    .delete(memberNotes)
    .where(scope.where(memberNotes, and(eq(memberNotes.id, noteId), eq(memberNotes.userId, userId))))
    .returning({ id: memberNotes.id });
  return rows.length > 0;
}
