import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import { appointmentFeeListSchema, bookingFeeListSchema, bookingFeeSchema } from '../booking-fees.js';

const tag = 'booking-fees';
const read = { resource: 'payments', action: 'read' } as const;
const update = { resource: 'payments', action: 'update' } as const;
const byId = z.object({ id: idParam }).strict();

/**
 * No-show and late-cancel fees (issue 13, "Beyond the anchors"): what a member was charged, and staff waiving one.
 * docs/decisions.md "No-show and late-cancel fees (issue 13)".
 */
export const bookingFeeEndpoints = {
  memberFees: endpoint({
    method: 'GET',
    path: '/booking-fees/member/:id',
    tag,
    summary: "A member's no-show and late-cancel fees, newest first (staff with payments read).",
    access: read,
    params: byId,
    response: bookingFeeListSchema,
  }),
  appointmentFees: endpoint({
    method: 'GET',
    path: '/booking-fees/appointment/:id',
    tag,
    summary:
      "A booking's (or lesson occurrence's) no-show and late-cancel fees, each with its player, for the booking's payments view (staff with payments read).",
    access: read,
    params: byId,
    response: appointmentFeeListSchema,
  }),
  waive: endpoint({
    method: 'POST',
    path: '/booking-fees/:id/waive',
    tag,
    summary: 'Waive a fee: a charged one is refunded, one on an open monthly invoice voided (in the ledger).',
    access: update,
    params: byId,
    response: bookingFeeSchema,
  }),
};
