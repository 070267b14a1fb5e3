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
  /** The unused part of what was paid for the period, credited. */
  unused_credit: z.number(),
  /** The new plan for the rest of the period, charged. */
  new_remainder: z.number(),
  /** Credit held from an earlier change, used first. */
  held_credit: z.number(),
  /** Charged to the card now. */
  due_now: z.number(),
  /** Credit left for the next renewals. */
  credit_after: z.number(),
  /** One sentence saying all of it, shown before the member confirms. */
  explanation: z.string(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;
