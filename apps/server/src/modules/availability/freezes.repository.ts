// The only reader and writer of the freezes' tables (freezes, freeze_courts, freeze_ranges, freeze_sports,
// freeze_service_types). A freeze is read with
// its courts and ranges in one statement.
import { eq, sql } from 'drizzle-orm';
import {
  freezeCourts,
  freezeRanges,
  freezes,
  freezeServiceTypes,
  freezeSports,
  queryRows,
  type TenantScope,
} from '@fairplay/db';
import type { TimeRange } from '@fairplay/domain';

export interface StoredFreeze {
  id: number;
  note: string;
  freezeFor: FreezeFor;
  cancelOnFreeze: boolean;
  cancelled: number;
  courtIds: number[];
  /** Only bookings of these sports / service types are closed; both empty: every booking. */
  sportIds: number[];
  serviceTypeIds: number[];
  ranges: TimeRange[];
  groupBy: string | null;
  createdAt: Date;
}

export type FreezeFor = 'court' | 'sport' | 'lesson';

/** What a freeze is made of, checked. */
export interface NewFreeze {
  note: string;
  freezeFor: FreezeFor;
  cancelOnFreeze: boolean;
  courtIds: number[];
  sportIds: number[];
  serviceTypeIds: number[];
  ranges: TimeRange[];
  groupBy: string | null;
  createdBy: number;
}

interface RawFreeze {
  id: number;
  note: string;
  freeze_for: FreezeFor;
  cancel_on_freeze: boolean;
  cancelled: number;
  group_by: string | null;
  created_at: string | Date;
  courts: number[] | string;
  sports: number[] | string;
  service_types: number[] | string;
  ranges: [string, string][] | string;
}

/** Some drivers hand json columns back parsed, others as text. */
function json<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

const iso = sql`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A freeze's sports and service types (of the row aliased f), as json arrays. */
const scopeColumns = sql`COALESCE((SELECT json_agg(s.sport_id ORDER BY s.sport_id) FROM freeze_sports s
                    WHERE s.business_id = f.business_id AND s.freeze_id = f.id), '[]'::json) AS sports,
          COALESCE((SELECT json_agg(t.service_type_id ORDER BY t.service_type_id) FROM freeze_service_types t
                    WHERE t.business_id = f.business_id AND t.freeze_id = f.id), '[]'::json) AS service_types`;

/** Writes a freeze with its courts and (merged) ranges; answers its id. */
export async function insertFreeze(scope: TenantScope, freeze: NewFreeze): Promise<number> {
  const [row] = await scope.db
    .insert(freezes)
    .values(
      scope.values({
        note: freeze.note,
        freezeFor: freeze.freezeFor,
        cancelOnFreeze: freeze.cancelOnFreeze,
        groupBy: freeze.groupBy,
        createdBy: freeze.createdBy,
      }),
    )
    .returning({ id: freezes.id });
  const id = row!.id;
  await scope.db.insert(freezeCourts).values(freeze.courtIds.map((courtId) => scope.values({ freezeId: id, courtId })));
  if (freeze.sportIds.length > 0)
    await scope.db
      .insert(freezeSports)
      .values(freeze.sportIds.map((sportId) => scope.values({ freezeId: id, sportId })));
  if (freeze.serviceTypeIds.length > 0)
    await scope.db
      .insert(freezeServiceTypes)
      .values(freeze.serviceTypeIds.map((serviceTypeId) => scope.values({ freezeId: id, serviceTypeId })));
  await scope.db
    .insert(freezeRanges)
    .values(freeze.ranges.map((range) => scope.values({ freezeId: id, startsAt: range.start, endsAt: range.end })));
  return id;
}

/** Replaces a freeze's ranges (unfreezing one day of it). */
export async function replaceRanges(scope: TenantScope, id: number, ranges: TimeRange[]): Promise<void> {
  await scope.db.delete(freezeRanges).where(scope.where(freezeRanges, eq(freezeRanges.freezeId, id)));
  await scope.db
    .insert(freezeRanges)
    .values(ranges.map((range) => scope.values({ freezeId: id, startsAt: range.start, endsAt: range.end })));
}

export async function setCancelled(scope: TenantScope, id: number, cancelled: number): Promise<void> {
  await scope.db
    .update(freezes)
    .set({ cancelled })
    .where(scope.where(freezes, eq(freezes.id, id)));
}

/** The club's freezes (all, or those of `ids`), latest ending first, a page of them when `limit` is given. */
export async function loadFreezes(
  scope: TenantScope,
  query: { ids?: number[]; limit?: number; offset?: number } = {},
): Promise<StoredFreeze[]> {
  const only = query.ids ? sql`AND f.id = ANY(${`{${query.ids.join(',')}}`}::int[])` : sql``;
  const page = query.limit === undefined ? sql`` : sql`LIMIT ${query.limit} OFFSET ${query.offset ?? 0}`;
  const raw = await queryRows<RawFreeze>(
    scope.db,
    sql`SELECT f.id, f.note, f.freeze_for, f.cancel_on_freeze, f.cancelled, f.group_by,
          to_char(f.created_at AT TIME ZONE 'UTC', ${iso}) AS created_at,
          COALESCE((SELECT json_agg(c.court_id ORDER BY c.court_id) FROM freeze_courts c
                    WHERE c.business_id = f.business_id AND c.freeze_id = f.id), '[]'::json) AS courts,
          ${scopeColumns},
          COALESCE((SELECT json_agg(json_build_array(to_char(r.starts_at AT TIME ZONE 'UTC', ${iso}),
                                                     to_char(r.ends_at AT TIME ZONE 'UTC', ${iso}))
                                    ORDER BY r.starts_at)
                    FROM freeze_ranges r WHERE r.business_id = f.business_id AND r.freeze_id = f.id),
                   '[]'::json) AS ranges,
          (SELECT max(r.ends_at) FROM freeze_ranges r WHERE r.business_id = f.business_id AND r.freeze_id = f.id)
            AS last_end
        FROM freezes f
        WHERE f.business_id = ${scope.businessId} ${only}
        ORDER BY last_end DESC NULLS LAST, f.id DESC ${page}`,
  );
  return raw.map((row) => ({
    id: row.id,
    note: row.note,
    freezeFor: row.freeze_for,
    cancelOnFreeze: row.cancel_on_freeze,
    cancelled: row.cancelled,
    courtIds: json(row.courts),
    sportIds: json(row.sports),
    serviceTypeIds: json(row.service_types),
    ranges: json(row.ranges).map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
    groupBy: row.group_by,
    createdAt: new Date(row.created_at),
  }));
}

export async function countFreezes(scope: TenantScope): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    scope.db,
    sql`SELECT count(*)::int AS n FROM freezes WHERE business_id = ${scope.businessId}`,
  );
  return row?.n ?? 0;
}

/**
 * Unfreezes: deletes the freeze, and the other freezes of its group (`group_by`), with their courts and ranges;
 * answers how many freezes went (0 when the id is not the club's).
 */
export async function deleteFreeze(scope: TenantScope, id: number): Promise<number> {
  const [freeze] = await scope.db
    .select({ groupBy: freezes.groupBy })
    .from(freezes)
    .where(scope.where(freezes, eq(freezes.id, id)));
  if (!freeze) return 0;
  const which = freeze.groupBy === null ? eq(freezes.id, id) : eq(freezes.groupBy, freeze.groupBy);
  const removed = await scope.db.delete(freezes).where(scope.where(freezes, which)).returning({ id: freezes.id });
  return removed.length;
}

/** A closed stretch on one court, with its freeze's id, title and what it closes (FreezeScope). */
export interface FrozenTime {
  freezeId: number;
  note: string;
  sportIds: number[];
  serviceTypeIds: number[];
  courtId: number;
  start: Date;
  end: Date;
}

/** The frozen stretches on `courtIds` overlapping [from, to), soonest first; one statement. No courts: none. */
export async function frozenTimes(scope: TenantScope, courtIds: number[], from: Date, to: Date): Promise<FrozenTime[]> {
  if (courtIds.length === 0) return [];
  const rows = await queryRows<{
    freeze_id: number;
    note: string;
    court_id: number;
    s: string;
    e: string;
    sports: number[] | string;
    service_types: number[] | string;
  }>(
    scope.db,
    sql`SELECT f.id AS freeze_id, f.note, c.court_id, ${scopeColumns},
          to_char(r.starts_at AT TIME ZONE 'UTC', ${iso}) AS s, to_char(r.ends_at AT TIME ZONE 'UTC', ${iso}) AS e
        FROM freeze_ranges r
        JOIN freezes f ON f.business_id = r.business_id AND f.id = r.freeze_id
        JOIN freeze_courts c ON c.business_id = r.business_id AND c.freeze_id = r.freeze_id
        WHERE r.business_id = ${scope.businessId} AND r.ends_at > ${from.toISOString()}::timestamptz
          AND r.starts_at < ${to.toISOString()}::timestamptz
          AND c.court_id = ANY(${`{${courtIds.join(',')}}`}::int[])
        ORDER BY r.starts_at, c.court_id, f.id`,
  );
  return rows.map((row) => ({
    freezeId: row.freeze_id,
    note: row.note,
    sportIds: json(row.sports),
    serviceTypeIds: json(row.service_types),
    courtId: row.court_id,
    start: new Date(row.s),
    end: new Date(row.e),
  }));
}

/** First key of the club's freeze lock (pg_advisory_xact_lock's two-key form; the second key is the club). */
const FREEZE_LOCK = 0x46525a;

/**
 * The club's freeze lock, held to the end of the transaction: shared by the booking paths while they check frozen
 * times and write, exclusive while a freeze is made. A booking and a freeze made at the same moment are so put one
 * after the other: either the booking is written first and the freeze sees (and cancels or keeps) it, or the
 * freeze is committed first and the booking sees it.
 */
export async function lockFreezes(scope: TenantScope, mode: 'shared' | 'exclusive'): Promise<void> {
  await queryRows(
    scope.db,
    mode === 'shared'
      ? sql`SELECT pg_advisory_xact_lock_shared(${FREEZE_LOCK}, ${scope.businessId}) IS NULL AS locked`
      : sql`SELECT pg_advisory_xact_lock(${FREEZE_LOCK}, ${scope.businessId}) IS NULL AS locked`,
  );
}
