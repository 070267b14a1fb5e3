import { endpoint } from '../endpoint.js';
import {
  businessSubscriptionBody,
  clubSubscriptionSchema,
  promoSchema,
  reactivateBody,
  upgradeBody,
  verifyPromoBody,
} from '../club-billing.js';

const tag = 'club-billing';
/** The club's own subscription is the business's affair: staff who may change its settings. */
const manage = { resource: 'settings', action: 'update' } as const;
const read = { resource: 'settings', action: 'read' } as const;

/** The club's Fairplay subscription (spec 3 section 7; issue 14). docs/decisions.md "The club's Fairplay subscription". */
export const clubBillingEndpoints = {
  subscription: endpoint({
    method: 'GET',
    path: '/payment/businesssubscription',
    tag,
    summary:
      "The club's Fairplay subscription: plan, status, card, next charge and invoices (for /private/updateplan).",
    access: read,
    response: clubSubscriptionSchema,
  }),
  verifyPromo: endpoint({
    method: 'POST',
    path: '/payment/verifypromo',
    tag,
    summary: 'Checks a promo code: its plan and discount (400 naming promo when it does not apply).',
    access: manage,
    body: verifyPromoBody,
    response: promoSchema,
  }),
  upgrade: endpoint({
    method: 'POST',
    path: '/payment/upgrade',
    tag,
    summary:
      'Moves the club to planId and charges its first month now (with the coupon, less the unused part of a paid month), on a new card (token) or the card on file.',
    access: manage,
    body: upgradeBody,
    response: clubSubscriptionSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/payment/businesssubscription/create',
    tag,
    summary:
      "Starts paying for the club's plan with a card (and coupon); for an incomplete or unpaid subscription, the new card is charged at once.",
    access: manage,
    body: businessSubscriptionBody,
    response: clubSubscriptionSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/payment/businesssubscription/cancel',
    tag,
    summary:
      'Sets the paid subscription to end with its paid month (pause_collection.resumes_at); nothing more is charged unless re-activated.',
    access: manage,
    response: clubSubscriptionSchema,
  }),
  reactivate: endpoint({
    method: 'POST',
    path: '/payment/reactivatesubscription',
    tag,
    summary: 'Clears pause_collection: the subscription set to end renews again.',
    access: manage,
    body: reactivateBody,
    response: clubSubscriptionSchema,
  }),
};
