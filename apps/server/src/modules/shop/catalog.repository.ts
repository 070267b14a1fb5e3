import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { shopCatalog, type TenantScope } from '@fairplay/db';
import type { ShopMetaName } from '@fairplay/contracts';

/** The only reader and writer of shop_catalog (the back office's simple lists). */
export type CatalogRow = typeof shopCatalog.$inferSelect;
export type CatalogWrite = Partial<
  Pick<
    CatalogRow,
    | 'name'
    | 'revenueCategory'
    | 'accountCode'
    | 'taxId'
    | 'sportId'
    | 'productKind'
    | 'trackStock'
    | 'variesColor'
    | 'variesSize'
    | 'unitsPer'
    | 'colorHex'
    | 'sortOrder'
    | 'email'
    | 'phone'
  >
>;

export function listCatalog(scope: TenantScope, kind: ShopMetaName, archived: boolean): Promise<CatalogRow[]> {
  return scope.db
    .select()
    .from(shopCatalog)
    .where(
      scope.where(
        shopCatalog,
        eq(shopCatalog.kind, kind),
        archived ? isNotNull(shopCatalog.archivedAt) : isNull(shopCatalog.archivedAt),
      ),
    )
    .orderBy(asc(shopCatalog.sortOrder), sql`lower(${shopCatalog.name})`, asc(shopCatalog.id));
}

/** One entry of a list; with `lock`, locked to the end of the caller's transaction. */
export async function findCatalogEntry(
  scope: TenantScope,
  kind: ShopMetaName,
  id: number,
  lock = false,
): Promise<CatalogRow | undefined> {
  const query = scope.db
    .select()
    .from(shopCatalog)
    .where(scope.where(shopCatalog, eq(shopCatalog.kind, kind), eq(shopCatalog.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Active entries of a kind among `ids`, held (FOR SHARE) against archiving until the caller's transaction ends. */
export function activeEntriesAmong(scope: TenantScope, kind: ShopMetaName, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([] as CatalogRow[]);
  return scope.db
    .select()
    .from(shopCatalog)
    .where(
      scope.where(
        shopCatalog,
        eq(shopCatalog.kind, kind),
        isNull(shopCatalog.archivedAt),
        inArray(shopCatalog.id, [...ids]),
      ),
    )
    .for('share');
}

export async function insertCatalogEntry(
  scope: TenantScope,
  kind: ShopMetaName,
  values: CatalogWrite & { name: string },
  createdBy: number,
): Promise<CatalogRow> {
  const [row] = await scope.db
    .insert(shopCatalog)
    .values(scope.values({ ...values, kind, createdBy }))
    .returning();
  return row!;
}

export async function updateCatalogEntry(scope: TenantScope, id: number, values: CatalogWrite): Promise<CatalogRow> {
  const [row] = await scope.db
    .update(shopCatalog)
    .set(values)
    .where(scope.where(shopCatalog, eq(shopCatalog.id, id)))
    .returning();
  return row!;
}

export async function archiveCatalogEntry(scope: TenantScope, id: number, at: Date): Promise<CatalogRow> {
  const [row] = await scope.db
    .update(shopCatalog)
    .set({ archivedAt: at })
    .where(scope.where(shopCatalog, and(eq(shopCatalog.id, id), isNull(shopCatalog.archivedAt))))
    .returning();
  return row!;
}
