import {
  BOOK_PAY_TYPE,
  type CourtSheetEvent,
  type FreezeList,
  type RecurrenceRuleValue,
  type Rule,
  type RuleBody,
  type RuleList,
} from '@fairplay/contracts';
import type { TenantScope, Database } from '@fairplay/db';
import {
  addDaysToDate,
  ruleOccurrences,
  RULE_FORM_LIMITS,
  RULE_FORM_MESSAGES,
  utcToZonedParts,
  type AvailabilityRule,
} from '@fairplay/domain';
import { fieldError, notFound } from '../../errors.js';
import { listStaff } from '../clubs/index.js';
import { facilityGroupNames } from '../facilities/index.js';
import { activeGroups } from '../groups/index.js';
import { ruleTagsOf, setRuleTags } from '../tags/index.js';
import type { MemberContext } from '../identity/index.js';
import {
  countRules,
  deleteRules,
  excludeDays,
  insertRule,
  loadRules,
  lockRule,
  overridesOf,
  setStared,
} from './availability.repository.js';
import type { AvailabilityNeeds } from './ports.js';
import { freezePage, unfreeze } from './freezes.js';
import { ruleEventsOf } from './rule-events.js';
import type { RulesCache } from './rules-cache.js';
import { COACH_TYPES, createRuleKit, parseInput, toWrite } from './rule-kit.js';
import { createRuleModes } from './rule-modes.js';
import { createRulePreview } from './rule-preview.js';

type Selection = { locationId: number | null; facilityGroupId: number | null };

/**
 * The rules' calls: reading and listing rules, adding, starring and deleting them, the courts' availability and the
 * business listing. The save modes and moves are in rule-modes.ts, the preview of a change in rule-preview.ts.
 */
export function createAvailabilityService(db: Database, now: () => Date, needs: AvailabilityNeeds, cache: RulesCache) {
  const kit = createRuleKit(db, now, needs);
  const { zoneOf, todayOf, dto, dtos, loadOne, validate, write, requireSettingsUpdate } = kit;

  async function courtNames(scope: TenantScope, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    return new Map((await needs.courts.findCourts(scope, ids)).map((court) => [court.id, court.name]));
  }

  return {
    ...createRuleModes(kit),
    ...createRulePreview(kit, now, needs),

    async whoCanBook(member: MemberContext) {
      const scope = member.scope;
      const [groups, staff, facilityGroups, payments, plans] = await Promise.all([
        activeGroups(scope),
        listStaff(scope),
        facilityGroupNames(scope),
        needs.payments(scope),
        needs.plans(scope),
      ]);
      return {
        groups: groups.map(({ id, name }) => ({ id, name })),
        plans,
        coaches: staff
          .filter((person) => COACH_TYPES.has(person.member_type))
          .map((person) => ({ id: person.user_id, name: `${person.first_name} ${person.last_name}`.trim() })),
        facility_groups: facilityGroups,
        payments_connected: payments.connected,
        payment_provider: payments.providerLabel,
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
      return { rows: await dtos(member, member.scope, rows), count, limit, offset };
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
      return dtos(
        member,
        member.scope,
        rules.filter((rule) => rule.recurrence !== null),
      );
    },

    async get(member: MemberContext, id: number): Promise<Rule> {
      return dto(member, member.scope, await loadOne(member.scope, id));
    },

    add: (member: MemberContext, body: RuleBody) =>
      write(member, async (scope) => {
        const valid = await validate(member, scope, parseInput(body));
        const id = await insertRule(scope, toWrite(valid), member.user.id);
        await setRuleTags(scope, [id], body.tags ?? []);
        return dto(member, scope, await loadOne(scope, id));
      }),

    star: (member: MemberContext, id: number, stared: boolean) =>
      write(member, async (scope) => {
        if (!(await setStared(scope, id, stared))) throw notFound('Rule');
        return dto(member, scope, await loadOne(scope, id));
      }),

    delete: (member: MemberContext, id: number, groupBy: string | undefined, freeze: boolean) =>
      write(member, async (scope) => {
        if (freeze) {
          const day = groupBy === undefined ? undefined : { date: groupBy, timeZone: member.business.timezone };
          return unfreeze(scope, id, day);
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

    async courtAvailability(
      member: MemberContext,
      selection: Selection,
      body: {
        start_time: string;
        end_time: string;
        rule: RecurrenceRuleValue | null;
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
        asked.push({
          id: 0,
          note: '',
          sport_id: null,
          court_ids: [],
          start_date: body.start_date ?? start.date,
          recurrence: body.multipleDates?.length ? null : body.rule,
          excluded_dates: [],
          book_pay_type: BOOK_PAY_TYPE.both,
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
        cache,
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
/**
 * The club's rules on `courtIds` between `from` and `to` as court-sheet events: the process's copy of the club's
 * rules when it is current (one read of the rules' version), else one statement. The tags are read each time, since
 * renaming or recolouring a tag changes no rule.
 */
export async function ruleEvents(
  cache: RulesCache,
  scope: TenantScope,
  timeZone: string,
  from: Date,
  to: Date,
  courtIds: number[],
): Promise<CourtSheetEvent[]> {
  if (courtIds.length === 0) return [];
  // The same day's events are asked for again and again (every screen showing the sheet): they are kept with the
  // club's rules until those change.
  const events = await cache.answerFor(
    scope,
    courtIds,
    addDaysToDate(from.toISOString().slice(0, 10), -1),
    addDaysToDate(to.toISOString().slice(0, 10), 1),
    `events|${timeZone}|${from.toISOString()}|${to.toISOString()}`,
    (rules) => ruleEventsOf(rules, timeZone, from, to, courtIds),
  );
  if (events.length === 0) return events;
  const tagsBy = await ruleTagsOf(scope, [...new Set(events.map((event) => event.id))]);
  if (tagsBy.size === 0) return events;
  // The kept events are shared by every caller: each answer gets its own copies with the tags.
  return events.map((event) => {
    const tags = tagsBy.get(event.id);
    return tags ? { ...event, record: { ...event.record, tags } } : event;
  });
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
