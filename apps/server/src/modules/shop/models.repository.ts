import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, shopItems, shopModels, type TenantScope } from '@fairplay/db';

/** The only reader and writer of shop_models and shop_items. */
export type ModelRow = typeof shopModels.$inferSelect;
export type ItemRow = typeof shopItems.$inferSelect;
export type ModelWrite = Partial<
  Pick<
    ModelRow,
    'name' | 'description' | 'categoryId' | 'productTypeId' | 'brandId' | 'activityId' | 'vendorId' | 'unitId'
  >
>;
export type ItemWrite = Partial<
  Pick<ItemRow, 'barcode' | 'price' | 'memberPrice' | 'cost' | 'reorderPoint' | 'allowNegative'>
>;

/** An item as the register and the back office read it: its model's names, its category's tax, its stock. */
export interface ItemView {
  id: number;
  model_id: number;
  model_name: string;
  brand: string | null;
  color_id: number | null;
  color: string | null;
  color_hex: string | null;
  size_id: number | null;
  size: string | null;
  size_order: number | null;
  barcode: string;
  price: number;
  member_price: number | null;
  cost: number;
  reorder_point: number;
  allow_negative: boolean;
  track_stock: boolean;
  tax_id: number | null;
  on_hand: number | null;
  archived: boolean;
}

export interface ItemFilter {
  modelIds?: readonly number[];
  itemIds?: readonly number[];
  text?: string;
  barcode?: string;
  locationId?: number;
  activeOnly?: boolean;
  limit?: number;
}

/** Items with what a register shows of them; on hand at `locationId`, or summed over the club's locations. */
export function itemViews(scope: TenantScope, filter: ItemFilter): Promise<ItemView[]> {
  const conditions: SQL[] = [sql`i.business_id = ${scope.businessId}`];
  if (filter.modelIds) conditions.push(sql`i.model_id = ANY(${intArray(filter.modelIds)})`);
  if (filter.itemIds) conditions.push(sql`i.id = ANY(${intArray(filter.itemIds)})`);
  if (filter.barcode !== undefined) conditions.push(sql`i.barcode = ${filter.barcode}`);
  if (filter.activeOnly) conditions.push(sql`i.archived_at IS NULL AND m.archived_at IS NULL`);
  if (filter.text) {
    const like = `%${filter.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(m.name ILIKE ${like} OR b.name ILIKE ${like} OR c.name ILIKE ${like} OR s.name ILIKE ${like} OR i.barcode ILIKE ${like})`,
    );
  }
  const stockAt = filter.locationId === undefined ? sql`` : sql` AND st.location_id = ${filter.locationId}`;
  return queryRows<ItemView>(
    scope.db,
    sql`SELECT i.id, i.model_id, m.name AS model_name, b.name AS brand, i.color_id, c.name AS color,
               c.color_hex, i.size_id, s.name AS size, s.sort_order AS size_order, i.barcode, i.price,
               i.member_price, i.cost, i.reorder_point, i.allow_negative, pt.track_stock, cat.tax_id,
               CASE WHEN pt.track_stock THEN coalesce((SELECT sum(st.on_hand)::int FROM shop_stock st
                 WHERE st.business_id = i.business_id AND st.item_id = i.id${stockAt}), 0) END AS on_hand,
               (i.archived_at IS NOT NULL OR m.archived_at IS NOT NULL) AS archived
          FROM shop_items i
          JOIN shop_models m ON m.id = i.model_id AND m.business_id = i.business_id
          JOIN shop_catalog cat ON cat.id = m.category_id AND cat.business_id = i.business_id
          JOIN shop_catalog pt ON pt.id = m.product_type_id AND pt.business_id = i.business_id
          LEFT JOIN shop_catalog b ON b.id = m.brand_id AND b.business_id = i.business_id
          LEFT JOIN shop_catalog c ON c.id = i.color_id AND c.business_id = i.business_id
          LEFT JOIN shop_catalog s ON s.id = i.size_id AND s.business_id = i.business_id
         WHERE ${sql.join(conditions, sql` AND `)}
         ORDER BY lower(m.name), m.id, c.name NULLS FIRST, s.sort_order NULLS FIRST, s.name NULLS FIRST, i.id
         LIMIT ${filter.limit ?? 10000}`,
  );
}

function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`}::int[]`;
}

export function listModels(scope: TenantScope, archived: boolean): Promise<ModelRow[]> {
  return scope.db
    .select()
    .from(shopModels)
    .where(
      scope.where(shopModels, archived ? sql`${shopModels.archivedAt} IS NOT NULL` : isNull(shopModels.archivedAt)),
    )
    .orderBy(sql`lower(${shopModels.name})`, asc(shopModels.id));
}

export async function findModel(scope: TenantScope, id: number, lock = false): Promise<ModelRow | undefined> {
  const query = scope.db
    .select()
    .from(shopModels)
    .where(scope.where(shopModels, eq(shopModels.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertModel(
  scope: TenantScope,
  values: ModelWrite & Pick<ModelRow, 'name' | 'categoryId' | 'productTypeId'>,
  createdBy: number,
): Promise<ModelRow> {
  const [row] = await scope.db
    .insert(shopModels)
    .values(scope.values({ ...values, createdBy }))
    .returning();
  return row!;
}

export async function updateModel(scope: TenantScope, id: number, values: ModelWrite): Promise<ModelRow> {
  const [row] = await scope.db
    .update(shopModels)
    .set(values)
    .where(scope.where(shopModels, eq(shopModels.id, id)))
    .returning();
  return row!;
}

/** Archives a model and its items together. */
export async function archiveModel(scope: TenantScope, id: number, at: Date): Promise<void> {
  await scope.db
    .update(shopModels)
    .set({ archivedAt: at })
    .where(scope.where(shopModels, eq(shopModels.id, id)));
  await scope.db
    .update(shopItems)
    .set({ archivedAt: at })
    .where(scope.where(shopItems, eq(shopItems.modelId, id), isNull(shopItems.archivedAt)));
}

/** The next item id, taken before the insert so an item without a barcode gets one made from its id. */
export async function nextItemIds(scope: TenantScope, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    scope.db,
    sql`SELECT nextval('shop_items_id_seq')::int AS id FROM generate_series(1, ${count})`,
  );
  return rows.map((row) => row.id);
}

export async function insertItems(
  scope: TenantScope,
  rows: (Required<ItemWrite> & { id: number; modelId: number; colorId: number | null; sizeId: number | null })[],
): Promise<void> {
  if (rows.length > 0) await scope.db.insert(shopItems).values(rows.map((row) => scope.values(row)));
}

export async function findItem(scope: TenantScope, id: number, lock = false): Promise<ItemRow | undefined> {
  const query = scope.db
    .select()
    .from(shopItems)
    .where(scope.where(shopItems, eq(shopItems.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateItem(scope: TenantScope, id: number, values: ItemWrite): Promise<void> {
  await scope.db
    .update(shopItems)
    .set(values)
    .where(scope.where(shopItems, eq(shopItems.id, id)));
}

export async function archiveItem(scope: TenantScope, id: number, at: Date): Promise<void> {
  await scope.db
    .update(shopItems)
    .set({ archivedAt: at })
    .where(scope.where(shopItems, and(eq(shopItems.id, id), isNull(shopItems.archivedAt))));
}
