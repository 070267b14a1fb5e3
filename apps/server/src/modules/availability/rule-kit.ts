import type { Rule, RuleBody } from '@fairplay/contracts';
import { databaseErrorFacts, type TenantScope, type Database, type Executor } from '@fairplay/db';
import {
  can,
  ruleAppliesOn,
  RULE_FORM_MESSAGES,
  validateRuleForm,
  type AvailabilityRule,
  type RuleFormInput,
  type ValidRule,
} from '@fairplay/domain';
import { type AppError, fieldError, forbidden, notFound } from '../../errors.js';
import { listStaff } from '../clubs/index.js';
import { facilityGroupNames } from '../facilities/index.js';
import { activeGroups } from '../groups/index.js';
import { ruleTagsOf, setRuleTags } from '../tags/index.js';
import type { MemberContext } from '../identity/index.js';
import {
  deleteRules,
  excludeDays,
  insertRule,
  loadRules,
  type RuleWrite,
  type StoredRule,
} from './availability.repository.js';
import type { AvailabilityNeeds } from './ports.js';
import { clubToday, toRuleDto } from './rule-events.js';

/**
 * What every rule write shares (the add and its save modes, overrides, moves and the preview): reading the form,
 * checking it and its references, running the write in a transaction and telling open court sheets afterwards.
 */

export const COACH_TYPES = new Set(['coach', 'supercoach', 'superdupercoach']);

export function parseInput(body: RuleBody & Record<string, unknown>): RuleFormInput {
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

export function toWrite(valid: ValidRule): RuleWrite {
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

/** A checked, unsaved rule as the booking policy sees it (`id` 0 for a new one). */
export function asPolicyRule(valid: ValidRule, id: number): AvailabilityRule {
  return {
    id,
    note: valid.note,
    sport_id: valid.sport_id,
    court_ids: valid.courts,
    start_date: valid.start_date,
    recurrence: valid.recurrence,
    excluded_dates: [],
    book_pay_type: valid.book_pay_type,
    who_can_book: valid.who_can_book,
    filters: valid.filters,
    rows: valid.rows.map((row) => ({ ...row, id: 0 })),
  };
}

/** A stored rule back in the form's shape (for overrides and moves built from it). */
export function asInput(rule: StoredRule): RuleFormInput {
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

export function createRuleKit(db: Database, now: () => Date, needs: AvailabilityNeeds) {
  const zoneOf = (member: MemberContext) => member.business.timezone;
  const todayOf = (member: MemberContext) => clubToday(now(), zoneOf(member));
  /** Rules as the API answers them, with their tags (one read for all of them). */
  const dtos = async (member: MemberContext, scope: TenantScope, rules: StoredRule[]): Promise<Rule[]> => {
    const tagsBy = await ruleTagsOf(
      scope,
      rules.map((rule) => rule.id),
    );
    return rules.map((rule) => toRuleDto(rule, todayOf(member), tagsBy.get(rule.id) ?? []));
  };
  const dto = async (member: MemberContext, scope: TenantScope, rule: StoredRule): Promise<Rule> =>
    (await dtos(member, scope, [rule]))[0]!;

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
    const payments = await needs.payments(scope);
    const checked = validateRuleForm(input, {
      now: now(),
      timeZone: zoneOf(member),
      slotMinutes: member.business.bookingToStart,
      paymentsConnected: payments.connected,
      paymentProvider: payments.providerLabel,
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
      if (entry.for === 'plans') known = new Set((await needs.plans(scope)).map((plan) => plan.id));
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

  /**
   * Runs a write in a transaction; a reference removed meanwhile answers a 400 rather than a 500. Once committed,
   * the club's open court sheets refresh (their rule bands changed).
   */
  async function write<T>(member: MemberContext, work: (scope: TenantScope) => Promise<T>): Promise<T> {
    requireSettingsUpdate(member);
    let result: T;
    try {
      result = await db.transaction((tx: Executor) => work(member.scope.within(tx)));
    } catch (error) {
      throw referenceGone(error) ?? error;
    }
    needs.scheduleChanged(member.business.id);
    return result;
  }

  /** A single-day override of `rule` on `date` from `input`; the rule stops applying that day. */
  async function override(
    member: MemberContext,
    scope: TenantScope,
    rule: StoredRule,
    date: string,
    inputs: RuleFormInput[],
    tags: readonly number[],
  ): Promise<number[]> {
    const ids: number[] = [];
    for (const input of inputs) {
      const valid = await validate(member, scope, { ...input, start_date: date, recurrence: null });
      ids.push(await insertRule(scope, { ...toWrite(valid), overrideOf: rule.id }, member.user.id));
    }
    await setRuleTags(scope, ids, tags);
    if (rule.recurrence === null) await deleteRules(scope, [rule.id]);
    else await excludeDays(scope, rule.id, [date]);
    return ids;
  }

  function requireDayOf(rule: StoredRule, date: string | undefined, field: string): string {
    if (date === undefined) throw fieldError(field, RULE_FORM_MESSAGES.required);
    if (!ruleAppliesOn(rule, date)) throw fieldError(field, 'The rule does not apply on that day.');
    return date;
  }

  return { zoneOf, todayOf, dto, dtos, requireSettingsUpdate, loadOne, validate, write, override, requireDayOf };
}

export type RuleKit = ReturnType<typeof createRuleKit>;
