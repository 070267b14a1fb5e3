import {
  SHOP_MESSAGES,
  type itemGridBody,
  type itemUpdateBody,
  type modelBody,
  type modelUpdateBody,
  type ShopItem,
  type ShopMetaName,
  type ShopModel,
} from '@fairplay/contracts';
import { internalBarcode } from '@fairplay/domain';
import type { Database, TenantScope } from '@fairplay/db';
import type { z } from 'zod';
import { AppError, fieldError } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { taxRatesOf } from '../payments/index.js';
import { activeEntriesAmong } from './catalog.repository.js';
import {
  archiveItem,
  archiveModel,
  findItem,
  findModel,
  insertItems,
  insertModel,
  itemViews,
  listModels,
  nextItemIds,
  updateItem,
  updateModel,
  type ItemFilter,
  type ItemView,
  type ModelRow,
  type ModelWrite,
} from './models.repository.js';
import { shopWrite } from './refusals.js';

const notFound = () => new AppError(404, SHOP_MESSAGES.notFound);

/** Items as the contracts show them, each with its category's tax rate. */
export async function itemsOf(
  scope: TenantScope,
  filter: ItemFilter,
): Promise<(ShopItem & { tax_id: number | null })[]> {
  const views = await itemViews(scope, filter);
  const taxIds = [...new Set(views.flatMap((view) => (view.tax_id === null ? [] : [view.tax_id])))];
  const rates = new Map((await taxRatesOf(scope, taxIds)).map((rate) => [rate.id, rate]));
  return views.map((view) => itemOf(view, view.tax_id === null ? undefined : rates.get(view.tax_id)));
}

function itemOf(
  view: ItemView,
  rate: { percentage: number; inclusive: boolean } | undefined,
): ShopItem & { tax_id: number | null } {
  return {
    id: view.id,
    model_id: view.model_id,
    model_name: view.model_name,
    brand: view.brand,
    color_id: view.color_id,
    color: view.color,
    color_hex: view.color_hex,
    size_id: view.size_id,
    size: view.size,
    barcode: view.barcode,
    price: view.price,
    member_price: view.member_price,
    cost: view.cost,
    reorder_point: view.reorder_point,
    allow_negative: view.allow_negative,
    track_stock: view.track_stock,
    tax_id: rate ? view.tax_id : null,
    tax_percent: rate?.percentage ?? 0,
    tax_inclusive: rate?.inclusive ?? false,
    on_hand: view.on_hand,
    archived: view.archived,
  };
}

function publicItem(item: ShopItem & { tax_id: number | null }): ShopItem {
  const { tax_id: _taxId, ...rest } = item;
  return rest;
}

const MODEL_REFERENCES: [keyof ModelWrite, ShopMetaName, string][] = [
  ['categoryId', 'category', 'category_id'],
  ['productTypeId', 'product_type', 'product_type_id'],
  ['brandId', 'brand', 'brand_id'],
  ['activityId', 'activity', 'activity_id'],
  ['vendorId', 'vendor', 'vendor_id'],
  ['unitId', 'unit', 'unit_id'],
];

/** Refuses a model pointing at an archived (or missing) entry; holds the entries until the write commits. */
async function requireActiveReferences(scope: TenantScope, values: ModelWrite): Promise<void> {
  for (const [column, kind, field] of MODEL_REFERENCES) {
    const id = values[column] as number | null | undefined;
    if (id === null || id === undefined) continue;
    if ((await activeEntriesAmong(scope, kind, [id])).length === 0) throw fieldError(field, SHOP_MESSAGES.notOfKind);
  }
}

function modelColumns(body: Partial<z.output<typeof modelBody>>): ModelWrite {
  const out: ModelWrite = {};
  if (body.name !== undefined) out.name = body.name;
  if (body.description !== undefined) out.description = body.description;
  if (body.category_id !== undefined) out.categoryId = body.category_id;
  if (body.product_type_id !== undefined) out.productTypeId = body.product_type_id;
  if (body.brand_id !== undefined) out.brandId = body.brand_id;
  if (body.activity_id !== undefined) out.activityId = body.activity_id;
  if (body.vendor_id !== undefined) out.vendorId = body.vendor_id;
  if (body.unit_id !== undefined) out.unitId = body.unit_id;
  return out;
}

/** A model as the calls answer it, with its items. */
function modelView(row: ModelRow, items: Awaited<ReturnType<typeof itemsOf>>): ShopModel {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category_id: row.categoryId,
    product_type_id: row.productTypeId,
    brand_id: row.brandId,
    activity_id: row.activityId,
    vendor_id: row.vendorId,
    unit_id: row.unitId,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
    items: items.map(publicItem),
  };
}

/** Models and their items (issue 28 points 1 and 2). */
export function createModelsService(db: Database, now: () => Date) {
  async function modelOf(scope: TenantScope, row: ModelRow): Promise<ShopModel> {
    return modelView(row, await itemsOf(scope, { modelIds: [row.id] }));
  }

  async function lockedModel(scope: TenantScope, id: number): Promise<ModelRow> {
    const row = await findModel(scope, id, true);
    if (!row) throw notFound();
    if (row.archivedAt) throw new AppError(409, SHOP_MESSAGES.archivedEntry);
    return row;
  }

  return {
    async list(member: MemberContext, archived: boolean): Promise<ShopModel[]> {
      const rows = await listModels(member.scope, archived);
      const items = await itemsOf(member.scope, { modelIds: rows.map((row) => row.id) });
      return rows.map((row) =>
        modelView(
          row,
          items.filter((item) => item.model_id === row.id),
        ),
      );
    },

    async get(member: MemberContext, id: number): Promise<ShopModel> {
      const row = await findModel(member.scope, id);
      if (!row) throw notFound();
      return modelOf(member.scope, row);
    },

    async create(member: MemberContext, body: z.output<typeof modelBody>): Promise<ShopModel> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const values = modelColumns(body);
        await requireActiveReferences(scope, values);
        const row = await shopWrite(() =>
          insertModel(
            scope,
            values as ModelWrite & Pick<ModelRow, 'name' | 'categoryId' | 'productTypeId'>,
            member.user.id,
          ),
        );
        return modelOf(scope, row);
      });
    },

    async update(member: MemberContext, id: number, body: z.output<typeof modelUpdateBody>): Promise<ShopModel> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await lockedModel(scope, id);
        const values = modelColumns(body);
        await requireActiveReferences(scope, values);
        return modelOf(scope, await shopWrite(() => updateModel(scope, id, values)));
      });
    },

    async archive(member: MemberContext, id: number): Promise<ShopModel> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await lockedModel(scope, id);
        await archiveModel(scope, id, now());
        return modelOf(scope, (await findModel(scope, id))!);
      });
    },

    /** Point 2: the model's items from a size x colour grid, each a sellable item with its own barcode. */
    async addGrid(member: MemberContext, id: number, body: z.output<typeof itemGridBody>): Promise<ShopModel> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const model = await lockedModel(scope, id);
        const [type] = await activeEntriesAmong(scope, 'product_type', [model.productTypeId]);
        if (!type) throw fieldError('product_type_id', SHOP_MESSAGES.notOfKind);
        const colors = [...new Set(body.color_ids)];
        const sizes = [...new Set(body.size_ids)];
        if (colors.length > 0 && !type.variesColor) throw fieldError('color_ids', SHOP_MESSAGES.gridNotVaried);
        if (sizes.length > 0 && !type.variesSize) throw fieldError('size_ids', SHOP_MESSAGES.gridNotVaried);
        if ((await activeEntriesAmong(scope, 'color', colors)).length !== colors.length)
          throw fieldError('color_ids', SHOP_MESSAGES.notOfKind);
        if ((await activeEntriesAmong(scope, 'size', sizes)).length !== sizes.length)
          throw fieldError('size_ids', SHOP_MESSAGES.notOfKind);
        const colorCells: (number | null)[] = colors.length > 0 ? colors : [null];
        const sizeCells: (number | null)[] = sizes.length > 0 ? sizes : [null];
        // A type that varies by an option needs it picked; one that varies by nothing sells one item per model.
        if ((type.variesColor && colors.length === 0) || (type.variesSize && sizes.length === 0))
          throw fieldError(type.variesColor && colors.length === 0 ? 'color_ids' : 'size_ids', SHOP_MESSAGES.gridEmpty);
        const cells = colorCells.flatMap((colorId) => sizeCells.map((sizeId) => ({ colorId, sizeId })));
        const ids = await nextItemIds(scope, cells.length);
        await shopWrite(() =>
          insertItems(
            scope,
            cells.map((cell, index) => ({
              id: ids[index]!,
              modelId: id,
              colorId: cell.colorId,
              sizeId: cell.sizeId,
              barcode: body.barcodes[`${cell.colorId ?? 0}:${cell.sizeId ?? 0}`] ?? internalBarcode(ids[index]!),
              price: body.price,
              memberPrice: body.member_price,
              cost: body.cost,
              reorderPoint: body.reorder_point,
              allowNegative: body.allow_negative,
            })),
          ),
        );
        return modelOf(scope, model);
      });
    },

    async updateItem(member: MemberContext, id: number, body: z.output<typeof itemUpdateBody>): Promise<ShopItem> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const item = await findItem(scope, id, true);
        if (!item) throw notFound();
        if (item.archivedAt) throw new AppError(409, SHOP_MESSAGES.archivedEntry);
        const price = body.price ?? item.price;
        const memberPrice = body.member_price === undefined ? item.memberPrice : body.member_price;
        if (memberPrice !== null && memberPrice > price)
          throw fieldError('member_price', SHOP_MESSAGES.memberPriceAbovePrice);
        try {
          await shopWrite(() =>
            updateItem(scope, id, {
              ...(body.price === undefined ? {} : { price: body.price }),
              ...(body.member_price === undefined ? {} : { memberPrice: body.member_price }),
              ...(body.cost === undefined ? {} : { cost: body.cost }),
              ...(body.reorder_point === undefined ? {} : { reorderPoint: body.reorder_point }),
              ...(body.allow_negative === undefined ? {} : { allowNegative: body.allow_negative }),
              ...(body.barcode === undefined ? {} : { barcode: body.barcode }),
            }),
          );
        } catch (error) {
          // The stock rows copy allow_negative (ON UPDATE CASCADE): forbidding it while a row is below zero fails.
          if (error instanceof AppError && error.message === SHOP_MESSAGES.belowZero)
            throw fieldError('allow_negative', SHOP_MESSAGES.cannotForbidBelowZero);
          throw error;
        }
        return publicItem((await itemsOf(scope, { itemIds: [id] }))[0]!);
      });
    },

    async archiveItem(member: MemberContext, id: number): Promise<ShopItem> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const item = await findItem(scope, id, true);
        if (!item) throw notFound();
        if (item.archivedAt) throw new AppError(409, SHOP_MESSAGES.archivedEntry);
        await archiveItem(scope, id, now());
        return publicItem((await itemsOf(scope, { itemIds: [id] }))[0]!);
      });
    },

    /** The register's search: an exact barcode (a scan) or text, active items only. */
    async search(
      member: MemberContext,
      query: { q: string; barcode?: string | undefined; location_id?: number | undefined },
    ): Promise<ShopItem[]> {
      const items = await itemsOf(member.scope, {
        activeOnly: true,
        limit: 50,
        ...(query.barcode === undefined ? { text: query.q } : { barcode: query.barcode }),
        ...(query.location_id === undefined ? {} : { locationId: query.location_id }),
      });
      return items.map(publicItem);
    },
  };
}
export type ModelsService = ReturnType<typeof createModelsService>;
