import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, SHOP_MESSAGES, SHOP_META_NAMES } from '@fairplay/contracts';
import { shopMovements, taxes } from '@fairplay/db';
import { startTestApp, errorFields, type TestApp } from '../../test/harness.js';
import { clubIdOf } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';
import { entry, expectStockAgrees, receive, stockedModel, unique } from '../../test/shop-kit.js';

const table = endpoints.shop;

describe('the pro shop back office (issue 28 points 1-3)', () => {
  let t: TestApp;
  let owner: string;
  let shop: string;
  let reception: string;
  let coach: string;
  let clubId: number;
  let locations: number[];
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    shop = await t.login('shop.alex');
    reception = await t.login('reception');
    coach = await t.login('coach');
    clubId = await clubIdOf(t, owner);
    locations = (await t.call(endpoints.locations.list, { query: {}, token: owner })).body.payload.rows.map(
      (row) => row.id,
    );
  }, 60_000);
  afterAll(async () => {
    await expectStockAgrees(t, clubId);
    await t.close();
  });

  it('creates, lists, edits and archives an entry of every list', async () => {
    const bodies: Record<(typeof SHOP_META_NAMES)[number], Record<string, unknown>> = {
      category: { name: unique('Balls'), revenue_category: 'Retail', account_code: '4100' },
      activity: { name: unique('Tennis') },
      product_type: { name: unique('Rental'), product_kind: 'rental', track_stock: true },
      brand: { name: unique('Wilson') },
      color: { name: unique('Red'), color_hex: '#CC0000' },
      size: { name: unique('XL'), sort_order: 5 },
      unit: { name: unique('Case of 24'), units_per: 24 },
      vendor: { name: unique('Racquet Supply Co'), email: 'orders@supply.example.com', phone: '+1 555 0100' },
    };
    for (const kind of SHOP_META_NAMES) {
      const created = await entry(t, shop, kind, bodies[kind]);
      expect(created).toMatchObject({ kind, name: bodies[kind].name, archived: false });
      const list = await t.call(table.catalogList, { params: { metaName: kind }, query: {}, token: reception });
      expect(list.status).toBe(200);
      expect(list.body.payload.map((row) => row.id)).toContain(created.id);
      const renamed = await t.callRaw(table.catalogUpdate, {
        params: { metaName: kind, id: created.id },
        body: { name: `${created.name} 2` },
        token: shop,
      });
      expect(renamed.status, renamed.body.message).toBe(200);
      expect(renamed.body.payload.name).toBe(`${created.name} 2`);
      const archived = await t.call(table.catalogArchive, { params: { metaName: kind, id: created.id }, token: shop });
      expect(archived.body.payload.archived).toBe(true);
      const archivedList = await t.call(table.catalogList, {
        params: { metaName: kind },
        query: { status: '1' },
        token: shop,
      });
      expect(archivedList.body.payload.map((row) => row.id)).toContain(created.id);
      // Archived entries have no actions.
      expect(
        (await t.call(table.catalogArchive, { params: { metaName: kind, id: created.id }, token: shop })).status,
      ).toBe(409);
    }
    const color = await entry(t, shop, 'color', { name: unique('Teal'), color_hex: '#00AA99' });
    expect(color.color_hex).toBe('#00aa99');
    const unit = await entry(t, shop, 'unit', { name: unique('Can of 3'), units_per: 3 });
    expect(unit.units_per).toBe(3);
  });

  it('maps a category to a tax rate of the club and an activity to a sport', async () => {
    const [tax] = await t.handle.db
      .insert(taxes)
      .values({ businessId: clubId, displayName: 'Shop tax', percentage: 8.25 })
      .returning();
    const category = await entry(t, owner, 'category', {
      name: unique('Shoes'),
      tax_id: tax!.id,
      account_code: '4120',
    });
    expect(category).toMatchObject({ tax_id: tax!.id, account_code: '4120' });
    const other = await registerSecondClub(t, 'shoptax');
    const [foreign] = await t.handle.db
      .insert(taxes)
      .values({ businessId: other.businessId, displayName: 'Theirs', percentage: 5 })
      .returning();
    const refused = await t.callRaw(table.catalogCreate, {
      params: { metaName: 'category' },
      body: { name: unique('Bags'), tax_id: foreign!.id },
      token: owner,
    });
    expect(refused.status).toBe(400);
    expect(errorFields(refused)).toBe('tax_id');
    const sports = (await t.call(endpoints.sports.list, { query: {}, token: owner })).body.payload as unknown as {
      id: number;
    }[];
    const activity = await entry(t, owner, 'activity', { name: unique('Pickleball'), sport_id: sports[0]!.id });
    expect(activity.sport_id).toBe(sports[0]!.id);
    const badSport = await t.callRaw(table.catalogCreate, {
      params: { metaName: 'activity' },
      body: { name: unique('Curling'), sport_id: 999999 },
      token: owner,
    });
    expect(errorFields(badSport)).toBe('sport_id');
  });

  it('refuses bad input naming the field, and a second active entry of one name', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['category', {}, 'name'],
      ['category', { name: '' }, 'name'],
      ['category', { name: 'x'.repeat(61) }, 'name'],
      ['color', { name: unique('Blue') }, 'color_hex'],
      ['color', { name: unique('Blue'), color_hex: 'blue' }, 'color_hex'],
      ['product_type', { name: unique('Thing') }, 'product_kind'],
      ['product_type', { name: unique('Thing'), product_kind: 'car' }, 'product_kind'],
      ['unit', { name: unique('Crate'), units_per: 0 }, 'units_per'],
      ['vendor', { name: unique('Vendor'), email: 'not-mail' }, 'email'],
      ['brand', { name: unique('Head'), color_hex: '#000000' }, 'color_hex'],
    ];
    for (const [kind, body, field] of cases) {
      const response = await t.callRaw(table.catalogCreate, { params: { metaName: kind }, body, token: owner });
      expect(response.status, `${kind} ${JSON.stringify(body)}`).toBe(400);
      expect(errorFields(response)).toContain(field);
      expect(response.body.message).not.toBe('');
    }
    const unknownList = await t.callRaw(table.catalogList, {
      params: { metaName: 'gadgets' },
      query: {},
      token: owner,
    });
    expect(unknownList.status).toBe(400);
    const name = unique('Babolat');
    await entry(t, owner, 'brand', { name });
    const twice = await t.callRaw(table.catalogCreate, {
      params: { metaName: 'brand' },
      body: { name: name.toUpperCase() },
      token: owner,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(SHOP_MESSAGES.nameTaken);
    const empty = await t.callRaw(table.catalogUpdate, {
      params: { metaName: 'brand', id: 1 },
      body: {},
      token: owner,
    });
    expect(empty.status).toBe(400);
  });

  it('lets pos_backoffice read see the back office and only pos_backoffice update change it', async () => {
    // The register's locations, for those who may not read the club's settings (the pro shop).
    const places = await t.call(table.locations, { token: shop });
    expect(places.status).toBe(200);
    expect(places.body.payload.map((row) => row.id).sort()).toEqual([...locations].sort());
    expect((await t.call(table.locations, { token: coach })).status).toBe(403);
    const readList = await t.call(table.catalogList, { params: { metaName: 'brand' }, query: {}, token: reception });
    expect(readList.status).toBe(200);
    const byReception = await t.callRaw(table.catalogCreate, {
      params: { metaName: 'brand' },
      body: { name: unique('Yonex') },
      token: reception,
    });
    expect(byReception.status).toBe(403);
    expect((await t.call(table.catalogList, { params: { metaName: 'brand' }, query: {}, token: coach })).status).toBe(
      403,
    );
    expect((await t.call(table.modelList, { query: {}, token: coach })).status).toBe(403);
    expect((await t.callRaw(table.catalogList, { params: { metaName: 'brand' }, query: {} })).status).toBe(401);
    const { item } = await stockedModel(t, shop);
    expect(
      (
        await t.callRaw(table.stockMove, {
          body: { kind: 'receipt', item_id: item.id, location_id: locations[0], quantity: 1 },
          token: reception,
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.callRaw(table.itemUpdate, { params: { id: item.id }, body: { price: 1 }, token: reception })).status,
    ).toBe(403);
  });

  it('keeps each club to its own shop', async () => {
    const other = await registerSecondClub(t, 'shopown');
    const theirs = await entry(t, other.token, 'brand', { name: unique('Theirs') });
    const mine = (await t.call(table.catalogList, { params: { metaName: 'brand' }, query: {}, token: owner })).body
      .payload;
    expect(mine.map((row) => row.id)).not.toContain(theirs.id);
    const renamed = await t.callRaw(table.catalogUpdate, {
      params: { metaName: 'brand', id: theirs.id },
      body: { name: 'Mine now' },
      token: owner,
    });
    expect(renamed.status).toBe(404);
    const category = await entry(t, owner, 'category', { name: unique('Gear') });
    const type = await entry(t, owner, 'product_type', { name: unique('Gear'), product_kind: 'goods' });
    const model = await t.callRaw(table.modelCreate, {
      body: { name: unique('Bag'), category_id: category.id, product_type_id: type.id, brand_id: theirs.id },
      token: owner,
    });
    expect(model.status).toBe(400);
    expect(errorFields(model)).toBe('brand_id');
    // Their token reaches none of this club's models, items, stock or sales.
    const { model: mine2, item } = await stockedModel(t, owner);
    await receive(t, owner, item.id, locations[0]!, 2);
    const sold = await t.call(table.saleCreate, {
      body: {
        location_id: locations[0]!,
        lines: [{ item_id: item.id, quantity: 1 }],
        tenders: [{ kind: 'cash', amount: 4000 }],
      },
      headers: { 'idempotency-key': `tenancy-${Date.now()}` },
      token: owner,
    });
    expect(sold.status, sold.body.message).toBe(200);
    expect((await t.call(table.modelGet, { params: { id: mine2.id }, token: other.token })).status).toBe(404);
    expect(
      (await t.call(table.itemUpdate, { params: { id: item.id }, body: { price: 1 }, token: other.token })).status,
    ).toBe(404);
    expect((await t.call(table.saleGet, { params: { id: sold.body.payload.id }, token: other.token })).status).toBe(
      404,
    );
    expect(
      (await t.call(table.itemSearch, { query: { barcode: item.barcode }, token: other.token })).body.payload,
    ).toEqual([]);
    const theirMove = await t.callRaw(table.stockMove, {
      body: { kind: 'damage', item_id: item.id, location_id: other.locationId, quantity: 1 },
      token: other.token,
    });
    expect(errorFields(theirMove)).toBe('item_id');
    const theirSale = await t.callRaw(table.saleCreate, {
      body: {
        location_id: other.locationId,
        lines: [{ item_id: item.id, quantity: 1 }],
        tenders: [{ kind: 'cash', amount: 4000 }],
      },
      headers: { 'idempotency-key': `tenancy-b-${Date.now()}` },
      token: other.token,
    });
    expect(errorFields(theirSale)).toBe('lines.0.item_id');
    expect(
      (await t.call(table.stockMovements, { query: { item_id: item.id }, token: other.token })).body.payload,
    ).toEqual([]);
  });

  it('makes a model and its items from a size x colour grid, each with its own barcode', async () => {
    const category = await entry(t, shop, 'category', { name: unique('Apparel') });
    const type = await entry(t, shop, 'product_type', {
      name: unique('Shirts'),
      product_kind: 'goods',
      track_stock: true,
      varies_color: true,
      varies_size: true,
    });
    const brand = await entry(t, shop, 'brand', { name: unique('Nike') });
    const colors = [
      await entry(t, shop, 'color', { name: unique('White'), color_hex: '#ffffff' }),
      await entry(t, shop, 'color', { name: unique('Black'), color_hex: '#000000' }),
    ];
    const sizes = await Promise.all(
      ['S', 'M', 'L'].map((name, order) => entry(t, shop, 'size', { name: unique(name), sort_order: order })),
    );
    // A model cannot name a brand as its category.
    const wrongKind = await t.callRaw(table.modelCreate, {
      body: { name: unique('Polo'), category_id: brand.id, product_type_id: type.id },
      token: shop,
    });
    expect(wrongKind.status).toBe(400);
    expect(errorFields(wrongKind)).toBe('category_id');
    const created = await t.call(table.modelCreate, {
      body: { name: unique('Dri-fit polo'), category_id: category.id, product_type_id: type.id, brand_id: brand.id },
      token: shop,
    });
    expect(created.status).toBe(200);
    const barcode = `BC-${Date.now()}`;
    const grid = await t.call(table.itemGrid, {
      params: { id: created.body.payload.id },
      body: {
        color_ids: colors.map((color) => color.id),
        size_ids: sizes.map((size) => size.id),
        price: 4500,
        member_price: 3800,
        cost: 2000,
        reorder_point: 2,
        barcodes: { [`${colors[0]!.id}:${sizes[0]!.id}`]: barcode },
      },
      token: shop,
    });
    expect(grid.status, grid.body.message).toBe(200);
    const items = grid.body.payload.items;
    expect(items).toHaveLength(6);
    expect(new Set(items.map((item) => item.barcode)).size).toBe(6);
    expect(items.find((item) => item.color_id === colors[0]!.id && item.size_id === sizes[0]!.id)!.barcode).toBe(
      barcode,
    );
    for (const item of items)
      expect(item).toMatchObject({
        price: 4500,
        member_price: 3800,
        cost: 2000,
        reorder_point: 2,
        on_hand: 0,
        brand: brand.name,
      });
    // The same cell again, or a barcode another item has, is refused and nothing is written.
    const again = await t.callRaw(table.itemGrid, {
      params: { id: created.body.payload.id },
      body: { color_ids: [colors[0]!.id], size_ids: [sizes[0]!.id], price: 4500 },
      token: shop,
    });
    expect(again.status).toBe(409);
    const otherModel = await t.call(table.modelCreate, {
      body: { name: unique('Crew'), category_id: category.id, product_type_id: type.id },
      token: shop,
    });
    const taken = await t.callRaw(table.itemGrid, {
      params: { id: otherModel.body.payload.id },
      body: {
        color_ids: [colors[0]!.id],
        size_ids: [sizes[0]!.id],
        price: 100,
        barcodes: { [`${colors[0]!.id}:${sizes[0]!.id}`]: barcode },
      },
      token: shop,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SHOP_MESSAGES.barcodeTaken);
    const badGrid = await t.callRaw(table.itemGrid, {
      params: { id: otherModel.body.payload.id },
      body: { color_ids: [colors[0]!.id], size_ids: [], price: 100, member_price: 200 },
      token: shop,
    });
    expect(badGrid.status).toBe(400);
    expect(errorFields(badGrid)).toBe('member_price');
    const noSize = await t.callRaw(table.itemGrid, {
      params: { id: otherModel.body.payload.id },
      body: { color_ids: [colors[0]!.id], size_ids: [], price: 100 },
      token: shop,
    });
    expect(errorFields(noSize)).toBe('size_ids');
    // Edit an item, then archive the model with its items.
    const edited = await t.call(table.itemUpdate, {
      params: { id: items[0]!.id },
      body: { price: 5000, member_price: null, allow_negative: true },
      token: shop,
    });
    expect(edited.body.payload).toMatchObject({ price: 5000, member_price: null, allow_negative: true });
    const above = await t.callRaw(table.itemUpdate, {
      params: { id: items[1]!.id },
      body: { member_price: 9000 },
      token: shop,
    });
    expect(errorFields(above)).toBe('member_price');
    const archived = await t.call(table.modelArchive, { params: { id: created.body.payload.id }, token: shop });
    expect(archived.body.payload.archived).toBe(true);
    expect(archived.body.payload.items.every((item) => item.archived)).toBe(true);
    const search = await t.call(table.itemSearch, { query: { barcode }, token: reception });
    expect(search.body.payload).toEqual([]);
  });

  it('keeps stock as a movement log: receipts, transfers, damage and counts, never below zero unless allowed', async () => {
    const [main, other] = locations as [number, number];
    const { item } = await stockedModel(t, shop);
    const received = await receive(t, shop, item.id, main, 10);
    expect(received.stock).toEqual([{ item_id: item.id, location_id: main, on_hand: 10 }]);
    const moved = await t.call(table.stockMove, {
      body: { kind: 'transfer', item_id: item.id, location_id: main, to_location_id: other, quantity: 4 },
      token: shop,
    });
    expect(moved.status, moved.body.message).toBe(200);
    expect(moved.body.payload.stock).toEqual([
      { item_id: item.id, location_id: Math.min(main, other), on_hand: main < other ? 6 : 4 },
      { item_id: item.id, location_id: Math.max(main, other), on_hand: main < other ? 4 : 6 },
    ]);
    const damaged = await t.call(table.stockMove, {
      body: { kind: 'damage', item_id: item.id, location_id: main, quantity: 1, note: 'torn seam' },
      token: shop,
    });
    expect(damaged.body.payload.stock[0]!.on_hand).toBe(5);
    const counted = await t.call(table.stockMove, {
      body: { kind: 'count', item_id: item.id, location_id: main, counted: 3 },
      token: shop,
    });
    expect(counted.body.payload.movements[0]).toMatchObject({ kind: 'count', quantity: -2 });
    expect(counted.body.payload.stock[0]!.on_hand).toBe(3);
    // Below zero is refused by the database, and nothing is written.
    const before = await t.handle.db.select().from(shopMovements).where(eq(shopMovements.itemId, item.id));
    const tooMany = await t.callRaw(table.stockMove, {
      body: { kind: 'damage', item_id: item.id, location_id: main, quantity: 4 },
      token: shop,
    });
    expect(tooMany.status).toBe(400);
    expect(errorFields(tooMany)).toBe('quantity');
    const overTransfer = await t.callRaw(table.stockMove, {
      body: { kind: 'transfer', item_id: item.id, location_id: main, to_location_id: other, quantity: 9 },
      token: shop,
    });
    expect(overTransfer.status).toBe(400);
    expect(await t.handle.db.select().from(shopMovements).where(eq(shopMovements.itemId, item.id))).toHaveLength(
      before.length,
    );
    const history = await t.call(table.stockMovements, { query: { item_id: item.id }, token: reception });
    expect(history.body.payload.map((row) => row.kind)).toEqual([
      'count',
      'damage',
      'transfer_in',
      'transfer_out',
      'receipt',
    ]);
    // The log is append-only.
    await expect(
      t.handle.db.update(shopMovements).set({ quantity: 100 }).where(eq(shopMovements.id, history.body.payload[0]!.id)),
    ).rejects.toThrow();
    // An item that may sell below zero may be counted below zero; forbidding it then is refused until counted up.
    await t.call(table.itemUpdate, { params: { id: item.id }, body: { allow_negative: true }, token: shop });
    const negative = await t.call(table.stockMove, {
      body: { kind: 'count', item_id: item.id, location_id: main, counted: -2 },
      token: shop,
    });
    expect(negative.body.payload.stock[0]!.on_hand).toBe(-2);
    const forbid = await t.callRaw(table.itemUpdate, {
      params: { id: item.id },
      body: { allow_negative: false },
      token: shop,
    });
    expect(forbid.status).toBe(400);
    expect(errorFields(forbid)).toBe('allow_negative');
    await t.call(table.stockMove, {
      body: { kind: 'count', item_id: item.id, location_id: main, counted: 0 },
      token: shop,
    });
    expect(
      (await t.callRaw(table.itemUpdate, { params: { id: item.id }, body: { allow_negative: false }, token: shop }))
        .status,
    ).toBe(200);
    await expectStockAgrees(t, clubId);
  });

  it('refuses bad stock input', async () => {
    const { item } = await stockedModel(t, shop);
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'receipt', item_id: item.id, location_id: locations[0], quantity: 0 }, 'quantity'],
      [{ kind: 'receipt', item_id: item.id, location_id: locations[0], quantity: 1.5 }, 'quantity'],
      [{ kind: 'steal', item_id: item.id, location_id: locations[0], quantity: 1 }, 'kind'],
      [{ kind: 'receipt', item_id: item.id, location_id: 999999, quantity: 1 }, 'location_id'],
      [{ kind: 'receipt', item_id: 999999, location_id: locations[0], quantity: 1 }, 'item_id'],
      [
        { kind: 'transfer', item_id: item.id, location_id: locations[0], to_location_id: locations[0], quantity: 1 },
        'to_location_id',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await t.callRaw(table.stockMove, { body, token: shop });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorFields(response)).toContain(field);
    }
    const category = await entry(t, shop, 'category', { name: unique('Lessons') });
    const service = await entry(t, shop, 'product_type', {
      name: unique('Stringing'),
      product_kind: 'service',
      track_stock: false,
    });
    const model = await t.call(table.modelCreate, {
      body: { name: unique('Restring'), category_id: category.id, product_type_id: service.id },
      token: shop,
    });
    const grid = await t.call(table.itemGrid, {
      params: { id: model.body.payload.id },
      body: { price: 2500 },
      token: shop,
    });
    expect(grid.body.payload.items).toHaveLength(1);
    expect(grid.body.payload.items[0]!.on_hand).toBeNull();
    const notStocked = await t.callRaw(table.stockMove, {
      body: { kind: 'receipt', item_id: grid.body.payload.items[0]!.id, location_id: locations[0], quantity: 1 },
      token: shop,
    });
    expect(notStocked.body.message).toBe(`${SHOP_MESSAGES.notStocked}`);
  });
});
