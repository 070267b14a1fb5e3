import { randomBytes } from 'node:crypto';
import type { Executor } from '../client.js';
import {
  bookingPaymentItems,
  bookingPayments,
  chargeLines,
  charges,
  ledgerEntries,
  ledgerTransactions,
  refunds,
  sandboxPayments,
  sandboxRefunds,
} from '../schema/index.js';
import type { RulePrice } from './demo-rule-prices.js';

const HOUR_MS = 3_600_000;

/** How the demo's priced court time stands: paid by card or cash, paid twice and the card refunded, or still owed. */
export type Outcome = 'card' | 'cash' | 'refunded' | 'owed' | 'marked';

export interface Booking {
  id: number;
  courtId: number;
  startsAt: Date;
  endsAt: Date;
  userId: number;
}

export interface Priced extends Booking {
  price: RulePrice;
  outcome: Outcome;
  /** When it was paid, if not when it was booked (a payment at the desk on the day). */
  paidOn?: Date;
}

/**
 * When the member paid: when they booked, a day or more before the start and some days before now (spread by the
 * booking's id over the last two weeks, so Recent Charges reads like a club's days rather than one moment).
 */
export const paidAt = (booking: Priced, now: Date) =>
  booking.paidOn ??
  new Date(Math.min(now.getTime() - (1 + (booking.id % 320)) * HOUR_MS, booking.startsAt.getTime() - 26 * HOUR_MS));

/**
 * The demo's priced court time's money (issue 24): for one batch of bookings, the charges, the sandbox's own payments
 * and refunds, the balanced ledger movements and the booking payments, in a few statements, as the booking-payments
 * and payments modules write them.
 */
export async function writePayments(
  tx: Executor,
  context: {
    businessId: number;
    ownerId: number;
    names: Map<number, string>;
    now: Date;
    accountId: string | null;
    cards: Map<number, { id: number; brand: string; last4: string; provider_method_id: string }>;
    customers: Map<number, string>;
    describe: (booking: Booking) => string;
    bookings: Priced[];
  },
): Promise<void> {
  const { businessId, ownerId, names, now, cards, bookings } = context;
  const charged = bookings.filter((b) => b.outcome === 'card' || b.outcome === 'cash' || b.outcome === 'refunded');
  const byCard = (b: Priced) => b.outcome !== 'cash';
  const chargeIds = new Map<Priced, number>();
  if (charged.length > 0) {
    const rows = await tx
      .insert(charges)
      .values(
        charged.map((b) => {
          const card = byCard(b) ? cards.get(b.userId)! : null;
          return {
            businessId,
            type: card ? ('card' as const) : ('cash' as const),
            status: 'succeeded' as const,
            amount: b.price.price,
            total: b.price.price,
            amountRefunded: b.outcome === 'refunded' ? b.price.price : 0,
            currency: 'usd',
            description: context.describe(b),
            fullName: names.get(b.userId) ?? '',
            memberUserId: b.userId,
            payerUserId: b.userId,
            paymentMethodId: card?.id ?? null,
            sourceObject: card ? ('card' as const) : null,
            sourceBrand: card?.brand ?? '',
            sourceLast4: card?.last4 ?? '',
            provider: card ? ('sandbox' as const) : null,
            providerPaymentId: card ? `py_${randomBytes(12).toString('hex')}` : null,
            idempotencyKey: `demo-priced-booking-${b.id}-${b.outcome}`,
            createdBy: card ? b.userId : ownerId,
            createdAt: paidAt(b, now),
          };
        }),
      )
      .returning({ id: charges.id, providerPaymentId: charges.providerPaymentId });
    charged.forEach((b, index) => chargeIds.set(b, rows[index]!.id));
    const lines = await tx
      .insert(chargeLines)
      .values(
        charged.map((b) => ({
          businessId,
          chargeId: chargeIds.get(b)!,
          description: context.describe(b),
          price: b.price.price,
          count: 1,
          total: b.price.price,
          amountRefunded: b.outcome === 'refunded' ? b.price.price : 0,
          returnedCount: b.outcome === 'refunded' ? 1 : 0,
          createdAt: paidAt(b, now),
        })),
      )
      .returning({ id: chargeLines.id });
    const paymentIds = new Map(charged.map((b, index) => [b, rows[index]!.providerPaymentId]));
    const carded = charged.filter(byCard);
    if (carded.length > 0)
      await tx.insert(sandboxPayments).values(
        carded.map((b) => {
          const card = cards.get(b.userId)!;
          return {
            id: paymentIds.get(b)!,
            accountId: context.accountId!,
            amount: b.price.price,
            amountCaptured: b.price.price,
            amountRefunded: b.outcome === 'refunded' ? b.price.price : 0,
            currency: 'usd',
            status: 'succeeded' as const,
            capture: true,
            methodType: 'card' as const,
            brand: card.brand,
            last4: card.last4,
            behavior: 'succeeds',
            customerId: context.customers.get(b.userId)!,
            paymentMethodId: card.provider_method_id,
            reference: `charge-${chargeIds.get(b)!}`,
            description: context.describe(b),
            createdAt: paidAt(b, now),
          };
        }),
      );
    await movements(
      tx,
      businessId,
      charged.map((b) => ({
        kind: byCard(b) ? ('charge' as const) : ('cash' as const),
        chargeId: chargeIds.get(b)!,
        refundId: null,
        memo: context.describe(b),
        at: paidAt(b, now),
        entries: [
          { account: byCard(b) ? 'processor' : 'cash_drawer', amount: b.price.price, userId: b.userId },
          { account: 'revenue', amount: -b.price.price, userId: b.userId },
        ],
      })),
    );
    const refunded = charged
      .map((b, index) => ({ b, lineId: lines[index]!.id }))
      .filter(({ b }) => b.outcome === 'refunded');
    if (refunded.length > 0) {
      // Refunded by the desk a couple of hours after the start (never after now), once it saw the payment at the desk.
      const refundedAt = (b: Booking) => new Date(Math.min(now.getTime() - 60_000, b.startsAt.getTime() + 2 * HOUR_MS));
      const refundRows = await tx
        .insert(refunds)
        .values(
          refunded.map(({ b, lineId }) => ({
            businessId,
            chargeId: chargeIds.get(b)!,
            lineId,
            amount: b.price.price,
            tax: 0,
            count: 1,
            status: 'succeeded' as const,
            providerRefundId: `re_${randomBytes(12).toString('hex')}`,
            createdBy: ownerId,
            createdAt: refundedAt(b),
          })),
        )
        .returning({ id: refunds.id, providerRefundId: refunds.providerRefundId });
      await tx.insert(sandboxRefunds).values(
        refunded.map(({ b }, index) => ({
          id: refundRows[index]!.providerRefundId!,
          accountId: context.accountId!,
          paymentId: paymentIds.get(b)!,
          amount: b.price.price,
          status: 'succeeded' as const,
          reference: `refund-${refundRows[index]!.id}`,
          createdAt: refundedAt(b),
        })),
      );
      await movements(
        tx,
        businessId,
        refunded.map(({ b }, index) => ({
          kind: 'refund' as const,
          chargeId: chargeIds.get(b)!,
          refundId: refundRows[index]!.id,
          memo: context.describe(b),
          at: refundedAt(b),
          entries: [
            { account: 'processor', amount: -b.price.price, userId: b.userId },
            { account: 'revenue', amount: b.price.price, userId: b.userId },
          ],
        })),
      );
    }
  }
  if (bookings.length === 0) return;
  const payments = await tx
    .insert(bookingPayments)
    .values(
      bookings.map((b) => ({
        businessId,
        status:
          b.outcome === 'owed'
            ? ('unpaid' as const)
            : b.outcome === 'refunded'
              ? ('refunded' as const)
              : ('paid' as const),
        method:
          b.outcome === 'owed'
            ? ('in_person' as const)
            : b.outcome === 'cash'
              ? ('cash' as const)
              : ('charge' as const),
        amount: b.price.price,
        currency: 'usd',
        chargeId: chargeIds.get(b) ?? null,
        memberUserId: b.userId,
        createdBy: b.outcome === 'cash' ? ownerId : b.userId,
        createdAt: paidAt(b, now),
        updatedAt: paidAt(b, now),
      })),
    )
    .returning({ id: bookingPayments.id });
  await tx.insert(bookingPaymentItems).values(
    bookings.map((b, index) => ({
      businessId,
      bookingPaymentId: payments[index]!.id,
      appointmentId: b.id,
      amount: b.price.price,
    })),
  );
}

interface Movement {
  kind: 'charge' | 'cash' | 'refund';
  chargeId: number;
  refundId: number | null;
  memo: string;
  at: Date;
  entries: { account: 'processor' | 'cash_drawer' | 'revenue'; amount: number; userId: number }[];
}

/** Balanced ledger movements, one transaction each, written in two statements. */
async function movements(tx: Executor, businessId: number, list: Movement[]): Promise<void> {
  const rows = await tx
    .insert(ledgerTransactions)
    .values(
      list.map((m) => ({
        businessId,
        kind: m.kind,
        chargeId: m.chargeId,
        refundId: m.refundId,
        memo: m.memo,
        createdAt: m.at,
      })),
    )
    .returning({ id: ledgerTransactions.id });
  await tx
    .insert(ledgerEntries)
    .values(
      list.flatMap((m, index) =>
        m.entries.map((entry) => ({ businessId, transactionId: rows[index]!.id, ...entry, createdAt: m.at })),
      ),
    );
}
