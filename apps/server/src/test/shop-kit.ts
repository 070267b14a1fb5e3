import { expect } from 'vitest';
import { endpoints, type ShopMetaName } from '@fairplay/contracts';
import type { TestApp } from './harness.js';
import { stockDrift } from '../modules/shop/index.js';
import { TenantScope } from '@fairplay/db';

/** Factories for the shop's API tests: each test makes its own lists, models and stock. */
let serial = 0;
export const unique = (name: string) => `${name} ${process.pid % 1000}-${++serial}`;

export async function entry(t: TestApp, token: string, kind: ShopMetaName, body: Record<string, unknown>) {
  const response = await t.callRaw(endpoints.shop.catalogCreate, { params: { metaName: kind }, body, token });
  expect(response.status, response.body.message).toBe(200);
  return response.body.payload;
}

/** A model with a grid of items; the product type varies by colour and size and counts stock. */
export async function stockedModel(
  t: TestApp,
  token: string,
  options: { price?: number; memberPrice?: number | null; taxId?: number | null; allowNegative?: boolean } = {},
) {
  const category = await entry(t, token, 'category', {
    name: unique('Apparel'),
    revenue_category: 'Retail',
    account_code: '4100',
    tax_id: options.taxId ?? null,
  });
  const type = await entry(t, token, 'product_type', {
    name: unique('Clothing'),
    product_kind: 'goods',
    track_stock: true,
    varies_color: true,
    varies_size: true,
  });
  const color = await entry(t, token, 'color', { name: unique('Navy'), color_hex: '#1f2a44' });
  const size = await entry(t, token, 'size', { name: unique('M'), sort_order: 2 });
  const created = await t.call(endpoints.shop.modelCreate, {
    body: { name: unique('Club polo'), category_id: category.id, product_type_id: type.id },
    token,
  });
  expect(created.status, created.body.message).toBe(200);
  const grid = await t.call(endpoints.shop.itemGrid, {
    params: { id: created.body.payload.id },
    body: {
      color_ids: [color.id],
      size_ids: [size.id],
      price: options.price ?? 4000,
      member_price: options.memberPrice ?? null,
      cost: 1800,
      allow_negative: options.allowNegative ?? false,
    },
    token,
  });
  expect(grid.status, grid.body.message).toBe(200);
  return { model: grid.body.payload, item: grid.body.payload.items[0]!, category, type, color, size };
}

export async function receive(t: TestApp, token: string, itemId: number, locationId: number, quantity: number) {
  const response = await t.call(endpoints.shop.stockMove, {
    body: { kind: 'receipt', item_id: itemId, location_id: locationId, quantity },
    token,
  });
  expect(response.status, response.body.message).toBe(200);
  return response.body.payload;
}

/** Point 3's check: on hand equals the sum of the movements for every item and location of the club. */
export async function expectStockAgrees(t: TestApp, businessId: number): Promise<void> {
  expect(await stockDrift(new TenantScope(t.handle.db, businessId))).toEqual([]);
}

let carts = 0;
export const cartKey = () => ({ 'idempotency-key': `cart-${process.pid}-${Date.now()}-${++carts}` });
