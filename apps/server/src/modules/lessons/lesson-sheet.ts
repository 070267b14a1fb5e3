import type { MemberContext } from '../identity/index.js';
import { lessonViewerOf } from './lesson-context.js';
import { present } from './lessons-read.js';
import { occurrencesBetween } from './lessons.repository.js';
import type { LessonsNeeds } from './ports.js';

/**
 * The court sheet's view of lessons for a member (spec 2 section 6: members also see lessons still bookable): the
 * groups (court-time groups, one per lesson date) of the given lessons between `from` and `to` on which the member
 * holds a place or may still book one. Their events are shown in full; other lessons stay anonymous busy time.
 */
export function lessonsOpenTo(needs: LessonsNeeds, publicUrl: string) {
  return async (member: MemberContext, lessonIds: number[], from: Date, to: Date, now: Date): Promise<Set<number>> => {
    if (lessonIds.length === 0) return new Set();
    const viewer = lessonViewerOf(member, needs, publicUrl);
    const wanted = new Set(lessonIds);
    const rows = (await occurrencesBetween(member.scope, from, to)).filter((row) => wanted.has(row.lesson.id));
    const groupOf = new Map(rows.map((row) => [row.occurrence.id, row.occurrence.groupId]));
    const shown = await present(member.scope, { ...viewer, manages: false }, rows, viewer.userId, now);
    return new Set(shown.filter((o) => o.my_status !== null || o.can_book).map((o) => groupOf.get(o.appointment_id)!));
  };
}
