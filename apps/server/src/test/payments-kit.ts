import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  SANDBOX_PATHS,
  SANDBOX_TEST_BANK,
  endpoints,
  type BookAndPayBody,
  type TaxCreateBody,
} from '@fairplay/contracts';
import { appointments, availabilityRuleCourts, businesses, ledgerEntries, ledgerTransactions } from '@fairplay/db';
import { addDaysToDate, utcToZonedParts } from '@fairplay/domain';
import { allowOverlappingCourts, at, clubIdOf, courtIdsOf, ZONE } from './appointments-kit.js';
import { insertRule } from './policy-kit.js';
import { deferralMismatches, unbalancedTransactions } from '../modules/ledger/index.js';
import type { TestApp } from './harness.js';

/** Connects the caller's club to the sandbox the way the browser does: consent page, code, connect call. */
export async function connectSandbox(t: TestApp, token: string): Promise<string> {
  const code = await sandboxCode(t, 'allow');
  const response = await t.call(endpoints.payments.connect, {
    params: { provider: 'sandbox' },
    body: { code: code! },
    token,
  });
  expect(response.status, response.body.message).toBe(200);
  return response.body.payload.account_id!;
}

/** Answers the sandbox's consent page; `allow` gives a code, `deny` the error the page redirects with. */
export async function sandboxCode(t: TestApp, decision: 'allow' | 'deny'): Promise<string | null> {
  const response = await t.app.inject({
    method: 'POST',
    url: SANDBOX_PATHS.authorize,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state: 'club', redirect_uri: '/private/stripe', decision }).toString(),
  });
  expect(response.statusCode).toBe(303);
  const location = new URL(String(response.headers.location), 'http://x');
  expect(location.pathname).toBe('/private/stripe');
  return decision === 'allow' ? location.searchParams.get('code') : location.searchParams.get('error_description');
}

/** Tokenizes at the sandbox, as the browser's client does (outside /api/v1). */
export async function sandboxToken(t: TestApp, body: unknown): Promise<{ status: number; id: string; body: any }> {
  const response = await t.app.inject({ method: 'POST', url: SANDBOX_PATHS.tokens, payload: body as object });
  const json = response.json();
  return { status: response.statusCode, id: json.id, body: json };
}

export async function cardToken(t: TestApp, number: string): Promise<string> {
  const token = await sandboxToken(t, { card: { number, exp_month: 12, exp_year: 2040, cvc: '123' } });
  expect(token.status, JSON.stringify(token.body)).toBe(200);
  return token.id;
}

export async function bankToken(t: TestApp, account: string = SANDBOX_TEST_BANK.succeeds): Promise<string> {
  const token = await sandboxToken(t, {
    bank_account: {
      country: 'US',
      currency: 'usd',
      routing_number: SANDBOX_TEST_BANK.routingNumber,
      account_number: account,
      account_holder_name: 'Samuel Garcia',
      account_holder_type: 'individual',
    },
  });
  expect(token.status, JSON.stringify(token.body)).toBe(200);
  return token.id;
}

/** The check the suite runs after payments tests: every ledger transaction sums to zero. */
/**
 * The ledger's invariants: every transaction balances, and each club's deferred_revenue balance is what its
 * deferrals (plans, class packs, points paid ahead) have not yet released, expired or given back.
 */
export async function expectLedgerBalanced(t: TestApp): Promise<void> {
  expect(await unbalancedTransactions(t.handle.db)).toEqual([]);
  expect(await deferralMismatches(t.handle.db)).toEqual([]);
}

/** The ledger of one charge, summed per account (credits negative: revenue, deferred revenue and tax payable). */
export async function chargeLedger(t: TestApp, chargeId: number): Promise<Record<string, number>> {
  const rows = await t.handle.db
    .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerTransactions.chargeId, chargeId));
  const out: Record<string, number> = {};
  for (const row of rows) out[row.account] = (out[row.account] ?? 0) + Number(row.amount);
  return out;
}

let keys = 0;
/** A fresh Idempotency-Key header. */
export const freshKey = () => ({ 'idempotency-key': `test-${process.pid}-${Date.now()}-${++keys}` });

/**
 * A court of the club's own for paid-booking tests: members book it by the hour at `price` from today for `days`
 * days (one rule), the demo's bookings and the demo's rules on it are cleared (which of those would govern a slot
 * depends on the weekday the suite runs on), and the club books ahead a year with no partner names or
 * length caps. `settings` adds club settings (a cancellation window, automatic refunds).
 */
export async function pricedCourtForMembers(
  t: TestApp,
  clubId: number,
  court: number,
  rule: { note: string; days: number; price: number },
  settings: Partial<typeof businesses.$inferInsert> = {},
): Promise<void> {
  await t.handle.db
    .update(businesses)
    .set({
      requirePartnerName: false,
      bookingToStart: 60,
      advanceTime: 365,
      enableMaxTimeForBookings: false,
      ...settings,
    })
    .where(eq(businesses.id, clubId));
  await t.handle.db.delete(appointments).where(eq(appointments.courtId, court));
  await t.handle.db.delete(availabilityRuleCourts).where(eq(availabilityRuleCourts.courtId, court));
  const today = utcToZonedParts(new Date(), ZONE).date;
  await insertRule(t, clubId, {
    note: rule.note,
    courts: [court],
    startDate: today,
    endDate: addDaysToDate(today, rule.days),
    who: [{ kind: 'allmembers' }],
    rows: [{ start: '06:00', end: '23:00', price: rule.price }],
  });
}

/** Tax rates made by staff as the Set Tax form makes them (court time's, lessons', points'); answers their ids. */
export async function createTaxes(t: TestApp, token: string, bodies: TaxCreateBody[]): Promise<number[]> {
  const ids: number[] = [];
  for (const body of bodies) {
    const created = await t.call(endpoints.payments.createTax, { body, token });
    expect(created.status, created.body.message).toBe(200);
    ids.push(created.body.payload.id);
  }
  return ids;
}

/** What a paid-court test starts from: the demo club's owner and member signed in and its court of the test's own. */
export interface PaidCourt {
  owner: string;
  member: string;
  clubId: number;
  court: number;
  /** The ids of the tax rates made for the test (`taxes`), in order. */
  taxIds: number[];
}

/**
 * The set-up of the booking-payments tests: the demo club's court at `courtIndex` priced for members by the hour
 * (pricedCourtForMembers: the rule, settings and cleared court), owner and member signed in; `overlapping`: one
 * member may hold several courts at once (the one-court rule has its own tests); `taxes`: tax rates made on it.
 */
export async function paidCourt(
  t: TestApp,
  rule: { note: string; days: number; price: number },
  options: {
    courtIndex?: number;
    settings?: Partial<typeof businesses.$inferInsert>;
    taxes?: TaxCreateBody[];
    overlapping?: boolean;
  } = {},
): Promise<PaidCourt> {
  const owner = await t.login('owner');
  if (options.overlapping) await allowOverlappingCourts(t, owner);
  const member = await t.login('member');
  const clubId = await clubIdOf(t, owner);
  const court = (await courtIdsOf(t, clubId))[options.courtIndex ?? 0]!;
  await pricedCourtForMembers(t, clubId, court, rule, options.settings);
  const taxIds = await createTaxes(t, owner, options.taxes ?? []);
  return { owner, member, clubId, court, taxIds };
}

/**
 * Book-and-pay bodies for one court (the test's app and court read when called: they are made in its beforeAll), each call on the next hour of the club's day (from `firstHour`) `days` from
 * the clock's today, so no two bookings of a test meet: `amount` the court's price (cents) unless `extra` says.
 */
export function hourlySlots(app: () => TestApp, court: () => number, price: number, firstHour: number) {
  let hour = firstHour;
  return (days: number, extra: Partial<BookAndPayBody> = {}): BookAndPayBody => {
    const date = addDaysToDate(utcToZonedParts(app().clock.now(), ZONE).date, days);
    const start = `${String(hour).padStart(2, '0')}:00`;
    const end = `${String(hour + 1).padStart(2, '0')}:00`;
    hour += 1;
    return {
      startDate: at(date, start),
      endDate: at(date, end),
      courts: [court()],
      amount: price,
      currency: 'usd',
      ...extra,
    };
  };
}
