import type { TenantScope } from '@fairplay/db';
import { allServiceTypes } from '../service-types/index.js';
import { findLessons } from './lessons.repository.js';

/** How the court sheet draws a lesson: its service type's name and colour, and its places. */
export interface LessonLookRow {
  lessonId: number;
  typeName: string;
  color: string;
  description: string;
  quantity: number;
}

/** The looks of some lessons, for the court sheet's `lesson` events. */
export async function lessonLooks(scope: TenantScope, lessonIds: number[]): Promise<Map<number, LessonLookRow>> {
  if (lessonIds.length === 0) return new Map();
  const lessons = await findLessons(scope, [...new Set(lessonIds)]);
  const types = new Map((await allServiceTypes(scope)).map((t) => [t.id, t]));
  return new Map(
    lessons.map((lesson) => {
      const type = types.get(lesson.serviceTypeId);
      return [
        lesson.id,
        {
          lessonId: lesson.id,
          typeName: type?.displayName ?? '',
          color: type?.color ?? '#1bb1e4',
          description: lesson.description,
          quantity: lesson.quantity,
        },
      ];
    }),
  );
}
