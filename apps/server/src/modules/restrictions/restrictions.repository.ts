import { and, asc, count, eq, sql } from 'drizzle-orm';
import { restrictionOverrides, restrictions, restrictionTargets, type TenantScope } from '@fairplay/db';
import type { RestrictionOverrideRule, RestrictionRule } from '@fairplay/domain';

/** The only reader and writer of restrictions, restriction_targets and restriction_overrides. */

export interface RestrictionRow extends RestrictionRule {
  overrideCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface RestrictionWrite {
  name: string;
  unit: 'bookings' | 'minutes';
  period: 'day' | 'week' | 'upcoming';
  max_value: number;
  week_start: number;
  prime_time: { days: number[]; start_time: string; end_time: string } | null;
  sport_id: number | null;
  facility_group_id: number | null;
  all_members: boolean;
  member_type_ids: number[];
  group_ids: number[];
  applies_to_staff: boolean;
  active: boolean;
}

const toMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minute: number) =>
  minute === 1440
    ? '00:00'
    : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const daysToMask = (days: number[]) => days.reduce((mask, day) => mask | (1 << day), 0);
const maskToDays = (mask: number) => [0, 1, 2, 3, 4, 5, 6].filter((day) => (mask & (1 << day)) !== 0);

function columnsOf(input: RestrictionWrite) {
  const prime = input.prime_time;
  return {
    name: input.name,
    unit: input.unit,
    period: input.period,
    maxValue: input.max_value,
    weekStart: input.week_start,
    primeDays: prime ? daysToMask(prime.days) : null,
    primeStartMinute: prime ? toMinute(prime.start_time) : null,
    primeEndMinute: prime ? (prime.end_time === '00:00' ? 1440 : toMinute(prime.end_time)) : null,
    sportId: input.sport_id,
    facilityGroupId: input.facility_group_id,
    allMembers: input.all_members,
    appliesToStaff: input.applies_to_staff,
    active: input.active,
  };
}

/** The club's restrictions (among `ids` when given), oldest first, with their targets. */
export async function listRestrictions(
  scope: TenantScope,
  ids?: number[],
  withCounts = true,
): Promise<RestrictionRow[]> {
  // The targets come in the same statement (each restriction's member types and groups, in the order they were
  // written): every booking checks the club's restrictions, so this is one round trip less on each (issue 30). The
  // outer row is named in full: Drizzle writes a one-table select's own columns unqualified, which inside the
  // subquery would name the target's columns.
  const targetIds = (column: 'member_type_id' | 'group_id') =>
    sql<(number | string)[]>`ARRAY(SELECT t.${sql.raw(column)} FROM ${restrictionTargets} t
      WHERE t.business_id = "restrictions"."business_id" AND t.restriction_id = "restrictions"."id"
        AND t.${sql.raw(column)} IS NOT NULL ORDER BY t.id)`;
  const rows = await scope.db
    .select({ row: restrictions, memberTypeIds: targetIds('member_type_id'), groupIds: targetIds('group_id') })
    .from(restrictions)
    .where(
      scope.where(restrictions, ids ? sql`${restrictions.id} = ANY(${`{${ids.join(',')}}`}::integer[])` : undefined),
    )
    .orderBy(asc(restrictions.id));
  if (rows.length === 0) return [];
  const counts = new Map(
    (withCounts
      ? await scope.db
          .select({ id: restrictionOverrides.restrictionId, n: count() })
          .from(restrictionOverrides)
          .where(scope.where(restrictionOverrides))
          .groupBy(restrictionOverrides.restrictionId)
      : []
    ).map((row) => [row.id, row.n]),
  );
  return rows.map(({ row, memberTypeIds, groupIds }) => {
    return {
      id: row.id,
      name: row.name,
      unit: row.unit,
      period: row.period,
      max_value: row.maxValue,
      week_start: row.weekStart,
      prime_time:
        row.primeDays === null
          ? null
          : {
              days: maskToDays(row.primeDays),
              start_time: toTime(row.primeStartMinute!),
              end_time: toTime(row.primeEndMinute!),
            },
      sport_id: row.sportId,
      facility_group_id: row.facilityGroupId,
      all_members: row.allMembers,
      member_type_ids: memberTypeIds.map(Number),
      group_ids: groupIds.map(Number),
      plan_ids: [],
      applies_to_staff: row.appliesToStaff,
      active: row.active,
      overrideCount: counts.get(row.id) ?? 0,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
}

async function replaceTargets(scope: TenantScope, id: number, input: RestrictionWrite): Promise<void> {
  await scope.db
    .delete(restrictionTargets)
    .where(scope.where(restrictionTargets, eq(restrictionTargets.restrictionId, id)));
  if (input.all_members) return;
  const rows = [
    ...[...new Set(input.member_type_ids)].map((memberTypeId) => ({ restrictionId: id, memberTypeId })),
    ...[...new Set(input.group_ids)].map((groupId) => ({ restrictionId: id, groupId })),
  ];
  if (rows.length > 0) await scope.db.insert(restrictionTargets).values(rows.map((row) => scope.values(row)));
}

export async function insertRestriction(
  scope: TenantScope,
  input: RestrictionWrite,
  createdBy: number,
): Promise<number> {
  const [row] = await scope.db
    .insert(restrictions)
    .values(scope.values({ ...columnsOf(input), createdBy }))
    .returning({ id: restrictions.id });
  await replaceTargets(scope, row!.id, input);
  return row!.id;
}

/** False when the club has no such restriction. */
export async function updateRestriction(scope: TenantScope, id: number, input: RestrictionWrite): Promise<boolean> {
  const rows = await scope.db
    .update(restrictions)
    .set({ ...columnsOf(input), updatedAt: sql`now()` })
    .where(scope.where(restrictions, eq(restrictions.id, id)))
    .returning({ id: restrictions.id });
  if (rows.length === 0) return false;
  await replaceTargets(scope, id, input);
  return true;
}

export async function deleteRestriction(scope: TenantScope, id: number): Promise<boolean> {
  const rows = await scope.db
    .delete(restrictions)
    .where(scope.where(restrictions, eq(restrictions.id, id)))
    .returning({ id: restrictions.id });
  return rows.length > 0;
}

export interface OverrideRow extends RestrictionOverrideRule {
  id: number;
  restrictionName: string;
  note: string;
  createdAt: Date;
}

/** The club's overrides, optionally of one member, one restriction or one id, by restriction and member. */
export async function listOverrides(
  scope: TenantScope,
  filter: { userId?: number | undefined; restrictionId?: number | undefined; id?: number | undefined },
): Promise<OverrideRow[]> {
  const rows = await scope.db
    .select({ row: restrictionOverrides, restrictionName: restrictions.name })
    .from(restrictionOverrides)
    .innerJoin(
      restrictions,
      and(
        eq(restrictions.id, restrictionOverrides.restrictionId),
        eq(restrictions.businessId, restrictionOverrides.businessId),
      ),
    )
    .where(
      scope.where(
        restrictionOverrides,
        filter.userId === undefined ? undefined : eq(restrictionOverrides.userId, filter.userId),
        filter.restrictionId === undefined ? undefined : eq(restrictionOverrides.restrictionId, filter.restrictionId),
        filter.id === undefined ? undefined : eq(restrictionOverrides.id, filter.id),
      ),
    )
    .orderBy(asc(restrictionOverrides.restrictionId), asc(restrictionOverrides.userId));
  return rows.map(({ row, restrictionName }) => ({
    id: row.id,
    restriction_id: row.restrictionId,
    restrictionName,
    user_id: row.userId,
    exempt: row.exempt,
    max_value: row.maxValue,
    ends_on: row.endsOn,
    note: row.note,
    createdAt: row.createdAt,
  }));
}

export interface OverrideWrite {
  exempt: boolean;
  max_value: number | null;
  ends_on: string | null;
  note: string;
}

export async function insertOverride(
  scope: TenantScope,
  input: OverrideWrite & { restriction_id: number; user_id: number },
  createdBy: number,
): Promise<number> {
  const [row] = await scope.db
    .insert(restrictionOverrides)
    .values(
      scope.values({
        restrictionId: input.restriction_id,
        userId: input.user_id,
        exempt: input.exempt,
        maxValue: input.max_value,
        endsOn: input.ends_on,
        note: input.note,
        createdBy,
      }),
    )
    .returning({ id: restrictionOverrides.id });
  return row!.id;
}

export async function updateOverride(scope: TenantScope, id: number, input: OverrideWrite): Promise<boolean> {
  const rows = await scope.db
    .update(restrictionOverrides)
    .set({
      exempt: input.exempt,
      maxValue: input.max_value,
      endsOn: input.ends_on,
      note: input.note,
      updatedAt: sql`now()`,
    })
    .where(scope.where(restrictionOverrides, eq(restrictionOverrides.id, id)))
    .returning({ id: restrictionOverrides.id });
  return rows.length > 0;
}

export async function deleteOverride(scope: TenantScope, id: number): Promise<boolean> {
  const rows = await scope.db
    .delete(restrictionOverrides)
    .where(scope.where(restrictionOverrides, eq(restrictionOverrides.id, id)))
    .returning({ id: restrictionOverrides.id });
  return rows.length > 0;
}

/**
 * Serializes bookings of one member to the end of the caller's transaction (a transaction-level advisory lock in
 * restrictions' key space, 21): two simultaneous bookings by the member are counted one after the other.
 */
export async function lockMember(scope: TenantScope, userId: number): Promise<void> {
  await scope.db.execute(sql`SELECT pg_advisory_xact_lock(21, ${userId}::integer)`);
}
