import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { taxes, type TenantScope } from '@fairplay/db';

/** The only reader and writer of taxes. */

export type TaxRow = typeof taxes.$inferSelect;

export function listTaxes(scope: TenantScope, archived: boolean): Promise<TaxRow[]> {
  return scope.db
    .select()
    .from(taxes)
    .where(scope.where(taxes, archived ? isNotNull(taxes.archivedAt) : isNull(taxes.archivedAt)))
    .orderBy(sql`lower(${taxes.displayName})`, asc(taxes.id));
}

export async function findTax(scope: TenantScope, id: number, lock = false): Promise<TaxRow | undefined> {
  const query = scope.db
    .select()
    .from(taxes)
    .where(scope.where(taxes, eq(taxes.id, id)));
  const [row] = lock ? await query.for('share') : await query;
  return row;
}

/** The club's taxes among `ids` (archived ones too; the caller refuses those), locked against archiving. */
export function findTaxes(scope: TenantScope, ids: readonly number[]): Promise<TaxRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return scope.db
    .select()
    .from(taxes)
    .where(scope.where(taxes, inArray(taxes.id, [...ids])))
    .for('share');
}

/** The club's active taxes charged on court bookings (issue 24), in a fixed order so every reader adds them alike. */
export function courtTimeTaxRows(scope: TenantScope): Promise<TaxRow[]> {
  return scope.db
    .select()
    .from(taxes)
    .where(scope.where(taxes, and(isNull(taxes.archivedAt), eq(taxes.courtTime, true))))
    .orderBy(asc(taxes.id));
}

/** The club's active taxes charged on lessons and coaching (issue 24 point 4), in id order as court time's. */
export function lessonTaxRows(scope: TenantScope): Promise<TaxRow[]> {
  return scope.db
    .select()
    .from(taxes)
    .where(scope.where(taxes, and(isNull(taxes.archivedAt), eq(taxes.lessons, true))))
    .orderBy(asc(taxes.id));
}

/** The club's active taxes charged on points purchases (issue 24 point 4), in id order as court time's. */
export function pointsTaxRows(scope: TenantScope): Promise<TaxRow[]> {
  return scope.db
    .select()
    .from(taxes)
    .where(scope.where(taxes, and(isNull(taxes.archivedAt), eq(taxes.points, true))))
    .orderBy(asc(taxes.id));
}

export type TaxValues = Pick<
  typeof taxes.$inferInsert,
  | 'displayName'
  | 'description'
  | 'percentage'
  | 'type'
  | 'typeName'
  | 'jurisdiction'
  | 'inclusive'
  | 'courtTime'
  | 'lessons'
  | 'points'
>;

export async function insertTax(scope: TenantScope, values: TaxValues, createdBy: number): Promise<TaxRow> {
  const [row] = await scope.db
    .insert(taxes)
    .values(scope.values({ ...values, createdBy }))
    .returning();
  return row!;
}

export async function updateTax(
  scope: TenantScope,
  id: number,
  changes: Partial<Omit<TaxValues, 'percentage'>> & { archivedAt?: Date },
): Promise<TaxRow | undefined> {
  if (Object.keys(changes).length === 0) return findTax(scope, id);
  const [row] = await scope.db
    .update(taxes)
    .set(changes)
    .where(scope.where(taxes, eq(taxes.id, id)))
    .returning();
  return row;
}
