import type { CourtSheetEvent, CreateAppointment, CreateAppointmentResponse } from '@fairplay/contracts';
import type { Database, Executor, TenantScope } from '@fairplay/db';
import type { MemberContext } from '../identity/index.js';
import { requireCourtUpdate, viewerOf } from './appointment-viewer.js';
import { createAppointments } from './appointments-create.js';
import { deleteOccurrences } from './appointments.repository.js';
import { bookerOf, occurrenceRows } from './paid-bookings.repository.js';
import { toEvents } from './appointment-events.js';
import { eventTarget, sendNotice } from './booking-notices.js';
import type { LiveUpdates } from './live-updates.js';
import type { AppointmentsNeeds } from './ports.js';

/**
 * Bookings that are paid for as they are made (issue 13, book-and-pay): the booking is written as add_book writes it
 * (every rule, the database's overlap constraint), and `within` continues the same transaction (the payment record),
 * so the court time is held before any money is asked for. Its members hear of it once it is paid (`announce`); a
 * booking whose payment failed is taken back whole (`withdraw`), so a declined card leaves no booking.
 */
export function paidBookings(
  db: Database,
  live: LiveUpdates,
  now: () => Date,
  publicUrl: string,
  needs: AppointmentsNeeds,
) {
  return {
    async book<T>(
      member: MemberContext,
      body: CreateAppointment,
      within: (tx: Executor, result: CreateAppointmentResponse) => Promise<T>,
    ): Promise<{ booking: CreateAppointmentResponse; extra: T }> {
      const viewer = viewerOf(member, needs);
      requireCourtUpdate(viewer);
      const out = await db.transaction(async (tx) => {
        const booking = await createAppointments(tx, viewer, 'book', [body], false, now());
        return { booking, extra: await within(tx, booking) };
      });
      live.publish(member.business.id, now());
      return out;
    },
    /** The booking confirmation (notification and e-mail through the outbox), in the caller's transaction. */
    async announce(tx: Executor, member: MemberContext, first: CourtSheetEvent): Promise<void> {
      await sendNotice(tx, viewerOf(member, needs), publicUrl, 'booking_created', eventTarget(first));
    },
    /** The court-sheet events of occurrences as the member sees them (a private session booked by book-and-pay). */
    async events(member: MemberContext, ids: number[]): Promise<CourtSheetEvent[]> {
      const viewer = viewerOf(member, needs);
      return toEvents(member.scope, await occurrenceRows(member.scope, ids), viewer, [viewer.userId]);
    },
    /** The member who booked an occurrence (null: court time nobody booked). */
    bookerOf: (scope: TenantScope, appointmentId: number) => bookerOf(scope, appointmentId),
    /** Takes back occurrences whose payment failed (in the caller's transaction; then `scheduleChanged`). */
    async withdraw(scope: TenantScope, ids: number[]): Promise<void> {
      await deleteOccurrences(scope, ids);
    },
  };
}

export type PaidBookings = ReturnType<typeof paidBookings>;
