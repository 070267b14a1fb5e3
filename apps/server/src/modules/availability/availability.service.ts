import type { CourtSheetEvent, FreezeList, Rule, RuleList, RuleBody, RuleUpdateBody } from '@fairplay/contracts';
import { databaseErrorFacts, type TenantScope, type Database, type Executor } from '@fairplay/db';
import {
  addDaysToDate,
  can,
  ruleAppliesOn,
  ruleOccurrences,
  RULE_FORM_LIMITS,
  RULE_FORM_MESSAGES,
  utcToZonedParts,
  validateRuleForm,
  type AvailabilityRule,
  type RuleFormInput,
  type ValidRule,
} from '@fairplay/domain';
import { type AppError, fieldError, forbidden, notFound } from '../../errors.js';
import { listStaff } from '../clubs/index.js';
import { facilityGroupNames } from '../facilities/index.js';
import { activeGroups } from '../groups/index.js';
import type { MemberContext } from '../identity/index.js';
import {
  countRules,
  deleteRules,
  excludeDays,
  insertRule,
  loadRules,
  lockRule,
  overridesOf,
  replaceRule,
  setRuleEnd,
  setStared,
  type RuleWrite,
  type StoredRule,
} from './availability.repository.js';
import type { AvailabilityNeeds } from './ports.js';
import { freezePage, unfreeze } from './freezes.js';
import { clubToday, ruleEventsOf, toRuleDto } from './rule-events.js';

type Selection = { locationId: number | null; facilityGroupId: number | null };

const COACH_TYPES = new Set(['coach', 'supercoach', 'superdupercoach']);

/**
 * Whether the club's payment account is connected: public rules need it (spec 2 section 5). Payments come with
 * their own issue and no club can connect an account yet, so none is connected (docs/decisions.md).
 */
function paymentsConnected(_member: MemberContext): boolean {
  return false;
}

function parseInput(body: RuleBody & Record<string, unknown>): RuleFormInput {
  const b = body as unknown as Required<Pick<RuleFormInput, keyof RuleFormInput>>;
  return {
    note: b.note,
    sport_id: b.sport_id,
    courts: b.courts,
    start_date: b.start_date,
    recurrence: b.recurrence,
    book_pay_type: b.book_pay_type,
    rules: b.rules,
    who_can_book: b.who_can_book,
    filters: b.filters,
  };
}

function toWrite(valid: ValidRule): RuleWrite {
  return {
    note: valid.note,
    sportId: valid.sport_id,
    startDate: valid.start_date,
    recurrence: valid.recurrence,
    endsOn: valid.ends_on,
    bookPayType: valid.book_pay_type,
    filters: valid.filters,
    courtIds: valid.courts,
    rows: valid.rows.map((row) => ({ ...row, id: 0 })),
    whoCanBook: valid.who_can_book,
  };
}

/** A stored rule back in the form's shape (for overrides and moves built from it). */
function asInput(rule: StoredRule): RuleFormInput {
  return {
    note: rule.note,
    sport_id: rule.sport_id,
    courts: rule.court_ids,
    start_date: rule.start_date,
    recurrence: rule.recurrence,
    book_pay_type: rule.book_pay_type,
    rules: rule.rows.map((row) => ({
      days: row.days,
      start_time: row.start_time,
      end_time: row.end_time,
      price: row.price,
      point_price: row.point_price,
      advance: row.advance_days,
      buffer: row.buffer,
    })),
    who_can_book: rule.who_can_book,
    filters: rule.filters,
  };
}

/** Foreign keys the rule's references hit when one disappeared while saving (a race the database settles). */
function referenceGone(error: unknown): AppError | null {
  const facts = databaseErrorFacts(error);
  if (facts?.sqlState !== '23503') return null;
  const constraint = facts.constraint ?? '';
  const field = constraint.includes('court') ? 'courts' : constraint.includes('sport') ? 'sport_id' : 'who_can_book';
  return fieldError(field, 'was removed while saving; please choose again.');
}

export function createAvailabilityService(db: Database, now: () => Date, needs: AvailabilityNeeds) {
  const zoneOf = (member: MemberContext) => member.business.timezone;
  const todayOf = (member: MemberContext) => clubToday(now(), zoneOf(member));
  const dto = (member: MemberContext, rule: StoredRule): Rule => toRuleDto(rule, todayOf(member));

  function requireSettingsUpdate(member: MemberContext): void {
    if (!can(member.membership.roles, 'settings', 'update')) throw forbidden();
  }

  async function loadOne(scope: TenantScope, id: number): Promise<StoredRule> {
    const [rule] = await loadRules(scope, { ids: [id] });
    if (!rule) throw notFound('Rule');
    return rule;
  }

  /** The form checks, then the references: courts, groups, coaches and facility groups of this club. */
  async function validate(member: MemberContext, scope: TenantScope, input: RuleFormInput): Promise<ValidRule> {
    const checked = validateRuleForm(input, {
      now: now(),
      timeZone: zoneOf(member),
      slotMinutes: member.business.bookingToStart,
      paymentsConnected: paymentsConnected(member),
    });
    if (!checked.ok) throw fieldError(checked.field, checked.message);
    const valid = checked.value;
    const courts = new Set((await needs.courts.findCourts(scope, valid.courts)).map((court) => court.id));
    const missingCourt = valid.courts.findIndex((id) => !courts.has(id));
    if (missingCourt >= 0) throw fieldError(`courts.${missingCourt}`, 'is not a court of this club.');
    for (const [index, entry] of valid.who_can_book.entries()) {
      if (entry.values.some((value) => value < 0)) continue;
      let known: Set<number> | null = null;
      if (entry.for === 'groups') known = new Set((await activeGroups(scope)).map((group) => group.id));
      if (entry.for === 'facility_groups') known = new Set((await facilityGroupNames(scope)).map((group) => group.id));
      if (entry.for === 'coaches') {
        known = new Set(
          (await listStaff(scope)).filter((staff) => COACH_TYPES.has(staff.member_type)).map((staff) => staff.user_id),
        );
      }
      if (known && entry.values.some((value) => !known.has(value))) {
        throw fieldError(`who_can_book.${index}.values`, `holds an id that is not one of this club's ${entry.for}.`);
      }
    }
    return valid;
  }

  async function courtNames(scope: TenantScope, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    return new Map((await needs.courts.findCourts(scope, ids)).map((court) => [court.id, court.name]));
  }

  /** Runs a write in a transaction; a reference removed meanwhile answers a 400 rather than a 500. */
  async function write<T>(member: MemberContext, work: (scope: TenantScope) => Promise<T>): Promise<T> {
    requireSettingsUpdate(member);
    try {
      return await db.transaction((tx: Executor) => work(member.scope.within(tx)));
    } catch (error) {
      throw referenceGone(error) ?? error;
    }
  }

  /** A single-day override of `rule` on `date` from `input`; the rule stops applying that day. */
  async function override(
    member: MemberContext,
    scope: TenantScope,
    rule: StoredRule,
    date: string,
    inputs: RuleFormInput[],
  ): Promise<number[]> {
    const ids: number[] = [];
    for (const input of inputs) {
      const valid = await validate(member, scope, { ...input, start_date: date, recurrence: null });
      ids.push(await insertRule(scope, { ...toWrite(valid), overrideOf: rule.id }, member.user.id));
    }
    if (rule.recurrence === null) await deleteRules(scope, [rule.id]);
    else await excludeDays(scope, rule.id, [date]);
    return ids;
  }

  function requireDayOf(rule: StoredRule, date: string | undefined, field: string): string {
    if (date === undefined) throw fieldError(field, RULE_FORM_MESSAGES.required);
    if (!ruleAppliesOn(rule, date)) throw fieldError(field, 'The rule does not apply on that day.');
    return date;
  }

  return {
    async whoCanBook(member: MemberContext) {
      const scope = member.scope;
      const [groups, staff, facilityGroups] = await Promise.all([
        activeGroups(scope),
        listStaff(scope),
        facilityGroupNames(scope),
      ]);
      return {
        groups: groups.map(({ id, name }) => ({ id, name })),
        plans: [],
        coaches: staff
          .filter((person) => COACH_TYPES.has(person.member_type))
          .map((person) => ({ id: person.user_id, name: `${person.first_name} ${person.last_name}`.trim() })),
        facility_groups: facilityGroups,
        payments_connected: paymentsConnected(member),
      };
    },

    async list(
      member: MemberContext,
      query: { offset?: number; limit?: number; paging?: string; freeze?: '0' | '1' },
    ): Promise<RuleList | FreezeList> {
      let paging: { limit?: unknown; offset?: unknown } = {};
      if (query.paging !== undefined) {
        try {
          paging = JSON.parse(query.paging) as typeof paging;
        } catch {
          throw fieldError('paging', 'Must be JSON such as {"limit":30,"offset":0}.');
        }
      }
      const number = (value: unknown, field: string, min: number, max: number) => {
        if (value === undefined) return undefined;
        if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
          throw fieldError(field, `Must be a whole number from ${min} to ${max}.`);
        }
        return value;
      };
      const limit = query.limit ?? number(paging.limit, 'paging.limit', 1, 30) ?? RULE_FORM_LIMITS.pageSize;
      const offset = query.offset ?? number(paging.offset, 'paging.offset', 0, 1_000_000) ?? 0;
      if (query.freeze === '1') {
        // Freezes are for those who change the club's availability; a member's sheet shows frozen time instead.
        requireSettingsUpdate(member);
        return freezePage(member.scope, { limit, offset }, (ids) => courtNames(member.scope, ids));
      }
      const [rows, count] = await Promise.all([
        loadRules(member.scope, {
          order: 'list',
          expiringBetween: [todayOf(member), addDaysToDate(todayOf(member), RULE_FORM_LIMITS.expiringDays)],
          limit,
          offset,
        }),
        countRules(member.scope),
      ]);
      return { rows: rows.map((rule) => dto(member, rule)), count, limit, offset };
    },

    async expiring(member: MemberContext): Promise<Rule[]> {
      // Members do not get the expired-rules check (spec 2 section 6).
      if (member.membership.key === 'member') return [];
      const today = todayOf(member);
      const rules = await loadRules(member.scope, {
        fromDate: today,
        endsBy: addDaysToDate(today, RULE_FORM_LIMITS.expiringDays),
        order: 'expiring',
      });
      return rules.filter((rule) => rule.recurrence !== null).map((rule) => dto(member, rule));
    },

    async get(member: MemberContext, id: number): Promise<Rule> {
      return dto(member, await loadOne(member.scope, id));
    },

    add: (member: MemberContext, body: RuleBody) =>
      write(member, async (scope) => {
        const valid = await validate(member, scope, parseInput(body));
        const id = await insertRule(scope, toWrite(valid), member.user.id);
        return dto(member, await loadOne(scope, id));
      }),

    update: (member: MemberContext, id: number, body: RuleUpdateBody) =>
      write(member, async (scope) => {
        if (!(await lockRule(scope, id))) throw notFound('Rule');
        const rule = await loadOne(scope, id);
        const input = parseInput(body);
        const mode = (body.mode ?? 2) as 0 | 1 | 2;
        if (mode === 2 || rule.recurrence === null) {
          const valid = await validate(member, scope, input);
          await replaceRule(scope, id, toWrite(valid));
          return dto(member, await loadOne(scope, id));
        }
        const date = requireDayOf(rule, body.date, 'date');
        if (mode === 0) {
          const [created] = await override(member, scope, rule, date, [input]);
          return dto(member, await loadOne(scope, created!));
        }
        // This and following: the rule keeps the days before `date`; a new rule takes over from it.
        if (date === rule.start_date) {
          const valid = await validate(member, scope, input);
          await replaceRule(scope, id, toWrite(valid));
          return dto(member, await loadOne(scope, id));
        }
        const valid = await validate(member, scope, { ...input, start_date: date });
        const dayBefore = addDaysToDate(date, -1);
        await setRuleEnd(
          scope,
          id,
          { ...rule.recurrence, ends: 'date', end_date: dayBefore, occurrences: undefined },
          dayBefore,
        );
        const created = await insertRule(scope, toWrite(valid), member.user.id);
        return dto(member, await loadOne(scope, created));
      }),

    star: (member: MemberContext, id: number, stared: boolean) =>
      write(member, async (scope) => {
        if (!(await setStared(scope, id, stared))) throw notFound('Rule');
        return dto(member, await loadOne(scope, id));
      }),

    delete: (member: MemberContext, id: number, groupBy: string | undefined, freeze: boolean) =>
      write(member, async (scope) => {
        if (freeze) {
          if (groupBy !== undefined) throw fieldError('group_by', 'A freeze is unfrozen whole; leave group_by out.');
          return unfreeze(scope, id);
        }
        if (!(await lockRule(scope, id))) throw notFound('Rule');
        const rule = await loadOne(scope, id);
        const overrides = await loadRules(scope, { ids: await overridesOf(scope, id) });
        if (groupBy === undefined || rule.recurrence === null) {
          return { removed: await deleteRules(scope, [id, ...overrides.map((o) => o.id)]) };
        }
        if (groupBy < rule.start_date || groupBy > rule.ends_on) {
          throw fieldError('group_by', 'The rule does not apply on that day.');
        }
        await excludeDays(scope, id, [groupBy]);
        const onDay = overrides.filter((o) => o.start_date === groupBy).map((o) => o.id);
        return { removed: 1 + (await deleteRules(scope, onDay)) };
      }),

    moveSingle: (
      member: MemberContext,
      body: {
        id: number;
        old_court_id: number;
        new_court_id: number;
        old_start: string;
        old_end: string;
        new_start: string;
        new_end: string;
      },
    ) =>
      write(member, async (scope) => {
        if (!(await lockRule(scope, body.id))) throw notFound('Rule');
        const rule = await loadOne(scope, body.id);
        const zone = zoneOf(member);
        const oldStart = utcToZonedParts(new Date(body.old_start), zone);
        const oldEnd = utcToZonedParts(new Date(body.old_end), zone);
        const newStart = utcToZonedParts(new Date(body.new_start), zone);
        const newEnd = utcToZonedParts(new Date(body.new_end), zone);
        const date = oldStart.date;
        if (!rule.court_ids.includes(body.old_court_id))
          throw fieldError('old_court_id', 'is not a court of the rule.');
        requireDayOf(rule, date, 'old_start');
        const sameDay = (end: { date: string; time: string }) =>
          end.date === date || (end.time === '00:00' && end.date === addDaysToDate(date, 1));
        if (newStart.date !== date || !sameDay(newEnd) || !sameDay(oldEnd)) {
          throw fieldError('new_start', 'A rule moves within its day only.');
        }
        const index = rule.rows.findIndex((row) => row.start_time === oldStart.time && row.end_time === oldEnd.time);
        if (index < 0) throw fieldError('old_start', 'No row of the rule has these times.');
        const base = asInput(rule);
        const moved: RuleFormInput = {
          ...base,
          courts: [body.new_court_id],
          rules: base.rules.map((row, i) =>
            i === index ? { ...row, start_time: newStart.time, end_time: newEnd.time } : row,
          ),
        };
        const others = rule.court_ids.filter((courtId) => courtId !== body.old_court_id);
        const inputs = others.length > 0 ? [moved, { ...base, courts: others }] : [moved];
        const [created] = await override(member, scope, rule, date, inputs);
        return dto(member, await loadOne(scope, created!));
      }),

    async courtAvailability(
      member: MemberContext,
      selection: Selection,
      body: {
        start_time: string;
        end_time: string;
        recurrence: boolean;
        frequency?: 'daily' | 'weekly' | 'monthly';
        every?: 1 | 2;
        days?: number[];
        occurrences?: number;
        ends?: string;
        start_date?: string;
        multipleDates?: { start_time: string; end_time: string }[];
        courts?: number[];
        exclude_id?: number;
      },
    ) {
      const zone = zoneOf(member);
      const ranges = body.multipleDates?.length
        ? body.multipleDates
        : [{ start_time: body.start_time, end_time: body.end_time }];
      const asked: AvailabilityRule[] = [];
      for (const [index, range] of ranges.entries()) {
        const start = utcToZonedParts(new Date(range.start_time), zone);
        const end = utcToZonedParts(new Date(range.end_time), zone);
        if (
          !(new Date(range.end_time) > new Date(range.start_time)) ||
          (end.date !== start.date && end.time !== '00:00')
        ) {
          throw fieldError(
            body.multipleDates?.length ? `multipleDates.${index}.end_time` : 'end_time',
            RULE_FORM_MESSAGES.times,
          );
        }
        const recurring = body.recurrence && !body.multipleDates?.length;
        if (recurring && !body.frequency) throw fieldError('frequency', RULE_FORM_MESSAGES.required);
        asked.push({
          id: 0,
          note: '',
          sport_id: null,
          court_ids: [],
          start_date: body.start_date ?? start.date,
          recurrence: recurring
            ? {
                frequency: body.frequency!,
                every: body.every ?? 1,
                days: body.days ?? [],
                ends: body.ends ? 'date' : 'occurrences',
                end_date: body.ends,
                occurrences: body.ends ? undefined : (body.occurrences ?? 1),
              }
            : null,
          excluded_dates: [],
          book_pay_type: -1,
          who_can_book: [],
          filters: { min_age: null, max_age: null, min_level: null, max_level: null, gender: null },
          rows: [
            {
              id: 0,
              start_time: start.time,
              end_time: end.time,
              days: [],
              advance_days: 0,
              buffer: 0,
              price: 0,
              point_price: 0,
            },
          ],
        });
      }
      const courts = body.courts
        ? await needs.courts.findCourts(member.scope, body.courts)
        : await needs.courts.courtsForSelection(member.scope, selection);
      const courtIds = courts.map((court) => court.id);
      const firstDate = asked.map((rule) => rule.start_date).sort()[0]!;
      const existing = (await loadRules(member.scope, { courtIds, fromDate: firstDate })).filter(
        (rule) => rule.id !== body.exclude_id,
      );
      const clash = new Map<number, Map<number, string>>();
      for (const rule of asked) {
        const wanted = ruleOccurrencesOf(rule, zone, courtIds);
        if (wanted.length === 0) continue;
        const from = wanted[0]!.start;
        const to = wanted[wanted.length - 1]!.end;
        for (const other of existing) {
          for (const taken of ruleOccurrences(other, zone, from, to, courtIds)) {
            if (wanted.some((w) => w.start < taken.end && taken.start < w.end)) {
              const byCourt = clash.get(taken.courtId) ?? new Map<number, string>();
              byCourt.set(other.id, other.note);
              clash.set(taken.courtId, byCourt);
            }
          }
        }
      }
      return courts.map((court) => {
        const rules = [...(clash.get(court.id) ?? new Map<number, string>())].map(([id, note]) => ({ id, note }));
        return { court_id: court.id, court_name: court.name, available: rules.length === 0, rules };
      });
    },

    async businessListing(
      member: MemberContext,
      selection: Selection,
      body: { startDate: string; endDate: string },
    ): Promise<CourtSheetEvent[]> {
      const from = new Date(body.startDate);
      const to = new Date(body.endDate);
      if (!(to > from)) throw fieldError('endDate', 'must be after startDate.');
      if (to.getTime() - from.getTime() > 31 * 86_400_000)
        throw fieldError('endDate', 'The listing covers at most 31 days.');
      const courts = await needs.courts.courtsForSelection(member.scope, selection);
      return ruleEvents(
        member.scope,
        zoneOf(member),
        from,
        to,
        courts.map((court) => court.id),
      );
    },
  };
}

/** Every occurrence of an asked-for (unsaved) rule on every court, over its whole span. */
function ruleOccurrencesOf(rule: AvailabilityRule, zone: string, courtIds: number[]) {
  const from = new Date(`${rule.start_date}T00:00:00Z`);
  const lastDay = rule.recurrence ? addDaysToDate(rule.start_date, 400) : addDaysToDate(rule.start_date, 2);
  const to = new Date(`${lastDay}T00:00:00Z`);
  return ruleOccurrences({ ...rule, court_ids: courtIds }, zone, new Date(from.getTime() - 86_400_000), to, courtIds);
}

/** The club's rules on `courtIds` between `from` and `to` as court-sheet events, read in one statement. */
export async function ruleEvents(
  scope: TenantScope,
  timeZone: string,
  from: Date,
  to: Date,
  courtIds: number[],
): Promise<CourtSheetEvent[]> {
  if (courtIds.length === 0) return [];
  const rules = await loadRules(scope, {
    courtIds,
    fromDate: addDaysToDate(from.toISOString().slice(0, 10), -1),
    toDate: addDaysToDate(to.toISOString().slice(0, 10), 1),
  });
  return ruleEventsOf(rules, timeZone, from, to, courtIds);
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
