// A coach's lessons and private sessions (issue 11, "a coach's own schedule"): the occurrences they teach.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { lessonOccurrences, lessons, type TenantScope } from '@fairplay/db';
import type { LessonRow, OccurrenceRow } from './lessons.repository.js';

/** The occurrences starting in [from, to) with the coach among their coaches, with their lessons, by start. */
export async function coachOccurrences(
  scope: TenantScope,
  coachId: number,
  from: Date,
  to: Date,
): Promise<{ occurrence: OccurrenceRow; lesson: LessonRow }[]> {
  return scope.db
    .select({ occurrence: lessonOccurrences, lesson: lessons })
    .from(lessonOccurrences)
    .innerJoin(
      lessons,
      and(eq(lessons.id, lessonOccurrences.lessonId), eq(lessons.businessId, lessonOccurrences.businessId)),
    )
    .where(
      scope.where(
        lessonOccurrences,
        sql`${lessonOccurrences.coachIds} @> ARRAY[${coachId}]::integer[]`,
        gte(lessonOccurrences.startsAt, from),
        lt(lessonOccurrences.startsAt, to),
      ),
    )
    .orderBy(asc(lessonOccurrences.startsAt), asc(lessonOccurrences.id));
}
