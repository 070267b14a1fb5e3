/**
 * Proration when a member changes plan in the middle of a paid period (issue 14: "upgrades and downgrades say how
 * proration is handled before the member confirms"). Card-billing practice: the unused part of the old plan is
 * credited, the new plan's remainder of the same period is charged, and the difference is what moves now. A credit
 * larger than the charge (a downgrade) is kept on the subscription and taken off the next renewals. The billing
 * date does not move. Amounts are integer cents; time is measured in milliseconds.
 */
export interface ProrationInput {
  /** The paid period the change falls in. */
  periodStart: Date;
  periodEnd: Date;
  /** When the change takes effect. */
  at: Date;
  /** What was paid for the whole period on the old plan (never more than the old plan's price). */
  paidForPeriod: number;
  /** The new plan's price for a whole period. */
  newAmount: number;
  /** Credit already held on the subscription from an earlier downgrade. */
  heldCredit?: number;
}

export interface Proration {
  /** The share of the period still to come, 0..1. */
  remainingShare: number;
  /** The unused part of what was paid: credited. */
  unusedCredit: number;
  /** The new plan for the rest of the period: charged. */
  newRemainder: number;
  /** Charged to the card now: the remainder less every credit. */
  dueNow: number;
  /** Credit left over after the change (kept for the next renewals). */
  creditAfter: number;
}

/**
 * The credit and the charge of a plan change at `at`. Each side is rounded to the nearest cent on its own (what
 * the member sees on each line adds up to what moves). A change at or after the period's end, or in a period of no
 * length, prorates nothing.
 */
export function prorateChange(input: ProrationInput): Proration {
  const length = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = input.periodEnd.getTime() - input.at.getTime();
  const remainingShare = length <= 0 ? 0 : Math.min(1, Math.max(0, left / length));
  const unusedCredit = Math.round(Math.max(0, input.paidForPeriod) * remainingShare);
  const newRemainder = Math.round(Math.max(0, input.newAmount) * remainingShare);
  const credit = unusedCredit + Math.max(0, input.heldCredit ?? 0);
  const dueNow = Math.max(0, newRemainder - credit);
  return { remainingShare, unusedCredit, newRemainder, dueNow, creditAfter: Math.max(0, credit - newRemainder) };
}
