/**
 * At-risk members (issue 27 point 6): members on a live plan with no booking or check-in for the club's number of
 * days, members whose renewal failed (the subscription waits for a new card), and members whose class pack has 3
 * or fewer uses left. One row per member with every reason that applies.
 */

export const AT_RISK_PACK_USES = 3;
export const AT_RISK_DEFAULT_DAYS = 14;
export const AT_RISK_DAYS_LIMITS = { min: 1, max: 365 } as const;

export type AtRiskReason = 'inactive' | 'failed_renewal' | 'pack_low';

export interface AtRiskPerson {
  userId: number;
  name: string;
  email: string;
}

export interface AtRiskInput {
  now: number;
  days: number;
  /** Members on a live recurring plan, with the plan's name. */
  planned: (AtRiskPerson & { plan: string })[];
  /** The last booking start (not after now) or check-in of each member, epoch ms. */
  lastVisit: Map<number, number>;
  /** Subscriptions whose renewal failed and that still wait for payment. */
  failedRenewals: (AtRiskPerson & { plan: string; failedAt: number })[];
  /** Live class packs with uses left (none expired). */
  packs: (AtRiskPerson & { pack: string; usesLeft: number })[];
}

export interface AtRiskRow {
  user_id: number;
  name: string;
  email: string;
  reasons: AtRiskReason[];
  plan: string | null;
  last_visit: string | null;
  days_since_visit: number | null;
  failed_at: string | null;
  pack: string | null;
  pack_uses_left: number | null;
}

const DAY_MS = 86_400_000;

export function atRiskMembers(input: AtRiskInput): AtRiskRow[] {
  const rows = new Map<number, AtRiskRow>();
  const rowOf = (person: AtRiskPerson): AtRiskRow => {
    const existing = rows.get(person.userId);
    if (existing) return existing;
    const row: AtRiskRow = {
      user_id: person.userId,
      name: person.name,
      email: person.email,
      reasons: [],
      plan: null,
      last_visit: null,
      days_since_visit: null,
      failed_at: null,
      pack: null,
      pack_uses_left: null,
    };
    rows.set(person.userId, row);
    return row;
  };
  const since = input.now - input.days * DAY_MS;
  for (const person of input.planned) {
    const last = input.lastVisit.get(person.userId) ?? null;
    if (last !== null && last > since) continue;
    const row = rowOf(person);
    row.reasons.push('inactive');
    row.plan = person.plan;
    row.last_visit = last === null ? null : new Date(last).toISOString();
    row.days_since_visit = last === null ? null : Math.floor((input.now - last) / DAY_MS);
  }
  for (const failed of input.failedRenewals) {
    const row = rowOf(failed);
    if (!row.reasons.includes('failed_renewal')) row.reasons.push('failed_renewal');
    row.plan ??= failed.plan;
    row.failed_at = new Date(failed.failedAt).toISOString();
  }
  for (const pack of input.packs) {
    if (pack.usesLeft > AT_RISK_PACK_USES) continue;
    const row = rowOf(pack);
    // The pack nearest to running out is the one shown.
    if (row.pack_uses_left !== null && row.pack_uses_left <= pack.usesLeft) continue;
    if (!row.reasons.includes('pack_low')) row.reasons.push('pack_low');
    row.pack = pack.pack;
    row.pack_uses_left = pack.usesLeft;
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id);
}
