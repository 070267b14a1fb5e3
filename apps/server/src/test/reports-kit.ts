import { randomUUID } from 'node:crypto';
import {
  appointmentAssignees,
  appointments,
  appointmentSeries,
  bookingFees,
  bookingPaymentItems,
  bookingPayments,
  charges,
  courts,
  facilityGroups,
  ledgerEntries,
  ledgerTransactions,
  refunds,
  revenueDeferrals,
  type LEDGER_ACCOUNTS,
} from '@fairplay/db';
import { endpoints, pathOf, type EndpointDefinition } from '@fairplay/contracts';
import { eq, sql } from 'drizzle-orm';
import { API_PREFIX } from '../app.js';
import type { TestApp } from './harness.js';
import { registerSecondClub } from './second-club.js';

/**
 * A club of its own for the report tests, and rows written into it as the modules write them (a charge, its
 * booking or fee, its ledger movement) but dated by the test, so a report's period holds exactly what the test
 * put there and the test can sum the figures itself.
 */
export interface ReportClub {
  token: string;
  businessId: number;
  ownerId: number;
  locationId: number;
  groups: number[];
  courts: number[];
  timeZone: string;
}

export async function reportClub(t: TestApp): Promise<ReportClub> {
  const suffix = randomUUID().slice(0, 8);
  const club = await registerSecondClub(t, suffix);
  const info = await t.call(endpoints.users.info, { token: club.token });
  const db = t.handle.db;
  const groups: number[] = [];
  const courtIds: number[] = [];
  for (const name of ['Hard courts', 'Clay courts']) {
    const [group] = await db
      .insert(facilityGroups)
      .values({ businessId: club.businessId, locationId: club.locationId, name })
      .returning({ id: facilityGroups.id });
    groups.push(group!.id);
    const [court] = await db
      .insert(courts)
      .values({ businessId: club.businessId, facilityGroupId: group!.id, name: `${name} 1` })
      .returning({ id: courts.id });
    courtIds.push(court!.id);
  }
  return {
    token: club.token,
    businessId: club.businessId,
    ownerId: info.body.payload.id,
    locationId: club.locationId,
    groups,
    courts: courtIds,
    timeZone: 'Australia/Sydney',
  };
}

type Account = (typeof LEDGER_ACCOUNTS)[number];
type Kind = (typeof ledgerTransactions.$inferInsert)['kind'];

/** One balanced movement dated `at`. */
export async function movement(
  t: TestApp,
  club: ReportClub,
  input: { kind: Kind; at: Date; chargeId?: number | null; refundId?: number | null; entries: [Account, number][] },
): Promise<void> {
  await t.handle.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({
        businessId: club.businessId,
        kind: input.kind,
        chargeId: input.chargeId ?? null,
        refundId: input.refundId ?? null,
        createdAt: input.at,
      })
      .returning({ id: ledgerTransactions.id });
    await tx.insert(ledgerEntries).values(
      input.entries
        .filter(([, amount]) => amount !== 0)
        .map(([account, amount]) => ({
          businessId: club.businessId,
          transactionId: row!.id,
          account,
          amount,
          userId: club.ownerId,
          createdAt: input.at,
        })),
    );
  });
}

export type SaleLink =
  | { to: 'court'; court: number }
  | { to: 'coach'; court: number }
  | { to: 'fee'; court: number }
  | { to: 'plan' }
  | { to: 'points' }
  | { to: 'none' };

/**
 * A charge of `net` + `tax` paid at `at` (cash, or to the card processor), tied to what it paid for, with its
 * ledger movement as the payments module posts it (paid-ahead plans and points to deferred revenue).
 */
export async function sale(
  t: TestApp,
  club: ReportClub,
  input: { net: number; tax: number; at: Date; link: SaleLink; fund?: 'cash_drawer' | 'processor' },
): Promise<number> {
  const db = t.handle.db;
  const deferred = input.link.to === 'plan' || input.link.to === 'points';
  const [charge] = await db
    .insert(charges)
    .values({
      businessId: club.businessId,
      type: input.fund === 'processor' ? 'card' : 'cash',
      status: 'succeeded',
      amount: input.net,
      tax: input.tax,
      total: input.net + input.tax,
      currency: 'aud',
      memberUserId: club.ownerId,
      deferralSource: input.link.to === 'plan' ? 'plan' : input.link.to === 'points' ? 'points' : null,
      deferralRef: deferred ? 1 : null,
      deferralFrom: deferred ? input.at : null,
      createdAt: input.at,
    })
    .returning({ id: charges.id });
  const chargeId = charge!.id;
  const link = input.link;
  if (link.to === 'court' || link.to === 'coach' || link.to === 'fee') {
    const appointmentId = await booking(t, club, link.court, input.at, link.to === 'coach');
    if (link.to === 'fee')
      await db.insert(bookingFees).values({
        businessId: club.businessId,
        kind: 'no_show',
        appointmentId,
        userId: club.ownerId,
        startsAt: input.at,
        amount: input.net + input.tax,
        currency: 'aud',
        status: 'charged',
        chargeId,
      });
    else {
      const [payment] = await db
        .insert(bookingPayments)
        .values({
          businessId: club.businessId,
          status: 'paid',
          method: 'cash',
          amount: input.net + input.tax,
          currency: 'aud',
          chargeId,
          memberUserId: club.ownerId,
        })
        .returning({ id: bookingPayments.id });
      await db.insert(bookingPaymentItems).values({
        businessId: club.businessId,
        bookingPaymentId: payment!.id,
        appointmentId,
        amount: input.net + input.tax,
      });
    }
  }
  // The deferral the payments module opens beside a paid-ahead charge (the ledger's check compares the two).
  if (deferred)
    await db.insert(revenueDeferrals).values({
      businessId: club.businessId,
      source: input.link.to === 'plan' ? 'plan' : 'points',
      refId: 1,
      chargeId,
      userId: club.ownerId,
      cadence: input.link.to === 'plan' ? 'period' : 'uses',
      amount: input.net,
      startsAt: input.at,
      endsAt: input.link.to === 'plan' ? new Date(input.at.getTime() + 30 * 86_400_000) : null,
      unitsLeft: input.link.to === 'points' ? input.net : 0,
      releasedThrough: input.at,
    });
  await movement(t, club, {
    kind: input.fund === 'processor' ? 'charge' : 'cash',
    at: input.at,
    chargeId,
    entries: [
      [input.fund ?? 'cash_drawer', input.net + input.tax],
      [deferred ? 'deferred_revenue' : 'revenue', -input.net],
      ['tax_payable', -input.tax],
    ],
  });
  return chargeId;
}

let slot = 0;
/** A booking on `court` (an hour at a distinct time, so bookings never overlap), coached when asked. */
async function booking(t: TestApp, club: ReportClub, court: number, at: Date, coached: boolean): Promise<number> {
  const db = t.handle.db;
  const [series] = await db
    .insert(appointmentSeries)
    .values({ businessId: club.businessId })
    .returning({ id: appointmentSeries.id });
  const startsAt = new Date(at.getTime() + ++slot * 7_200_000);
  const group = club.groups[club.courts.indexOf(court)]!;
  const [row] = await db
    .insert(appointments)
    .values({
      businessId: club.businessId,
      seriesId: series!.id,
      recurrenceId: series!.id,
      groupId: group,
      courtId: court,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
    })
    .returning({ id: appointments.id });
  if (coached)
    await db
      .insert(appointmentAssignees)
      .values({ businessId: club.businessId, appointmentId: row!.id, userId: club.ownerId });
  return row!.id;
}

/** A refund of `net` + `tax` of a charge at `at`, posted as the payments module posts it. */
export async function refundOf(
  t: TestApp,
  club: ReportClub,
  input: {
    chargeId: number;
    net: number;
    tax: number;
    at: Date;
    deferred?: boolean;
    fund?: 'cash_drawer' | 'processor';
  },
): Promise<void> {
  const [row] = await t.handle.db
    .insert(refunds)
    .values({
      businessId: club.businessId,
      chargeId: input.chargeId,
      amount: input.net + input.tax,
      tax: input.tax,
      status: 'succeeded',
      createdAt: input.at,
    })
    .returning({ id: refunds.id });
  if (input.deferred)
    await t.handle.db
      .update(revenueDeferrals)
      .set({ returned: sql`${revenueDeferrals.returned} + ${input.net}` })
      .where(eq(revenueDeferrals.chargeId, input.chargeId));
  await movement(t, club, {
    kind: 'refund',
    at: input.at,
    chargeId: input.chargeId,
    refundId: row!.id,
    entries: [
      [input.fund ?? 'cash_drawer', -(input.net + input.tax)],
      [input.deferred ? 'deferred_revenue' : 'revenue', input.net],
      ['tax_payable', input.tax],
    ],
  });
}

/** What the recognition job writes: `amount` of a deferral earned (or, `expired`, lapsed unused) at `at`. */
export async function recognition(
  t: TestApp,
  club: ReportClub,
  input: { chargeId: number; amount: number; at: Date; expired?: boolean },
): Promise<void> {
  const column = input.expired ? revenueDeferrals.expired : revenueDeferrals.released;
  await t.handle.db
    .update(revenueDeferrals)
    .set(input.expired ? { expired: sql`${column} + ${input.amount}` } : { released: sql`${column} + ${input.amount}` })
    .where(eq(revenueDeferrals.chargeId, input.chargeId));
  await movement(t, club, {
    kind: 'recognition',
    at: input.at,
    chargeId: input.chargeId,
    entries: [
      ['deferred_revenue', input.amount],
      [input.expired ? 'prepaid_expired' : 'revenue', -input.amount],
    ],
  });
}

/** A report's CSV download (the harness's `call` reads JSON): status, headers and text. */
export async function downloadCsv(
  t: TestApp,
  definition: EndpointDefinition,
  query: Record<string, unknown>,
  token: string,
): Promise<{ status: number; type: string; disposition: string; text: string }> {
  const raw = await t.app.inject({
    method: 'GET',
    url: `${API_PREFIX}${pathOf(definition, undefined, query)}`,
    headers: { 'access-token': token },
  });
  return {
    status: raw.statusCode,
    type: String(raw.headers['content-type'] ?? ''),
    disposition: String(raw.headers['content-disposition'] ?? ''),
    text: raw.body,
  };
}
