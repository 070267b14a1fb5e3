import { and, asc, desc, eq } from 'drizzle-orm';
import { shopSaleLines, shopSales, shopSaleTenders, type TenantScope } from '@fairplay/db';

/** The only reader and writer of shop_sales, shop_sale_lines and shop_sale_tenders. */
export type SaleRow = typeof shopSales.$inferSelect;
export type SaleLineRow = typeof shopSaleLines.$inferSelect;
export type TenderRow = typeof shopSaleTenders.$inferSelect;

export async function findSaleByClientId(scope: TenantScope, clientId: string): Promise<SaleRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(shopSales)
    .where(scope.where(shopSales, eq(shopSales.clientId, clientId)));
  return row;
}

export async function findSale(scope: TenantScope, id: number, lock = false): Promise<SaleRow | undefined> {
  const query = scope.db
    .select()
    .from(shopSales)
    .where(scope.where(shopSales, eq(shopSales.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Inserts a sale, or nothing when a concurrent submit of the same cart got there first (shop_sales_client_id). */
export async function insertSale(
  scope: TenantScope,
  values: Omit<typeof shopSales.$inferInsert, 'businessId' | 'id'>,
): Promise<SaleRow | undefined> {
  const [row] = await scope.db
    .insert(shopSales)
    .values(scope.values(values))
    .onConflictDoNothing({ target: [shopSales.businessId, shopSales.clientId] })
    .returning();
  return row;
}

export async function insertSaleLines(
  scope: TenantScope,
  rows: Omit<typeof shopSaleLines.$inferInsert, 'businessId' | 'id'>[],
): Promise<SaleLineRow[]> {
  return scope.db
    .insert(shopSaleLines)
    .values(rows.map((row) => scope.values(row)))
    .returning();
}

export async function insertTenders(
  scope: TenantScope,
  rows: Omit<typeof shopSaleTenders.$inferInsert, 'businessId' | 'id'>[],
): Promise<void> {
  await scope.db.insert(shopSaleTenders).values(rows.map((row) => scope.values(row)));
}

export function linesOf(scope: TenantScope, saleId: number): Promise<SaleLineRow[]> {
  return scope.db
    .select()
    .from(shopSaleLines)
    .where(scope.where(shopSaleLines, eq(shopSaleLines.saleId, saleId)))
    .orderBy(asc(shopSaleLines.id));
}

export function tendersOf(scope: TenantScope, saleId: number): Promise<TenderRow[]> {
  return scope.db
    .select()
    .from(shopSaleTenders)
    .where(scope.where(shopSaleTenders, eq(shopSaleTenders.saleId, saleId)))
    .orderBy(asc(shopSaleTenders.position));
}

export async function setTenderCharge(scope: TenantScope, saleId: number, position: number, chargeId: number) {
  await scope.db
    .update(shopSaleTenders)
    .set({ chargeId })
    .where(
      scope.where(shopSaleTenders, and(eq(shopSaleTenders.saleId, saleId), eq(shopSaleTenders.position, position))),
    );
}

/** Ends a pending sale (completed or voided); false when it was not pending any more (another request ended it). */
export async function endSale(
  scope: TenantScope,
  saleId: number,
  end: { status: 'completed'; at: Date } | { status: 'voided'; failure: string },
): Promise<boolean> {
  const rows = await scope.db
    .update(shopSales)
    .set(end.status === 'completed' ? { status: 'completed', completedAt: end.at } : end)
    .where(scope.where(shopSales, and(eq(shopSales.id, saleId), eq(shopSales.status, 'pending'))))
    .returning({ id: shopSales.id });
  return rows.length > 0;
}

export function recentSales(scope: TenantScope, locationId: number | undefined): Promise<SaleRow[]> {
  return scope.db
    .select()
    .from(shopSales)
    .where(scope.where(shopSales, locationId === undefined ? undefined : eq(shopSales.locationId, locationId)))
    .orderBy(desc(shopSales.id))
    .limit(50);
}
