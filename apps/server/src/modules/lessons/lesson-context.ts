import { LESSON_MESSAGES, type Lesson } from '@fairplay/contracts';
import { can, courtSheetViewerOf, type CourtSheetViewer } from '@fairplay/domain';
import type { Executor, TenantScope } from '@fairplay/db';
import { AppError } from '../../errors.js';
import { listFamilyOf, namesOf } from '../clubs/index.js';
import type { MemberContext } from '../identity/index.js';
import { allServiceTypes } from '../service-types/index.js';
import { findLesson, type LessonRow, type OccurrenceRow } from './lessons.repository.js';
import { toLesson, type LessonLook } from './lessons-view.js';
import type { LessonsNeeds } from './ports.js';

/** Who is calling, as the lesson rules see them. */
export interface LessonViewer extends CourtSheetViewer {
  member: MemberContext;
  /** Holds lesson update: manages lessons, books and cancels for anyone, sees rosters. */
  manages: boolean;
  needs: LessonsNeeds;
  /** The web app's address, for links in notices. */
  publicUrl: string;
}

export function lessonViewerOf(member: MemberContext, needs: LessonsNeeds, publicUrl: string): LessonViewer {
  const viewer = courtSheetViewerOf({
    userId: member.user.id,
    userType: member.user.userType,
    memberType: member.membership.key,
    roles: member.membership.roles,
  });
  return { ...viewer, member, needs, publicUrl, manages: can(member.membership.roles, 'lesson', 'update') };
}

/** The people a viewer may book for or cancel for: anyone for staff, else themselves and their family. */
export async function mayActFor(scope: TenantScope, viewer: LessonViewer, userId: number): Promise<boolean> {
  if (viewer.manages || userId === viewer.userId) return true;
  return (await listFamilyOf(scope, viewer.userId)).some((relative) => relative.userId === userId);
}

export async function requireLesson(scope: TenantScope, id: number, lock = false): Promise<LessonRow> {
  const row = await findLesson(scope, id, lock);
  if (!row) throw new AppError(404, LESSON_MESSAGES.notFound);
  return row;
}

/** Names, courts and types for answers about some lessons and occurrences, in three small queries. */
export async function lookFor(
  scope: TenantScope,
  viewer: LessonViewer,
  lessons: LessonRow[],
  occurrences: OccurrenceRow[],
  extraPeople: number[] = [],
): Promise<Map<number, LessonLook>> {
  const bookers = lessons.flatMap((lesson) => (lesson.bookedBy === null ? [] : [lesson.bookedBy]));
  const people = [...new Set([...occurrences.flatMap((o) => o.coachIds), ...bookers, ...extraPeople])];
  const courtIds = [...new Set(occurrences.flatMap((o) => o.courtIds))];
  // Independent reads, asked side by side (on PostgreSQL they overlap; the lesson search answers in one round).
  const [allTypes, names, courts] = await Promise.all([
    allServiceTypes(scope),
    namesOf(scope, people),
    viewer.needs.findCourts(scope, courtIds),
  ]);
  const types = new Map(allTypes.map((type) => [type.id, type]));
  const courtNames = new Map(courts.map((court) => [court.id, court.name]));
  return new Map(
    lessons.map((lesson) => {
      const type = types.get(lesson.serviceTypeId);
      const currency = viewer.member.business.currencyCode;
      const look = { typeName: type?.displayName ?? '', color: type?.color ?? '#1bb1e4', names, courtNames, currency };
      return [lesson.id, look];
    }),
  );
}

/** The lesson as answered, with its coaches as those of its first occurrence. */
export function lessonOf(row: LessonRow, look: LessonLook, first: OccurrenceRow | undefined): Lesson {
  return toLesson(row, look, first?.coachIds ?? []);
}

/** Runs `work` in a transaction bound to the caller's club. */
export function inClub<T>(db: Executor, viewer: LessonViewer, work: (scope: TenantScope) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(viewer.member.scope.within(tx)));
}

export function coachBusyError(): AppError {
  return new AppError(409, LESSON_MESSAGES.coachBusy, {
    errors: [{ field: 'coach', message: LESSON_MESSAGES.coachBusy }],
  });
}
