import { randomBytes } from 'node:crypto';
import { formatClubDateTime } from '@fairplay/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { queryRows } from '../client.js';
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
import { demoRulePricer, type RulePrice } from './demo-rule-prices.js';

/** Rows per statement, well under PostgreSQL's bound-parameter limit. */
const BATCH = 400;
const HOUR_MS = 3_600_000;

/** How the demo's priced court time stands: paid by card or cash, paid twice and the card refunded, or still owed. */
type Outcome = 'card' | 'cash' | 'refunded' | 'owed' | 'marked';

interface Booking {
  id: number;
  courtId: number;
  startsAt: Date;
  endsAt: Date;
  userId: number;
}

interface Priced extends Booking {
  price: RulePrice;
  outcome: Outcome;
  /** When it was paid, if not when it was booked (a payment at the desk on the day). */
  paidOn?: Date;
}

/** A small deterministic generator, so every demo club reads the same. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * What became of a priced booking, as at a real club: most past court time was paid (by the saved card when the
 * member has one, else in cash at the desk), a few were paid twice (card and desk) with the card charge refunded,
 * and a few are still owed; upcoming time is mostly paid when booked (by card, or at the desk) and the rest owed
 * until the member pays in person. Time priced in points only (the pickleball evenings) was marked paid at the desk
 * once played and is owed in points until then.
 */
function outcomeOf(booking: Booking, price: RulePrice, hasCard: boolean, now: Date, draw: number): Outcome {
  const past = booking.endsAt <= now;
  if (price.price === 0) return past ? 'marked' : 'owed';
  if (past) {
    if (draw < 0.08) return 'owed';
    if (draw < 0.14 && hasCard) return 'refunded';
    return draw < 0.75 && hasCard ? 'card' : 'cash';
  }
  if (draw < 0.6) return hasCard ? 'card' : 'cash';
  return 'owed';
}

/**
 * Court time priced by the demo's availability rules (issue 24): each member booking that no earlier demo seed paid
 * or priced takes the price its rule asks for its court, day and hours (money and points, as the server prices a
 * booking staff make), with a payment state that matches the money: a card or cash charge and its balanced ledger
 * movement (the sandbox's own payment for cards, so reconciliation agrees), a refund back to the card, or an
 * in-person payment still owed. Time no rule prices stays free ("No charge"). Runs after every other seed that picks
 * bookings to pay, so theirs keep their own prices.
 */
export async function seedDemoPricedBookings(
  tx: Executor,
  context: {
    businessId: number;
    timeZone: string;
    amPm: boolean;
    ownerId: number;
    names: Map<number, string>;
    now: Date;
  },
): Promise<Record<Outcome, number>> {
  const { businessId, timeZone, ownerId, names, now } = context;
  const priceOf = await demoRulePricer(tx, { businessId, timeZone, weeksBack: 5 });
  const booked = await queryRows<{ id: number; court_id: number; starts_at: string; ends_at: string; user_id: number }>(
    tx,
    sql`SELECT a.id, a.court_id, a.starts_at, a.ends_at, p.user_id
          FROM appointments a
          JOIN appointment_participants p ON p.appointment_id = a.id AND p.kind = 'booker' AND p.user_id IS NOT NULL
         WHERE a.business_id = ${businessId} AND a.lesson_id IS NULL AND a.status = 'default' AND NOT a.closed
           AND a.booked_price = 0 AND a.booked_points = 0
           AND NOT EXISTS (SELECT 1 FROM booking_payment_items i WHERE i.appointment_id = a.id)
         ORDER BY a.starts_at, a.id`,
  );
  const cards = new Map(
    (
      await queryRows<{ user_id: number; id: number; brand: string; last4: string; provider_method_id: string }>(
        tx,
        sql`SELECT DISTINCT ON (m.user_id) m.user_id, m.id, m.brand, m.last4, m.provider_method_id
              FROM payment_methods m
             WHERE m.business_id = ${businessId} AND m.object = 'card' AND m.verified
             ORDER BY m.user_id, m.is_default DESC, m.id`,
      )
    ).map((row) => [Number(row.user_id), row]),
  );
  const customers = new Map(
    (
      await queryRows<{ user_id: number; customer_id: string }>(
        tx,
        sql`SELECT user_id, customer_id FROM payment_customers WHERE business_id = ${businessId}`,
      )
    ).map((row) => [Number(row.user_id), row.customer_id]),
  );
  const [account] = await queryRows<{ account_id: string }>(
    tx,
    sql`SELECT account_id FROM payment_accounts WHERE business_id = ${businessId} LIMIT 1`,
  );
  const next = random(20261128);
  const priced: Priced[] = [];
  for (const row of booked) {
    const booking: Booking = {
      id: Number(row.id),
      courtId: Number(row.court_id),
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      userId: Number(row.user_id),
    };
    const price = priceOf({ courtId: booking.courtId, start: booking.startsAt, end: booking.endsAt });
    const draw = next();
    if (price.price === 0 && price.points === 0) continue;
    const hasCard = account !== undefined && cards.has(booking.userId) && customers.has(booking.userId);
    priced.push({ ...booking, price, outcome: outcomeOf(booking, price, hasCard, now, draw) });
  }

  const shared = {
    businessId,
    ownerId,
    names,
    now,
    accountId: account?.account_id ?? null,
    cards,
    customers,
    describe: (b: Booking) => `Court booking ${formatClubDateTime(b.startsAt, timeZone, context.amPm)}`,
  };
  for (let offset = 0; offset < priced.length; offset += BATCH) {
    const part = priced.slice(offset, offset + BATCH);
    await tx.execute(sql`UPDATE appointments a
        SET booked_price = v.price, booked_points = v.points, booked_pay_type = v.pay_type, make_it_paid = v.marked
       FROM (VALUES ${sql.join(
         part.map(
           (b) =>
             sql`(${b.id}::int, ${b.price.price}::int, ${b.price.points}::int, ${b.price.payType}::smallint, ${b.outcome === 'marked'}::boolean)`,
         ),
         sql`, `,
       )}) AS v(id, price, points, pay_type, marked)
      WHERE a.id = v.id AND a.business_id = ${businessId}`);
  }
  // A refunded card charge was a second payment: the member paid at the desk on arriving, and the desk gave the card
  // charge back, so the booking reads paid and the card charge REFUNDED.
  const paidTwice = priced
    .filter((b) => b.outcome === 'refunded')
    .map((b) => ({
      ...b,
      outcome: 'cash' as const,
      paidOn: new Date(Math.min(now.getTime() - HOUR_MS, b.startsAt.getTime())),
    }));
  // Written in the order they were paid, so the charges' ids follow their times as a club's would.
  const payments = [
    ...priced.filter((b) => b.outcome !== 'marked' && !(b.outcome === 'owed' && b.price.price === 0)),
    ...paidTwice,
  ]
    .map((b) => ({ b, at: paidAt(b, now).getTime() }))
    .sort((x, y) => x.at - y.at || x.b.id - y.b.id)
    .map(({ b }) => b);
  for (let offset = 0; offset < payments.length; offset += BATCH)
    await writePayments(tx, { ...shared, bookings: payments.slice(offset, offset + BATCH) });
  const counts: Record<Outcome, number> = { card: 0, cash: 0, refunded: 0, owed: 0, marked: 0 };
  for (const booking of priced) counts[booking.outcome] += 1;
  return counts;
}

/**
 * When the member paid: when they booked, a day or more before the start and some days before now (spread by the
 * booking's id over the last two weeks, so Recent Charges reads like a club's days rather than one moment).
 */
const paidAt = (booking: Priced, now: Date) =>
  booking.paidOn ??
  new Date(Math.min(now.getTime() - (1 + (booking.id % 320)) * HOUR_MS, booking.startsAt.getTime() - 26 * HOUR_MS));

/** Writes the charges, sandbox payments, refunds, ledger movements and booking payments of one batch. */
async function writePayments(
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
