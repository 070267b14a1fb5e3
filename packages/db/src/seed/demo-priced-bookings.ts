import { formatClubDateTime } from '@fairplay/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { queryRows } from '../client.js';
import { paidAt, writePayments, type Booking, type Outcome, type Priced } from './demo-priced-payments.js';
import { demoRulePricer, type RulePrice } from './demo-rule-prices.js';

/** Rows per statement, well under PostgreSQL's bound-parameter limit. */
const BATCH = 400;
const HOUR_MS = 3_600_000;

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
