import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import { chargeDetailSchema } from '../payments/index.js';
import {
  readerCreateBody,
  readerListSchema,
  readerSchema,
  terminalChargeBody,
  terminalIntentSchema,
  terminalPaymentBody,
  terminalTokenBody,
  terminalTokenSchema,
} from '../readers.js';

const tag = 'payments';
// Spec 3 section 6: the payments page (where readers are listed) needs payments read; terminal and reader use need
// payments update.
const read = { resource: 'payments', action: 'read' } as const;
const update = { resource: 'payments', action: 'update' } as const;

/**
 * Card readers and the terminal flow (spec 3 sections 3, 4 and 7). Registration, the terminal token, the payment
 * intent and its capture are spec 3's calls; listing (the page's reader discovery), removing a reader and canceling
 * a waiting terminal payment are ours (docs/decisions.md "Card readers").
 */
export const readerEndpoints = {
  terminalToken: endpoint({
    method: 'POST',
    path: '/payment/createterminaltoken',
    tag,
    summary: "A connection token for the provider's in-store client.",
    access: update,
    body: terminalTokenBody,
    response: terminalTokenSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/payment/reader/create',
    tag,
    summary: 'Register a card reader by the code it shows, with a label, at one of the club’s locations.',
    access: update,
    body: readerCreateBody,
    response: readerSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/payment/reader/list',
    tag,
    summary: "The club's card readers with their status as the provider reports it (reader discovery).",
    access: read,
    response: readerListSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/payment/reader/remove/:id',
    tag,
    access: update,
    params: z.object({ id: idParam }).strict(),
    response: z.object({ id: z.number().int() }),
  }),
  createIntent: endpoint({
    method: 'POST',
    path: '/payment/reader/createpaymentintents',
    tag,
    summary: 'Send a charge to a reader; the card holder continues on the terminal.',
    access: update,
    body: terminalChargeBody,
    response: terminalIntentSchema,
    headers: ['idempotency-key'] as const,
  }),
  capture: endpoint({
    method: 'POST',
    path: '/payment/reader/capturepaymentintents',
    tag,
    summary:
      'Capture a terminal payment once the reader has authorized it; answers the charge still processing while the reader waits.',
    access: update,
    body: terminalPaymentBody,
    response: chargeDetailSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/payment/reader/cancelpaymentintents',
    tag,
    summary: 'Stop a terminal payment still waiting for the card.',
    access: update,
    body: terminalPaymentBody,
    response: chargeDetailSchema,
  }),
};
