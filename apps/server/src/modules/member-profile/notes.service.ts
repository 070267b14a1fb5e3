import { MEMBER_PROFILE_LIMITS, type MemberNote } from '@fairplay/contracts';
import type { Database, TenantScope } from '@fairplay/db';
import { notFound } from '../../errors.js';
import { namesOf } from '../clubs/index.js';
import type { MemberContext } from '../identity/index.js';
import { requireClubMember } from './club-member.js';
import { deleteNote, insertNote, listNotes, type MemberNoteRow } from './notes.repository.js';

async function notesOut(scope: TenantScope, rows: MemberNoteRow[]): Promise<MemberNote[]> {
  const names = await namesOf(
    scope,
    rows.flatMap((row) => (row.authorId === null ? [] : [row.authorId])),
  );
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    author:
      row.authorId !== null && names.has(row.authorId)
        ? { user_id: row.authorId, name: names.get(row.authorId)! }
        : null,
  }));
}

/** The member's notes, newest first (the latest MEMBER_PROFILE_LIMITS.notesShown). */
export async function notesOf(scope: TenantScope, userId: number): Promise<MemberNote[]> {
  return notesOut(scope, await listNotes(scope, userId, MEMBER_PROFILE_LIMITS.notesShown));
}

/** Staff notes on a member: who wrote each and when. Only staff with members read see them. */
export function createNotesService(db: Database) {
  return {
    async notes(member: MemberContext, userId: number): Promise<MemberNote[]> {
      await requireClubMember(member.scope, userId);
      return notesOf(member.scope, userId);
    },

    async add(member: MemberContext, userId: number, body: string): Promise<MemberNote> {
      const row = await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await requireClubMember(scope, userId, { lock: true });
        return insertNote(scope, { userId, authorId: member.user.id, body });
      });
      const [note] = await notesOut(member.scope, [row]);
      return note!;
    },

    async remove(member: MemberContext, userId: number, noteId: number): Promise<void> {
      await requireClubMember(member.scope, userId);
      if (!(await deleteNote(member.scope, userId, noteId))) throw notFound('Note');
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
