import { cancellationIssue } from '@fairplay/domain';
import { APPOINTMENT_MESSAGES, type CourtSheetEvent } from '@fairplay/contracts';
import type { Executor } from '@fairplay/db';
import { AppError, fieldError } from '../../errors.js';
import { toEvents } from './appointment-events.js';
import { requireStaff, type Viewer } from './appointment-viewer.js';
import {
  deleteOccurrences,
  listRecurrence,
  lockOccurrences,
  recordRemoval,
  type AppointmentRow,
} from './appointments.repository.js';
import {
  deleteParticipant,
  insertMessage,
  insertParticipants,
  listMessages,
  listParticipants,
} from './appointment-people.repository.js';
import { requireMembers } from './booking-rules.js';
import { sendNotice } from './booking-notices.js';
import { audienceOf, loadVisible } from './appointments-change.js';
import { settleRemovedPayments } from './removed-payments.js';

interface CancelRequest {
  userId: number;
  following: boolean;
  refund: boolean;
  /** Customers are held to the club's cancellation rules; staff cancelling for someone are not. */
  enforceRules: boolean;
}

/**
 * Takes a member off an occurrence (and, when asked, the following ones). When the member is the booker the
 * booking itself is cancelled and the court freed; a partner just leaves it.
 */
export async function cancelParticipation(
  db: Executor,
  viewer: Viewer,
  id: number,
  request: CancelRequest,
  now: Date,
): Promise<{ cancelled: number }> {
  const scope = viewer.member.scope.within(db);
  const { business } = viewer.member;
  const audience = await audienceOf(scope, viewer);
  const row = await loadVisible(scope, viewer, id, audience);
  if (request.enforceRules) {
    // The same rule the member's home uses to offer Cancel (@fairplay/domain).
    const issue = cancellationIssue(business, row.startsAt, now);
    if (issue) throw new AppError(400, APPOINTMENT_MESSAGES[issue]);
  }
  const rows = request.following ? await listRecurrence(scope, audience, row.recurrenceId, row.startsAt) : [row];
  const people = await listParticipants(
    scope,
    rows.map((r) => r.id),
  );
  const mine = people.filter((p) => p.userId === request.userId);
  if (!mine.some((p) => p.appointmentId === row.id)) throw new AppError(400, APPOINTMENT_MESSAGES.notAParticipant);
  const asBooker = new Set(mine.filter((p) => p.kind === 'booker').map((p) => p.appointmentId));
  const bookings = rows.filter((r) => asBooker.has(r.id));
  const left = await deleteParticipant(
    scope,
    rows.filter((r) => !asBooker.has(r.id)).map((r) => r.id),
    request.userId,
  );
  await settleRemovedPayments(db, viewer, bookings, request.refund, 'cancel');
  // The member gave up their place on every one of `rows` (as booker or partner): outside the window, a fee.
  const lateFee = await viewer.needs.lateCancelled?.(db, scope, {
    userId: request.userId,
    occurrences: rows
      .filter((r) => mine.some((p) => p.appointmentId === r.id))
      .map((r) => ({ id: r.id, startsAt: r.startsAt, bookedAt: r.createdAt })),
  });
  if (lateFee) viewer.afterCommit.push(lateFee);
  await deleteOccurrences(
    scope,
    bookings.map((r) => r.id),
  );
  await recordRemoval(scope, {
    seriesId: row.seriesId,
    appointmentIds: [...bookings.map((r) => r.id), ...left],
    userId: request.userId,
    removedBy: viewer.userId,
    reason: 'cancel',
    refundRequested: request.refund,
  });
  return { cancelled: bookings.length + left.length };
}

/** book_for: staff add a member or a named guest (and their partners and guests) to an occurrence or its following ones. */
export async function bookFor(
  db: Executor,
  viewer: Viewer,
  id: number,
  body: {
    userId: number | null;
    fullName?: string | undefined;
    all: boolean;
    book_for: 'member' | 'guest';
    partners: number[];
    guests: string[];
  },
): Promise<CourtSheetEvent[]> {
  requireStaff(viewer, APPOINTMENT_MESSAGES.staffOnly);
  const scope = viewer.member.scope.within(db);
  const audience = await audienceOf(scope, viewer);
  const row = await loadVisible(scope, viewer, id, audience);
  if (body.book_for === 'member' && body.userId === null) throw fieldError('userId', 'Please choose a member.');
  if (body.book_for === 'guest' && !body.fullName) throw fieldError('fullName', APPOINTMENT_MESSAGES.guestNameRequired);
  const memberIds = [
    ...new Set([...(body.book_for === 'member' && body.userId ? [body.userId] : []), ...body.partners]),
  ];
  const members = await viewer.needs.people.findMembers(scope, memberIds);
  requireMembers(members, memberIds, 'userId');
  const nameOf = new Map(members.map((m) => [m.userId, m.fullName]));
  const rows: AppointmentRow[] = body.all
    ? await listRecurrence(scope, audience, row.recurrenceId, row.startsAt)
    : [row];
  // The party size is counted below: simultaneous book_for calls on these occurrences take their turns here, so
  // each one counts the players the others added (PostgreSQL; PGlite runs one transaction at a time anyway).
  await lockOccurrences(
    scope,
    rows.map((r) => r.id),
  );
  const existing = await listParticipants(
    scope,
    rows.map((r) => r.id),
  );
  const [court] = await viewer.needs.courts.findCourts(scope, [row.courtId]);
  const additions = [
    ...memberIds.map((userId, index) => ({
      kind: index === 0 && body.book_for === 'member' ? ('booker' as const) : ('partner' as const),
      userId,
      fullName: nameOf.get(userId)!,
    })),
    ...(body.book_for === 'guest' ? [body.fullName!] : [])
      .concat(body.guests)
      .map((fullName) => ({ kind: 'guest' as const, userId: null, fullName })),
  ];
  const newBookings: number[] = [];
  for (const target of rows) {
    const present = existing.filter((p) => p.appointmentId === target.id);
    if (additions.some((a) => a.userId !== null && present.some((p) => p.userId === a.userId)))
      throw new AppError(409, APPOINTMENT_MESSAGES.alreadyBooked);
    if (court && present.length + additions.length > court.partySize)
      throw fieldError('partners', APPOINTMENT_MESSAGES.partyFull);
    const hasBooker = present.some((p) => p.kind === 'booker');
    if (!hasBooker && additions.some((a) => a.kind === 'booker')) newBookings.push(target.id);
    await insertParticipants(
      scope,
      additions.map((a) => ({
        ...a,
        kind: a.kind === 'booker' && hasBooker ? 'partner' : a.kind,
        appointmentId: target.id,
      })),
    );
  }
  await viewer.needs.restrictions.check(db, scope, { appointmentIds: newBookings, byStaff: true });
  return toEvents(scope, rows, viewer, [viewer.userId]);
}

export async function messagesOf(db: Executor, viewer: Viewer, appointmentId: number) {
  const scope = viewer.member.scope.within(db);
  await loadVisible(scope, viewer, appointmentId);
  const rows = await listMessages(scope, appointmentId);
  const names = await viewer.needs.people.namesOf(scope, [
    ...new Set(rows.flatMap((row) => (row.senderId === null ? [] : [row.senderId]))),
  ]);
  return rows.map((row) => ({
    id: row.id,
    sender_name: row.senderId === null ? null : (names.get(row.senderId) ?? null),
    body: row.body,
    recipients: row.recipients,
    created_at: row.createdAt.toISOString(),
  }));
}

/** sendmessagetoparticipantcp: e-mails every booked member through the club's staff_message template. */
export async function messageParticipants(
  db: Executor,
  viewer: Viewer,
  appointmentId: number,
  message: string,
  publicUrl: string,
): Promise<{ recipients: number }> {
  requireStaff(viewer, APPOINTMENT_MESSAGES.staffOnly);
  const scope = viewer.member.scope.within(db);
  const row = await loadVisible(scope, viewer, appointmentId);
  const people = await listParticipants(scope, [row.id]);
  const members = await viewer.needs.people.findMembers(
    scope,
    people.flatMap((p) => (p.userId ? [p.userId] : [])),
  );
  // Through notifications: the club's staff_message template, its switch and each person's preferences.
  await sendNotice(
    db,
    viewer,
    publicUrl,
    'staff_message',
    { row, userIds: members.map((m) => m.userId) },
    { message, sender: `${viewer.member.user.firstName} ${viewer.member.user.lastName}` },
  );
  await insertMessage(scope, { appointmentId, senderId: viewer.userId, body: message, recipients: members.length });
  return { recipients: members.length };
}
