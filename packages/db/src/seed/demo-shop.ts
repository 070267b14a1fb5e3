import { asc, eq } from 'drizzle-orm';
import { ean13CheckDigit } from '@fairplay/domain';
import type { Executor } from '../client.js';
import { locations, shopCatalog, shopItems, shopModels, shopMovements, taxes } from '../schema/index.js';

/**
 * The demo club's pro shop (issue 28 point 15): its lists, a few dozen models across tennis, pickleball and golf
 * with their colours and sizes, and stock received at the main location (a few items at or below their reorder
 * point, so the back office has something to reorder). Sales are rung up live: the register makes its own.
 */
type Kind = 'category' | 'activity' | 'product_type' | 'brand' | 'color' | 'size' | 'unit' | 'vendor';

const COLORS: [string, string][] = [
  ['White', '#ffffff'],
  ['Black', '#111111'],
  ['Navy', '#1f2a44'],
  ['Red', '#c92a2a'],
  ['Royal blue', '#1c5fd4'],
  ['Green', '#2b8a3e'],
];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', '4 1/8', '4 1/4', '4 3/8', '8', '9', '10', '11'];
const APPAREL = ['S', 'M', 'L', 'XL'];
const GRIPS = ['4 1/8', '4 1/4', '4 3/8'];
const SHOES = ['8', '9', '10', '11'];

interface DemoModel {
  name: string;
  type: 'Racquets' | 'Apparel' | 'Footwear' | 'Balls' | 'Accessories' | 'Restringing' | 'Rental racquets';
  category: 'Racquets & paddles' | 'Apparel' | 'Footwear' | 'Balls' | 'Accessories' | 'Golf equipment' | 'Services';
  brand: string;
  activity: 'Tennis' | 'Pickleball' | 'Golf';
  price: number;
  memberPrice?: number;
  colors?: string[];
  sizes?: string[];
}

const MODELS: DemoModel[] = [
  {
    name: 'Pro Staff 97 v14',
    type: 'Racquets',
    category: 'Racquets & paddles',
    brand: 'Wilson',
    activity: 'Tennis',
    price: 26900,
    memberPrice: 24900,
    sizes: GRIPS,
  },
  {
    name: 'Pure Aero 100',
    type: 'Racquets',
    category: 'Racquets & paddles',
    brand: 'Babolat',
    activity: 'Tennis',
    price: 25900,
    memberPrice: 23900,
    sizes: GRIPS,
  },
  {
    name: 'Speed MP',
    type: 'Racquets',
    category: 'Racquets & paddles',
    brand: 'Head',
    activity: 'Tennis',
    price: 24900,
    sizes: GRIPS,
  },
  {
    name: 'EZONE 100',
    type: 'Racquets',
    category: 'Racquets & paddles',
    brand: 'Yonex',
    activity: 'Tennis',
    price: 25500,
    sizes: GRIPS,
  },
  {
    name: 'Clash 100 v2',
    type: 'Racquets',
    category: 'Racquets & paddles',
    brand: 'Wilson',
    activity: 'Tennis',
    price: 24900,
    sizes: GRIPS,
  },
  {
    name: 'Vanguard Power Air',
    type: 'Racquets',
    category: 'Racquets & paddles',
    brand: 'Selkirk',
    activity: 'Pickleball',
    price: 24999,
    memberPrice: 22999,
  },
  {
    name: 'Perseus 16mm',
    type: 'Racquets',
    category: 'Racquets & paddles',
    brand: 'Joola',
    activity: 'Pickleball',
    price: 27995,
  },
  {
    name: 'Ben Johns Signature',
    type: 'Racquets',
    category: 'Racquets & paddles',
    brand: 'Franklin',
    activity: 'Pickleball',
    price: 12999,
  },
  {
    name: 'Championship Extra Duty (can of 3)',
    type: 'Balls',
    category: 'Balls',
    brand: 'Wilson',
    activity: 'Tennis',
    price: 699,
    memberPrice: 599,
  },
  {
    name: 'Gold Championship (can of 3)',
    type: 'Balls',
    category: 'Balls',
    brand: 'Babolat',
    activity: 'Tennis',
    price: 749,
  },
  {
    name: 'X-40 Outdoor balls (pack of 6)',
    type: 'Balls',
    category: 'Balls',
    brand: 'Franklin',
    activity: 'Pickleball',
    price: 1899,
  },
  {
    name: 'Pro V1 (dozen)',
    type: 'Balls',
    category: 'Golf equipment',
    brand: 'Titleist',
    activity: 'Golf',
    price: 5499,
    memberPrice: 4999,
  },
  {
    name: 'Chrome Soft (dozen)',
    type: 'Balls',
    category: 'Golf equipment',
    brand: 'Callaway',
    activity: 'Golf',
    price: 4999,
  },
  {
    name: 'Club Logo Polo',
    type: 'Apparel',
    category: 'Apparel',
    brand: 'Nike',
    activity: 'Tennis',
    price: 5500,
    memberPrice: 4500,
    colors: ['White', 'Navy', 'Royal blue'],
    sizes: APPAREL,
  },
  {
    name: 'Court Dri-FIT Tee',
    type: 'Apparel',
    category: 'Apparel',
    brand: 'Nike',
    activity: 'Tennis',
    price: 3500,
    colors: ['White', 'Black', 'Red'],
    sizes: APPAREL,
  },
  {
    name: 'Club Tennis Skirt',
    type: 'Apparel',
    category: 'Apparel',
    brand: 'Adidas',
    activity: 'Tennis',
    price: 4800,
    colors: ['White', 'Navy'],
    sizes: ['XS', 'S', 'M', 'L'],
  },
  {
    name: 'Pickleball Performance Tee',
    type: 'Apparel',
    category: 'Apparel',
    brand: 'Joola',
    activity: 'Pickleball',
    price: 3200,
    colors: ['Black', 'Green'],
    sizes: APPAREL,
  },
  {
    name: 'Tour Golf Polo',
    type: 'Apparel',
    category: 'Apparel',
    brand: 'FootJoy',
    activity: 'Golf',
    price: 7900,
    memberPrice: 6900,
    colors: ['White', 'Navy', 'Black'],
    sizes: APPAREL,
  },
  {
    name: 'Quarter-zip Pullover',
    type: 'Apparel',
    category: 'Apparel',
    brand: 'Adidas',
    activity: 'Golf',
    price: 8500,
    colors: ['Navy', 'Black'],
    sizes: APPAREL,
  },
  {
    name: 'Club Cap',
    type: 'Apparel',
    category: 'Apparel',
    brand: 'Nike',
    activity: 'Tennis',
    price: 2800,
    colors: ['White', 'Navy', 'Black'],
  },
  {
    name: 'Gel-Resolution 9',
    type: 'Footwear',
    category: 'Footwear',
    brand: 'Adidas',
    activity: 'Tennis',
    price: 15999,
    colors: ['White', 'Black'],
    sizes: SHOES,
  },
  {
    name: 'Vapor Pro 2',
    type: 'Footwear',
    category: 'Footwear',
    brand: 'Nike',
    activity: 'Tennis',
    price: 13999,
    colors: ['White', 'Royal blue'],
    sizes: SHOES,
  },
  {
    name: 'Court Pickleball Shoe',
    type: 'Footwear',
    category: 'Footwear',
    brand: 'Babolat',
    activity: 'Pickleball',
    price: 11999,
    colors: ['White'],
    sizes: SHOES,
  },
  {
    name: 'Pro SL Golf Shoe',
    type: 'Footwear',
    category: 'Footwear',
    brand: 'FootJoy',
    activity: 'Golf',
    price: 17999,
    colors: ['White', 'Black'],
    sizes: SHOES,
  },
  {
    name: 'WeatherSof Glove',
    type: 'Apparel',
    category: 'Golf equipment',
    brand: 'FootJoy',
    activity: 'Golf',
    price: 1699,
    colors: ['White'],
    sizes: ['S', 'M', 'L'],
  },
  {
    name: 'Pro Overgrip (3 pack)',
    type: 'Accessories',
    category: 'Accessories',
    brand: 'Wilson',
    activity: 'Tennis',
    price: 899,
  },
  {
    name: 'Vibration Dampener',
    type: 'Accessories',
    category: 'Accessories',
    brand: 'Head',
    activity: 'Tennis',
    price: 599,
  },
  {
    name: 'Tour Bag 6-pack',
    type: 'Accessories',
    category: 'Accessories',
    brand: 'Babolat',
    activity: 'Tennis',
    price: 8999,
    colors: ['Black', 'Red'],
  },
  {
    name: 'Paddle Cover',
    type: 'Accessories',
    category: 'Accessories',
    brand: 'Selkirk',
    activity: 'Pickleball',
    price: 2499,
    colors: ['Black', 'Royal blue'],
  },
  {
    name: 'Golf Towel',
    type: 'Accessories',
    category: 'Golf equipment',
    brand: 'Titleist',
    activity: 'Golf',
    price: 2200,
    colors: ['White', 'Navy'],
  },
  {
    name: 'Tees (pack of 50)',
    type: 'Accessories',
    category: 'Golf equipment',
    brand: 'Callaway',
    activity: 'Golf',
    price: 599,
  },
  {
    name: 'Racquet restring',
    type: 'Restringing',
    category: 'Services',
    brand: 'Babolat',
    activity: 'Tennis',
    price: 2500,
    memberPrice: 2000,
  },
  {
    name: 'Demo racquet rental',
    type: 'Rental racquets',
    category: 'Services',
    brand: 'Wilson',
    activity: 'Tennis',
    price: 1000,
  },
];

export async function seedDemoShop(tx: Executor, input: { businessId: number; ownerId: number; now: Date }) {
  const { businessId, ownerId, now } = input;
  const [location] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.businessId, businessId))
    .orderBy(asc(locations.id))
    .limit(1);
  const [tax] = await tx
    .select({ id: taxes.id })
    .from(taxes)
    .where(eq(taxes.businessId, businessId))
    .orderBy(asc(taxes.id))
    .limit(1);
  if (!location) return;
  const ids = new Map<string, number>();
  const add = async (kind: Kind, rows: (Partial<typeof shopCatalog.$inferInsert> & { name: string })[]) => {
    const made = await tx
      .insert(shopCatalog)
      .values(rows.map((row) => ({ ...row, kind, businessId, createdBy: ownerId, createdAt: now })))
      .returning({ id: shopCatalog.id, name: shopCatalog.name });
    for (const row of made) ids.set(`${kind}:${row.name}`, row.id);
  };
  const taxed = { taxId: tax?.id ?? null, revenueCategory: 'Pro shop retail' };
  await add('category', [
    { name: 'Racquets & paddles', accountCode: '4110', ...taxed },
    { name: 'Apparel', accountCode: '4120', ...taxed },
    { name: 'Footwear', accountCode: '4130', ...taxed },
    { name: 'Balls', accountCode: '4140', ...taxed },
    { name: 'Accessories', accountCode: '4150', ...taxed },
    { name: 'Golf equipment', accountCode: '4160', ...taxed },
    { name: 'Services', accountCode: '4200', revenueCategory: 'Pro shop services' },
  ]);
  await add('activity', [
    { name: 'Tennis', sportId: 1 },
    { name: 'Pickleball', sportId: 2 },
    { name: 'Golf', sportId: 7 },
  ]);
  await add('product_type', [
    { name: 'Racquets', productKind: 'goods', trackStock: true, variesSize: true },
    { name: 'Apparel', productKind: 'goods', trackStock: true, variesColor: true, variesSize: true },
    { name: 'Footwear', productKind: 'goods', trackStock: true, variesColor: true, variesSize: true },
    { name: 'Balls', productKind: 'goods', trackStock: true },
    { name: 'Accessories', productKind: 'goods', trackStock: true, variesColor: true },
    { name: 'Restringing', productKind: 'service', trackStock: false },
    { name: 'Rental racquets', productKind: 'rental', trackStock: true },
    { name: 'Gift card', productKind: 'gift_card', trackStock: false },
  ]);
  const brands = [...new Set(MODELS.map((model) => model.brand))];
  await add(
    'brand',
    brands.map((name) => ({ name })),
  );
  await add(
    'color',
    COLORS.map(([name, colorHex]) => ({ name, colorHex })),
  );
  await add(
    'size',
    SIZES.map((name, sortOrder) => ({ name, sortOrder })),
  );
  await add('unit', [
    { name: 'Each', unitsPer: 1 },
    { name: 'Can of 3', unitsPer: 3 },
    { name: 'Case of 24', unitsPer: 24 },
  ]);
  await add('vendor', [
    { name: 'Racquet Supply Co', email: 'orders@racquetsupply.example.com', phone: '+1 512 555 0140' },
    { name: 'Fairway Distributors', email: 'sales@fairway.example.com', phone: '+1 512 555 0177' },
  ]);

  let serial = 0;
  for (const [index, model] of MODELS.entries()) {
    const [row] = await tx
      .insert(shopModels)
      .values({
        businessId,
        name: model.name,
        categoryId: ids.get(`category:${model.category}`)!,
        productTypeId: ids.get(`product_type:${model.type}`)!,
        brandId: ids.get(`brand:${model.brand}`)!,
        activityId: ids.get(`activity:${model.activity}`)!,
        vendorId: ids.get(`vendor:${model.activity === 'Golf' ? 'Fairway Distributors' : 'Racquet Supply Co'}`)!,
        createdBy: ownerId,
        createdAt: now,
      })
      .returning({ id: shopModels.id });
    const cells = (model.colors ?? [null]).flatMap((color) => (model.sizes ?? [null]).map((size) => ({ color, size })));
    const items = await tx
      .insert(shopItems)
      .values(
        cells.map((cell) => {
          const body = `2${String(businessId % 1000).padStart(3, '0')}${String(++serial).padStart(8, '0')}`;
          return {
            businessId,
            modelId: row!.id,
            colorId: cell.color ? ids.get(`color:${cell.color}`)! : null,
            sizeId: cell.size ? ids.get(`size:${cell.size}`)! : null,
            barcode: body + ean13CheckDigit(body),
            price: model.price,
            memberPrice: model.memberPrice ?? null,
            cost: Math.round(model.price * 0.55),
            reorderPoint: model.type === 'Balls' ? 12 : 2,
            createdAt: now,
          };
        }),
      )
      .returning({ id: shopItems.id });
    if (model.type === 'Restringing') continue;
    // Stock as the log's receipts (the trigger keeps on hand); every seventh model runs low.
    await tx.insert(shopMovements).values(
      items.map((item, cell) => ({
        businessId,
        itemId: item.id,
        locationId: location.id,
        kind: 'receipt' as const,
        quantity: index % 7 === 3 ? 1 : model.type === 'Balls' ? 48 : 3 + ((index + cell) % 6),
        note: 'Opening stock',
        createdBy: ownerId,
        createdAt: now,
      })),
    );
  }
}
