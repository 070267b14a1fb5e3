import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, SALE_MESSAGES } from '@fairplay/contracts';
import { charges, shopSales } from '@fairplay/db';
import { simultaneous, startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf } from '../../test/appointments-kit.js';
import { expectLedgerBalanced } from '../../test/payments-kit.js';
import { cartKey, expectStockAgrees, receive, stockedModel } from '../../test/shop-kit.js';

/**
 * Issue 28 point 11: the last unit sells once however many registers ring it up at the same moment, and a cart
 * submitted many times at once sells once. Settled by the database (shop_stock's CHECK under the row lock, and
 * shop_sales' unique cart id), so this runs on PostgreSQL too (postgres-suite.json).
 */
describe('the last unit (issue 28 point 11)', () => {
  let t: TestApp;
  let owner: string;
  let reception: string;
  let clubId: number;
  let location: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    reception = await t.login('reception');
    clubId = await clubIdOf(t, owner);
    location = (await t.call(endpoints.locations.list, { query: {}, token: owner })).body.payload.rows[0]!.id;
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await expectStockAgrees(t, clubId);
    await t.close();
  });

  const sale = (itemId: number) => ({
    location_id: location,
    lines: [{ item_id: itemId, quantity: 1 }],
    tenders: [{ kind: 'cash' as const, amount: 1000 }],
  });
  const onHand = async (itemId: number) =>
    (
      await t.call(endpoints.shop.itemSearch, { query: { q: '', location_id: location }, token: reception })
    ).body.payload.find((item) => item.id === itemId)!.on_hand;
  const completedSalesOf = async (itemId: number) =>
    (await t.call(endpoints.shop.saleList, { query: { location_id: location }, token: reception })).body.payload.filter(
      (row) => row.status === 'completed' && row.lines.some((line) => line.item_id === itemId),
    );

  it('sells one of one to many simultaneous sales and refuses the others with a clear message', async () => {
    const { item } = await stockedModel(t, owner, { price: 1000 });
    await receive(t, owner, item.id, location, 1);
    const count = simultaneous(200);
    const answers = await Promise.all(
      Array.from({ length: count }, () =>
        t.call(endpoints.shop.saleCreate, { body: sale(item.id), headers: cartKey(), token: reception }),
      ),
    );
    const sold = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(sold).toHaveLength(1);
    expect(refused).toHaveLength(count - 1);
    for (const answer of refused) expect(answer.body.message).toMatch(/out of stock at this location\.$/);
    expect(await onHand(item.id)).toBe(0);
    expect(await completedSalesOf(item.id)).toHaveLength(1);
    const saleId = sold[0]!.body.payload.id;
    expect(
      await t.handle.db
        .select()
        .from(charges)
        .where(and(eq(charges.businessId, clubId), like(charges.idempotencyKey, `shop-sale-${saleId}-%`))),
    ).toHaveLength(1);
  });

  it('sells a cart submitted many times at once exactly once', async () => {
    const { item } = await stockedModel(t, owner, { price: 1000 });
    await receive(t, owner, item.id, location, 5);
    const headers = cartKey();
    const answers = await Promise.all(
      Array.from({ length: simultaneous(40) }, () =>
        t.call(endpoints.shop.saleCreate, { body: sale(item.id), headers, token: reception }),
      ),
    );
    // Each answer is the one sale, or (while the first is still charging) its tender's charge in progress.
    const ids = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.payload.id));
    expect(ids.size).toBe(1);
    expect(await onHand(item.id)).toBe(4);
    const rows = await t.handle.db
      .select()
      .from(shopSales)
      .where(and(eq(shopSales.businessId, clubId), eq(shopSales.clientId, headers['idempotency-key'])));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('completed');
    const again = await t.call(endpoints.shop.saleCreate, { body: sale(item.id), headers, token: reception });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(SALE_MESSAGES.sold);
  });

  it('sells every one of many simultaneous sales of an item allowed below zero', async () => {
    const { item } = await stockedModel(t, owner, { price: 1000, allowNegative: true });
    await receive(t, owner, item.id, location, 1);
    const count = simultaneous(60);
    const answers = await Promise.all(
      Array.from({ length: count }, () =>
        t.call(endpoints.shop.saleCreate, { body: sale(item.id), headers: cartKey(), token: reception }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(count);
    expect(await onHand(item.id)).toBe(1 - count);
  });
});
