import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, SALE_MESSAGES, SANDBOX_TEST_CARDS } from '@fairplay/contracts';
import { charges, ledgerEntries, ledgerTransactions, shopSales, taxes } from '@fairplay/db';
import { startTestApp, errorFields, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { cardToken, connectSandbox, expectLedgerBalanced } from '../../test/payments-kit.js';
import { cartKey, expectStockAgrees, receive, stockedModel } from '../../test/shop-kit.js';

const table = endpoints.shop;

describe('the pro shop register (issue 28 points 5 and 6)', () => {
  let t: TestApp;
  let owner: string;
  let shop: string;
  let reception: string;
  let coach: string;
  let memberToken: string;
  let clubId: number;
  let member: number;
  let location: number;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    shop = await t.login('shop.alex');
    reception = await t.login('reception');
    coach = await t.login('coach');
    memberToken = await t.login('member');
    clubId = await clubIdOf(t, owner);
    member = await userIdOf(t, 'member');
    location = (await t.call(endpoints.locations.list, { query: {}, token: owner })).body.payload.rows[0]!.id;
    if (!(await t.call(endpoints.payments.account, { token: owner })).body.payload.connected)
      await connectSandbox(t, owner);
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await expectStockAgrees(t, clubId);
    await t.close();
  });

  const sell = (body: Record<string, unknown>, headers: Record<string, string> = cartKey(), token = reception) =>
    t.callRaw(table.saleCreate, { body, headers, token });
  const onHand = async (itemId: number) =>
    (await t.call(table.itemSearch, { query: { q: '', location_id: location }, token: reception })).body.payload.find(
      (item) => item.id === itemId,
    )?.on_hand;

  it('finds an item by its barcode (a scan) and sells it for cash with change, once per cart id', async () => {
    const { item } = await stockedModel(t, shop, { price: 2599 });
    await receive(t, shop, item.id, location, 3);
    const scanned = await t.call(table.itemSearch, {
      query: { barcode: item.barcode, location_id: location },
      token: reception,
    });
    expect(scanned.body.payload).toHaveLength(1);
    expect(scanned.body.payload[0]).toMatchObject({ id: item.id, on_hand: 3, price: 2599 });
    const headers = cartKey();
    const body = {
      location_id: location,
      lines: [{ item_id: item.id, quantity: 2 }],
      tenders: [{ kind: 'cash', amount: 5198, tendered: 6000 }],
    };
    const sold = await sell(body, headers);
    expect(sold.status, sold.body.message).toBe(200);
    expect(sold.body.message).toBe(SALE_MESSAGES.sold);
    const sale = sold.body.payload;
    expect(sale).toMatchObject({ status: 'completed', subtotal: 5198, total: 5198, tax: 0, change: 802 });
    expect(sale.tenders[0]).toMatchObject({ kind: 'cash', amount: 5198, tendered: 6000, change: 802 });
    expect(sale.tenders[0]!.charge_id).not.toBeNull();
    expect(sale.tenders[0]!.receipt_url).toMatch(/receipt/);
    expect(await onHand(item.id)).toBe(1);
    // The same cart again (a retried submit): the same sale, nothing sold or charged twice.
    const again = await sell(body, headers);
    expect(again.status).toBe(200);
    expect(again.body.payload.id).toBe(sale.id);
    expect(await onHand(item.id)).toBe(1);
    const [charge] = await t.handle.db.select().from(charges).where(eq(charges.id, sale.tenders[0]!.charge_id!));
    expect(charge).toMatchObject({ type: 'cash', total: 5198, status: 'succeeded' });
    expect(
      await t.handle.db
        .select()
        .from(charges)
        .where(and(eq(charges.businessId, clubId), eq(charges.idempotencyKey, `shop-sale-${sale.id}-0`))),
    ).toHaveLength(1);
    // The same cart id with another cart is refused.
    const reused = await sell(
      { ...body, lines: [{ item_id: item.id, quantity: 1 }], tenders: [{ kind: 'cash', amount: 2599 }] },
      headers,
    );
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(SALE_MESSAGES.keyReused);
    expect((await t.call(table.saleGet, { params: { id: sale.id }, token: reception })).body.payload).toEqual(sale);
    expect((await t.call(table.saleList, { query: {}, token: reception })).body.payload.map((row) => row.id)).toContain(
      sale.id,
    );
  });

  it('sells at member prices, with line and cart discounts with reasons and tax per line from the category', async () => {
    const [tax] = await t.handle.db
      .insert(taxes)
      .values({ businessId: clubId, displayName: 'Retail tax', percentage: 10 })
      .returning();
    const taxed = await stockedModel(t, shop, { price: 5000, memberPrice: 4000, taxId: tax!.id });
    const untaxed = await stockedModel(t, shop, { price: 1000 });
    await receive(t, shop, taxed.item.id, location, 5);
    await receive(t, shop, untaxed.item.id, location, 5);
    // Member prices: 4000 x 2 - 500 line discount = 7500; 1000; cart discount 850 shared 750 / 100.
    // Taxed line: 7500 - 750 = 6750, tax 675; untaxed 1000 - 100 = 900. Total 8325.
    const body = {
      location_id: location,
      member_id: member,
      lines: [
        { item_id: taxed.item.id, quantity: 2, discount: 500, discount_reason: 'Shop-worn' },
        { item_id: untaxed.item.id, quantity: 1 },
      ],
      cart_discount: 850,
      cart_discount_reason: 'Loyalty',
      tenders: [{ kind: 'cash', amount: 8325 }],
    };
    const sold = await sell(body);
    expect(sold.status, sold.body.message).toBe(200);
    const sale = sold.body.payload;
    expect(sale).toMatchObject({ member_id: member, subtotal: 9000, discount: 1350, tax: 675, total: 8325 });
    expect(sale.member_name).not.toBeNull();
    expect(sale.lines[0]).toMatchObject({
      unit_price: 4000,
      member_priced: true,
      discount: 1250,
      tax: 675,
      tax_percent: 10,
    });
    expect(sale.lines[1]).toMatchObject({ unit_price: 1000, member_priced: false, discount: 100, tax: 0, total: 900 });
    // The tax is moved from revenue to tax_payable with the sale.
    const moved = await t.handle.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(eq(ledgerTransactions.businessId, clubId), eq(ledgerTransactions.memo, `Pro shop sale #${sale.id}: tax`)),
      );
    expect(moved.sort((a, b) => a.amount - b.amount)).toEqual([
      { account: 'tax_payable', amount: -675 },
      { account: 'revenue', amount: 675 },
    ]);
    // Without the member the full price applies, so the same tenders no longer add up.
    const { member_id: _m, ...noMember } = body;
    const mismatch = await sell(noMember);
    expect(mismatch.status).toBe(400);
    expect(errorFields(mismatch)).toBe('tenders');
  });

  it('splits a sale across a card and cash', async () => {
    const { item } = await stockedModel(t, shop, { price: 3000 });
    await receive(t, shop, item.id, location, 2);
    const token = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const sold = await sell({
      location_id: location,
      member_id: member,
      lines: [{ item_id: item.id, quantity: 2 }],
      tenders: [
        { kind: 'cash', amount: 2000, tendered: 2000 },
        { kind: 'card', amount: 4000, token },
      ],
    });
    expect(sold.status, sold.body.message).toBe(200);
    expect(sold.body.payload.status).toBe('completed');
    const kinds = await Promise.all(
      sold.body.payload.tenders.map(async (tender) => {
        const [row] = await t.handle.db.select().from(charges).where(eq(charges.id, tender.charge_id!));
        return [row!.type, row!.total, row!.status];
      }),
    );
    expect(kinds).toEqual([
      ['cash', 2000, 'succeeded'],
      ['card', 4000, 'succeeded'],
    ]);
    expect(await onHand(item.id)).toBe(0);
  });

  it('voids the sale and returns its stock when the card is declined, taking no cash', async () => {
    const { item } = await stockedModel(t, shop, { price: 1500 });
    await receive(t, shop, item.id, location, 1);
    const token = await cardToken(t, SANDBOX_TEST_CARDS.declined);
    const headers = cartKey();
    const body = {
      location_id: location,
      lines: [{ item_id: item.id, quantity: 1 }],
      tenders: [
        { kind: 'cash', amount: 500 },
        { kind: 'card', amount: 1000, token, name: 'Walk-in Customer' },
      ],
    };
    const declined = await sell(body, headers);
    expect(declined.status, declined.body.message).toBe(402);
    expect(await onHand(item.id)).toBe(1);
    const [sale] = await t.handle.db
      .select()
      .from(shopSales)
      .where(and(eq(shopSales.businessId, clubId), eq(shopSales.clientId, headers['idempotency-key']!)));
    expect(sale!.status).toBe('voided');
    expect(
      await t.handle.db
        .select()
        .from(charges)
        .where(and(eq(charges.businessId, clubId), eq(charges.idempotencyKey, `shop-sale-${sale!.id}-0`))),
    ).toEqual([]);
    // The same cart again answers that it was not completed; a new cart id sells it.
    const again = await sell(body, headers);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(SALE_MESSAGES.voided);
    const cash = await sell({ ...body, tenders: [{ kind: 'cash', amount: 1500 }] });
    expect(cash.status).toBe(200);
    expect(await onHand(item.id)).toBe(0);
  });

  it('puts a sale on the member account', async () => {
    const { item } = await stockedModel(t, shop, { price: 1200 });
    await receive(t, shop, item.id, location, 1);
    const sold = await sell({
      location_id: location,
      member_id: member,
      lines: [{ item_id: item.id, quantity: 1 }],
      tenders: [{ kind: 'account', amount: 1200 }],
    });
    expect(sold.status, sold.body.message).toBe(200);
    expect(sold.body.payload.status).toBe('completed');
    const [row] = await t.handle.db
      .select()
      .from(charges)
      .where(eq(charges.id, sold.body.payload.tenders[0]!.charge_id!));
    expect(row).toMatchObject({ status: 'invoiced', memberUserId: member, total: 1200 });
    expect(await onHand(item.id)).toBe(0);
  });

  it('refuses to sell more than is on hand, naming the line', async () => {
    const { item } = await stockedModel(t, shop, { price: 700 });
    await receive(t, shop, item.id, location, 1);
    const refused = await sell({
      location_id: location,
      lines: [{ item_id: item.id, quantity: 2 }],
      tenders: [{ kind: 'cash', amount: 1400 }],
    });
    expect(refused.status).toBe(409);
    expect(errorFields(refused)).toBe('lines.0.quantity');
    expect(refused.body.message).toMatch(/^Only 1 of .* left at this location\.$/);
    expect(await onHand(item.id)).toBe(1);
    // An item that may sell below zero sells.
    const open = await stockedModel(t, shop, { price: 700, allowNegative: true });
    const sold = await sell({
      location_id: location,
      lines: [{ item_id: open.item.id, quantity: 2 }],
      tenders: [{ kind: 'cash', amount: 1400 }],
    });
    expect(sold.status, sold.body.message).toBe(200);
    expect(await onHand(open.item.id)).toBe(-2);
  });

  it('refuses bad input naming the field, and callers without the shop', async () => {
    const { item } = await stockedModel(t, shop, { price: 1000 });
    await receive(t, shop, item.id, location, 5);
    const good = {
      location_id: location,
      lines: [{ item_id: item.id, quantity: 1 }],
      tenders: [{ kind: 'cash', amount: 1000 }],
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, lines: [] }, 'lines'],
      [{ ...good, lines: [{ item_id: item.id, quantity: 0 }] }, 'lines.0.quantity'],
      [{ ...good, lines: [{ item_id: item.id, quantity: 1, discount: 100 }] }, 'lines.0.discount_reason'],
      [
        { ...good, lines: [{ item_id: item.id, quantity: 1, discount: 2000, discount_reason: 'x' }] },
        'lines.0.discount',
      ],
      [{ ...good, cart_discount: 100 }, 'cart_discount_reason'],
      [{ ...good, lines: [{ item_id: 999999, quantity: 1 }] }, 'lines.0.item_id'],
      [{ ...good, lines: [good.lines[0], good.lines[0]] }, 'lines'],
      [{ ...good, tenders: [] }, 'tenders'],
      [{ ...good, tenders: [{ kind: 'bitcoin', amount: 1000 }] }, 'tenders.0.kind'],
      [{ ...good, tenders: [{ kind: 'cash', amount: 1000, tendered: 500 }] }, 'tenders.0.tendered'],
      [{ ...good, tenders: [{ kind: 'card', amount: 1000 }] }, 'tenders.0.token'],
      [{ ...good, tenders: [{ kind: 'account', amount: 1000 }] }, 'member_id'],
      [{ ...good, tenders: [{ kind: 'cash', amount: 900 }] }, 'tenders'],
      [{ ...good, location_id: 999999 }, 'location_id'],
    ];
    for (const [body, field] of cases) {
      const response = await sell(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(response)).toBe(field);
    }
    const noKey = await t.callRaw(table.saleCreate, { body: good, token: reception });
    expect(noKey.status).toBe(400);
    expect(errorFields(noKey)).toBe('Idempotency-Key');
    expect((await sell(good, cartKey(), coach)).status).toBe(403);
    expect((await sell(good, cartKey(), memberToken)).status).toBe(403);
    expect((await t.call(table.itemSearch, { query: { q: 'polo' }, token: coach })).status).toBe(403);
    expect(await onHand(item.id)).toBe(5);
  });
});
