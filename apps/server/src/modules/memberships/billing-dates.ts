import type { PlanInterval } from '@fairplay/contracts';

const DAY_MS = 86_400_000;

/** The end of a period that starts at `from`: months and years keep the day of the month (clamped to its end). */
export function addInterval(from: Date, interval: PlanInterval): Date {
  if (interval === 'day') return new Date(from.getTime() + DAY_MS);
  if (interval === 'week') return new Date(from.getTime() + 7 * DAY_MS);
  const months = interval === 'month' ? 1 : 12;
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** Spec 3 section 4, age gate: no birth date with an age bound needs info; outside the bounds is restricted. */
export function ageGate(
  plan: { minAge: number | null; maxAge: number | null },
  age: number | null,
): 'ok' | 'needs_birth_date' | 'restricted' {
  if (plan.minAge === null && plan.maxAge === null) return 'ok';
  if (age === null) return 'needs_birth_date';
  if (plan.minAge !== null && age < plan.minAge) return 'restricted';
  if (plan.maxAge !== null && age > plan.maxAge) return 'restricted';
  return 'ok';
}
