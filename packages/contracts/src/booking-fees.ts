import { z } from 'zod';

/** No-show and late-cancel fees (issue 13, "Beyond the anchors"): a fee of one player of one booking. */
export const bookingFeeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['no_show', 'late_cancel']),
  appointment_id: z.number().int(),
  lesson_booking_id: z.number().int().nullable(),
  member_id: z.number().int(),
  starts_at: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** pending (being charged), charged, invoiced (on the monthly invoice), unpaid (owed at the desk), waived. */
  status: z.enum(['pending', 'charged', 'invoiced', 'unpaid', 'waived']),
  charge_id: z.number().int().nullable(),
  failure_message: z.string().nullable(),
  waived_at: z.string().nullable(),
  created_at: z.string(),
});
export type BookingFee = z.infer<typeof bookingFeeSchema>;

export const bookingFeeListSchema = z.object({ fees: z.array(bookingFeeSchema) });
export type BookingFeeList = z.infer<typeof bookingFeeListSchema>;

/** A booking's fees as its payments view shows them: each names its player. */
export const appointmentFeeListSchema = z.object({
  fees: z.array(bookingFeeSchema.extend({ member_name: z.string() })),
});
export type AppointmentFeeList = z.infer<typeof appointmentFeeListSchema>;

export const BOOKING_FEE_MESSAGES = {
  noShowTitle: 'No-show fee charged',
  noShow: (amount: string, when: string) =>
    `You were not checked in for your booking at ${when}, so the club's no-show fee of ${amount} was charged.`,
  lateCancelTitle: 'Late cancellation fee charged',
  lateCancel: (amount: string, when: string) =>
    `Your booking at ${when} was cancelled outside the cancellation window, so the club's late cancellation fee of ${amount} was charged.`,
  invoiced: ' It was added to your monthly invoice.',
  unpaid: ' No payment method could be charged: please pay it at the front desk.',
  waivedTitle: 'Fee waived',
  waived: (amount: string) => `The club waived your fee of ${amount}.`,
  alreadyWaived: 'This fee has already been waived.',
  invoiceClosed: 'The invoice this fee is on has been collected: refund the invoice payment instead.',
  stillCharging: 'This fee is still being charged; try again in a moment.',
} as const;
