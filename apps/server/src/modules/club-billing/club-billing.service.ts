import {
  CLUB_BILLING_MESSAGES,
  clubPlanCents,
  clubPlanOf,
  type ClubPlanKey,
  type ClubSubscription,
  type Promo,
} from '@fairplay/contracts';
import { addBillingMonth, discountApplies, discountEnd, periodPrice, unusedCredit } from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { AppError, fieldError, isUniqueViolation, notFound } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { providerFailure } from '../payments/index.js';
import { chargeClubInvoice, saveClubCard, type BillingContext } from './charging.js';
import { clubSubscriptionId, clubSubscriptionView } from './club-billing-view.js';
import {
  findClubSubscription,
  findPromo,
  insertClubInvoice,
  lastPaidInvoice,
  listClubInvoices,
  openClubInvoice,
  redeemPromo,
  updateClubInvoice,
  updateClubSubscription,
  type ClubSubscriptionRow,
} from './club-billing.repository.js';
import { promoView, usablePromo } from './promos.js';

const INVOICES_SHOWN = 24;

/** A charge that did not go through: the card could not be charged (402), with the invoice on record. */
const declined = (message: string | null) => new AppError(402, message ?? CLUB_BILLING_MESSAGES.cardDeclined);

export function createClubBillingService(context: BillingContext) {
  const { db, now } = context;

  async function view(scope: TenantScope): Promise<ClubSubscription> {
    const row = await findClubSubscription(scope);
    if (!row) throw notFound('Subscription');
    return clubSubscriptionView(row, await listClubInvoices(scope, INVOICES_SHOWN));
  }

  async function withCard(member: MemberContext, row: ClubSubscriptionRow, token: string | undefined) {
    if (!token) {
      if (!row.paymentMethodId) throw fieldError('token', CLUB_BILLING_MESSAGES.cardRequired);
      return row;
    }
    try {
      return await saveClubCard(context, member.scope, row, token, {
        name: member.business.name,
        email: member.user.email,
      });
    } catch (error) {
      throw providerFailure(error, 'token');
    }
  }

  /**
   * Starts a new paid period now on `plan`: the promo's discount (a new coupon, or the running one while it lasts
   * and fits the plan), less the unused part of a paid period. The invoice is recorded pending (one per club at a
   * time, by the database) with the coupon's redemption taken, then charged outside the transaction.
   */
  async function startPaidPeriod(
    member: MemberContext,
    plan: ClubPlanKey,
    coupon: string | undefined,
  ): Promise<ClubSubscription> {
    const scope = member.scope;
    const at = now();
    const promo = coupon ? await usablePromo(db, coupon, at, 'coupon', plan) : undefined;
    let invoiceId: number;
    try {
      invoiceId = await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const sub = (await findClubSubscription(inner, true))!;
        let percentOff = 0;
        let promoCode: string | null = null;
        if (promo) {
          if (!(await redeemPromo(tx, promo.code))) throw fieldError('coupon', CLUB_BILLING_MESSAGES.promoUsedUp);
          percentOff = promo.percentOff;
          promoCode = promo.code;
        } else if (discountApplies(sub.percentOff, sub.discountEndsAt, at)) {
          // A running promo, or a demo code's sign-up discount (no promo record; it fits any plan).
          const running = sub.promoCode ? await findPromo(tx, sub.promoCode) : undefined;
          if (!running?.plan || running.plan === plan) {
            percentOff = sub.percentOff;
            promoCode = sub.promoCode;
          }
        }
        const paid = sub.status === 'active' ? await lastPaidInvoice(inner) : undefined;
        const credit = paid ? unusedCredit(paid.total, paid.periodStart, paid.periodEnd, at) : 0;
        const price = periodPrice(clubPlanCents(plan), percentOff, credit);
        const invoice = await insertClubInvoice(inner, {
          plan,
          periodStart: at,
          periodEnd: addBillingMonth(at),
          ...price,
          currency: sub.currency,
          promoCode,
          status: 'pending',
        });
        return invoice.id;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'club_invoices_one_pending'))
        throw new AppError(409, CLUB_BILLING_MESSAGES.inProgress);
      throw error;
    }
    const outcome = await chargeClubInvoice(context, scope.businessId, invoiceId);
    if (!outcome.paid) throw declined(outcome.invoice.failureMessage);
    // The coupon's discount runs from this period on, for its months.
    if (promo) {
      await updateClubSubscription(
        scope,
        {
          promoCode: promo.code,
          percentOff: promo.percentOff,
          discountEndsAt: discountEnd(outcome.invoice.periodStart, promo.durationMonths),
          resumesAt: null,
        },
        now(),
      );
    } else if (outcome.invoice.promoCode === null) {
      // The running promo did not fit the new plan (or had ended): it no longer applies.
      await updateClubSubscription(
        scope,
        { promoCode: null, percentOff: 0, discountEndsAt: null, resumesAt: null },
        now(),
      );
    } else await updateClubSubscription(scope, { resumesAt: null }, now());
    return view(scope);
  }

  return {
    subscription: (member: MemberContext) => view(member.scope),

    async verifyPromo(code: string): Promise<Promo> {
      return promoView(await usablePromo(db, code, now(), 'promo'));
    },

    /** POST payment/upgrade: to planId, charged now (spec 3 section 4: sets premium and subscribed, records the plan). */
    async upgrade(
      member: MemberContext,
      body: { planId: ClubPlanKey; coupon?: string | undefined; token?: string | undefined },
    ): Promise<{ subscription: ClubSubscription; message: string }> {
      const row = (await findClubSubscription(member.scope))!;
      if (row.status === 'active' && row.plan === body.planId && !body.coupon)
        throw new AppError(409, CLUB_BILLING_MESSAGES.samePlan);
      if (body.coupon) await usablePromo(db, body.coupon, now(), 'coupon', body.planId);
      await withCard(member, row, body.token);
      const subscription = await startPaidPeriod(member, body.planId, body.coupon);
      return { subscription, message: CLUB_BILLING_MESSAGES.upgraded(clubPlanOf(body.planId)!.name) };
    },

    /**
     * POST payment/businesssubscription/create: pays for the club's plan with a card. A trial, canceled or unpaid
     * club starts a paid period now; an incomplete (or unpaid) one has its declined invoice tried on the new card
     * at once ("Card successfully added. We will try to charge from this card").
     */
    async create(
      member: MemberContext,
      body: { coupon?: string | undefined; token: string },
    ): Promise<{ subscription: ClubSubscription; message: string }> {
      const scope = member.scope;
      const row = (await findClubSubscription(scope))!;
      if (row.status === 'active') throw new AppError(409, CLUB_BILLING_MESSAGES.alreadySubscribed);
      if (body.coupon) await usablePromo(db, body.coupon, now(), 'coupon', row.plan);
      const open = row.status === 'incomplete' || row.status === 'unpaid' ? await openClubInvoice(scope) : undefined;
      const saved = await withCard(member, row, body.token);
      if (open && saved.status === 'incomplete') {
        // The declined period is tried again now on the new card, as its next attempt.
        try {
          await updateClubInvoice(scope, open.id, { status: 'pending', attempts: open.attempts + 1 });
        } catch (error) {
          if (isUniqueViolation(error, 'club_invoices_one_pending'))
            throw new AppError(409, CLUB_BILLING_MESSAGES.inProgress);
          throw error;
        }
        const outcome = await chargeClubInvoice(context, scope.businessId, open.id);
        if (!outcome.paid) throw declined(outcome.invoice.failureMessage);
        return { subscription: await view(scope), message: CLUB_BILLING_MESSAGES.cardAdded };
      }
      const subscription = await startPaidPeriod(member, row.plan, body.coupon);
      return { subscription, message: open ? CLUB_BILLING_MESSAGES.cardAdded : CLUB_BILLING_MESSAGES.subscribed };
    },

    /** POST payment/businesssubscription/cancel: ends with the paid month (the spec's pause_collection). */
    async cancel(member: MemberContext): Promise<ClubSubscription> {
      const scope = member.scope;
      const row = await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const sub = (await findClubSubscription(inner, true))!;
        if (sub.status !== 'active' && sub.status !== 'incomplete')
          throw new AppError(409, CLUB_BILLING_MESSAGES.onlyPaidEnds);
        if (sub.resumesAt) throw new AppError(409, CLUB_BILLING_MESSAGES.alreadyEnding);
        return updateClubSubscription(inner, { resumesAt: sub.currentPeriodEnd }, now());
      });
      return clubSubscriptionView(row, await listClubInvoices(scope, INVOICES_SHOWN));
    },

    /** POST payment/reactivatesubscription: clears pause_collection (spec 3 section 4). */
    async reactivate(member: MemberContext, subscriptionId: string): Promise<ClubSubscription> {
      const scope = member.scope;
      if (subscriptionId !== clubSubscriptionId(scope.businessId)) throw notFound('Subscription');
      const row = await db.transaction(async (tx) => {
        const inner = scope.within(tx);
        const sub = (await findClubSubscription(inner, true))!;
        if (sub.status === 'canceled') throw new AppError(409, CLUB_BILLING_MESSAGES.canceledCannotReactivate);
        if (sub.status === 'unpaid') throw new AppError(409, CLUB_BILLING_MESSAGES.unpaidCannotReactivate);
        if (!sub.resumesAt) throw new AppError(409, CLUB_BILLING_MESSAGES.notEnding);
        return updateClubSubscription(inner, { resumesAt: null }, now());
      });
      return clubSubscriptionView(row, await listClubInvoices(scope, INVOICES_SHOWN));
    },
  };
}

export type ClubBillingService = ReturnType<typeof createClubBillingService>;
