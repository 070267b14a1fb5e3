import {
  BOOKING_FEE_MESSAGES,
  type AppointmentFeeList,
  type BookingFee,
  type BookingFeeList,
} from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { formatCents } from '@fairplay/domain';
import { conflict, notFound } from '../../errors.js';
import { findMembers } from '../clubs/index.js';
import { findNames, type MemberContext } from '../identity/index.js';
import { feesOfAppointment, feesOfMember, findFee, moveFee, type BookingFeeRow } from './booking-fees.repository.js';
import { tellPerson, type FeePayments } from './fee-charging.js';
import { refundKey } from '../payments/index.js';
import { refundOrder } from '../checkout/index.js';

export function bookingFeeOf(row: BookingFeeRow): BookingFee {
  return {
    id: row.id,
    kind: row.kind,
    appointment_id: row.appointmentId,
    lesson_booking_id: row.lessonBookingId,
    member_id: row.userId,
    starts_at: row.startsAt.toISOString(),
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    charge_id: row.chargeId,
    failure_message: row.failureMessage,
    waived_at: row.waivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Staff reading a member's fees and waiving one (issue 13). */
export function createBookingFeesService(db: Database, now: () => Date, payments: FeePayments) {
  return {
    async memberFees(member: MemberContext, memberId: number): Promise<BookingFeeList> {
      if ((await findMembers(member.scope, [memberId])).length === 0) throw notFound('Member');
      return { fees: (await feesOfMember(member.scope, memberId)).map(bookingFeeOf) };
    },

    /** A booking's fees for its payments view on the court sheet (issue 13); none for another club's booking. */
    async appointmentFees(member: MemberContext, appointmentId: number): Promise<AppointmentFeeList> {
      const rows = await feesOfAppointment(member.scope, appointmentId);
      const names = new Map(
        (await findNames(db, [...new Set(rows.map((row) => row.userId))])).map((name) => [
          name.userId,
          `${name.firstName} ${name.lastName}`.trim(),
        ]),
      );
      return { fees: rows.map((row) => ({ ...bookingFeeOf(row), member_name: names.get(row.userId) ?? '' })) };
    },

    /**
     * Waives a fee: a charged one is refunded in full through payments (its refund in the ledger), one on an open
     * monthly invoice voided there (the receivable reversed in the ledger), one owed at the desk simply let go.
     * The fee moves to `waived` only from the state the refund or void was made for, so a second waiver is refused.
     */
    async waive(member: MemberContext, id: number): Promise<BookingFee> {
      const scope = member.scope;
      const fee = await findFee(scope, id);
      if (!fee) throw notFound('Fee');
      if (fee.status === 'waived') throw conflict('id', BOOKING_FEE_MESSAGES.alreadyWaived);
      if (fee.status === 'pending') throw conflict('id', BOOKING_FEE_MESSAGES.stillCharging);
      if (fee.status === 'charged' && fee.chargeId !== null) {
        const charge = await payments.charging.detail(scope, fee.chargeId);
        // Keyed by the fee: two waivers at once make one refund.
        if (charge.amount_refunded < charge.total)
          await refundOrder(payments.charging, scope, {
            chargeId: fee.chargeId,
            amount: null,
            by: member,
            key: refundKey(`fee-waiver-${fee.id}`, 'waive', { fee: fee.id }),
          });
      } else if (fee.status === 'invoiced' && fee.chargeId !== null) {
        await payments.invoicing.voidItem(scope, fee.chargeId, `Waived fee ${fee.id}`).catch((error: unknown) => {
          if (error instanceof Error && 'statusCode' in error && error.statusCode === 409)
            throw conflict('id', BOOKING_FEE_MESSAGES.invoiceClosed);
          throw error;
        });
      }
      const at = now();
      const moved = await moveFee(
        scope,
        fee.id,
        fee.status,
        { status: 'waived', waivedBy: member.user.id, waivedAt: at },
        at,
      );
      if (!moved) throw conflict('id', BOOKING_FEE_MESSAGES.alreadyWaived);
      await tellPerson(
        db,
        scope,
        moved.userId,
        member.business.name,
        BOOKING_FEE_MESSAGES.waivedTitle,
        BOOKING_FEE_MESSAGES.waived(formatCents(moved.amount, moved.currency)),
      );
      return bookingFeeOf(moved);
    },
  };
}

export type BookingFeesService = ReturnType<typeof createBookingFeesService>;
