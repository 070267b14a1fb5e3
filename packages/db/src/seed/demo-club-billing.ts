import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import {
  clubInvoices,
  clubSubscriptions,
  promoCodes,
  sandboxCustomers,
  sandboxPaymentMethods,
  sandboxPayments,
} from '../schema/index.js';

/** The sandbox's platform account (migration 0094), where Fairplay charges clubs. */
const PLATFORM_ACCOUNT = 'acct_fairplay_platform';
const DAY = 86_400_000;
const GRAND_SLAM_CENTS = 29_900;

/**
 * Promo codes Fairplay hands out (issue 14): for any plan or one, for some months, one expired and one used up,
 * so the pricing page's Apply shows each answer.
 */
export const DEMO_PROMO_CODES = [
  { code: 'SPRING20', plan: null, percentOff: 20, durationMonths: 6, maxRedemptions: null },
  {
    code: 'ACEHALF',
    plan: 'courtandlessonproviderplan' as const,
    percentOff: 50,
    durationMonths: 3,
    maxRedemptions: null,
  },
  {
    code: 'SLAM25',
    plan: 'enterprisecourtandlessonproviderplan' as const,
    percentOff: 25,
    durationMonths: null,
    maxRedemptions: 500,
  },
  { code: 'FOUNDERS10', plan: null, percentOff: 10, durationMonths: null, maxRedemptions: 1 },
];

function addMonths(from: Date, months: number): Date {
  const next = new Date(from);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * The demo club's own Fairplay subscription: on Grand Slam for four months, paid with the owner's Visa on the
 * platform's account, with SPRING20's 20% for six months; four paid invoices with the sandbox's own payments so
 * they reconcile, and the current month ending in three weeks. Promo codes as above; one redeemed by the club.
 */
export async function seedDemoClubBilling(
  tx: Executor,
  input: { businessId: number; ownerEmail: string; clubName: string; now: Date },
): Promise<void> {
  const { businessId, now } = input;
  await tx
    .insert(promoCodes)
    .values([
      ...DEMO_PROMO_CODES.map((promo) => ({ ...promo, redemptions: promo.code === 'FOUNDERS10' ? 1 : 0 })),
      {
        code: 'WINTER15',
        plan: null,
        percentOff: 15,
        durationMonths: 2,
        expiresAt: new Date(now.getTime() - 30 * DAY),
      },
    ])
    .onConflictDoNothing();
  await tx.update(promoCodes).set({ redemptions: 1 }).where(eq(promoCodes.code, 'SPRING20'));

  const customerId = id('cus');
  const methodId = id('pm');
  await tx.insert(sandboxCustomers).values({
    id: customerId,
    accountId: PLATFORM_ACCOUNT,
    name: input.clubName,
    email: input.ownerEmail,
    reference: `club-${businessId}`,
  });
  await tx.insert(sandboxPaymentMethods).values({
    id: methodId,
    accountId: PLATFORM_ACCOUNT,
    customerId,
    type: 'card',
    brand: 'visa',
    last4: '4242',
    expMonth: 9,
    expYear: 2031,
    accountHolderName: null,
    behavior: 'succeeds',
    verified: true,
  });

  // The current month started nine days ago; the first paid month four months before it.
  const currentStart = new Date(now.getTime() - 9 * DAY);
  const firstStart = addMonths(currentStart, -3);
  const discountEndsAt = addMonths(firstStart, 6);
  for (let month = 0; month < 4; month++) {
    const periodStart = addMonths(firstStart, month);
    const discount = Math.round(GRAND_SLAM_CENTS * 0.2);
    const total = GRAND_SLAM_CENTS - discount;
    const [invoice] = await tx
      .insert(clubInvoices)
      .values({
        businessId,
        plan: 'enterprisecourtandlessonproviderplan',
        periodStart,
        periodEnd: addMonths(periodStart, 1),
        amount: GRAND_SLAM_CENTS,
        discount,
        total,
        promoCode: 'SPRING20',
        status: 'paid',
        paidAt: periodStart,
        createdAt: periodStart,
      })
      .returning({ id: clubInvoices.id });
    const paymentId = id('py');
    await tx.insert(sandboxPayments).values({
      id: paymentId,
      accountId: PLATFORM_ACCOUNT,
      amount: total,
      amountCaptured: total,
      currency: 'usd',
      status: 'succeeded',
      capture: true,
      methodType: 'card',
      brand: 'visa',
      last4: '4242',
      behavior: 'succeeds',
      customerId,
      paymentMethodId: methodId,
      reference: `club-invoice-${invoice!.id}`,
      description: 'Fairplay Grand Slam plan',
      createdAt: periodStart,
    });
    await tx.update(clubInvoices).set({ providerPaymentId: paymentId }).where(eq(clubInvoices.id, invoice!.id));
  }
  await tx
    .update(clubSubscriptions)
    .set({
      plan: 'enterprisecourtandlessonproviderplan',
      status: 'active',
      amount: GRAND_SLAM_CENTS,
      promoCode: 'SPRING20',
      percentOff: 20,
      discountEndsAt,
      trialEndsAt: null,
      currentPeriodStart: currentStart,
      currentPeriodEnd: addMonths(currentStart, 1),
      customerId,
      paymentMethodId: methodId,
      cardBrand: 'visa',
      cardLast4: '4242',
      createdAt: new Date(firstStart.getTime() - 30 * DAY),
      updatedAt: currentStart,
    })
    .where(eq(clubSubscriptions.businessId, businessId));
}
