import { z } from 'zod';

/** Class packs (issue 14): a one-time product with a number of uses; docs/decisions.md "Class packs". */
export const CLASS_PACK_LIMITS = { usesMax: 1000 } as const;

/** `court`: court time (book-and-pay), named explicitly; a pack naming no kind covers every lesson kind only. */
export const CLASS_PACK_KINDS = ['group', 'private', 'camp', 'court'] as const;

export const CLASS_PACK_MESSAGES = {
  notFound: 'Class pack not found.',
  expired: 'This class pack has expired.',
  empty: 'This class pack has no uses left.',
  notCovered: 'This class pack does not cover this kind of lesson.',
  notCoveredCourt: 'This class pack does not cover court time.',
  refundTaken: (uses: number) => `Purchase refunded: ${uses} ${uses === 1 ? 'use' : 'uses'} taken back.`,
  refundUndone: (uses: number) => `Refund undone: ${uses} ${uses === 1 ? 'use' : 'uses'} given back.`,
  refundOwed: (uses: number) =>
    `${uses} ${uses === 1 ? 'use was' : 'uses were'} already spent: the next ${uses === 1 ? 'use' : 'uses'} given back ${uses === 1 ? 'pays' : 'pay'} this off.`,
  notYours: 'This class pack belongs to someone else.',
  packIdRequired: 'Choose the class pack to pay with.',
  usesOnlyProducts: 'Only a one-time product can carry a number of uses.',
} as const;

export const classPackUseSchema = z.object({
  id: z.number(),
  /** -1: a use taken by a booking; +1: a use given back by a cancellation inside the window. */
  change: z.number(),
  description: z.string(),
  created_at: z.string(),
});

export const classPackSchema = z.object({
  id: z.number(),
  name: z.string(),
  plan_id: z.number(),
  member_id: z.number(),
  uses_total: z.number(),
  uses_left: z.number(),
  /** Uses taken back by a refund of the purchase (issue 14). */
  uses_revoked: z.number(),
  /** The lesson kinds it pays for; empty: every kind. */
  covers: z.array(z.enum(CLASS_PACK_KINDS)),
  expires_at: z.string().nullable(),
  status: z.enum(['active', 'used_up', 'expired']),
  created_at: z.string(),
  /** Uses taken and given back, newest first. */
  history: z.array(classPackUseSchema),
});
export type ClassPack = z.infer<typeof classPackSchema>;
export const classPackListSchema = z.array(classPackSchema);
