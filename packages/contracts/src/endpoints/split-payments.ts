import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import { mySharesSchema, payShareBody, splitShareSchema } from '../split-payments.js';

const tag = 'booking-payments';

/**
 * Split payment (issue 13): a player's shares of split bookings, and paying one (the player by card, staff by card
 * or cash). A split is made by appointment/book-and-pay with `splitPayment`. docs/decisions.md "Split payment".
 */
export const splitPaymentEndpoints = {
  myShares: endpoint({
    method: 'GET',
    path: '/appointment/shares',
    tag,
    summary: "The caller's shares of upcoming split bookings: what each costs and whether it is paid.",
    access: 'member',
    response: mySharesSchema,
  }),
  payShare: endpoint({
    method: 'POST',
    path: '/appointment/shares/:id/pay',
    tag,
    summary:
      "Pays a player's share of a split booking: the player by card, or staff by card or cash; idempotent by key.",
    access: 'member',
    params: z.object({ id: idParam }).strict(),
    body: payShareBody,
    response: splitShareSchema,
    headers: ['idempotency-key'] as const,
  }),
};
