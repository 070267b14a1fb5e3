import {
  catalogBodyOf,
  catalogUpdateOf,
  SHOP_MESSAGES,
  type ShopCatalogEntry,
  type ShopMetaName,
} from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { AppError } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import {
  archiveCatalogEntry,
  findCatalogEntry,
  insertCatalogEntry,
  listCatalog,
  updateCatalogEntry,
  type CatalogRow,
  type CatalogWrite,
} from './catalog.repository.js';
import { parseBody, shopWrite } from './refusals.js';

export function catalogEntryOf(row: CatalogRow): ShopCatalogEntry {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    revenue_category: row.revenueCategory,
    account_code: row.accountCode,
    tax_id: row.taxId,
    sport_id: row.sportId,
    product_kind: row.productKind,
    track_stock: row.trackStock,
    varies_color: row.variesColor,
    varies_size: row.variesSize,
    units_per: row.unitsPer,
    color_hex: row.colorHex,
    sort_order: row.sortOrder,
    email: row.email,
    phone: row.phone,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The body's fields (snake case, as the list's schema parsed them) as columns. */
function columnsOf(body: Record<string, unknown>): CatalogWrite {
  const map: Record<string, keyof CatalogWrite> = {
    name: 'name',
    revenue_category: 'revenueCategory',
    account_code: 'accountCode',
    tax_id: 'taxId',
    sport_id: 'sportId',
    product_kind: 'productKind',
    track_stock: 'trackStock',
    varies_color: 'variesColor',
    varies_size: 'variesSize',
    units_per: 'unitsPer',
    color_hex: 'colorHex',
    sort_order: 'sortOrder',
    email: 'email',
    phone: 'phone',
  };
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) if (value !== undefined) out[map[field]!] = value;
  return out as CatalogWrite;
}

const notFound = () => new AppError(404, SHOP_MESSAGES.notFound);

/** The back office's simple lists (issue 28 point 1): create, edit, archive; archived entries take no new uses. */
export function createCatalogService(db: Database, now: () => Date) {
  return {
    async list(member: MemberContext, kind: ShopMetaName, archived: boolean): Promise<ShopCatalogEntry[]> {
      return (await listCatalog(member.scope, kind, archived)).map(catalogEntryOf);
    },

    async create(member: MemberContext, kind: ShopMetaName, body: unknown): Promise<ShopCatalogEntry> {
      const values = columnsOf(parseBody(catalogBodyOf(kind), body));
      const row = await shopWrite(() =>
        insertCatalogEntry(member.scope, kind, values as CatalogWrite & { name: string }, member.user.id),
      );
      return catalogEntryOf(row);
    },

    async update(member: MemberContext, kind: ShopMetaName, id: number, body: unknown): Promise<ShopCatalogEntry> {
      const values = columnsOf(parseBody(catalogUpdateOf(kind), body));
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const current = await findCatalogEntry(scope, kind, id, true);
        if (!current) throw notFound();
        if (current.archivedAt) throw new AppError(409, SHOP_MESSAGES.archivedEntry);
        return catalogEntryOf(await shopWrite(() => updateCatalogEntry(scope, id, values)));
      });
    },

    async archive(member: MemberContext, kind: ShopMetaName, id: number): Promise<ShopCatalogEntry> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const current = await findCatalogEntry(scope, kind, id, true);
        if (!current) throw notFound();
        if (current.archivedAt) throw new AppError(409, SHOP_MESSAGES.archivedEntry);
        return catalogEntryOf(await archiveCatalogEntry(scope, id, now()));
      });
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
