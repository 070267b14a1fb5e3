import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { sandboxFeeOf } from '@fairplay/domain';
import type { Executor } from '../client.js';
import {
  charges,
  ledgerEntries,
  ledgerTransactions,
  paymentAccounts,
  payouts,
  sandboxPayments,
  sandboxPayouts,
} from '../schema/index.js';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The demo club's processor fees and payouts (migration 0128), seeded last, over every charge the other demo seeds
 * took through the sandbox: each paid provider charge keeps the fee the sandbox's schedule takes of what it
 * captured, with its 'fee' movement (fees debited, processor credited); and the balance net of fees was paid out
 * to the club's bank a week ago and three days ago (what had been captured by then), with the 'payout' movements
 * (bank debited, processor credited) and the sandbox's own payout records, so the ledger agrees with the sandbox.
 */
export async function seedDemoFeesAndPayouts(tx: Executor, input: { businessId: number; now: Date }): Promise<void> {
  const { businessId, now } = input;
  const [account] = await tx.select().from(paymentAccounts).where(eq(paymentAccounts.businessId, businessId));
  if (!account || account.provider !== 'sandbox') return;
  const paid = await tx
    .select({
      id: charges.id,
      createdAt: charges.createdAt,
      total: charges.total,
      refunded: charges.amountRefunded,
      methodType: sandboxPayments.methodType,
      captured: sandboxPayments.amountCaptured,
    })
    .from(charges)
    .innerJoin(sandboxPayments, eq(sandboxPayments.id, charges.providerPaymentId))
    .where(
      and(eq(charges.businessId, businessId), eq(charges.status, 'succeeded'), isNotNull(charges.providerPaymentId)),
    )
    .orderBy(asc(charges.createdAt), asc(charges.id));

  const nets: { at: Date; net: number }[] = [];
  for (const charge of paid) {
    const fee = sandboxFeeOf(charge.methodType, charge.captured, true);
    nets.push({ at: charge.createdAt, net: charge.captured - charge.refunded - fee });
    if (fee === 0) continue;
    await tx.update(charges).set({ processorFee: fee }).where(eq(charges.id, charge.id));
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({
        businessId,
        kind: 'fee',
        chargeId: charge.id,
        memo: `processing fee, charge #${charge.id}`,
        createdAt: charge.createdAt,
      })
      .returning({ id: ledgerTransactions.id });
    await tx.insert(ledgerEntries).values([
      { businessId, transactionId: row!.id, account: 'fees', amount: fee, createdAt: charge.createdAt },
      { businessId, transactionId: row!.id, account: 'processor', amount: -fee, createdAt: charge.createdAt },
    ]);
  }

  let paidOut = 0;
  for (const daysAgo of [7, 3]) {
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    const available = nets.filter((item) => item.at < at).reduce((sum, item) => sum + item.net, 0) - paidOut;
    if (available <= 0) continue;
    paidOut += available;
    const day = isoDay(at);
    const providerPayoutId = `po_demo_${businessId}_${day.replaceAll('-', '')}`;
    await tx.insert(sandboxPayouts).values({
      id: providerPayoutId,
      accountId: account.accountId,
      amount: available,
      status: 'paid',
      reference: `payout-${day}`,
      arrivalDate: day,
      createdAt: at,
    });
    const [payout] = await tx
      .insert(payouts)
      .values({
        businessId,
        provider: 'sandbox',
        providerPayoutId,
        amount: available,
        currency: 'usd',
        status: 'paid',
        arrivalDate: day,
        createdAt: at,
      })
      .returning({ id: payouts.id });
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({ businessId, kind: 'payout', memo: `payout #${payout!.id} (${day})`, createdAt: at })
      .returning({ id: ledgerTransactions.id });
    await tx.insert(ledgerEntries).values([
      { businessId, transactionId: row!.id, account: 'bank', amount: available, createdAt: at },
      { businessId, transactionId: row!.id, account: 'processor', amount: -available, createdAt: at },
    ]);
  }
}
