import { createHash } from 'node:crypto';
import { CLUB_BILLING, CLUB_BILLING_MESSAGES, clubPlanOf } from '@fairplay/contracts';
import { addBillingDays } from '@fairplay/domain';
import { TenantScope, type Database } from '@fairplay/db';
import { ProviderError, type PaymentProvider } from '../payment-gateway/index.js';
import {
  findClubInvoice,
  findClubSubscription,
  releasePromo,
  updateClubInvoice,
  updateClubSubscription,
  type ClubInvoiceRow,
  type ClubSubscriptionRow,
} from './club-billing.repository.js';

export interface BillingContext {
  db: Database;
  now: () => Date;
  provider: PaymentProvider;
}

export type InvoiceOutcome = { paid: true; invoice: ClubInvoiceRow } | { paid: false; invoice: ClubInvoiceRow };

/** A renewal continues the subscription's current period; anything else is a plan change or a first payment. */
export const isRenewal = (invoice: ClubInvoiceRow, subscription: ClubSubscriptionRow) =>
  invoice.periodStart.getTime() === subscription.currentPeriodEnd.getTime();

const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 24);

/**
 * Saves a card for the club on the platform's account (Fairplay's, not the club's connected one): the club is one
 * customer there, made once; the card becomes the one its subscription is charged with. Provider errors are thrown.
 */
export async function saveClubCard(
  context: BillingContext,
  scope: TenantScope,
  subscription: ClubSubscriptionRow,
  token: string,
  owner: { name: string; email: string },
): Promise<ClubSubscriptionRow> {
  const { provider, db, now } = context;
  const account = provider.platformAccount;
  const customerId =
    subscription.customerId ??
    (
      await provider.createCustomer(account, {
        name: owner.name,
        email: owner.email,
        reference: `club-${scope.businessId}`,
        idempotencyKey: `club-customer-${scope.businessId}`,
      })
    ).customerId;
  const method = await provider.attachPaymentMethod(account, {
    customerId,
    token,
    idempotencyKey: `club-card-${scope.businessId}-${tokenKey(token)}`,
  });
  return updateClubSubscription(
    scope.within(db),
    { customerId, paymentMethodId: method.id, cardBrand: method.brand, cardLast4: method.last4 },
    now(),
  );
}

/**
 * Charges a pending invoice on the platform's account with the card on file (key club-invoice-{id}-{attempt}, so
 * a retried job or request reaches the provider as the same request) and records the outcome in one transaction:
 * paid, the subscription moves to the invoice's plan and period; declined, a renewal becomes incomplete (tried
 * again in a few days, unpaid after the last try) while a plan change leaves the subscription as it was and gives
 * its promo redemption back. Never called inside a transaction.
 */
export async function chargeClubInvoice(
  context: BillingContext,
  businessId: number,
  invoiceId: number,
): Promise<InvoiceOutcome> {
  const { db, now, provider } = context;
  const scope = new TenantScope(db, businessId);
  const invoice = (await findClubInvoice(scope, invoiceId))!;
  if (invoice.status !== 'pending') return { paid: invoice.status === 'paid', invoice };
  const subscription = (await findClubSubscription(scope))!;
  let paymentId: string | null = null;
  let failure: string | null = null;
  if (invoice.total > 0) {
    if (!subscription.paymentMethodId || !subscription.customerId) failure = CLUB_BILLING_MESSAGES.cardRequired;
    else {
      try {
        const plan = clubPlanOf(invoice.plan)!;
        const payment = await provider.createPayment(provider.platformAccount, {
          amount: invoice.total,
          currency: invoice.currency,
          source: { paymentMethodId: subscription.paymentMethodId, customerId: subscription.customerId },
          capture: true,
          description: `Fairplay ${plan.name} plan`,
          reference: `club-invoice-${invoice.id}`,
          idempotencyKey: `club-invoice-${invoice.id}-${invoice.attempts}`,
        });
        paymentId = payment.id;
        // Without the owner present a card asking for authentication cannot be charged: it fails like a decline.
        if (payment.status !== 'succeeded') failure = payment.failure?.message ?? CLUB_BILLING_MESSAGES.cardDeclined;
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        failure = error.message;
      }
    }
  }
  return db.transaction(async (tx) => {
    const inner = scope.within(tx);
    const current = (await findClubInvoice(inner, invoice.id, true))!;
    if (current.status !== 'pending') return { paid: current.status === 'paid', invoice: current };
    const sub = (await findClubSubscription(inner, true))!;
    const at = now();
    if (failure === null) {
      const paid = await updateClubInvoice(inner, invoice.id, {
        status: 'paid',
        paidAt: at,
        providerPaymentId: paymentId,
        failureMessage: null,
      });
      await updateClubSubscription(
        inner,
        {
          plan: invoice.plan,
          status: 'active',
          amount: invoice.amount,
          currency: invoice.currency,
          trialEndsAt: null,
          currentPeriodStart: invoice.periodStart,
          currentPeriodEnd: invoice.periodEnd,
          failedAttempts: 0,
          nextAttemptAt: null,
          canceledAt: null,
        },
        at,
      );
      return { paid: true, invoice: paid };
    }
    const failed = await updateClubInvoice(inner, invoice.id, {
      status: 'failed',
      providerPaymentId: paymentId,
      failureMessage: failure,
    });
    if (isRenewal(invoice, sub)) {
      const lastTry = invoice.attempts >= CLUB_BILLING.maxAttempts || !sub.paymentMethodId;
      await updateClubSubscription(
        inner,
        lastTry
          ? { status: 'unpaid', failedAttempts: invoice.attempts, nextAttemptAt: null }
          : {
              status: 'incomplete',
              failedAttempts: invoice.attempts,
              nextAttemptAt: addBillingDays(at, CLUB_BILLING.retryDays),
            },
        at,
      );
    } else if (invoice.promoCode && invoice.promoCode !== sub.promoCode) await releasePromo(tx, invoice.promoCode);
    return { paid: false, invoice: failed };
  });
}
