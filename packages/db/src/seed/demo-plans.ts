import { and, eq } from 'drizzle-orm';
import { prorateChange } from '@fairplay/domain';
import type { Executor } from '../client.js';
import {
  charges,
  classPackUses,
  classPacks,
  clubCoupons,
  couponRedemptions,
  facilityGroups,
  ledgerEntries,
  ledgerTransactions,
  paymentMethods,
  plans,
  subscriptionInvoices,
  subscriptions,
  taxes,
} from '../schema/index.js';
import { DEMO_CHANGED_PLAN_CHARGE } from './demo-payments.js';

const DAY = 86_400_000;

/**
 * The demo club's plans and products (issue 14): monthly and yearly memberships with taxes, an age-bound junior
 * plan, a family plan staff give, and two one-time products (a class pack and a day pass). Members on trials hold
 * live subscriptions with their saved card, so the renewal sweep bills them when the trial ends; one past
 * subscription was canceled. Trials charge nothing yet, so the ledger needs no entry. Ben moved from Adult Unlimited
 * to Off-Peak Monthly mid-period (seedChangedPlan) and holds the credit the downgrade left.
 */
export async function seedDemoPlans(
  tx: Executor,
  context: { businessId: number; ownerId: number; userIds: Map<string, number>; now: Date },
): Promise<void> {
  const { businessId, ownerId, userIds, now } = context;
  const groups = await tx.select().from(facilityGroups).where(eq(facilityGroups.businessId, businessId));
  const groupId = (name: string) => groups.filter((group) => group.name === name).map((group) => group.id);
  const taxRows = await tx.select().from(taxes).where(eq(taxes.businessId, businessId));
  const salesTaxes = taxRows.filter((tax) => !tax.inclusive).map((tax) => tax.id);
  const base = { businessId, currency: 'usd', createdBy: ownerId };
  const rows = await tx
    .insert(plans)
    .values([
      {
        ...base,
        nickname: 'Adult Unlimited',
        description: 'Unlimited court time at member rates, free clinics on Saturdays.',
        amount: 8900,
        interval: 'month' as const,
        taxIds: salesTaxes,
        facilityGroupIds: groupId('Tennis'),
        trialPeriodDays: 7,
        minAge: 18,
        position: 1,
      },
      {
        ...base,
        nickname: 'Junior Academy',
        description: 'Weekly junior squad training and match play, ages 8 to 17.',
        amount: 6000,
        interval: 'month' as const,
        facilityGroupIds: groupId('Tennis'),
        minAge: 8,
        maxAge: 17,
        position: 2,
      },
      {
        ...base,
        nickname: 'Family Annual',
        description: 'The whole family, all facilities, paid once a year.',
        amount: 120000,
        interval: 'year' as const,
        taxIds: salesTaxes,
        facilityGroupIds: groups.map((group) => group.id),
        isIndividual: false,
        nbuSubscribe: false,
        position: 3,
      },
      {
        ...base,
        nickname: '10-Class Pack',
        description: 'Ten group clinics, valid for 90 days.',
        amount: 15000,
        oneTime: true,
        validDays: 90,
        uses: 10,
        packCovers: ['group'],
        position: 4,
      },
      {
        ...base,
        nickname: 'Day Pass',
        description: 'One day of open play for visitors.',
        amount: 2500,
        oneTime: true,
        validDays: 1,
        taxIds: salesTaxes,
        position: 5,
      },
      {
        ...base,
        nickname: 'Off-Peak Monthly',
        description: 'Weekday courts before 4 pm and after 8 pm at member rates.',
        amount: 4900,
        interval: 'month' as const,
        taxIds: salesTaxes,
        facilityGroupIds: groupId('Tennis'),
        minAge: 18,
        position: 6,
      },
    ])
    .returning();
  const adult = rows.find((row) => row.nickname === 'Adult Unlimited')!;

  const cardOf = async (userId: number) =>
    (
      await tx
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.businessId, businessId), eq(paymentMethods.userId, userId)))
    )[0]?.id ?? null;
  // Club coupons staff enter when subscribing a member; Julia's trial was started with the welcome coupon, so
  // her first payment after the trial is 10% off.
  const coupons = await tx
    .insert(clubCoupons)
    .values([
      {
        businessId,
        code: 'WELCOME10',
        percentOff: 10,
        duration: 'once' as const,
        createdBy: ownerId,
        timesRedeemed: 1,
      },
      {
        businessId,
        code: 'SUMMER25',
        percentOff: 25,
        duration: 'repeating' as const,
        durationInMonths: 3,
        expiresAt: new Date(now.getTime() + 60 * DAY),
        maxRedemptions: 50,
        createdBy: ownerId,
      },
      { businessId, code: 'JUNIOR5', amountOff: 500, duration: 'forever' as const, createdBy: ownerId },
    ])
    .returning();
  const welcome = coupons.find((coupon) => coupon.code === 'WELCOME10')!;
  const trials: { username: string; startedDaysAgo: number; coupon?: boolean }[] = [
    { username: 'julia.rossi', startedDaysAgo: 2, coupon: true },
    { username: 'erik.larsen', startedDaysAgo: 5 },
  ];
  for (const trial of trials) {
    const userId = userIds.get(trial.username);
    if (userId === undefined) continue;
    const start = new Date(now.getTime() - trial.startedDaysAgo * DAY);
    start.setUTCSeconds(0, 0);
    const trialEnd = new Date(start.getTime() + adult.trialPeriodDays * DAY);
    const [started] = await tx
      .insert(subscriptions)
      .values({
        businessId,
        planId: adult.id,
        userId,
        payerUserId: userId,
        status: 'trialing',
        amount: adult.amount,
        currency: 'usd',
        interval: 'month',
        currentPeriodStart: start,
        currentPeriodEnd: trialEnd,
        trialEnd,
        paymentMethodId: await cardOf(userId),
        createdBy: ownerId,
        createdAt: start,
      })
      .returning();
    if (trial.coupon && started)
      await tx.insert(couponRedemptions).values({
        businessId,
        couponId: welcome.id,
        subscriptionId: started.id,
        code: welcome.code,
        percentOff: welcome.percentOff,
        duration: welcome.duration,
        redeemedAt: start,
      });
  }
  await seedJuliasPack(tx, { businessId, ownerId, userId: userIds.get('julia.rossi'), now }, rows);
  const past = userIds.get('raj.patel');
  if (past !== undefined) {
    const start = new Date(now.getTime() - 60 * DAY);
    await tx.insert(subscriptions).values({
      businessId,
      planId: adult.id,
      userId: past,
      payerUserId: past,
      status: 'canceled',
      amount: adult.amount,
      currency: 'usd',
      interval: 'month',
      currentPeriodStart: start,
      currentPeriodEnd: new Date(start.getTime() + 7 * DAY),
      trialEnd: new Date(start.getTime() + 7 * DAY),
      canceledAt: new Date(start.getTime() + 6 * DAY),
      createdBy: ownerId,
      createdAt: start,
    });
  }
  await seedChangedPlan(tx, {
    businessId,
    ownerId,
    userId: userIds.get('ben.carter'),
    from: adult,
    to: rows.find((row) => row.nickname === 'Off-Peak Monthly')!,
    now,
  });
}

/**
 * Ben paid his first month of Adult Unlimited by ACH 12 days ago (the charge is demo-payments.ts's) and moved to
 * Off-Peak Monthly 4 days ago, written as the plan change writes it: the unused part of Adult Unlimited credited,
 * the credit used for Off-Peak's remainder, both balanced proration movements in the ledger, and the rest kept as
 * credit on the subscription, taken off his next charges.
 */
async function seedChangedPlan(
  tx: Executor,
  context: {
    businessId: number;
    ownerId: number;
    userId: number | undefined;
    from: typeof plans.$inferSelect;
    to: typeof plans.$inferSelect;
    now: Date;
  },
): Promise<void> {
  const { businessId, ownerId, userId, from, to, now } = context;
  if (userId === undefined) return;
  const [charge] = await tx
    .select()
    .from(charges)
    .where(
      and(
        eq(charges.businessId, businessId),
        eq(charges.memberUserId, userId),
        eq(charges.description, DEMO_CHANGED_PLAN_CHARGE),
      ),
    );
  if (!charge) return;
  const start = charge.createdAt;
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const changedAt = new Date(now.getTime() - 4 * DAY);
  const proration = prorateChange({
    periodStart: start,
    periodEnd: end,
    at: changedAt,
    paidForPeriod: from.amount,
    newAmount: to.amount,
    heldCredit: 0,
  });
  const bankAccount = charge.paymentMethodId;
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      businessId,
      planId: to.id,
      userId,
      payerUserId: userId,
      status: 'active',
      amount: to.amount,
      currency: 'usd',
      interval: 'month',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      credit: proration.creditAfter,
      paymentMethodId: bankAccount,
      createdBy: ownerId,
      createdAt: start,
    })
    .returning();
  await tx.insert(subscriptionInvoices).values({
    businessId,
    subscriptionId: subscription!.id,
    periodStart: start,
    periodEnd: end,
    amount: from.amount,
    status: 'paid',
    attempts: 1,
    chargeId: charge.id,
    createdAt: start,
  });
  const memo = `Plan change ${from.nickname} → ${to.nickname} (sub_${subscription!.id})`;
  const movements: { memo: string; credit: number }[] = [
    { memo: `${memo}: unused part credited`, credit: proration.unusedCredit },
    { memo: `${memo}: credit used for the rest of the period`, credit: -proration.newRemainder },
  ];
  for (const movement of movements) {
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({ businessId, kind: 'proration', chargeId: null, memo: movement.memo, createdAt: changedAt })
      .returning({ id: ledgerTransactions.id });
    await tx.insert(ledgerEntries).values([
      { businessId, transactionId: row!.id, account: 'revenue', amount: movement.credit, userId, createdAt: changedAt },
      {
        businessId,
        transactionId: row!.id,
        account: 'member_credit',
        amount: -movement.credit,
        userId,
        createdAt: changedAt,
      },
    ]);
  }
}

/**
 * Julia bought the 10-Class Pack two weeks ago with her card (the charge and its ledger entry: demo-payments.ts) and
 * has been to three clinics with it since: seven uses left, expiring 90 days after the purchase.
 */
async function seedJuliasPack(
  tx: Executor,
  context: { businessId: number; ownerId: number; userId: number | undefined; now: Date },
  rows: (typeof plans.$inferSelect)[],
): Promise<void> {
  const { businessId, userId, now } = context;
  const product = rows.find((row) => row.nickname === '10-Class Pack')!;
  if (userId === undefined) return;
  const [charge] = await tx
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.businessId, businessId), eq(charges.description, '10-Class Pack (subscription)')));
  const boughtAt = new Date(now.getTime() - 14 * DAY);
  boughtAt.setUTCSeconds(0, 0);
  const expiresAt = new Date(boughtAt.getTime() + product.validDays! * DAY);
  const [purchase] = await tx
    .insert(subscriptions)
    .values({
      businessId,
      planId: product.id,
      userId,
      payerUserId: userId,
      status: 'active',
      amount: product.amount,
      currency: 'usd',
      currentPeriodStart: boughtAt,
      endsAt: expiresAt,
      createdBy: userId,
      createdAt: boughtAt,
    })
    .returning();
  await tx.insert(subscriptionInvoices).values({
    businessId,
    subscriptionId: purchase!.id,
    periodStart: boughtAt,
    amount: product.amount,
    status: 'paid',
    attempts: 1,
    chargeId: charge?.id ?? null,
  });
  const [pack] = await tx
    .insert(classPacks)
    .values({
      businessId,
      userId,
      planId: product.id,
      subscriptionId: purchase!.id,
      name: product.nickname,
      usesTotal: product.uses!,
      usesLeft: product.uses! - 3,
      covers: product.packCovers,
      expiresAt,
      createdAt: boughtAt,
    })
    .returning();
  const clinics = [
    { daysAgo: 12, what: 'Intermediate clinic' },
    { daysAgo: 8, what: 'Cardio tennis' },
    { daysAgo: 4, what: 'Intermediate clinic' },
  ];
  await tx.insert(classPackUses).values(
    clinics.map((clinic) => {
      const at = new Date(now.getTime() - clinic.daysAgo * DAY);
      return {
        businessId,
        packId: pack!.id,
        change: -1,
        description: `${clinic.what} ${at.toISOString().slice(0, 10)}`,
        actorId: userId,
        createdAt: at,
      };
    }),
  );
}
