import type { CourtSheetEvent } from '@fairplay/contracts';
import type { Executor } from '@fairplay/db';
import { listParticipants } from './appointment-people.repository.js';
import type { AppointmentRow } from './appointments.repository.js';
import type { Viewer } from './appointment-viewer.js';
import type { BookingNotice } from './ports.js';

/** A booking as its notice needs it, read before a change that removes it (cancel, delete). */
export interface NoticeTarget {
  row: Pick<AppointmentRow, 'id' | 'courtId' | 'startsAt'>;
  userIds: number[];
  /** Who booked it: cancelling their place cancels everyone's. */
  bookerIds?: number[];
}

/** The notice target of an event as answers carry it (its bookings' accounts), without reading it again. */
export function eventTarget(event: CourtSheetEvent): NoticeTarget {
  const userIds = event.record.bookings.flatMap((b) => (b.user_id === null ? [] : [b.user_id]));
  return {
    row: { id: event.id, courtId: event.resourceId, startsAt: new Date(event.start) },
    userIds: [...new Set(userIds)],
  };
}

/** The booked members of the occurrence (guests without an account hear nothing). */
export async function noticeTarget(db: Executor, viewer: Viewer, row: NoticeTarget['row']): Promise<NoticeTarget> {
  const people = await listParticipants(viewer.member.scope.within(db), [row.id]);
  return {
    row,
    userIds: [...new Set(people.flatMap((p) => (p.userId === null ? [] : [p.userId])))],
    bookerIds: people.flatMap((p) => (p.kind === 'booker' && p.userId !== null ? [p.userId] : [])),
  };
}

const WEBHOOK_EVENT_OF = {
  booking_created: 'booking.created',
  booking_changed: 'booking.changed',
  booking_cancelled: 'booking.cancelled',
  staff_message: null,
} as const;

/**
 * Tells the booked members what happened, through notifications (its template, switch and preferences). Who made a
 * change hears nothing of it, except the confirmation of a booking they made.
 */
export async function sendNotice(
  db: Executor,
  viewer: Viewer,
  publicUrl: string,
  kind: BookingNotice['kind'],
  target: NoticeTarget,
  extra: Pick<BookingNotice, 'message' | 'sender'> = {},
): Promise<number> {
  const scope = viewer.member.scope.within(db);
  // The club's webhooks hear of every booking made, changed or cancelled, whoever is told (issue 30.10).
  const event = WEBHOOK_EVENT_OF[kind];
  if (event && viewer.needs.webhooks)
    await viewer.needs.webhooks(db, viewer.member.business.id, event, {
      appointment_id: target.row.id,
      court_id: target.row.courtId,
      start_time: target.row.startsAt.toISOString(),
      member_ids: target.userIds,
      by_user_id: viewer.userId,
    });
  const userIds = target.userIds.filter((id) => kind === 'booking_created' || id !== viewer.userId);
  if (userIds.length === 0) return 0;
  const [members, courts] = await Promise.all([
    viewer.needs.people.findMembers(scope, userIds),
    viewer.needs.courts.findCourts(scope, [target.row.courtId]),
  ]);
  const { business } = viewer.member;
  await viewer.needs.notify(db, {
    kind,
    club: { id: business.id, name: business.name, timezone: business.timezone, amPm: business.amPm },
    appointmentId: target.row.id,
    actorUserId: viewer.userId,
    recipients: members.map((m) => ({ userId: m.userId, email: m.email })),
    court: courts[0]?.name ?? '',
    startsAt: target.row.startsAt,
    link: `${publicUrl}/private/courtlisting/${target.row.id}/${target.row.courtId}`,
    ...extra,
  });
  return members.length;
}
