import { z } from 'zod';

/**
 * The register's sale (issue 28 points 5 and 6): the cart as the register priced it, and how it is paid. The
 * cart's id, made by the register when the cart was started, is the call's Idempotency-Key: a retried submit
 * answers the sale it made and never sells twice.
 */
export const SHOP_TENDER_KINDS = ['cash', 'check', 'card', 'account'] as const;
export type ShopTenderKind = (typeof SHOP_TENDER_KINDS)[number];

export const SHOP_SALE_LIMITS = { lines: 100, tenders: 4, quantity: 999, reasonMax: 120 } as const;

export const SALE_MESSAGES = {
  sold: 'Sale complete.',
  keyRequired: 'Send the cart id as the Idempotency-Key header (8 to 64 letters, digits or dashes).',
  keyReused: 'This cart id was used for a different sale.',
  tendersMismatch: (total: string) => `The tenders must add up to the total of ${total}.`,
  discountReason: 'Give a reason for the discount.',
  lineDiscountTooLarge: (max: string) => `The discount can be at most ${max}.`,
  cartDiscountTooLarge: (max: string) => `The cart discount can be at most ${max}.`,
  accountNeedsMember: "Pick a member to put the sale on the member's account.",
  cardNeedsSource: 'Swipe a new card or pick a saved one.',
  cardOnlyOne: 'Use one card tender per sale.',
  itemUnavailable: 'is not an item on sale in this club.',
  sameItemTwice: 'Put each item in the cart once, with its quantity.',
  voided: 'The sale was not completed: nothing was taken and the stock is back.',
  notCompleted: 'The card needs its holder to confirm the payment; the sale is kept until then.',
  notFound: 'Sale not found.',
} as const;

const reason = z.string().trim().max(SHOP_SALE_LIMITS.reasonMax, 'Reason must be at most 120 characters.').default('');
const cents = (label: string) =>
  z
    .number(`${label} must be a whole number of cents.`)
    .int(`${label} must be a whole number of cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(10_000_000, `${label} is too large.`);
const positiveCents = (label: string) => cents(label).min(1, `${label} must be more than 0.`);

export const saleLineBody = z
  .object({
    item_id: z.number('Item must be an item id.').int().positive(),
    quantity: z
      .number('Quantity must be a whole number.')
      .int('Quantity must be a whole number.')
      .min(1, 'Quantity must be at least 1.')
      .max(SHOP_SALE_LIMITS.quantity, `Quantity must be at most ${SHOP_SALE_LIMITS.quantity}.`),
    discount: cents('Discount').default(0),
    discount_reason: reason,
  })
  .strict()
  .refine((line) => line.discount === 0 || line.discount_reason !== '', {
    message: SALE_MESSAGES.discountReason,
    path: ['discount_reason'],
  });

export const tenderBody = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('cash'),
        amount: positiveCents('Amount'),
        tendered: cents('Cash handed over').optional(),
      })
      .strict()
      .refine((tender) => tender.tendered === undefined || tender.tendered >= tender.amount, {
        message: 'The cash handed over must cover the amount.',
        path: ['tendered'],
      }),
    z.object({ kind: z.literal('check'), amount: positiveCents('Amount') }).strict(),
    z
      .object({
        kind: z.literal('card'),
        amount: positiveCents('Amount'),
        token: z.string().trim().min(1).max(200).optional(),
        payment_method_id: z.number().int().positive().optional(),
        save_card: z.boolean('Must be true or false.').default(false),
        /** The card holder's name, for a new card of a customer who is not a member (more than 2 characters). */
        name: z.string().trim().max(100, 'Name must be at most 100 characters.').optional(),
      })
      .strict()
      .refine((tender) => (tender.token === undefined) !== (tender.payment_method_id === undefined), {
        message: SALE_MESSAGES.cardNeedsSource,
        path: ['token'],
      }),
    z.object({ kind: z.literal('account'), amount: positiveCents('Amount') }).strict(),
  ],
  'Tender must be cash, check, card or account.',
);
export type TenderBody = z.input<typeof tenderBody>;

export const saleBody = z
  .object({
    location_id: z.number('Location must be a location id.').int().positive(),
    member_id: z.number('Member must be a user id.').int().positive().nullable().default(null),
    lines: z
      .array(saleLineBody, 'Add items to the cart.')
      .min(1, 'Add items to the cart.')
      .max(SHOP_SALE_LIMITS.lines, `At most ${SHOP_SALE_LIMITS.lines} lines.`),
    cart_discount: cents('Cart discount').default(0),
    cart_discount_reason: reason,
    tenders: z
      .array(tenderBody, 'Add a tender.')
      .min(1, 'Add a tender.')
      .max(SHOP_SALE_LIMITS.tenders, `At most ${SHOP_SALE_LIMITS.tenders} tenders.`),
  })
  .strict()
  .refine((sale) => sale.cart_discount === 0 || sale.cart_discount_reason !== '', {
    message: SALE_MESSAGES.discountReason,
    path: ['cart_discount_reason'],
  })
  .refine((sale) => new Set(sale.lines.map((line) => line.item_id)).size === sale.lines.length, {
    message: SALE_MESSAGES.sameItemTwice,
    path: ['lines'],
  })
  .refine((sale) => sale.tenders.filter((tender) => tender.kind === 'card').length <= 1, {
    message: SALE_MESSAGES.cardOnlyOne,
    path: ['tenders'],
  })
  .refine((sale) => sale.member_id !== null || sale.tenders.every((tender) => tender.kind !== 'account'), {
    message: SALE_MESSAGES.accountNeedsMember,
    path: ['member_id'],
  });
export type SaleBody = z.input<typeof saleBody>;

export const saleLineSchema = z.object({
  item_id: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  member_priced: z.boolean(),
  discount: z.number().int(),
  discount_reason: z.string(),
  tax_percent: z.number(),
  tax_inclusive: z.boolean(),
  tax: z.number().int(),
  total: z.number().int(),
});

export const saleTenderSchema = z.object({
  kind: z.enum(SHOP_TENDER_KINDS),
  amount: z.number().int(),
  tendered: z.number().int(),
  change: z.number().int(),
  charge_id: z.number().int().nullable(),
  /** The payments module's receipt of the tender's charge (page and PDF). */
  receipt_url: z.string().nullable(),
});

export const saleSchema = z.object({
  id: z.number().int(),
  client_id: z.string(),
  status: z.enum(['pending', 'completed', 'voided']),
  location_id: z.number().int(),
  member_id: z.number().int().nullable(),
  member_name: z.string().nullable(),
  cashier: z.string().nullable(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  cart_discount_reason: z.string(),
  tax: z.number().int(),
  total: z.number().int(),
  change: z.number().int(),
  failure: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  lines: z.array(saleLineSchema),
  tenders: z.array(saleTenderSchema),
});
export type ShopSale = z.infer<typeof saleSchema>;

export const saleListQuery = z.object({ location_id: z.coerce.number().int().positive().optional() }).strict();
