// The court sheet's read of a time window: every occurrence with its players, its assigned coaches (with their
// names), whether its recurrence has a member booked, whether the viewer is involved and, for the occurrences shown
// in full, the players' check-ins and the tags and add-ons, in one statement. The listing is the most frequent call
// of the product; one round trip instead of eight keeps it fast on PGlite, where each statement costs a fixed
// overhead, and on PostgreSQL, where each costs a network round trip. The other modules' parts come as SQL written
// by their own repositories (ListingColumns, handed over by app.ts). The rows come back as one json value: PGlite
// and the pg driver hand over each field of each row separately, which cost more than the query itself for a day
// of hundreds of occurrences, and one JSON.parse is native.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, queryRowsPrepared, type TenantScope } from '@fairplay/db';
import type { BookingAddOn, BookingTag } from '@fairplay/contracts';
import { bookingPaymentState, type BookingPaymentState } from '@fairplay/domain';
import type { ParticipantRow } from './appointment-people.repository.js';

/**
 * What other modules' tables add to the court sheet's statement, each written by the tables' own module. The
 * per-occurrence parts are relations (appointment_id, value) over the occurrences of the club `businessId` whose
 * ids are in the integer array `appointmentIds` (an SQL expression), one row per occurrence that has any.
 */
export interface ListingColumns {
  /** value: json array of [user id, first check-in as ISO 8601] of the occurrence's players (locations). */
  checkIns(appointmentIds: SQL, businessId: number): SQL;
  /** value: json array of the occurrence's tags as the API writes them (tags). */
  tags(appointmentIds: SQL, businessId: number): SQL;
  /** value: json array of the occurrence's add-ons as the API writes them (add-ons). */
  addOns(appointmentIds: SQL, businessId: number): SQL;
  /** value: the cents paid for the occurrence (booking payments, issue 13), from its paid payments' shares. */
  paid(appointmentIds: SQL, businessId: number): SQL;
  /** appointment_id of the occurrences whose payment is held on a card (the yellow dot; booking payments). */
  authorized(appointmentIds: SQL, businessId: number): SQL;
  /** A scalar subquery: a user's "First Last" name, or NULL (identity). */
  userName(userId: SQL): SQL;
}

/** An occurrence as the court sheet shows it, with what the listing needs beside its own columns. */
export interface WindowRow {
  id: number;
  seriesId: number;
  recurrenceId: number;
  groupId: number;
  courtId: number;
  /** ISO 8601 instants in UTC, formatted by the database exactly as `Date#toISOString` would. */
  start: string;
  end: string;
  status: 'default' | 'disabled';
  note: string;
  closed: boolean;
  sportId: number | null;
  serviceTypeId: number | null;
  createdBy: number | null;
  /** Paid and authorized as the sheet's dots show them (the payment state's reading). */
  makeItPaid: boolean;
  authorized: boolean;
  /** How its payment reads (issue 24: a booking priced at nothing is free, never unpaid); domain's rule. */
  paymentState: BookingPaymentState;
  version: number;
  /** The lesson the court time belongs to (issue 11), or null for a booking. */
  lessonId: number | null;
  people: Omit<ParticipantRow, 'appointmentId'>[];
  /** The assigned coaches with their names, by user id; empty unless `involved`. */
  assigned: { userId: number; name: string }[];
  bookedInRecurrence: boolean;
  /** Whether one of the `involving` users created, plays or coaches it; always true without `involving`. */
  involved: boolean;
  /** Each player's first check-in (user id → ISO 8601); empty unless `involved`. */
  checkedIn: ReadonlyMap<number, string>;
  /** Empty unless `involved`. */
  tags: BookingTag[];
  addOns: BookingAddOn[];
}

/** One row as the statement writes it: a json array, in the order of the columns of the statement's SELECT. */
type RawWindowRow = [
  id: number,
  seriesId: number,
  recurrenceId: number,
  groupId: number,
  courtId: number,
  start: string,
  end: string,
  status: 'default' | 'disabled',
  note: string,
  closed: boolean,
  sportId: number | null,
  createdBy: number | null,
  makeItPaid: boolean,
  authorized: boolean,
  version: number,
  people: [number, ParticipantRow['kind'], number | null, string][],
  assigned: [number, string | null][] | null,
  booked: boolean,
  involved: boolean,
  checkIns: [number, string][] | null,
  tags: BookingTag[] | null,
  addOns: BookingAddOn[] | null,
  serviceTypeId: number | null,
  lessonId: number | null,
  bookedPrice: number,
  bookedPoints: number,
  paid: number | null,
  held: boolean,
];

const NOTHING_CHECKED_IN: ReadonlyMap<number, string> = new Map();

/** The longest an occurrence may last (a CHECK in the migration); it bounds the index scan below. */
const MAX_DURATION_MS = 24 * 3600_000;
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

const integers = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/**
 * Occurrences overlapping [from, to), optionally on some courts only, ordered by start and court. With
 * `involving`, each row says whether one of those users created it, plays in it or is assigned to it, and only
 * those rows carry their coaches, check-ins, tags and add-ons.
 */
export async function listWindowRows(
  scope: TenantScope,
  from: Date,
  to: Date,
  courtIds: number[] | null,
  involving: number[] | null,
  columns: ListingColumns,
): Promise<WindowRow[]> {
  const onCourts: SQL = courtIds ? sql`AND a.court_id = ANY(${integers(courtIds)}::integer[])` : sql``;
  const involved: SQL = involving
    ? sql`(a.created_by = ANY(${integers(involving)}::integer[])
          OR EXISTS (SELECT 1 FROM appointment_participants p WHERE p.appointment_id = a.id AND p.business_id = a.business_id AND p.user_id = ANY(${integers(involving)}::integer[]))
          OR EXISTS (SELECT 1 FROM appointment_assignees s WHERE s.appointment_id = a.id AND s.business_id = a.business_id AND s.user_id = ANY(${integers(involving)}::integer[])))`
    : sql`true`;
  const club = scope.businessId;
  // Everything beside the occurrences is read for the whole window at once (one join per part) rather than row by
  // row; the coaches, check-ins, tags and add-ons only of the occurrences shown in full (`shown`): other people's
  // bookings are anonymous taken time, so their details are not even read.
  // Ids as arrays (`= ANY(ARRAY(…))`): each part is then one index scan over the window's ids, where `IN (SELECT …)`
  // let the planner pick a hash join over the club's whole table (it cannot know the window is a day).
  const all = sql`ARRAY(SELECT id FROM day)`;
  const shown = sql`ARRAY(SELECT id FROM day WHERE involved)`;
  // A named statement: PostgreSQL plans this large statement once per connection rather than on every call.
  const [result] = await queryRowsPrepared<{ rows: string }>(
    scope.db,
    sql`WITH day AS (
          SELECT a.id, a.series_id, a.recurrence_id, a.group_id, a.court_id, a.starts_at, a.ends_at, a.status, a.note,
                 a.closed, a.sport_id, a.service_type_id, a.created_by, a.make_it_paid, a.authorized, a.version, a.lesson_id, a.booked_price, a.booked_points, ${involved} AS involved
          FROM appointments a
          WHERE a.business_id = ${club}
            -- Without a lower bound on starts_at the index would be read from the club's first booking onwards.
            AND a.starts_at > ${new Date(from.getTime() - MAX_DURATION_MS).toISOString()}::timestamptz
            AND a.starts_at < ${to.toISOString()}::timestamptz
            AND a.ends_at > ${from.toISOString()}::timestamptz
            ${onCourts}
        ),
        people AS (
          SELECT p.appointment_id, json_agg(json_build_array(p.id, p.kind, p.user_id, p.full_name) ORDER BY p.id) AS value
          FROM appointment_participants p
          WHERE p.business_id = ${club} AND p.appointment_id = ANY(${all})
          GROUP BY p.appointment_id
        ),
        coaches AS (
          SELECT s.appointment_id,
                 json_agg(json_build_array(s.user_id, ${columns.userName(sql`s.user_id`)}) ORDER BY s.user_id) AS value
          FROM appointment_assignees s
          WHERE s.business_id = ${club} AND s.appointment_id = ANY(${shown})
          GROUP BY s.appointment_id
        )
        SELECT COALESCE(json_agg(json_build_array(
                   d.id, d.series_id, d.recurrence_id, d.group_id, d.court_id,
                   to_char(d.starts_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}),
                   to_char(d.ends_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}),
                   d.status, d.note, d.closed, d.sport_id, d.created_by,
                   -- The dots are read from the money (domain's bookingPaymentState): the marks, the booked price,
                   -- what paid payments cover and whether a payment is held on a card.
                   d.make_it_paid, d.authorized, d.version,
                   COALESCE(pe.value, '[]'::json), co.value,
                   -- Row by row: EXISTS stops at the first booked occurrence, a join would read them all.
                   EXISTS (SELECT 1 FROM appointments b WHERE b.recurrence_id = d.recurrence_id AND b.member_count > 0
                                                          AND b.business_id = ${club}),
                   d.involved,
                   ci.value, tg.value, ao.value, d.service_type_id, d.lesson_id,
                   d.booked_price, d.booked_points, pd.value, au.appointment_id IS NOT NULL)
                 ORDER BY d.starts_at, d.court_id), '[]')::text AS rows
        FROM day d
        LEFT JOIN people pe ON pe.appointment_id = d.id
        LEFT JOIN coaches co ON co.appointment_id = d.id
        LEFT JOIN (${columns.checkIns(shown, club)}) ci ON ci.appointment_id = d.id
        LEFT JOIN (${columns.tags(shown, club)}) tg ON tg.appointment_id = d.id
        LEFT JOIN (${columns.addOns(shown, club)}) ao ON ao.appointment_id = d.id
        LEFT JOIN (${columns.paid(shown, club)}) pd ON pd.appointment_id = d.id
        LEFT JOIN (${columns.authorized(shown, club)}) au ON au.appointment_id = d.id`,
  );
  const rows = JSON.parse(result?.rows ?? '[]') as RawWindowRow[];
  return rows.map((row) => {
    const paymentState = bookingPaymentState({
      price: row[24],
      points: row[25],
      paid: row[26],
      held: row[27],
      markedPaid: row[12],
      markedAuthorized: row[13],
    });
    return {
      id: row[0],
      seriesId: row[1],
      recurrenceId: row[2],
      groupId: row[3],
      courtId: row[4],
      start: row[5],
      end: row[6],
      status: row[7],
      note: row[8],
      closed: row[9],
      sportId: row[10],
      createdBy: row[11],
      makeItPaid: paymentState === 'paid',
      authorized: paymentState === 'authorized',
      paymentState,
      version: row[14],
      people: row[15].map(([id, kind, userId, fullName]) => ({ id, kind, userId, fullName })),
      // A coach whose user is gone has no name and is left out, as before.
      assigned: (row[16] ?? []).flatMap(([userId, name]) => (name === null ? [] : [{ userId, name }])),
      bookedInRecurrence: row[17],
      involved: row[18],
      checkedIn: row[19] ? new Map(row[19]) : NOTHING_CHECKED_IN,
      tags: row[20] ?? [],
      addOns: row[21] ?? [],
      serviceTypeId: row[22],
      lessonId: row[23],
    };
  });
}

/**
 * How the payments of these occurrences read (issue 24, domain's bookingPaymentState), for the answers that show one
 * occurrence or a few (the details dialog, a write's answer), so they agree with the sheet's listing.
 */
export async function paymentStatesOf(
  scope: TenantScope,
  appointmentIds: readonly number[],
  columns: ListingColumns,
): Promise<Map<number, BookingPaymentState>> {
  if (appointmentIds.length === 0) return new Map();
  const club = scope.businessId;
  const ids = sql`${integers(appointmentIds)}::integer[]`;
  const rows = await queryRows<{
    id: number;
    price: number;
    points: number;
    marked_paid: boolean;
    marked_authorized: boolean;
    paid: number | null;
    held: boolean;
  }>(
    scope.db,
    sql`SELECT a.id, a.booked_price AS price, a.booked_points AS points, a.make_it_paid AS marked_paid,
               a.authorized AS marked_authorized, pd.value AS paid, au.appointment_id IS NOT NULL AS held
        FROM appointments a
        LEFT JOIN (${columns.paid(ids, club)}) pd ON pd.appointment_id = a.id
        LEFT JOIN (${columns.authorized(ids, club)}) au ON au.appointment_id = a.id
        WHERE a.business_id = ${club} AND a.id = ANY(${ids})`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      bookingPaymentState({
        price: Number(row.price),
        points: Number(row.points),
        paid: row.paid === null ? null : Number(row.paid),
        held: row.held,
        markedPaid: row.marked_paid,
        markedAuthorized: row.marked_authorized,
      }),
    ]),
  );
}
