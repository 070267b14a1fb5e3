import { z } from 'zod';

/**
 * Changing a subscription's plan mid-period (issue 14: "upgrades and downgrades say how proration is handled
 * before the member confirms"). The member (or staff) first reads the preview, then confirms; the unused part of the
 * old plan is credited and the new plan's remainder of the period charged at once; a credit larger than the charge
 * is kept and taken off the next renewals. docs/decisions.md "Plan changes and proration".
 */
export const PLAN_CHANGE_MESSAGES = {
  changed: 'Plan changed',
  samePlan: 'The subscription is already on this plan.',
  notRecurring: 'Only a recurring plan can be changed to another recurring plan.',
  intervalDiffers: 'Choose a plan billed on the same interval; to change the interval, cancel and subscribe again.',
  currencyDiffers: 'Choose a plan in the same currency.',
  notActive: 'Only an active subscription can change plan.',
  paused: 'Resume the subscription before changing plan.',
  changedMeanwhile: 'The subscription changed meanwhile. Please review the change again.',
} as const;

export const planChangeQuery = z
  .object({ plan: z.coerce.number({ error: 'plan is required.' }).int().positive() })
  .strict();
export const planChangeBody = z.object({ plan: z.number({ error: 'plan is required.' }).int().positive() }).strict();
export type PlanChangeBody = z.input<typeof planChangeBody>;

export const planChangePreviewSchema = z.object({
  subscription_id: z.number(),
  from_plan: z.object({ id: z.number(), nickname: z.string(), amount: z.number() }),
  to_plan: z.object({ id: z.number(), nickname: z.string(), amount: z.number() }),
  currency: z.string(),
  /** The period the change falls in; the billing date does not move. */
  period_end: z.string().nullable(),
  /** The unused part of what was paid for the period (before its exclusive taxes), credited. */
  unused_credit: z.number(),
  /** The old plan's tax on the unused part, credited with it (issue 25). */
  unused_credit_tax: z.number(),
  /** The unused part with its tax: the credit given. */
  unused_credit_total: z.number(),
  /** The new plan for the rest of the period (before its exclusive taxes). */
  new_remainder: z.number(),
  /** The new plan's tax on the rest of the period, paid by credit and card like the price. */
  new_remainder_tax: z.number(),
  /** The rest of the period with its tax. */
  new_remainder_total: z.number(),
  /** Credit held from an earlier change (tax included), used first. */
  held_credit: z.number(),
  /** Charged to the card now, before its exclusive taxes (the charge's amount). */
  due_now: z.number(),
  /** The tax of the card charge. */
  due_now_tax: z.number(),
  /** What the card is charged now, tax included. */
  due_now_total: z.number(),
  /** Credit left for the next renewals, tax included. */
  credit_after: z.number(),
  /** One sentence saying all of it, shown before the member confirms. */
  explanation: z.string(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;
