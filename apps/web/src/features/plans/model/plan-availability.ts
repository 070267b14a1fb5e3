import type { MemberSubscription, Plan } from '@fairplay/contracts';

/** Whole years between a YYYY-MM-DD birthday and today's YYYY-MM-DD. */
function ageOn(dob: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  return today.slice(5, 10) < dob.slice(5, 10) ? years - 1 : years;
}

function agesLabel(plan: Pick<Plan, 'min_age' | 'max_age'>): string {
  if (plan.min_age !== null && plan.max_age !== null) return `ages ${plan.min_age} to ${plan.max_age}`;
  if (plan.min_age !== null) return `ages ${plan.min_age} and over`;
  return `ages up to ${plan.max_age}`;
}

/**
 * Why the signed-in person cannot take this plan online, in words for them, or null when they can: the club signs
 * members up for it itself, their age is outside the plan's, or they already hold it (a recurring plan). The
 * server checks the same on subscribing; this says it before a card is asked for.
 */
export function planBlockedReason(
  plan: Plan,
  person: { dob: string | null; today: string; subscriptions: readonly MemberSubscription[] } | null,
): string | null {
  if (!plan.nbu_subscribe) return 'The club signs members up for this plan: please ask at the front desk.';
  if (!person) return null;
  if (person.dob && (plan.min_age !== null || plan.max_age !== null)) {
    const age = ageOn(person.dob.slice(0, 10), person.today);
    if ((plan.min_age !== null && age < plan.min_age) || (plan.max_age !== null && age > plan.max_age))
      return `This plan is for ${agesLabel(plan)}.`;
  }
  const held = person.subscriptions.some(
    (row) => row.plan.id === plan.id && ['active', 'trialing', 'incomplete'].includes(row.status),
  );
  if (held && !plan.one_time) return 'You already have this plan.';
  return null;
}

/** One-time products are bought; plans with an interval are subscribed to. */
export function takeVerb(plan: Pick<Plan, 'one_time'>): 'Buy' | 'Subscribe' {
  return plan.one_time ? 'Buy' : 'Subscribe';
}
