import { asc, eq, inArray, sql } from 'drizzle-orm';
import { serviceTypes, type TenantScope } from '@fairplay/db';

export type ServiceTypeRow = typeof serviceTypes.$inferSelect;
export type ServiceTypeChanges = Partial<
  Pick<
    ServiceTypeRow,
    'displayName' | 'color' | 'hidden' | 'courtTime' | 'isMinMaxEnabled' | 'minListDuration' | 'maxListDuration'
  >
>;

/** The club's visible (or archived) types, sorted by name. */
export async function listServiceTypes(scope: TenantScope, hidden: boolean): Promise<ServiceTypeRow[]> {
  return scope.db
    .select()
    .from(serviceTypes)
    .where(scope.where(serviceTypes, eq(serviceTypes.hidden, hidden)))
    .orderBy(asc(sql`lower(${serviceTypes.displayName})`), asc(serviceTypes.id));
}

/** Every service type of the club, listed and hidden, in one read (lessons name and colour theirs by it). */
export async function allServiceTypes(scope: TenantScope): Promise<ServiceTypeRow[]> {
  return scope.db.select().from(serviceTypes).where(scope.where(serviceTypes));
}

export async function findServiceType(scope: TenantScope, id: number): Promise<ServiceTypeRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(serviceTypes)
    .where(scope.where(serviceTypes, eq(serviceTypes.id, id)))
    .limit(1);
  return row;
}

export async function insertServiceType(
  scope: TenantScope,
  row: { displayName: string; color: string; courtTime: boolean },
): Promise<ServiceTypeRow> {
  const [created] = await scope.db.insert(serviceTypes).values(scope.values(row)).returning();
  return created!;
}

/** Updates one of the club's types; undefined when it is not the club's. */
export async function updateServiceType(
  scope: TenantScope,
  id: number,
  changes: ServiceTypeChanges,
): Promise<ServiceTypeRow | undefined> {
  const [updated] = await scope.db
    .update(serviceTypes)
    .set(changes)
    .where(scope.where(serviceTypes, eq(serviceTypes.id, id)))
    .returning();
  return updated;
}

/** The club's types among `ids` (archived ones too); other clubs' ids are simply absent. */
export async function findServiceTypesByIds(scope: TenantScope, ids: number[]): Promise<ServiceTypeRow[]> {
  if (ids.length === 0) return [];
  return scope.db
    .select()
    .from(serviceTypes)
    .where(scope.where(serviceTypes, inArray(serviceTypes.id, ids)));
}
