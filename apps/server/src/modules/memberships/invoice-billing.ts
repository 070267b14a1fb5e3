import { PLAN_MESSAGES } from '@fairplay/contracts';
import type { Database, TenantScope } from '@fairplay/db';
import { findPlan } from './plans.repository.js';
import {
  findInvoice,
  findSubscription,
  nextAttempt,
  updateInvoice,
  updateSubscription,
} from './subscriptions.repository.js';
import type { MembershipsNeeds } from './ports.js';
import { redemptionOf } from './coupons.repository.js';
import { grantPack } from '../class-packs/index.js';
import type { SubscriptionRow } from './subscriptions.repository.js';
import type { ChargeDeferral } from '../payments/index.js';
import { chargeSavedMethod } from '../checkout/index.js';

/**
 * A one-time product with uses is a class pack: its purchase paid gives the member the pack, in the same transaction
 * (a retried payment grants once: the pack is unique per purchase).
 */
async function grantPackOf(scope: TenantScope, subscription: SubscriptionRow, at: Date): Promise<void> {
  const plan = await findPlan(scope, subscription.planId, false, true);
  if (!plan?.oneTime || plan.uses === null) return;
  await grantPack(scope, {
    userId: subscription.userId,
    subscriptionId: subscription.id,
    plan: { id: plan.id, nickname: plan.nickname, uses: plan.uses, packCovers: plan.packCovers },
    expiresAt: subscription.endsAt,
    at,
  });
}

/**
 * What a period's charge pays ahead for (issue 25 point 10): a class pack's uses (earned as used, what is left at
 * its expiry to prepaid_expired), a recurring period or a one-time plan's valid time (earned day by day to its end).
 * A one-time plan with no end is earned when charged.
 */
function deferralOf(
  subscription: SubscriptionRow,
  invoice: { periodStart: Date; periodEnd: Date | null },
  plan: { oneTime: boolean; uses: number | null },
): ChargeDeferral | undefined {
  if (plan.oneTime && plan.uses !== null)
    return {
      source: 'pack',
      ref: subscription.id,
      from: invoice.periodStart,
      until: subscription.endsAt,
      units: plan.uses,
    };
  const until = invoice.periodEnd ?? subscription.endsAt;
  if (!until) return undefined;
  return { source: 'plan', ref: subscription.id, from: invoice.periodStart, until };
}

const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Charging a subscription's period (its invoice) through payments' off-session port. The charge's idempotency key
 * is `subscription-invoice-{id}-{attempt}`: the same attempt never charges twice, however often it is retried; a new
 * attempt (a new card after a failure) is a new key. Never called inside a database transaction.
 */
export function createInvoiceBilling(db: Database, needs: MembershipsNeeds) {
  async function bill(
    scope: TenantScope,
    invoiceId: number,
    source: { token?: string; paymentMethodId?: number | null; createdBy: number | null },
  ): Promise<'paid' | 'failed' | 'skipped'> {
    const invoice = await findInvoice(scope, invoiceId);
    if (!invoice || invoice.status !== 'pending') return 'skipped';
    const subscription = await findSubscription(scope, invoice.subscriptionId);
    if (!subscription || subscription.status === 'canceled' || subscription.status === 'expired') {
      await updateInvoice(scope, invoice.id, { status: 'void' });
      return 'skipped';
    }
    // A period a coupon covers in full is paid without a charge: no money moves, so the ledger has nothing to post.
    if (invoice.amount === 0) return (await settleFree(scope, invoice.id, null)) ? 'paid' : 'skipped';
    const plan = (await findPlan(scope, subscription.planId, false, true))!;
    const redemption = invoice.discount > 0 ? await redemptionOf(db, scope.businessId, subscription.id) : undefined;
    // The charge (and its ledger entry) is the discounted amount; its description names the coupon.
    const couponNote = redemption ? `, coupon ${redemption.code} -${formatCents(invoice.discount)}` : '';
    const creditNote = invoice.creditApplied > 0 ? `, credit -${formatCents(invoice.creditApplied)}` : '';
    const result = await chargeSavedMethod(needs.memberCharges, scope, {
      memberUserId: subscription.userId,
      description: `${plan.nickname} (subscription${couponNote}${creditNote})`.slice(0, 200),
      amount: invoice.amount,
      taxIds: plan.taxIds,
      currency: subscription.currency,
      idempotencyKey: `subscription-invoice-${invoice.id}-${invoice.attempts}`,
      createdBy: source.createdBy,
      token: source.token,
      paymentMethodId: source.paymentMethodId ?? subscription.paymentMethodId,
      deferral: deferralOf(subscription, invoice, plan),
    });
    return db.transaction(async (tx) => {
      const inner = scope.within(tx);
      const locked = await findInvoice(inner, invoice.id, true);
      if (!locked || locked.status !== 'pending' || locked.attempts !== invoice.attempts) return 'skipped';
      const current = (await findSubscription(inner, subscription.id, true))!;
      if (result.status === 'succeeded') {
        await updateInvoice(inner, invoice.id, { status: 'paid', chargeId: result.chargeId });
        // A period paid moves the subscription to it (a renewal after a pause keeps the moved dates).
        await updateSubscription(inner, subscription.id, {
          status: current.status === 'canceled' ? 'canceled' : 'active',
          currentPeriodStart: invoice.periodStart,
          currentPeriodEnd: invoice.periodEnd,
          failureMessage: null,
          paymentMethodId: result.paymentMethodId ?? current.paymentMethodId,
        });
        await grantPackOf(inner, current, invoice.periodStart);
        return 'paid';
      }
      await updateInvoice(inner, invoice.id, { status: 'failed', chargeId: result.chargeId });
      if (current.status !== 'canceled')
        await updateSubscription(inner, subscription.id, {
          status: 'incomplete',
          failureMessage: PLAN_MESSAGES.incomplete,
          ...(result.paymentMethodId ? { paymentMethodId: result.paymentMethodId } : {}),
        });
      return 'failed';
    });
  }

  /** Marks a fully discounted period paid and moves the subscription to it (with the method renewals will use). */
  async function settleFree(scope: TenantScope, invoiceId: number, methodId: number | null): Promise<boolean> {
    return db.transaction(async (tx) => {
      const inner = scope.within(tx);
      const invoice = await findInvoice(inner, invoiceId, true);
      if (!invoice || invoice.status !== 'pending' || invoice.amount !== 0) return false;
      const current = (await findSubscription(inner, invoice.subscriptionId, true))!;
      await updateInvoice(inner, invoice.id, { status: 'paid' });
      await updateSubscription(inner, current.id, {
        status: current.status === 'canceled' ? 'canceled' : 'active',
        currentPeriodStart: invoice.periodStart,
        currentPeriodEnd: invoice.periodEnd,
        failureMessage: null,
        ...(methodId ? { paymentMethodId: methodId } : {}),
      });
      await grantPackOf(inner, current, invoice.periodStart);
      return true;
    });
  }

  return {
    bill,
    settleFree,
    /** A period that could not even be tried (no saved method left): failed, and the member asked for a card. */
    async markFailed(scope: TenantScope, invoiceId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const invoice = await findInvoice(inner, invoiceId, true);
        if (!invoice || invoice.status !== 'pending') return;
        await updateInvoice(inner, invoice.id, { status: 'failed' });
        const current = await findSubscription(inner, invoice.subscriptionId, true);
        if (current && current.status !== 'canceled')
          await updateSubscription(inner, current.id, {
            status: 'incomplete',
            failureMessage: PLAN_MESSAGES.incomplete,
          });
      });
    },
    /** A new card for a failed period: the next attempt, charged at once. */
    async retry(scope: TenantScope, invoiceId: number, source: { token: string; createdBy: number }) {
      const invoice = await nextAttempt(scope, invoiceId);
      if (!invoice) return 'skipped' as const;
      return bill(scope, invoice.id, source);
    },
    keepMethod: (
      scope: TenantScope,
      memberUserId: number,
      source: { token?: string; paymentMethodId?: number },
      key: string,
    ) => needs.memberCharges.keepMethod(scope, memberUserId, source, key),
  };
}

export type InvoiceBilling = ReturnType<typeof createInvoiceBilling>;
