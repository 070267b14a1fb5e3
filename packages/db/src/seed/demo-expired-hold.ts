import { randomBytes } from 'node:crypto';
import type { Executor } from '../client.js';
import { chargeLines, charges, ledgerEntries, ledgerTransactions, sandboxPayments } from '../schema/index.js';

const DAY = 86_400_000;

/**
 * A card authorization that expired before it was captured (issue 12): a walk-in's equipment deposit held on a
 * card 12 days ago, never captured, let go by the sandbox after 7 days and marked `released` with its reason by the
 * expiring-authorizations job, its hold reversed in the ledger. Written as the payments module writes it.
 */
export async function seedDemoExpiredHold(
  tx: Executor,
  context: { businessId: number; ownerId: number; accountId: string; now: Date },
): Promise<void> {
  const { businessId, ownerId, accountId, now } = context;
  const heldAt = new Date(now.getTime() - 12 * DAY);
  const releasedAt = new Date(heldAt.getTime() + 7 * DAY);
  const amount = 5000;
  const description = 'Ball machine deposit (held on card)';
  const paymentId = `py_${randomBytes(12).toString('hex')}`;
  const [charge] = await tx
    .insert(charges)
    .values({
      businessId,
      type: 'card',
      status: 'released',
      amount,
      total: amount,
      currency: 'usd',
      description,
      fullName: 'Walk-in guest',
      sourceObject: 'card',
      sourceBrand: 'mastercard',
      sourceLast4: '4444',
      provider: 'sandbox',
      providerPaymentId: paymentId,
      failureCode: 'authorization_expired',
      failureMessage: 'The card authorization expired before it was captured.',
      idempotencyKey: 'demo-expired-hold',
      createdBy: ownerId,
      createdAt: heldAt,
    })
    .returning({ id: charges.id });
  await tx.insert(chargeLines).values({
    businessId,
    chargeId: charge!.id,
    description,
    price: amount,
    count: 1,
    total: amount,
    createdAt: heldAt,
  });
  await tx.insert(sandboxPayments).values({
    id: paymentId,
    accountId,
    amount,
    currency: 'usd',
    status: 'canceled',
    capture: false,
    methodType: 'card',
    brand: 'mastercard',
    last4: '4444',
    behavior: 'succeeds',
    reference: `charge-${charge!.id}`,
    description,
    authorizationExpiresAt: releasedAt,
    createdAt: heldAt,
  });
  for (const [kind, sign, at] of [
    ['hold', 1, heldAt],
    ['release', -1, releasedAt],
  ] as const) {
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({ businessId, kind, chargeId: charge!.id, memo: description, createdAt: at })
      .returning({ id: ledgerTransactions.id });
    await tx.insert(ledgerEntries).values([
      { businessId, transactionId: row!.id, account: 'card_holds', amount: sign * amount, userId: null, createdAt: at },
      {
        businessId,
        transactionId: row!.id,
        account: 'holds_outstanding',
        amount: -sign * amount,
        userId: null,
        createdAt: at,
      },
    ]);
  }
}
