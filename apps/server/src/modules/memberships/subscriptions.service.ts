import {
  PLAN_LIMITS,
  PLAN_MESSAGES,
  type MemberSubscription,
  type nbuSubscribeBody,
  type subscribeMemberBody,
  type subscriptionActionBody,
} from '@fairplay/contracts';
import { ageOn, can, minimumCharge, renewalCredit } from '@fairplay/domain';
import type { Database, TenantScope } from '@fairplay/db';
import type { z } from 'zod';
import { AppError, fieldError } from '../../errors.js';
import { findMembers } from '../clubs/index.js';
import { findUserById, type MemberContext } from '../identity/index.js';
import { shiftPlanDeferrals } from '../ledger/index.js';
import { customerOf, findSavedMethod, ownCustomer, taxRatesOf, type Customer } from '../payments/index.js';
import { unsignedFamilyPlayer, waiverStandingOf } from '../waivers/index.js';
import { addDays, addInterval, ageGate } from './billing-dates.js';
import { createInvoiceBilling } from './invoice-billing.js';
import { isPaused, subscriptionView } from './plan-view.js';
import { findPlan, type PlanRow } from './plans.repository.js';
import {
  deleteSubscription,
  findSubscription,
  insertInvoice,
  insertSubscription,
  liveSubscriptionsOfPlan,
  openInvoiceOf,
  subscriptionsOf,
  updateSubscription,
  type SubscriptionRow,
} from './subscriptions.repository.js';
import type { MembershipsNeeds } from './ports.js';
import { periodDiscount, redeemCoupon } from './coupons.service.js';
import { redemptionOf, releaseRedemption } from './coupons.repository.js';

type StaffBody = z.output<typeof subscribeMemberBody>;
type OwnBody = z.output<typeof nbuSubscribeBody>;
type ActionBody = z.output<typeof subscriptionActionBody>;

const notFound = () => new AppError(404, PLAN_MESSAGES.subscriptionNotFound);
const LIVE = new Set(['trialing', 'active', 'incomplete']);

export function createSubscriptionsService(db: Database, now: () => Date, needs: MembershipsNeeds) {
  const billing = createInvoiceBilling(db, needs);

  async function view(scope: TenantScope, row: SubscriptionRow): Promise<MemberSubscription> {
    const plan = (await findPlanAny(scope, row.planId))!;
    const [person] = await findMembers(scope, [row.userId]);
    const method = row.paymentMethodId ? await findSavedMethod(scope, row.paymentMethodId) : undefined;
    const redemption = (await redemptionOf(scope.db, scope.businessId, row.id)) ?? null;
    const nextDiscount =
      redemption && row.currentPeriodEnd
        ? await periodDiscount(scope.db, row, row.amount, row.currentPeriodEnd, redemption)
        : 0;
    // Held credit pays the next period with its tax: what it covers comes off the next charge's price.
    const creditCovers =
      row.credit > 0
        ? renewalCredit(
            row.amount - nextDiscount,
            row.credit,
            await taxRatesOf(scope, plan.taxIds),
            minimumCharge(row.currency),
          ).covered.price
        : 0;
    return subscriptionView(
      row,
      plan,
      person?.fullName ?? '',
      method ? { id: method.id, brand: method.brand, last4: method.last4 } : null,
      now(),
      { redemption, nextDiscount, creditCovers },
    );
  }

  /** A plan even once archived (past subscriptions keep naming it). */
  async function findPlanAny(scope: TenantScope, id: number): Promise<PlanRow | undefined> {
    return findPlan(scope, id, false, true);
  }

  /**
   * Starts a subscription: the row is inserted first (the unique index refuses a second live one of the plan),
   * then the first period is charged off-session; a failed first charge leaves it `incomplete` (402).
   */
  async function start(
    scope: TenantScope,
    plan: PlanRow,
    customer: Customer,
    source: { token?: string; paymentMethodId?: number },
    createdBy: number,
    signedAt: Date | null,
    coupon?: string,
  ): Promise<MemberSubscription> {
    const at = now();
    at.setUTCSeconds(0, 0);
    const trial = plan.trialPeriodDays > 0 ? addDays(at, plan.trialPeriodDays) : null;
    const endsAt = plan.periodEnd ?? (plan.validDays ? addDays(at, plan.validDays) : null);
    const firstEnd = plan.oneTime ? null : addInterval(at, plan.interval!);
    const created = await db.transaction(async (tx) => {
      const inner = scope.within(tx);
      const row = await insertSubscription(inner, {
        planId: plan.id,
        userId: customer.member.userId,
        payerUserId: customer.payer.userId,
        status: trial ? 'trialing' : 'incomplete',
        amount: plan.amount,
        currency: plan.currency,
        interval: plan.interval,
        currentPeriodStart: at,
        currentPeriodEnd: trial ?? firstEnd,
        trialEnd: trial,
        endsAt,
        signedAt,
        createdBy,
      });
      if (!row) throw new AppError(409, PLAN_MESSAGES.alreadySubscribed);
      // The coupon is claimed with the subscription: a refused code (or the last unit lost to a race) undoes both.
      const redemption = coupon ? await redeemCoupon(inner, coupon, row.id, at) : null;
      const discount = trial || !redemption ? 0 : await periodDiscount(tx, row, plan.amount, at, redemption);
      const invoice = trial
        ? undefined
        : await insertInvoice(tx, {
            businessId: scope.businessId,
            subscriptionId: row.id,
            periodStart: at,
            periodEnd: firstEnd,
            amount: plan.amount - discount,
            discount,
            status: 'pending',
            attempts: 1,
          });
      return { row, invoice };
    });
    if (created.invoice && created.invoice.amount > 0) {
      let outcome;
      try {
        outcome = await billing.bill(scope, created.invoice.id, { ...source, createdBy });
      } catch (error) {
        // Refused before any money moved (no saved method, a bad token, no connection): nothing is kept.
        await forget(scope, created.row.id);
        throw error;
      }
      const row = (await findSubscription(scope, created.row.id))!;
      if (outcome === 'failed')
        throw new AppError(402, PLAN_MESSAGES.incomplete, { subscription: await view(scope, row) });
      return view(scope, row);
    }
    // A trial (or a first period a coupon covers in full) charges nothing now; the card is kept for renewals.
    let method: number;
    try {
      method = await billing.keepMethod(scope, customer.member.userId, source, `subscription-${created.row.id}`);
    } catch (error) {
      if (created.invoice) await forget(scope, created.row.id);
      throw error;
    }
    if (created.invoice) await billing.settleFree(scope, created.invoice.id, method);
    const row = await updateSubscription(scope, created.row.id, { paymentMethodId: method });
    return view(scope, row!);
  }

  /** Forgets a subscription refused before any money moved, giving its coupon unit back. */
  async function forget(scope: TenantScope, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const inner = scope.within(tx);
      await releaseRedemption(inner, id);
      await deleteSubscription(inner, id);
    });
  }

  async function usablePlan(scope: TenantScope, id: number): Promise<PlanRow> {
    const plan = await findPlan(scope, id);
    if (!plan) throw new AppError(404, PLAN_MESSAGES.planNotFound);
    if (plan.isDisabled) throw fieldError('plan', PLAN_MESSAGES.planDisabled);
    return plan;
  }

  async function checkAge(scope: TenantScope, plan: PlanRow, userId: number) {
    const user = await findUserById(scope.db, userId);
    const today = now().toISOString().slice(0, 10);
    const gate = ageGate(plan, ageOn(user?.dob ?? null, today));
    if (gate === 'needs_birth_date') throw fieldError('plan', PLAN_MESSAGES.ageNeedsBirthDate);
    if (gate === 'restricted') throw fieldError('plan', PLAN_MESSAGES.ageRestricted);
  }

  /** Who may see or act on a subscription: staff with the permission, the member, and the family's payer. */
  async function reachable(member: MemberContext, id: number, staffAction: 'read' | 'update') {
    const row = await findSubscription(member.scope, id);
    if (!row) throw notFound();
    const staff = can(member.membership.roles, 'payments', staffAction);
    if (!staff && row.userId !== member.user.id && row.payerUserId !== member.user.id) throw notFound();
    return row;
  }

  async function cancel(scope: TenantScope, row: SubscriptionRow): Promise<MemberSubscription> {
    if (!LIVE.has(row.status)) throw new AppError(409, PLAN_MESSAGES.notLive);
    const updated = await updateSubscription(scope, row.id, {
      status: 'canceled',
      canceledAt: now(),
      pausedAt: null,
      resumesAt: null,
    });
    return view(scope, updated!);
  }

  return {
    view,
    reachable,

    async subscribeMember(member: MemberContext, body: StaffBody): Promise<MemberSubscription> {
      const scope = member.scope;
      const plan = await usablePlan(scope, body.plan);
      const customer = await customerOf(scope, body.member_id);
      await checkAge(scope, plan, customer.member.userId);
      return start(
        scope,
        plan,
        customer,
        { token: body.token, paymentMethodId: body.payment_method_id },
        member.user.id,
        null,
        body.coupon,
      );
    },

    async subscribeOwn(member: MemberContext, body: OwnBody): Promise<MemberSubscription> {
      const scope = member.scope;
      if (body.business_id !== scope.businessId) throw new AppError(404, PLAN_MESSAGES.planNotFound);
      const plan = await usablePlan(scope, body.plan);
      if (!plan.nbuSubscribe) throw fieldError('plan', PLAN_MESSAGES.notSelfService);
      const customer = await ownCustomer(scope, member.user.id, body.member_id ?? member.user.id);
      // Spec 3 section 5: a card is required; the signature box when the club requires a waiver.
      if (!body.payment?.token && !body.payment?.payment_method_id)
        throw fieldError('payment.token', PLAN_MESSAGES.cardRequired);
      await checkAge(scope, plan, customer.member.userId);
      // The waiver is asked of the one who plays (issue 14): for a family member, a guardian agrees for them
      // unless they signed the club's current waiver already.
      const subscribed = customer.member.userId;
      const unsigned =
        subscribed === member.user.id
          ? await waiverStandingOf(scope, {
              business: member.business,
              userId: member.user.id,
              isCustomer: true,
              memberTypeKey: member.membership.key,
            }).then((standing) => standing.required && !standing.signed)
          : (await unsignedFamilyPlayer(scope, member.business, member.user.id, [subscribed])) !== null;
      if (unsigned && !body.signed) throw fieldError('signed', PLAN_MESSAGES.agreeTerms);
      return start(
        scope,
        plan,
        customer,
        { token: body.payment.token, paymentMethodId: body.payment.payment_method_id },
        member.user.id,
        body.signed ? now() : null,
      );
    },

    async cancelMember(member: MemberContext, memberId: number, id: number): Promise<MemberSubscription> {
      const row = await findSubscription(member.scope, id);
      if (!row || row.userId !== memberId) throw notFound();
      return cancel(member.scope, row);
    },

    async cancelOwn(member: MemberContext, id: number): Promise<MemberSubscription> {
      return cancel(member.scope, await reachable(member, id, 'update'));
    },

    async get(member: MemberContext, id: number): Promise<MemberSubscription> {
      return view(member.scope, await reachable(member, id, 'read'));
    },

    async ofMember(scope: TenantScope, memberId: number): Promise<MemberSubscription[]> {
      const [person] = await findMembers(scope, [memberId]);
      if (!person) throw new AppError(404, 'Member not found.');
      return Promise.all((await subscriptionsOf(scope, [memberId])).map((row) => view(scope, row)));
    },

    /** A plan's live subscriptions (staff pause many at once for a closure). */
    async ofPlan(scope: TenantScope, planId: number): Promise<MemberSubscription[]> {
      if (!(await findPlan(scope, planId))) throw new AppError(404, PLAN_MESSAGES.planNotFound);
      return Promise.all((await liveSubscriptionsOfPlan(scope, planId)).map((row) => view(scope, row)));
    },

    async mine(member: MemberContext): Promise<MemberSubscription[]> {
      const rows = await subscriptionsOf(member.scope, [member.user.id]);
      return Promise.all(rows.map((row) => view(member.scope, row)));
    },

    /** POST subscription/{action}: pause, resume, card. */
    async act(
      member: MemberContext,
      action: 'pause' | 'resume' | 'card',
      body: ActionBody,
    ): Promise<MemberSubscription[]> {
      const scope = member.scope;
      const rows: SubscriptionRow[] = [];
      for (const id of body.subscription_ids) rows.push(await reachable(member, id, 'update'));
      if (action === 'card') {
        if (rows.length !== 1) throw fieldError('subscription_ids', 'Name one subscription for a new card.');
        if (!body.token) throw fieldError('token', PLAN_MESSAGES.cardRequired);
        const row = rows[0]!;
        if (row.status !== 'incomplete') throw new AppError(409, PLAN_MESSAGES.notIncomplete);
        const invoice = await openInvoiceOf(scope, row.id);
        if (!invoice) throw new AppError(409, PLAN_MESSAGES.notIncomplete);
        await billing.retry(scope, invoice.id, { token: body.token, createdBy: member.user.id });
        return [await view(scope, (await findSubscription(scope, row.id))!)];
      }
      const at = now();
      if (action === 'pause') {
        if (!body.resumes_at) throw fieldError('resumes_at', 'Choose when the subscription resumes.');
        const resumesAt = new Date(body.resumes_at);
        if (resumesAt.getTime() <= at.getTime()) throw fieldError('resumes_at', PLAN_MESSAGES.resumeInFuture);
        if (resumesAt.getTime() - at.getTime() > PLAN_LIMITS.pauseDaysMax * 86_400_000)
          throw fieldError('resumes_at', PLAN_MESSAGES.pauseTooLong);
        for (const row of rows) {
          if (row.interval === null) throw new AppError(409, PLAN_MESSAGES.productNoPause);
          if (row.status !== 'active' && row.status !== 'trialing') throw new AppError(409, PLAN_MESSAGES.notLive);
          if (isPaused(row, at)) throw new AppError(409, PLAN_MESSAGES.alreadyPaused);
        }
      } else for (const row of rows) if (!isPaused(row, at)) throw new AppError(409, PLAN_MESSAGES.notPaused);
      const changed = await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const out = [];
        for (const { id } of rows) {
          const row = (await findSubscription(inner, id, true))!;
          if (action === 'pause') {
            // The next billing date moves by the paused time, so the member loses nothing they paid for.
            const resumesAt = new Date(body.resumes_at!);
            const shift = resumesAt.getTime() - at.getTime();
            // The period paid ahead is earned over the longer time too (its deferral ends later).
            await shiftPlanDeferrals(inner, id, shift);
            out.push(
              await updateSubscription(inner, id, {
                pausedAt: at,
                resumesAt,
                currentPeriodEnd: row.currentPeriodEnd ? new Date(row.currentPeriodEnd.getTime() + shift) : null,
              }),
            );
          } else {
            // Resuming early gives back the part of the pause not used.
            const unused = row.resumesAt!.getTime() - at.getTime();
            await shiftPlanDeferrals(inner, id, -unused);
            out.push(
              await updateSubscription(inner, id, {
                pausedAt: null,
                resumesAt: null,
                currentPeriodEnd: row.currentPeriodEnd ? new Date(row.currentPeriodEnd.getTime() - unused) : null,
              }),
            );
          }
        }
        return out;
      });
      return Promise.all(changed.map((row) => view(scope, row!)));
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
