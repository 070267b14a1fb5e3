import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParam } from '../fields.js';
import {
  memberBalanceSchema,
  memberPointsSchema,
  pointBuyBody,
  pointBuyResponse,
  pointChargeBody,
  pointChargeResponse,
  pointEntityCreateBody,
  pointEntitySchema,
  pointEntityUpdateBody,
  refundGiftBody,
  userPointSchema,
} from '../points.js';

const tag = 'points';
const update = { resource: 'payments', action: 'update' } as const;
const byId = z.object({ id: idParam }).strict();
const idempotent = ['idempotency-key'] as const;

/**
 * Points (spec 3 section 7; issue 14). Prices are set by staff with the payments permission; members read them,
 * buy points for themselves (and the family members they pay for) and read their own points; gifts, gift refunds
 * and points charges are staff's (payments update). docs/decisions.md "Points (issue 14)".
 */
export const pointEndpoints = {
  entities: endpoint({
    method: 'GET',
    path: '/point/entity',
    tag,
    summary: "The club's point entities: price per point and days points stay valid, per facility group.",
    access: 'member',
    response: z.array(pointEntitySchema),
  }),
  createEntity: endpoint({
    method: 'POST',
    path: '/point/entity',
    tag,
    access: update,
    body: pointEntityCreateBody,
    response: pointEntitySchema,
  }),
  updateEntity: endpoint({
    method: 'PUT',
    path: '/point/entity/:id',
    tag,
    access: update,
    params: byId,
    body: pointEntityUpdateBody,
    response: pointEntitySchema,
  }),
  buy: endpoint({
    method: 'POST',
    path: '/point/buy',
    tag,
    summary: 'Buy points with money (card, saved method) or, for staff, gift them (gift: true).',
    access: 'member',
    body: pointBuyBody,
    response: pointBuyResponse,
    headers: idempotent,
  }),
  refundGift: endpoint({
    method: 'POST',
    path: '/point/refund_gift',
    tag,
    access: update,
    body: refundGiftBody,
    response: userPointSchema,
    headers: idempotent,
  }),
  gifts: endpoint({
    method: 'GET',
    path: '/point/getgifts/:id',
    tag,
    summary: "A member's gifted points (staff with payments read, the member, or their family's payer).",
    access: 'member',
    params: byId,
    response: z.array(userPointSchema),
  }),
  memberPoints: endpoint({
    method: 'GET',
    path: '/members/points_payments/:id',
    tag,
    summary: "A member's points: balance per facility group, lots with their expiry, and what they paid with points.",
    access: 'member',
    params: byId,
    response: memberPointsSchema,
  }),
  /** Spec 3 section 7 "Balance, statistics, bookings": no body of its own; one sent is ignored. */
  memberBalance: endpoint({
    method: 'POST',
    path: '/members/balance/:id',
    tag: 'members',
    summary: "A member's balance: charged, refunded, owed and credit (cents) and their points.",
    access: 'member',
    params: byId,
    response: memberBalanceSchema,
  }),
  charge: endpoint({
    method: 'POST',
    path: '/payment/charges/createforpoint',
    tag,
    summary: "Charge a member's points (a points payment).",
    access: update,
    body: pointChargeBody,
    response: pointChargeResponse,
    headers: idempotent,
  }),
};
