// The court sheet's read of a time window: every occurrence with its players, its assigned coaches, whether its
// recurrence has a member booked and whether the viewer is involved, in one statement. The listing is the most
// frequent call of the product; one round trip instead of five keeps it fast on PGlite, where each statement
// costs a fixed overhead, and on PostgreSQL, where each costs a network round trip.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantScope } from '@fairplay/db';
import type { ParticipantRow } from './appointment-people.repository.js';

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
  createdBy: number | null;
  makeItPaid: boolean;
  authorized: boolean;
  version: number;
  people: Omit<ParticipantRow, 'appointmentId'>[];
  assignedIds: number[];
  bookedInRecurrence: boolean;
  /** Whether one of the `involving` users created, plays or coaches it; always true without `involving`. */
  involved: boolean;
}

interface RawWindowRow {
  id: number;
  series_id: number;
  recurrence_id: number;
  group_id: number;
  court_id: number;
  start: string;
  end: string;
  status: 'default' | 'disabled';
  note: string;
  closed: boolean;
  sport_id: number | null;
  created_by: number | null;
  make_it_paid: boolean;
  authorized: boolean;
  version: number;
  people: [number, ParticipantRow['kind'], number | null, string][] | string;
  assigned: number[] | string;
  booked: boolean;
  involved: boolean;
}

/** The longest an occurrence may last (a CHECK in the migration); it bounds the index scan below. */
const MAX_DURATION_MS = 24 * 3600_000;
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

const integers = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Some drivers hand json columns back parsed, others as text. */
function json<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/**
 * Occurrences overlapping [from, to), optionally on some courts only, ordered by start and court. With
 * `involving`, each row says whether one of those users created it, plays in it or is assigned to it.
 */
export async function listWindowRows(
  scope: TenantScope,
  from: Date,
  to: Date,
  courtIds: number[] | null,
  involving: number[] | null,
): Promise<WindowRow[]> {
  const onCourts: SQL = courtIds ? sql`AND a.court_id = ANY(${integers(courtIds)}::integer[])` : sql``;
  const involved: SQL = involving
    ? sql`(a.created_by = ANY(${integers(involving)}::integer[])
          OR EXISTS (SELECT 1 FROM appointment_participants p WHERE p.appointment_id = a.id AND p.business_id = a.business_id AND p.user_id = ANY(${integers(involving)}::integer[]))
          OR EXISTS (SELECT 1 FROM appointment_assignees s WHERE s.appointment_id = a.id AND s.business_id = a.business_id AND s.user_id = ANY(${integers(involving)}::integer[])))`
    : sql`true`;
  const rows = await queryRows<RawWindowRow>(
    scope.db,
    sql`SELECT a.id, a.series_id, a.recurrence_id, a.group_id, a.court_id,
          to_char(a.starts_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS start,
          to_char(a.ends_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS "end",
          a.status, a.note, a.closed, a.sport_id, a.created_by, a.make_it_paid, a.authorized, a.version,
          COALESCE((SELECT json_agg(json_build_array(p.id, p.kind, p.user_id, p.full_name) ORDER BY p.id)
                    FROM appointment_participants p WHERE p.appointment_id = a.id AND p.business_id = a.business_id),
                   '[]'::json) AS people,
          COALESCE((SELECT json_agg(s.user_id ORDER BY s.user_id)
                    FROM appointment_assignees s WHERE s.appointment_id = a.id AND s.business_id = a.business_id),
                   '[]'::json) AS assigned,
          EXISTS (SELECT 1 FROM appointments b
                  WHERE b.recurrence_id = a.recurrence_id AND b.member_count > 0 AND b.business_id = a.business_id) AS booked,
          ${involved} AS involved
        FROM appointments a
        WHERE a.business_id = ${scope.businessId}
          -- Without a lower bound on starts_at the index would be read from the club's first booking onwards.
          AND a.starts_at > ${new Date(from.getTime() - MAX_DURATION_MS).toISOString()}::timestamptz
          AND a.starts_at < ${to.toISOString()}::timestamptz
          AND a.ends_at > ${from.toISOString()}::timestamptz
          ${onCourts}
        ORDER BY a.starts_at, a.court_id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    seriesId: Number(row.series_id),
    recurrenceId: Number(row.recurrence_id),
    groupId: Number(row.group_id),
    courtId: Number(row.court_id),
    start: row.start,
    end: row.end,
    status: row.status,
    note: row.note,
    closed: row.closed,
    sportId: row.sport_id === null ? null : Number(row.sport_id),
    createdBy: row.created_by === null ? null : Number(row.created_by),
    makeItPaid: row.make_it_paid,
    authorized: row.authorized,
    version: Number(row.version),
    people: json(row.people).map(([id, kind, userId, fullName]) => ({ id, kind, userId, fullName })),
    assignedIds: json(row.assigned),
    bookedInRecurrence: row.booked,
    involved: row.involved,
  }));
}
