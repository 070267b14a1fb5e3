import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { lineTaxes, totalPercent } from '@fairplay/domain';
import type { Executor } from '../client.js';
import { seedDemoExpiredHold } from './demo-expired-hold.js';
import {
  chargeLineTaxes,
  chargeLines,
  charges,
  ledgerEntries,
  ledgerTransactions,
  paymentAccounts,
  paymentCustomers,
  paymentMethods,
  refunds,
  sandboxAccounts,
  sandboxCustomers,
  sandboxPaymentMethods,
  sandboxPayments,
  sandboxRefunds,
  taxes,
} from '../schema/index.js';

/**
 * The demo club's payments (issue 12): connected to the built-in sandbox provider, three tax rates, saved cards
 * (and one verified bank account) for some members, and a month of charges: cards, cash, checks, an ACH debit, a
 * declined card, a partial and a full refund. Written as the payments module writes them: the sandbox's own
 * records, the club's charges with their order lines, and balanced ledger entries in the same transaction, so
 * the ledger reconciles with the sandbox from the first start.
 */
export const DEMO_TAXES = [
  { displayName: 'Texas sales tax', percentage: 6.25, jurisdiction: 'Texas', inclusive: false, description: 'State' },
  { displayName: 'Austin local tax', percentage: 2, jurisdiction: 'Austin', inclusive: false, description: 'City' },
  {
    displayName: 'Facility fee (included)',
    percentage: 5,
    jurisdiction: 'Default region',
    inclusive: true,
    description: 'Included in court prices',
  },
] as const;

/** Members with a saved method: the demo member, and a few others (card brand and last 4 of a test number). */
const SAVED: { username: string; object: 'card' | 'bank_account'; brand: string; last4: string }[] = [
  { username: 'member', object: 'card', brand: 'visa', last4: '4242' },
  { username: 'erik.larsen', object: 'card', brand: 'mastercard', last4: '4444' },
  { username: 'raj.patel', object: 'card', brand: 'visa', last4: '4242' },
  { username: 'julia.rossi', object: 'card', brand: 'amex', last4: '0005' },
  { username: 'ben.carter', object: 'bank_account', brand: 'STRIPE TEST BANK', last4: '6789' },
];

/** The charge that paid the first period of the subscription whose plan was changed mid-period (demo-plans.ts). */
export const DEMO_CHANGED_PLAN_CHARGE = 'Adult Unlimited, first month';

type Kind = 'card' | 'walk-in' | 'cash' | 'check-input' | 'ach' | 'declined';
/** A month of charges: days ago, who, what, unit price in cents, count, taxes (indexes into DEMO_TAXES). */
const CHARGES: {
  daysAgo: number;
  who: string | null;
  kind: Kind;
  what: string;
  price: number;
  count?: number;
  taxes: number[];
  refund?: 'part' | 'all';
}[] = [
  { daysAgo: 29, who: 'member', kind: 'card', what: 'Private lesson with Sofia', price: 8500, taxes: [] },
  { daysAgo: 28, who: null, kind: 'walk-in', what: 'Guest court fee', price: 2000, taxes: [2] },
  { daysAgo: 27, who: 'erik.larsen', kind: 'cash', what: 'Tennis balls', price: 599, count: 3, taxes: [0, 1] },
  { daysAgo: 25, who: 'raj.patel', kind: 'card', what: 'Junior Academy, 4 weeks', price: 24000, taxes: [] },
  {
    daysAgo: 24,
    who: 'julia.rossi',
    kind: 'card',
    what: 'Racket restring',
    price: 3500,
    taxes: [0, 1],
    refund: 'part',
  },
  { daysAgo: 22, who: 'member', kind: 'check-input', what: 'Clinic: serve and volley', price: 4500, taxes: [] },
  { daysAgo: 21, who: 'ben.carter', kind: 'ach', what: 'Quarterly locker rental', price: 7500, taxes: [0, 1] },
  { daysAgo: 19, who: null, kind: 'walk-in', what: 'Golf simulator hour', price: 4500, taxes: [2] },
  { daysAgo: 18, who: 'erik.larsen', kind: 'card', what: 'Ball machine rental', price: 1000, taxes: [0, 1] },
  { daysAgo: 16, who: 'hana.sato', kind: 'declined', what: 'Private lesson with James', price: 8500, taxes: [] },
  { daysAgo: 15, who: 'hana.sato', kind: 'cash', what: 'Private lesson with James', price: 8500, taxes: [] },
  {
    daysAgo: 13,
    who: 'raj.patel',
    kind: 'card',
    what: 'Grip tape and overgrips',
    price: 1299,
    count: 2,
    taxes: [0, 1],
  },
  // Points bought with a card (the points themselves: demo-points.ts, which finds these charges by description).
  // Ben's first month of Adult Unlimited by ACH debit; demo-plans.ts moves him to Off-Peak mid-period.
  { daysAgo: 12, who: 'ben.carter', kind: 'ach', what: DEMO_CHANGED_PLAN_CHARGE, price: 8900, taxes: [0, 1] },
  { daysAgo: 12, who: 'member', kind: 'card', what: '50 points - Tennis', price: 100, count: 50, taxes: [] },
  { daysAgo: 11, who: 'member', kind: 'card', what: 'Court lights, 2 hours', price: 800, taxes: [2] },
  { daysAgo: 8, who: 'erik.larsen', kind: 'card', what: '40 points - Pickleball', price: 75, count: 40, taxes: [] },
  { daysAgo: 9, who: 'julia.rossi', kind: 'card', what: 'Tournament entry', price: 4000, taxes: [], refund: 'all' },
  { daysAgo: 7, who: null, kind: 'walk-in', what: 'Pickleball drop-in', price: 1500, taxes: [2] },
  { daysAgo: 6, who: 'ivan.petrov', kind: 'cash', what: 'Racket rental', price: 500, taxes: [0, 1] },
  { daysAgo: 4, who: 'erik.larsen', kind: 'card', what: 'Private lesson with Mei', price: 9000, taxes: [] },
  { daysAgo: 3, who: 'member', kind: 'check-input', what: 'Summer camp deposit', price: 15000, taxes: [] },
  { daysAgo: 2, who: 'raj.patel', kind: 'card', what: 'Golf simulator hour', price: 4500, taxes: [2] },
  { daysAgo: 1, who: 'chloe.dubois', kind: 'cash', what: 'Water and snacks', price: 350, count: 2, taxes: [0, 1] },
  // Julia's class pack (the pack and its uses: demo-plans.ts, which finds this charge by description). Last, so the
  // earlier charges keep their idempotency keys.
  { daysAgo: 14, who: 'julia.rossi', kind: 'card', what: '10-Class Pack (subscription)', price: 15000, taxes: [] },
];

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function seedDemoPayments(
  tx: Executor,
  context: { businessId: number; ownerId: number; userIds: Map<string, number>; names: Map<number, string>; now: Date },
): Promise<void> {
  const { businessId, ownerId, userIds, names, now } = context;
  const accountId = id('acct');
  await tx.insert(sandboxAccounts).values({ id: accountId, createdAt: new Date(now.getTime() - 40 * 86_400_000) });
  await tx.insert(paymentAccounts).values({
    businessId,
    provider: 'sandbox',
    accountId,
    connectedBy: ownerId,
    connectedAt: new Date(now.getTime() - 40 * 86_400_000),
  });
  const taxRows = await tx
    .insert(taxes)
    .values(DEMO_TAXES.map((tax) => ({ ...tax, businessId, createdBy: ownerId })))
    .returning();

  const methods = new Map<
    string,
    {
      customerId: string;
      methodId: number;
      providerId: string;
      brand: string;
      last4: string;
      object: 'card' | 'bank_account';
    }
  >();
  for (const saved of SAVED) {
    const userId = userIds.get(saved.username)!;
    const customerId = id('cus');
    await tx.insert(sandboxCustomers).values({
      id: customerId,
      accountId,
      name: names.get(userId) ?? saved.username,
      email: `${saved.username}@riverside.example.com`,
      reference: `user-${userId}`,
    });
    await tx.insert(paymentCustomers).values({ businessId, userId, provider: 'sandbox', customerId });
    const providerId = id(saved.object === 'card' ? 'pm' : 'ba');
    const card = saved.object === 'card';
    await tx.insert(sandboxPaymentMethods).values({
      id: providerId,
      accountId,
      customerId,
      type: saved.object,
      brand: saved.brand,
      last4: saved.last4,
      expMonth: card ? 8 : null,
      expYear: card ? 2031 : null,
      accountHolderName: card ? null : (names.get(userId) ?? null),
      behavior: 'succeeds',
      verified: true,
    });
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        businessId,
        userId,
        providerMethodId: providerId,
        object: saved.object,
        brand: saved.brand,
        last4: saved.last4,
        expMonth: card ? 8 : null,
        expYear: card ? 2031 : null,
        accountHolderName: card ? null : (names.get(userId) ?? null),
        verified: true,
        isDefault: true,
      })
      .returning({ id: paymentMethods.id });
    methods.set(saved.username, {
      customerId,
      methodId: row!.id,
      providerId,
      brand: saved.brand,
      last4: saved.last4,
      object: saved.object,
    });
  }

  for (const [index, item] of CHARGES.entries()) {
    const at = new Date(now.getTime() - item.daysAgo * 86_400_000 + ((index * 37) % 480) * 60_000);
    const userId = item.who ? userIds.get(item.who)! : null;
    const rates = item.taxes.map((i) => taxRows[i]!);
    const count = item.count ?? 1;
    const computed = lineTaxes(
      item.price * count,
      rates.map((rate) => ({ id: rate.id, percentage: Number(rate.percentage), inclusive: rate.inclusive })),
    );
    const method = item.who ? methods.get(item.who) : undefined;
    const viaProvider =
      item.kind === 'card' || item.kind === 'walk-in' || item.kind === 'ach' || item.kind === 'declined';
    const paidOk = item.kind !== 'declined';
    const source =
      item.kind === 'walk-in' || item.kind === 'declined'
        ? { object: 'card' as const, brand: 'visa', last4: item.kind === 'declined' ? '0002' : '4242' }
        : method
          ? { object: method.object, brand: method.brand, last4: method.last4 }
          : null;
    const [charge] = await tx
      .insert(charges)
      .values({
        businessId,
        type: item.kind === 'ach' ? 'ach' : item.kind === 'cash' || item.kind === 'check-input' ? item.kind : 'card',
        status: paidOk ? 'succeeded' : 'failed',
        amount: item.price * count,
        tax: computed.tax,
        taxPercent: totalPercent(
          rates.map((rate) => ({ id: rate.id, percentage: Number(rate.percentage), inclusive: rate.inclusive })),
        ),
        total: computed.total,
        currency: 'usd',
        description: item.what,
        fullName: userId ? (names.get(userId) ?? '') : 'Walk-in guest',
        memberUserId: userId,
        payerUserId: userId,
        paymentMethodId: method && item.kind !== 'walk-in' ? method.methodId : null,
        sourceObject: viaProvider ? (source?.object ?? null) : null,
        sourceBrand: viaProvider ? (source?.brand ?? '') : '',
        sourceLast4: viaProvider ? (source?.last4 ?? '') : '',
        provider: viaProvider ? 'sandbox' : null,
        failureCode: paidOk ? null : 'card_declined',
        failureMessage: paidOk ? null : 'Your card was declined.',
        idempotencyKey: `demo-${index}`,
        createdBy: ownerId,
        createdAt: at,
      })
      .returning();
    const [line] = await tx
      .insert(chargeLines)
      .values({
        businessId,
        chargeId: charge!.id,
        description: item.what,
        price: item.price,
        count,
        tax: computed.tax,
        total: computed.total,
        createdAt: at,
      })
      .returning();
    if (rates.length > 0)
      await tx.insert(chargeLineTaxes).values(
        rates.map((rate, i) => ({
          businessId,
          lineId: line!.id,
          taxId: rate.id,
          displayName: rate.displayName,
          percentage: Number(rate.percentage),
          inclusive: rate.inclusive,
          amount: computed.taxes[i]!.amount,
        })),
      );
    let paymentId: string | null = null;
    if (viaProvider) {
      paymentId = id('py');
      await tx.insert(sandboxPayments).values({
        id: paymentId,
        accountId,
        amount: computed.total,
        amountCaptured: paidOk ? computed.total : 0,
        currency: 'usd',
        status: paidOk ? 'succeeded' : 'failed',
        capture: true,
        methodType: source!.object,
        brand: source!.brand,
        last4: source!.last4,
        behavior: paidOk ? 'succeeds' : 'declined',
        customerId: method && item.kind !== 'walk-in' ? method.customerId : null,
        paymentMethodId: method && item.kind !== 'walk-in' ? method.providerId : null,
        reference: `charge-${charge!.id}`,
        description: item.what,
        failureCode: paidOk ? null : 'card_declined',
        failureMessage: paidOk ? null : 'Your card was declined.',
        createdAt: at,
      });
      await tx.update(charges).set({ providerPaymentId: paymentId }).where(eqId(charge!.id));
    }
    if (!paidOk) continue;
    const fund = item.kind === 'cash' ? 'cash_drawer' : item.kind === 'check-input' ? 'checks' : 'processor';
    await movement(
      tx,
      businessId,
      item.kind === 'cash' ? 'cash' : item.kind === 'check-input' ? 'check' : 'charge',
      charge!.id,
      null,
      at,
      [
        { account: fund, amount: computed.total, userId },
        { account: 'revenue', amount: -(computed.total - computed.tax), userId },
        { account: 'tax_payable', amount: -computed.tax, userId },
      ],
    );
    if (!item.refund) continue;
    const amount = item.refund === 'all' ? computed.total : Math.round(computed.total / 2);
    const refundTaxAmount = item.refund === 'all' ? computed.tax : Math.round((amount * computed.tax) / computed.total);
    const refundedAt = new Date(at.getTime() + 2 * 86_400_000);
    const providerRefundId = id('re');
    await tx.insert(sandboxRefunds).values({
      id: providerRefundId,
      accountId,
      paymentId: paymentId!,
      amount,
      status: 'succeeded',
      reference: 'pending',
      createdAt: refundedAt,
    });
    const [refund] = await tx
      .insert(refunds)
      .values({
        businessId,
        chargeId: charge!.id,
        lineId: line!.id,
        amount,
        tax: refundTaxAmount,
        count: item.refund === 'all' ? count : 0,
        status: 'succeeded',
        providerRefundId,
        createdBy: ownerId,
        createdAt: refundedAt,
      })
      .returning({ id: refunds.id });
    await tx
      .update(sandboxRefunds)
      .set({ reference: `refund-${refund!.id}` })
      .where(eqRefund(providerRefundId));
    await tx.update(sandboxPayments).set({ amountRefunded: amount }).where(eqPayment(paymentId!));
    await tx.update(charges).set({ amountRefunded: amount }).where(eqId(charge!.id));
    await tx
      .update(chargeLines)
      .set({ amountRefunded: amount, taxRefunded: refundTaxAmount, returnedCount: item.refund === 'all' ? count : 0 })
      .where(eqLine(line!.id));
    await movement(tx, businessId, 'refund', charge!.id, refund!.id, refundedAt, [
      { account: 'processor', amount: -amount, userId },
      { account: 'revenue', amount: amount - refundTaxAmount, userId },
      { account: 'tax_payable', amount: refundTaxAmount, userId },
    ]);
  }
  await seedDemoExpiredHold(tx, { businessId, ownerId, accountId, now });
}

const eqId = (value: number) => eq(charges.id, value);
const eqLine = (value: number) => eq(chargeLines.id, value);
const eqRefund = (value: string) => eq(sandboxRefunds.id, value);
const eqPayment = (value: string) => eq(sandboxPayments.id, value);

async function movement(
  tx: Executor,
  businessId: number,
  kind: 'charge' | 'cash' | 'check' | 'refund',
  chargeId: number,
  refundId: number | null,
  at: Date,
  entries: {
    account: 'processor' | 'cash_drawer' | 'checks' | 'revenue' | 'tax_payable';
    amount: number;
    userId: number | null;
  }[],
): Promise<void> {
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ businessId, kind, chargeId, refundId, createdAt: at })
    .returning({ id: ledgerTransactions.id });
  await tx.insert(ledgerEntries).values(
    entries
      .filter((entry) => entry.amount !== 0)
      .map((entry) => ({
        businessId,
        transactionId: row!.id,
        account: entry.account,
        amount: entry.amount,
        userId: entry.userId,
        createdAt: at,
      })),
  );
}
