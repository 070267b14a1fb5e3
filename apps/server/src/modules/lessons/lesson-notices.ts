import type { TenantScope } from '@fairplay/db';
import { findMembers } from '../clubs/index.js';
import type { LessonsNeeds } from './ports.js';
import { findOccurrence, type LessonRow } from './lessons.repository.js';

/** Who sends a notice: a caller (a lesson viewer), or the club itself in a job (`userId` 0). */
export interface NoticeSender {
  userId: number;
  publicUrl: string;
  needs: Pick<LessonsNeeds, 'notify'>;
  member: { business: { id: number; name: string; timezone: string; amPm: boolean } };
}

/** A notice about a place to its holder (e-mail through the club's template and the bell), in the transaction. */
export async function tell(
  scope: TenantScope,
  viewer: NoticeSender,
  lesson: LessonRow,
  userId: number,
  appointmentId: number,
  kind: 'booking_created' | 'booking_cancelled',
): Promise<void> {
  const [member] = await findMembers(scope, [userId]);
  const occurrence = await findOccurrence(scope, appointmentId);
  if (!member || !occurrence) return;
  const business = viewer.member.business;
  await viewer.needs.notify(scope.db, {
    kind,
    club: { id: business.id, name: business.name, timezone: business.timezone, amPm: business.amPm },
    actorUserId: viewer.userId,
    recipients: [{ userId, email: member.email }],
    court: lesson.description || 'Lesson',
    startsAt: occurrence.startsAt,
    link: `${viewer.publicUrl}/private/lesson/${appointmentId}`,
  });
}
