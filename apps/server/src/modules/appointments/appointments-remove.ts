import { APPOINTMENT_MESSAGES } from '@fairplay/contracts';
import type { Executor } from '@fairplay/db';
import { AppError, fieldError } from '../../errors.js';
import { freezeCloses, type FreezeScope } from '@fairplay/domain';
import { requireStaff, type Viewer } from './appointment-viewer.js';
import {
  bookedAppointmentIds,
  deleteOccurrences,
  listContained,
  listOverlapping,
  listRecurrence,
  listSeries,
  recordRemoval,
  updateOccurrence,
  type AppointmentRow,
} from './appointments.repository.js';
import { listParticipants } from './appointment-people.repository.js';
import { audienceOf, loadVisible, refuseLessonTime } from './appointments-change.js';
import { noticeTarget, type NoticeTarget } from './booking-notices.js';
import { settleRemovedPayments } from './removed-payments.js';

export type RemoveScope = 0 | 1 | 2 | 4;

async function remove(db: Executor, viewer: Viewer, rows: AppointmentRow[], refund: boolean): Promise<number> {
  const scope = viewer.member.scope.within(db);
  const ids = rows.map((row) => row.id);
  await settleRemovedPayments(db, viewer, rows, refund, 'delete');
  const removed = await deleteOccurrences(scope, ids);
  await recordRemoval(scope, {
    seriesId: rows[0]?.seriesId ?? null,
    appointmentIds: ids,
    userId: null,
    removedBy: viewer.userId,
    reason: 'delete',
    refundRequested: refund,
  });
  return removed;
}

/** delete/{id}: this occurrence only. */
export async function deleteAppointment(
  db: Executor,
  viewer: Viewer,
  id: number,
  refund: boolean | undefined,
): Promise<{ removed: number }> {
  requireStaff(viewer);
  const row = await loadVisible(viewer.member.scope.within(db), viewer, id);
  refuseLessonTime(row);
  return { removed: await remove(db, viewer, [row], refund ?? viewer.member.business.automaticallyRefundPayment) };
}

/**
 * remove_partly/{id}/{recurrence}[/{global}]: 0 this one, 1 this and following, 2 the whole recurrence (all
 * courts of the series when the global id is given), 4 the whole recurrence except occurrences with bookings.
 */
export async function removePartly(
  db: Executor,
  viewer: Viewer,
  target: { id: number; recurrenceId: number; globalId: number | null },
  options: { scope: RemoveScope; refund: boolean | undefined },
): Promise<{ removed: number; kept: number }> {
  requireStaff(viewer);
  const scope = viewer.member.scope.within(db);
  const audience = await audienceOf(scope, viewer);
  const row = await loadVisible(scope, viewer, target.id, audience);
  refuseLessonTime(row);
  if (row.recurrenceId !== target.recurrenceId) throw fieldError('recurrence', 'does not match this event.');
  if (target.globalId !== null && row.seriesId !== target.globalId)
    throw fieldError('global', 'does not match this event.');
  let rows: AppointmentRow[];
  if (options.scope === 0) rows = [row];
  else if (options.scope === 1) rows = await listRecurrence(scope, audience, row.recurrenceId, row.startsAt);
  else
    rows =
      target.globalId !== null
        ? await listSeries(scope, audience, row.seriesId)
        : await listRecurrence(scope, audience, row.recurrenceId, null);
  let kept = 0;
  if (options.scope === 4) {
    const booked = await bookedAppointmentIds(
      scope,
      rows.map((r) => r.id),
    );
    kept = booked.size;
    rows = rows.filter((r) => !booked.has(r.id));
  }
  const removed = await remove(db, viewer, rows, options.refund ?? viewer.member.business.automaticallyRefundPayment);
  return { removed, kept };
}

/**
 * delete_rule: clears a court's occurrences that lie wholly inside a time window, of those the caller may delete
 * one by one (the same audience as delete/{id}); anything else on the court stays.
 */
export async function deleteWindow(
  db: Executor,
  viewer: Viewer,
  body: { court_id: number; start_time: string; end_time: string },
): Promise<{ removed: number }> {
  requireStaff(viewer);
  const scope = viewer.member.scope.within(db);
  const from = new Date(body.start_time);
  const to = new Date(body.end_time);
  if (!(to > from)) throw fieldError('end_time', 'Please provide valid date range');
  const rows = await listContained(scope, await audienceOf(scope, viewer), body.court_id, from, to);
  return { removed: await remove(db, viewer, rows, viewer.member.business.automaticallyRefundPayment) };
}

/**
 * A freeze that cancels (appointment/freeze): removes every occurrence on the frozen courts that overlaps a frozen
 * stretch and is not over yet, recorded as deleted without a refund (spec: "No refunds will be issued. You can
 * refund manually."). Answers who was booked on each, read before the removal, so the caller can tell them.
 */
export async function removeFrozen(
  db: Executor,
  viewer: Viewer,
  courtIds: number[],
  ranges: { start: Date; end: Date }[],
  now: Date,
  /** Only bookings of these sports or service types (@fairplay/domain's freezeCloses); both empty: all. */
  closes: FreezeScope,
): Promise<NoticeTarget[]> {
  requireStaff(viewer);
  const scope = viewer.member.scope.within(db);
  const rows = (await listOverlapping(scope, courtIds, ranges, now)).filter((row) => freezeCloses(closes, row));
  const targets: NoticeTarget[] = [];
  for (const row of rows) targets.push(await noticeTarget(db, viewer, row));
  const bySeries = new Map<number, AppointmentRow[]>();
  for (const row of rows) bySeries.set(row.seriesId, [...(bySeries.get(row.seriesId) ?? []), row]);
  for (const series of bySeries.values()) await remove(db, viewer, series, false);
  return targets;
}

/** block/{id}: toggles blocked (shown red). A listing with booked persons cannot be blocked. */
export async function toggleBlock(db: Executor, viewer: Viewer, id: number): Promise<AppointmentRow> {
  requireStaff(viewer);
  const scope = viewer.member.scope.within(db);
  const row = await loadVisible(scope, viewer, id);
  if (row.status === 'default' && (await listParticipants(scope, [id])).some((p) => p.userId !== null)) {
    throw new AppError(409, APPOINTMENT_MESSAGES.bookedCannotBlock);
  }
  return (await updateOccurrence(scope, id, { status: row.status === 'default' ? 'disabled' : 'default' }))!;
}
