/**
 * Deferred revenue (issue 25 point 10): how much of an amount paid ahead is earned at each step, exact to the cent.
 * Each step earns its share of what is still deferred, rounded down, and the last step takes all that is left, so
 * the steps always add up to the amount deferred, whatever refunds or changes happened between them.
 */

const DAY_MS = 86_400_000;

export interface PeriodRelease {
  /** Cents earned now. */
  cents: number;
  /** The instant the period is earned through after this release. */
  through: Date;
}

/**
 * A period earned day by day: at `at`, the whole days passed since `through` (the last release) earn their share of
 * `left` over the time from `through` to the period's end; at or past the end, all of `left` is earned. Null when
 * not a whole day has passed yet.
 */
export function periodRelease(left: number, through: Date, end: Date, at: Date): PeriodRelease | null {
  if (at.getTime() >= end.getTime() || through.getTime() >= end.getTime()) return { cents: left, through: end };
  const days = Math.floor((at.getTime() - through.getTime()) / DAY_MS);
  if (days < 1) return null;
  const next = new Date(through.getTime() + days * DAY_MS);
  if (next.getTime() >= end.getTime()) return { cents: left, through: end };
  const share = (BigInt(left) * BigInt(next.getTime() - through.getTime())) / BigInt(end.getTime() - through.getTime());
  return { cents: Number(share), through: next };
}

/**
 * Units used (a class pack's uses, points): `used` units out of the `unitsLeft` still paid for earn their share of
 * `left`, rounded down; using the last of them earns all that is left.
 */
export function useRelease(left: number, unitsLeft: number, used: number): number {
  if (used <= 0 || left <= 0) return 0;
  if (used >= unitsLeft) return left;
  return Math.floor((left * used) / unitsLeft);
}

/**
 * Units given back (a use returned): their share of what the used units earned, rounded down; giving back every
 * used unit gives back all they earned.
 */
export function useReturn(released: number, unitsUsed: number, back: number): number {
  if (back <= 0 || released <= 0 || unitsUsed <= 0) return 0;
  if (back >= unitsUsed) return released;
  return Math.floor((released * back) / unitsUsed);
}
