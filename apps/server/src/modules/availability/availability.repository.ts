// The only reader and writer of the availability rules' tables (availability_rules and its courts, rows, who-can-book
// entries and excluded days, and the rules' version). Rules are read with everything they hold in one statement, so the court sheet's
// listing and the booking policy load any number of rules in one round trip.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  availabilityRuleCourts,
  availabilityRuleExclusions,
  availabilityRuleRows,
  availabilityRules,
  availabilityRuleVersions,
  availabilityRuleWho,
  prepared,
  queryRows,
  type Executor,
  type TenantScope,
} from '@fairplay/db';
import type {
  AvailabilityRule,
  BookPayType,
  RecurrenceRule,
  RuleGender,
  RuleRow,
  WhoCanBook,
  WhoCanBookKind,
} from '@fairplay/domain';
import { ALL_OF_KIND, PUBLIC_VALUE } from '@fairplay/domain';

/** A stored rule: the policy's shape and what the staff screens show beside it. */
export interface StoredRule extends AvailabilityRule {
  stared: boolean;
  ends_on: string;
  override_of: number | null;
  created_at: string;
}

interface RawRule {
  id: number;
  note: string;
  sport_id: number;
  start_date: string;
  recurrence: RecurrenceRule | string | null;
  ends_on: string;
  book_pay_type: number;
  min_age: number | null;
  max_age: number | null;
  min_level: string | number | null;
  max_level: string | number | null;
  gender: RuleGender | null;
  stared: boolean;
  override_of: number | null;
  created_at: string;
  courts: number[] | string;
  rows: [number, number, number, number[], number, number, number, number][] | string;
  who: [WhoCanBookKind, boolean, number | null][] | string;
  excluded: string[] | string;
}

/** Some drivers hand json columns back parsed, others as text. */
function json<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

const time = (minutes: number) =>
  `${String(Math.floor((minutes % 1440) / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const level = (value: string | number | null) => (value === null ? null : Number(value));
const integers = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

function toRule(raw: RawRule): StoredRule {
  const who = new Map<WhoCanBookKind, number[]>();
  for (const [kind, all, target] of json(raw.who)) {
    const values = who.get(kind) ?? [];
    values.push(kind === 'public' ? PUBLIC_VALUE : all ? ALL_OF_KIND : Number(target));
    who.set(kind, values);
  }
  const whoCanBook: WhoCanBook[] = [...who].map(([kind, values]) => ({
    for: kind,
    values: values.includes(ALL_OF_KIND) ? [ALL_OF_KIND] : values.sort((a, b) => a - b),
  }));
  const rows: RuleRow[] = json(raw.rows).map(([id, start, end, days, advance, buffer, price, points]) => ({
    id: Number(id),
    start_time: time(Number(start)),
    end_time: time(Number(end)),
    days: days.map(Number),
    advance_days: Number(advance),
    buffer: Number(buffer),
    price: Number(price),
    point_price: Number(points),
  }));
  return {
    id: Number(raw.id),
    note: raw.note,
    sport_id: Number(raw.sport_id),
    court_ids: json(raw.courts).map(Number),
    start_date: raw.start_date,
    recurrence: raw.recurrence === null ? null : json(raw.recurrence),
    excluded_dates: json(raw.excluded),
    book_pay_type: Number(raw.book_pay_type) as BookPayType,
    who_can_book: whoCanBook,
    filters: {
      min_age: raw.min_age === null ? null : Number(raw.min_age),
      max_age: raw.max_age === null ? null : Number(raw.max_age),
      min_level: level(raw.min_level),
      max_level: level(raw.max_level),
      gender: raw.gender,
    },
    rows,
    stared: raw.stared,
    ends_on: raw.ends_on,
    override_of: raw.override_of === null ? null : Number(raw.override_of),
    created_at: raw.created_at,
  };
}

export interface RuleQuery {
  ids?: readonly number[];
  /** Rules covering any of these courts. */
  courtIds?: readonly number[] | null;
  /** Club-local dates: rules whose [start_date, ends_on] touches [fromDate, toDate]. */
  fromDate?: string;
  toDate?: string;
  /** Rules ending on or before this date (the expiring list). */
  endsBy?: string;
  order?: 'list' | 'expiring';
  /** For the 'list' order: club-local [today, today + a month]; repeating rules ending inside it list first. */
  expiringBetween?: [string, string];
  limit?: number;
  offset?: number;
}

function conditions(scope: TenantScope, query: RuleQuery): SQL {
  const parts: SQL[] = [sql`r.business_id = ${scope.businessId}`];
  if (query.ids) parts.push(sql`r.id = ANY(${integers(query.ids)}::integer[])`);
  if (query.courtIds) {
    parts.push(sql`EXISTS (SELECT 1 FROM availability_rule_courts c WHERE c.business_id = r.business_id
      AND c.rule_id = r.id AND c.court_id = ANY(${integers(query.courtIds)}::integer[]))`);
  }
  if (query.fromDate) parts.push(sql`r.ends_on >= ${query.fromDate}::date`);
  if (query.toDate) parts.push(sql`r.start_date <= ${query.toDate}::date`);
  if (query.endsBy) parts.push(sql`r.ends_on <= ${query.endsBy}::date`);
  return sql.join(parts, sql` AND `);
}

/**
 * The club's rules matching `query`, each with its courts, rows, who-can-book entries and excluded days, in one
 * statement. 'list' order: starred first, then those expiring first, then newest; 'expiring': by expiry.
 */
export async function loadRules(scope: TenantScope, query: RuleQuery = {}): Promise<StoredRule[]> {
  const order =
    query.order === 'expiring'
      ? sql`r.ends_on, r.id`
      : query.order === 'list'
        ? sql`(r.recurrence IS NOT NULL AND r.ends_on BETWEEN ${query.expiringBetween?.[0] ?? '1970-01-01'}::date
                AND ${query.expiringBetween?.[1] ?? '1970-01-01'}::date) DESC, r.stared DESC, r.ends_on, r.id DESC`
        : sql`r.id`;
  const page = query.limit === undefined ? sql`` : sql`LIMIT ${query.limit} OFFSET ${query.offset ?? 0}`;
  // The rules first (with their page), then each part aggregated once for all of them and joined by rule: one
  // pass per part table instead of four correlated subqueries per rule.
  const club = scope.businessId;
  const raw = await queryRows<RawRule>(
    scope.db,
    sql`WITH picked AS (
          SELECT r.*, row_number() OVER (ORDER BY ${order}) AS ord
          FROM availability_rules r
          WHERE ${conditions(scope, query)}
          ORDER BY ${order} ${page}
        ),
        courts AS (
          SELECT c.rule_id, json_agg(c.court_id ORDER BY c.court_id) AS list
          FROM availability_rule_courts c
          WHERE c.business_id = ${club} AND c.rule_id IN (SELECT id FROM picked) GROUP BY c.rule_id
        ),
        rule_rows AS (
          SELECT w.rule_id, json_agg(json_build_array(w.id, w.start_minute, w.end_minute, w.days, w.advance_days,
                                                      w.buffer, w.price, w.point_price) ORDER BY w.position) AS list
          FROM availability_rule_rows w
          WHERE w.business_id = ${club} AND w.rule_id IN (SELECT id FROM picked) GROUP BY w.rule_id
        ),
        who AS (
          SELECT e.rule_id, json_agg(json_build_array(e.kind, e.all_of_kind,
                                                      COALESCE(e.group_id, e.coach_user_id, e.facility_group_id, e.plan_id))
                                     ORDER BY e.id) AS list
          FROM availability_rule_who e
          WHERE e.business_id = ${club} AND e.rule_id IN (SELECT id FROM picked) GROUP BY e.rule_id
        ),
        excluded AS (
          SELECT x.rule_id, json_agg(to_char(x.day, 'YYYY-MM-DD') ORDER BY x.day) AS list
          FROM availability_rule_exclusions x
          WHERE x.business_id = ${club} AND x.rule_id IN (SELECT id FROM picked) GROUP BY x.rule_id
        )
        SELECT p.id, p.note, p.sport_id, to_char(p.start_date, 'YYYY-MM-DD') AS start_date, p.recurrence,
          to_char(p.ends_on, 'YYYY-MM-DD') AS ends_on, p.book_pay_type, p.min_age, p.max_age, p.min_level,
          p.max_level, p.gender, p.stared, p.override_of,
          to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
          COALESCE(c.list, '[]'::json) AS courts, COALESCE(w.list, '[]'::json) AS rows,
          COALESCE(e.list, '[]'::json) AS who, COALESCE(x.list, '[]'::json) AS excluded
        FROM picked p
        LEFT JOIN courts c ON c.rule_id = p.id
        LEFT JOIN rule_rows w ON w.rule_id = p.id
        LEFT JOIN who e ON e.rule_id = p.id
        LEFT JOIN excluded x ON x.rule_id = p.id
        ORDER BY p.ord`,
  );
  return raw.map(toRule);
}

export async function countRules(scope: TenantScope, query: RuleQuery = {}): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    scope.db,
    sql`SELECT count(*)::int AS n FROM availability_rules r WHERE ${conditions(scope, query)}`,
  );
  return Number(row?.n ?? 0);
}

/** The rule's id when it is the club's, locked to the end of the caller's transaction. */
export async function lockRule(scope: TenantScope, id: number): Promise<boolean> {
  const rows = await scope.db
    .select({ id: availabilityRules.id })
    .from(availabilityRules)
    .where(scope.where(availabilityRules, eq(availabilityRules.id, id)))
    .for('update');
  return rows.length > 0;
}

/** What a rule is saved from (already validated). */
export interface RuleWrite {
  note: string;
  sportId: number;
  startDate: string;
  recurrence: RecurrenceRule | null;
  endsOn: string;
  bookPayType: BookPayType;
  filters: AvailabilityRule['filters'];
  courtIds: number[];
  rows: Omit<RuleRow, 'id'>[];
  whoCanBook: WhoCanBook[];
  overrideOf?: number | null;
  stared?: boolean;
}

const minutes = (value: string, end: boolean) => {
  const m = Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
  return end && m === 0 ? 1440 : m;
};

function ruleColumns(write: RuleWrite) {
  return {
    note: write.note,
    sportId: write.sportId,
    startDate: write.startDate,
    recurrence: write.recurrence,
    endsOn: write.endsOn,
    bookPayType: write.bookPayType,
    minAge: write.filters.min_age,
    maxAge: write.filters.max_age,
    minLevel: write.filters.min_level === null ? null : String(write.filters.min_level),
    maxLevel: write.filters.max_level === null ? null : String(write.filters.max_level),
    gender: write.filters.gender,
  };
}

async function writeParts(scope: TenantScope, ruleId: number, write: RuleWrite): Promise<void> {
  const businessId = scope.businessId;
  await scope.db
    .insert(availabilityRuleCourts)
    .values(write.courtIds.map((courtId) => ({ businessId, ruleId, courtId })));
  await scope.db.insert(availabilityRuleRows).values(
    write.rows.map((row, position) =>
      scope.values({
        ruleId,
        position,
        startMinute: minutes(row.start_time, false),
        endMinute: minutes(row.end_time, true),
        days: row.days,
        advanceDays: row.advance_days,
        buffer: row.buffer,
        price: row.price,
        pointPrice: row.point_price,
        bookPayType: write.bookPayType,
      }),
    ),
  );
  const who = write.whoCanBook.flatMap((entry) =>
    entry.values.map((value) => {
      const all = value === ALL_OF_KIND || value === PUBLIC_VALUE || entry.for === 'allmembers';
      return scope.values({
        ruleId,
        kind: entry.for,
        allOfKind: all,
        groupId: entry.for === 'groups' && !all ? value : null,
        coachUserId: entry.for === 'coaches' && !all ? value : null,
        facilityGroupId: entry.for === 'facility_groups' && !all ? value : null,
        planId: entry.for === 'plans' && !all ? value : null,
      });
    }),
  );
  if (who.length > 0) await scope.db.insert(availabilityRuleWho).values(who);
}

export async function insertRule(scope: TenantScope, write: RuleWrite, createdBy: number): Promise<number> {
  const [row] = await scope.db
    .insert(availabilityRules)
    .values(
      scope.values({
        ...ruleColumns(write),
        overrideOf: write.overrideOf ?? null,
        stared: write.stared ?? false,
        createdBy,
      }),
    )
    .returning({ id: availabilityRules.id });
  await writeParts(scope, row!.id, write);
  return row!.id;
}

/** Replaces a rule's fields, courts, rows and who-can-book entries (its excluded days and star stay). */
export async function replaceRule(scope: TenantScope, id: number, write: RuleWrite): Promise<void> {
  await scope.db
    .update(availabilityRules)
    .set({ ...ruleColumns(write), updatedAt: new Date() })
    .where(scope.where(availabilityRules, eq(availabilityRules.id, id)));
  const own = (table: typeof availabilityRuleCourts | typeof availabilityRuleRows | typeof availabilityRuleWho) =>
    and(eq(table.businessId, scope.businessId), eq(table.ruleId, id));
  await scope.db.delete(availabilityRuleCourts).where(own(availabilityRuleCourts));
  await scope.db.delete(availabilityRuleRows).where(own(availabilityRuleRows));
  await scope.db.delete(availabilityRuleWho).where(own(availabilityRuleWho));
  await writeParts(scope, id, write);
}

/** Ends a recurring rule earlier (this-and-following edits keep the days before). */
export async function setRuleEnd(
  scope: TenantScope,
  id: number,
  recurrence: RecurrenceRule | null,
  endsOn: string,
): Promise<void> {
  await scope.db
    .update(availabilityRules)
    .set({ recurrence, endsOn, updatedAt: new Date() })
    .where(scope.where(availabilityRules, eq(availabilityRules.id, id)));
}

export async function setStared(scope: TenantScope, id: number, stared: boolean): Promise<boolean> {
  const rows = await scope.db
    .update(availabilityRules)
    .set({ stared })
    .where(scope.where(availabilityRules, eq(availabilityRules.id, id)))
    .returning({ id: availabilityRules.id });
  return rows.length > 0;
}

/** Takes single days off a rule; days already excluded stay as they are. */
export async function excludeDays(scope: TenantScope, ruleId: number, days: string[]): Promise<void> {
  if (days.length === 0) return;
  await scope.db
    .insert(availabilityRuleExclusions)
    .values(days.map((day) => ({ businessId: scope.businessId, ruleId, day })))
    .onConflictDoNothing();
}

/** Deletes rules (with their courts, rows, entries and days); their single-day overrides stay on their own. */
export async function deleteRules(scope: TenantScope, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await scope.db
    .delete(availabilityRules)
    .where(scope.where(availabilityRules, inArray(availabilityRules.id, ids)))
    .returning({ id: availabilityRules.id });
  return rows.length;
}

/** The club's single-day overrides of a rule. */
export async function overridesOf(scope: TenantScope, id: number): Promise<number[]> {
  const rows = await scope.db
    .select({ id: availabilityRules.id })
    .from(availabilityRules)
    .where(scope.where(availabilityRules, eq(availabilityRules.overrideOf, id)));
  return rows.map((row) => row.id);
}

/**
 * The version of the club's rules (migration 0029: triggers give it a new value in the transaction of every change
 * to the rules' tables); 0 when the club's rules never changed. One primary-key read.
 */
/** Read before every use of the rules cache (each listing and booking check): prepared once. */
const ruleVersionQuery = (db: Executor) =>
  prepared(db, 'availability_rule_version', (on) =>
    on
      .select({ version: availabilityRuleVersions.version })
      .from(availabilityRuleVersions)
      .where(eq(availabilityRuleVersions.businessId, sql.placeholder('businessId')))
      .prepare('availability_rule_version'),
  );

export async function ruleVersion(scope: TenantScope): Promise<number> {
  const [row] = await ruleVersionQuery(scope.db).execute({ businessId: scope.businessId });
  return row === undefined ? 0 : Number(row.version);
}
