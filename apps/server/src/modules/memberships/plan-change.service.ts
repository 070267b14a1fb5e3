import {
  PLAN_CHANGE_MESSAGES,
  PLAN_MESSAGES,
  type MemberSubscription,
  type PlanChangePreview,
} from '@fairplay/contracts';
import {
  can,
  formatCents,
  formatClubDate,
  minimumCharge,
  prorateChange,
  taxProration,
  type TaxedProration,
} from '@fairplay/domain';
import type { Database } from '@fairplay/db';
import { AppError, fieldError, isUniqueViolation } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { closePlanDeferrals, insertMovement, openDeferral } from '../ledger/index.js';
import { taxRatesOf } from '../payments/index.js';
import { planChangeMovements } from './plan-change-postings.js';
import { isPaused } from './plan-view.js';
import { findPlan, type PlanRow } from './plans.repository.js';
import {
  claimChange,
  currentPeriodDiscount,
  findSubscription,
  releaseChange,
  updateSubscription,
  type SubscriptionRow,
} from './subscriptions.repository.js';
import type { MembershipsNeeds } from './ports.js';
import type { SubscriptionsService } from './subscriptions.service.js';
import { chargeSavedMethod } from '../checkout/index.js';

/** A claim older than this was left by a server that stopped mid-change: another change may take it over. */
export const STALE_CLAIM_MS = 10 * 60_000;

interface Change {
  row: SubscriptionRow;
  from: PlanRow;
  to: PlanRow;
  at: Date;
  /** The proration with its taxes: what credit and the card pay, each with its tax. */
  taxed: TaxedProration;
}

/**
 * Changing a live subscription to another plan mid-period (docs/decisions.md "Plan changes and proration"). The
 * numbers come from `prorateChange` (packages/domain); the preview shows them before the member confirms, and the
 * change charges `due_now` first (nothing changes when the card is declined), then in one transaction moves the
 * subscription to the new plan and writes the credit and its use in the ledger.
 */
export function createPlanChangeService(
  db: Database,
  now: () => Date,
  needs: MembershipsNeeds,
  subscriptions: SubscriptionsService,
) {
  async function plan(member: MemberContext, row: SubscriptionRow, planId: number): Promise<Change> {
    const scope = member.scope;
    const at = now();
    if (row.status !== 'active' && row.status !== 'trialing') throw new AppError(409, PLAN_CHANGE_MESSAGES.notActive);
    if (isPaused(row, at)) throw new AppError(409, PLAN_CHANGE_MESSAGES.paused);
    if (row.interval === null || row.currentPeriodEnd === null)
      throw fieldError('plan', PLAN_CHANGE_MESSAGES.notRecurring);
    if (row.planId === planId) throw fieldError('plan', PLAN_CHANGE_MESSAGES.samePlan);
    const to = await findPlan(scope, planId);
    if (!to) throw new AppError(404, PLAN_MESSAGES.planNotFound);
    if (to.isDisabled) throw fieldError('plan', PLAN_MESSAGES.planDisabled);
    // A member moves only to plans they could subscribe to themselves; staff to any.
    if (!to.nbuSubscribe && !can(member.membership.roles, 'payments', 'update'))
      throw fieldError('plan', PLAN_MESSAGES.notSelfService);
    if (to.oneTime) throw fieldError('plan', PLAN_CHANGE_MESSAGES.notRecurring);
    if (to.interval !== row.interval) throw fieldError('plan', PLAN_CHANGE_MESSAGES.intervalDiffers);
    if (to.currency !== row.currency) throw fieldError('plan', PLAN_CHANGE_MESSAGES.currencyDiffers);
    const from = (await findPlan(scope, row.planId, false, true))!;
    // A trial has paid nothing and costs nothing: the new plan simply takes over the rest of the trial.
    const trialing = row.status === 'trialing';
    const paidForPeriod = trialing ? 0 : Math.max(0, row.amount - (await currentPeriodDiscount(scope, row)));
    const proration = prorateChange({
      periodStart: row.currentPeriodStart,
      periodEnd: row.currentPeriodEnd,
      at,
      paidForPeriod,
      newAmount: trialing ? 0 : to.amount,
      heldCredit: row.credit,
    });
    // Tax by the rule every charge uses: the unused part gives back what the old plan's rates took, the new plan's
    // remainder is taxed by its rates whether credit or the card pays it (issue 25 point 7).
    const [oldRates, newRates] = await Promise.all([taxRatesOf(scope, from.taxIds), taxRatesOf(scope, to.taxIds)]);
    // The card is never asked for less than the processor's minimum (issue 25 point 9).
    const taxed = taxProration(proration, oldRates, newRates, row.credit, minimumCharge(row.currency));
    return { row, from, to, at, taxed };
  }

  function preview({ row, from, to, taxed }: Change, timeZone: string): PlanChangePreview {
    const money = (cents: number) => formatCents(cents, row.currency);
    const withTax = (part: { total: number; tax: number }) =>
      part.tax > 0 ? `${money(part.total)} (${money(part.tax)} of it tax)` : money(part.total);
    const { unused, remainder, card, creditAfter } = taxed;
    const explanation =
      row.status === 'trialing'
        ? `Your trial continues on ${to.nickname}; nothing is charged now. From ${formatClubDate(row.currentPeriodEnd!, timeZone)} you pay ${money(to.amount)} per ${row.interval}.`
        : `You get ${withTax(unused)} credit for the unused part of ${from.nickname}` +
          (row.credit > 0 ? ` plus ${money(row.credit)} credit you already hold` : '') +
          ` and pay ${withTax(remainder)} for ${to.nickname} until your next billing date, so ` +
          (card.total > 0 ? `${money(card.total)} is charged now` : 'nothing is charged now') +
          (creditAfter > 0 ? ` and ${money(creditAfter)} is taken off your next charges.` : '.') +
          ` Then you pay ${money(to.amount)} per ${row.interval}.`;
    return {
      subscription_id: row.id,
      from_plan: { id: from.id, nickname: from.nickname, amount: row.amount },
      to_plan: { id: to.id, nickname: to.nickname, amount: to.amount },
      currency: row.currency,
      period_end: row.currentPeriodEnd?.toISOString() ?? null,
      unused_credit: unused.price,
      unused_credit_tax: unused.tax,
      unused_credit_total: unused.total,
      new_remainder: remainder.price,
      new_remainder_tax: remainder.tax,
      new_remainder_total: remainder.total,
      held_credit: row.credit,
      due_now: card.price,
      due_now_tax: card.tax,
      due_now_total: card.total,
      credit_after: creditAfter,
      explanation,
    };
  }

  return {
    async preview(member: MemberContext, id: number, planId: number): Promise<PlanChangePreview> {
      const row = await subscriptions.reachable(member, id, 'update');
      return preview(await plan(member, row, planId), member.business.timezone);
    },

    async change(member: MemberContext, id: number, planId: number): Promise<MemberSubscription> {
      const scope = member.scope;
      const change = await plan(member, await subscriptions.reachable(member, id, 'update'), planId);
      const { row, from, to, at, taxed } = change;
      // The database settles a race before any charge: one conditional update claims the subscription as it was
      // read; another change (or the same one confirmed twice) finds it claimed or changed and is refused here.
      const version = await claimChange(scope, row, to.id, at, new Date(at.getTime() - STALE_CLAIM_MS));
      if (version === null) throw new AppError(409, PLAN_CHANGE_MESSAGES.changedMeanwhile);
      let chargeId: number | null = null;
      try {
        if (taxed.card.price > 0) {
          // Keyed by the claimed version: a retry of this claim finds its charge instead of charging again.
          const result = await chargeSavedMethod(needs.memberCharges, scope, {
            memberUserId: row.userId,
            description: `${to.nickname} (plan change from ${from.nickname}, rest of the period)`.slice(0, 200),
            amount: taxed.card.price,
            taxIds: to.taxIds,
            currency: row.currency,
            idempotencyKey: `subscription-${row.id}-change-v${version}`,
            createdBy: member.user.id,
            paymentMethodId: row.paymentMethodId,
            // The rest of the period is paid ahead: earned day by day to its end.
            ...(row.currentPeriodEnd
              ? { deferral: { source: 'plan' as const, ref: row.id, from: at, until: row.currentPeriodEnd } }
              : {}),
          });
          if (result.status !== 'succeeded') throw new AppError(402, result.failureMessage ?? PLAN_MESSAGES.incomplete);
          chargeId = result.chargeId;
        }
      } catch (error) {
        await releaseChange(scope, row.id, version);
        throw error;
      }
      const changed = await db
        .transaction(async (tx) => {
          const inner = scope.within(tx);
          const locked = (await findSubscription(inner, row.id, true))!;
          // Only a claim taken over after it went stale gets here without its version: nothing of it is applied.
          if (locked.changeVersion !== version || locked.pendingPlanId !== to.id)
            throw new AppError(409, PLAN_CHANGE_MESSAGES.changedMeanwhile);
          // A renewal, pause or cancellation while the card was charged: the proration no longer holds.
          if (locked.planId !== from.id || locked.credit !== row.credit || locked.status !== row.status)
            throw new AppError(409, PLAN_CHANGE_MESSAGES.changedMeanwhile);
          const memo = `Plan change ${from.nickname} → ${to.nickname} (sub_${row.id})`.slice(0, 200);
          // The old plan's period deferred so far ends: its unused part leaves as credit, the rest is earned now;
          // the rest of the period paid from credit is deferred to the period's end.
          const given = await closePlanDeferrals(inner, row.id, taxed.unused.net, at);
          const end = locked.currentPeriodEnd;
          const ref = { memo, payer: row.payerUserId, chargeId };
          for (const movement of planChangeMovements(taxed, ref, { given, restDeferred: end !== null }))
            await insertMovement(inner, movement);
          if (end)
            await openDeferral(inner, {
              source: 'plan',
              refId: row.id,
              userId: row.payerUserId,
              amount: taxed.fromCredit.net,
              startsAt: at,
              endsAt: end,
            });
          const updated = await updateSubscription(inner, row.id, {
            planId: to.id,
            amount: to.amount,
            credit: taxed.creditAfter,
            pendingPlanId: null,
            pendingSince: null,
          });
          if (!updated) throw new AppError(409, PLAN_MESSAGES.alreadySubscribed);
          return updated;
        })
        .catch(async (error: unknown) => {
          // Nothing changed: the claim is given up and a charge made for it is refunded in full, in this flow.
          await releaseChange(scope, row.id, version);
          if (chargeId !== null) await needs.refundCharge(scope, chargeId);
          // The member already holds a live subscription of the new plan (the one-live unique index).
          if (isUniqueViolation(error, 'subscriptions_one_live'))
            throw new AppError(409, PLAN_MESSAGES.alreadySubscribed);
          throw error;
        });
      return subscriptions.view(scope, changed);
    },
  };
}

export type PlanChangeService = ReturnType<typeof createPlanChangeService>;
