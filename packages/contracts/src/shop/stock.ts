import { z } from 'zod';

/**
 * Stock (issue 28 point 3): an append-only movement log; on hand per item and location is its sum, kept by the
 * database with every movement. Staff write receipts, counts (the counted figure: the movement is the
 * difference), damage and transfers; sales, returns and voids are written by the register.
 */
export const SHOP_MOVEMENT_KINDS = [
  'receipt',
  'sale',
  'return',
  'count',
  'transfer_out',
  'transfer_in',
  'damage',
  'void',
] as const;

const positive = z
  .number('Quantity must be a whole number.')
  .int('Quantity must be a whole number.')
  .min(1, 'Quantity must be at least 1.')
  .max(100000, 'Quantity must be at most 100,000.');
const common = {
  item_id: z.number('Item must be an item id.').int().positive(),
  location_id: z.number('Location must be a location id.').int().positive(),
  note: z.string().trim().max(200, 'Note must be at most 200 characters.').default(''),
};

export const stockMovementBody = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('receipt'), quantity: positive, ...common }).strict(),
    z.object({ kind: z.literal('damage'), quantity: positive, ...common }).strict(),
    z
      .object({
        kind: z.literal('count'),
        counted: z.number('Counted must be a whole number.').int().min(-100000).max(100000),
        ...common,
      })
      .strict(),
    z
      .object({
        kind: z.literal('transfer'),
        quantity: positive,
        to_location_id: z.number('Location must be a location id.').int().positive(),
        ...common,
      })
      .strict(),
  ],
  'Kind must be receipt, damage, count or transfer.',
);
export type StockMovementBody = z.input<typeof stockMovementBody>;

export const movementSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  location_id: z.number().int(),
  kind: z.enum(SHOP_MOVEMENT_KINDS),
  quantity: z.number().int(),
  sale_id: z.number().int().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type ShopMovement = z.infer<typeof movementSchema>;

export const stockLevelSchema = z.object({
  item_id: z.number().int(),
  location_id: z.number().int(),
  on_hand: z.number().int(),
});

/** What a stock call answers: the movements written and the on-hand figures they left. */
export const stockResultSchema = z.object({ movements: z.array(movementSchema), stock: z.array(stockLevelSchema) });

export const movementListQuery = z
  .object({
    item_id: z.coerce.number().int().positive().optional(),
    location_id: z.coerce.number().int().positive().optional(),
  })
  .strict();
