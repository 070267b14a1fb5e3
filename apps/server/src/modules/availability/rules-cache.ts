// A server process's copy of its clubs' availability rules (issue 10, speed). Every check of a booking and every
// court-sheet listing reads the club's rule version (one primary-key read; migration 0029's triggers give it a new
// value in the transaction of every rule change) and uses the rules held for that version. The rules are reloaded,
// in one statement, only when the version changed, so several server processes on one database each see a change
// committed by any of them at their very next check.
import type { TenantScope } from '@fairplay/db';
import { addDaysToDate, compileRules, type CompiledRules } from '@fairplay/domain';
import { loadRules, ruleVersion, type StoredRule } from './availability.repository.js';

/** How many clubs a process holds rules for; the least recently used club's rules go first. */
export const RULES_CACHE_CLUBS = 256;
/**
 * How far back (days before the UTC date of the load) the held rules reach. Rules that ended earlier are left out;
 * a question reaching further back (a check of a past booking with its suggestion horizon, an old day's listing)
 * reads the database directly.
 */
export const RULES_CACHE_DAYS_BACK = 45;
/** How many answers built from a club's rules (a day's rule events on the sheet, say) a club's entry keeps. */
export const RULES_CACHE_ANSWERS = 64;

interface Entry {
  version: number;
  /** UTC date: the entry holds every rule of the club ending on or after it, by id. */
  floor: string;
  rules: StoredRule[];
  /** Compiled for the policy, per time zone (a club's zone can change without a rule changing). */
  compiled: Map<string, CompiledRules>;
  /** Answers built from these rules, by the caller's key; least recently used first. */
  answers: Map<string, unknown>;
}

export interface RulesCacheOptions {
  now: () => Date;
  clubs?: number;
  daysBack?: number;
}

export interface RulesCacheStats {
  clubs: number;
  loads: number;
  hits: number;
}

/** A process's cache of its clubs' rules; create one per app instance. */
export interface RulesCache {
  /**
   * The club's rules that may apply on any of `courtIds` between the club-local dates `fromDate` and `toDate`
   * (rules whose [start date, last day] touches the range), ordered by id. The rules are shared: read only.
   */
  rulesFor(scope: TenantScope, courtIds: readonly number[], fromDate: string, toDate: string): Promise<StoredRule[]>;
  /** The club's rules compiled for checks, covering at least the courts and dates asked for. */
  compiledFor(
    scope: TenantScope,
    timeZone: string,
    courtIds: readonly number[],
    fromDate: string,
    toDate: string,
  ): Promise<CompiledRules>;
  /**
   * What `build` makes of the rules `rulesFor` answers, kept with the club's rules under `key` (which must name
   * everything `build` depends on besides the rules) until they change. The answer is shared: read only.
   */
  answerFor<T>(
    scope: TenantScope,
    courtIds: readonly number[],
    fromDate: string,
    toDate: string,
    key: string,
    build: (rules: StoredRule[]) => T,
  ): Promise<T>;
  stats(): RulesCacheStats;
}

const touches = (rule: StoredRule, courts: ReadonlySet<number>, fromDate: string, toDate: string) =>
  rule.ends_on >= fromDate && rule.start_date <= toDate && rule.court_ids.some((id) => courts.has(id));

export function createRulesCache(options: RulesCacheOptions): RulesCache {
  const capacity = options.clubs ?? RULES_CACHE_CLUBS;
  const daysBack = options.daysBack ?? RULES_CACHE_DAYS_BACK;
  const entries = new Map<number, Entry>();
  let loads = 0;
  let hits = 0;

  const remember = (businessId: number, entry: Entry) => {
    entries.delete(businessId);
    entries.set(businessId, entry);
    while (entries.size > capacity) entries.delete(entries.keys().next().value!);
  };

  /** The club's entry for its current version, or null when `fromDate` lies before what an entry holds. */
  async function current(scope: TenantScope, fromDate: string): Promise<Entry | null> {
    // Read first, load after: rules loaded after the version read are at least that new, so an entry is never
    // labelled with a version newer than its rules (a change in between only costs one more load).
    const version = await ruleVersion(scope);
    const held = entries.get(scope.businessId);
    if (held && held.version === version && held.floor <= fromDate) {
      hits += 1;
      remember(scope.businessId, held);
      return held;
    }
    const floor = addDaysToDate(options.now().toISOString().slice(0, 10), -daysBack);
    if (fromDate < floor) return null;
    loads += 1;
    const rules = await loadRules(scope, { fromDate: floor });
    const entry: Entry = { version, floor, rules, compiled: new Map(), answers: new Map() };
    remember(scope.businessId, entry);
    return entry;
  }

  const held = (entry: Entry, courtIds: readonly number[], fromDate: string, toDate: string) => {
    const courts = new Set(courtIds);
    return entry.rules.filter((rule) => touches(rule, courts, fromDate, toDate));
  };

  return {
    async rulesFor(scope, courtIds, fromDate, toDate) {
      if (courtIds.length === 0) return [];
      const entry = await current(scope, fromDate);
      if (!entry) return loadRules(scope, { courtIds, fromDate, toDate });
      return held(entry, courtIds, fromDate, toDate);
    },

    async answerFor<T>(
      scope: TenantScope,
      courtIds: readonly number[],
      fromDate: string,
      toDate: string,
      key: string,
      build: (rules: StoredRule[]) => T,
    ): Promise<T> {
      if (courtIds.length === 0) return build([]);
      const entry = await current(scope, fromDate);
      if (!entry) return build(await loadRules(scope, { courtIds, fromDate, toDate }));
      const fullKey = `${key}|${fromDate}|${toDate}|${courtIds.join(',')}`;
      const kept = entry.answers.get(fullKey) as T | undefined;
      const answer = kept ?? build(held(entry, courtIds, fromDate, toDate));
      entry.answers.delete(fullKey);
      entry.answers.set(fullKey, answer);
      while (entry.answers.size > RULES_CACHE_ANSWERS) entry.answers.delete(entry.answers.keys().next().value!);
      return answer;
    },

    async compiledFor(scope, timeZone, courtIds, fromDate, toDate) {
      if (courtIds.length === 0) return compileRules([], timeZone);
      const entry = await current(scope, fromDate);
      if (!entry) return compileRules(await loadRules(scope, { courtIds, fromDate, toDate }), timeZone);
      // Every rule of the club from the floor on: whether a rule applies on a day is the checks' own question.
      let compiled = entry.compiled.get(timeZone);
      if (!compiled) {
        compiled = compileRules(entry.rules, timeZone);
        entry.compiled.set(timeZone, compiled);
      }
      return compiled;
    },

    stats: () => ({ clubs: entries.size, loads, hits }),
  };
}
