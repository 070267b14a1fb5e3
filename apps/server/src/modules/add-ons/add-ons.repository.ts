import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { addOnCourts, addOns, anyInteger, appointmentAddOns, type TenantScope } from '@fairplay/db';

/** The only reader and writer of add_ons, add_on_courts and appointment_add_ons. */

export interface AddOnRow {
  id: number;
  name: string;
  description: string;
  price: number;
  pointPrice: number;
  per: 'booking' | 'hour';
  stock: number;
  allCourts: boolean;
  archivedAt: Date | null;
  createdAt: Date;
  /** The courts it is offered on when not on all (ascending). */
  courts: number[];
}

const courtsOf = sql<number[]>`coalesce((SELECT array_agg(c.court_id ORDER BY c.court_id) FROM ${addOnCourts} c
  WHERE c.business_id = ${addOns.businessId} AND c.add_on_id = ${addOns.id}), '{}')`;

const columns = {
  id: addOns.id,
  name: addOns.name,
  description: addOns.description,
  price: addOns.price,
  pointPrice: addOns.pointPrice,
  per: addOns.per,
  stock: addOns.stock,
  allCourts: addOns.allCourts,
  archivedAt: addOns.archivedAt,
  createdAt: addOns.createdAt,
  courts: courtsOf,
};

export function listAddOns(scope: TenantScope, archived: boolean): Promise<AddOnRow[]> {
  return scope.db
    .select(columns)
    .from(addOns)
    .where(scope.where(addOns, archived ? isNotNull(addOns.archivedAt) : isNull(addOns.archivedAt)))
    .orderBy(sql`lower(${addOns.name})`, asc(addOns.id));
}

/** One of the club's add-ons; locked (for update, or for share) to the end of the caller's transaction. */
export async function findAddOn(
  scope: TenantScope,
  id: number,
  lock: 'update' | 'share' | null = null,
): Promise<AddOnRow | undefined> {
  const query = scope.db
    .select(columns)
    .from(addOns)
    .where(scope.where(addOns, eq(addOns.id, id)));
  const [row] = lock ? await query.for(lock, { of: addOns }) : await query;
  return row;
}

/** The club's active add-ons offered on a court: on all courts, or on this one. */
export function addOnsOfferedOn(scope: TenantScope, courtId: number): Promise<AddOnRow[]> {
  const onCourt = sql`EXISTS (SELECT 1 FROM ${addOnCourts} c WHERE c.business_id = ${addOns.businessId}
    AND c.add_on_id = ${addOns.id} AND c.court_id = ${courtId})`;
  return scope.db
    .select(columns)
    .from(addOns)
    .where(scope.where(addOns, isNull(addOns.archivedAt), or(eq(addOns.allCourts, true), onCourt)))
    .orderBy(sql`lower(${addOns.name})`, asc(addOns.id));
}

export interface AddOnValues {
  name: string;
  description: string;
  price: number;
  pointPrice: number;
  per: 'booking' | 'hour';
  stock: number;
  allCourts: boolean;
}

export async function insertAddOn(scope: TenantScope, values: AddOnValues, createdBy: number): Promise<number> {
  const [row] = await scope.db
    .insert(addOns)
    .values(scope.values({ ...values, createdBy }))
    .returning({ id: addOns.id });
  return row!.id;
}

export async function updateAddOn(
  scope: TenantScope,
  id: number,
  changes: Partial<AddOnValues> & { archivedAt?: Date },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await scope.db
    .update(addOns)
    .set(changes)
    .where(scope.where(addOns, eq(addOns.id, id)));
}

export async function replaceAddOnCourts(
  scope: TenantScope,
  addOnId: number,
  courtIds: readonly number[],
): Promise<void> {
  await scope.db
    .delete(addOnCourts)
    .where(and(eq(addOnCourts.businessId, scope.businessId), eq(addOnCourts.addOnId, addOnId)));
  if (courtIds.length > 0)
    await scope.db.insert(addOnCourts).values(courtIds.map((courtId) => scope.values({ addOnId, courtId })));
}

const held = (scope: TenantScope, ...conditions: (SQL | undefined)[]) =>
  and(eq(appointmentAddOns.businessId, scope.businessId), ...conditions) as SQL;

/** The units of add-ons held by bookings overlapping [from, to), other than `exceptAppointment`'s. */
export function heldUnits(
  scope: TenantScope,
  addOnIds: readonly number[],
  from: Date,
  to: Date,
  exceptAppointment: number | null,
): Promise<{ addOnId: number; unit: number }[]> {
  if (addOnIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select({ addOnId: appointmentAddOns.addOnId, unit: appointmentAddOns.unit })
    .from(appointmentAddOns)
    .where(
      held(
        scope,
        inArray(appointmentAddOns.addOnId, [...addOnIds]),
        lt(appointmentAddOns.startsAt, to),
        gt(appointmentAddOns.endsAt, from),
        exceptAppointment === null ? undefined : ne(appointmentAddOns.appointmentId, exceptAppointment),
      ),
    );
}

export interface NewHolding {
  appointmentId: number;
  addOnId: number;
  startsAt: Date;
  endsAt: Date;
  price: number;
  pointPrice: number;
  createdBy: number;
}

/**
 * Holds one unit of an add-on for an occurrence: the first of units 1..stock that no overlapping booking holds.
 * The exclusion constraint decides (ON CONFLICT DO NOTHING on appointment_add_ons_no_overlap): of two bookings
 * racing for the last unit, the second waits for the first and then finds it taken. Answers false when none is free.
 */
export async function holdUnit(scope: TenantScope, holding: NewHolding, stock: number): Promise<boolean> {
  for (let unit = 1; unit <= stock; unit++) {
    const rows = await scope.db
      .insert(appointmentAddOns)
      .values(scope.values({ ...holding, unit }))
      .onConflictDoNothing()
      .returning({ id: appointmentAddOns.id });
    if (rows.length > 0) return true;
  }
  return false;
}

export async function releaseHoldings(scope: TenantScope, appointmentIds: readonly number[]): Promise<void> {
  if (appointmentIds.length === 0) return;
  await scope.db
    .delete(appointmentAddOns)
    .where(held(scope, inArray(appointmentAddOns.appointmentId, [...appointmentIds])));
}

/** The add-ons booked with occurrences, with the price each was booked at. */
export function holdingsOf(
  scope: TenantScope,
  appointmentIds: readonly number[],
): Promise<{ appointmentId: number; id: number; name: string; price: number; pointPrice: number }[]> {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select({
      appointmentId: appointmentAddOns.appointmentId,
      id: addOns.id,
      name: addOns.name,
      price: appointmentAddOns.price,
      pointPrice: appointmentAddOns.pointPrice,
    })
    .from(appointmentAddOns)
    .innerJoin(
      addOns,
      and(eq(addOns.id, appointmentAddOns.addOnId), eq(addOns.businessId, appointmentAddOns.businessId)),
    )
    .where(held(scope, anyInteger(appointmentAddOns.appointmentId, appointmentIds)))
    .orderBy(asc(appointmentAddOns.id));
}

/**
 * For the court sheet's one statement (composed by appointments, which receives this through app.ts): the add-ons
 * booked with the occurrences of the club `businessId` whose ids are in the integer array `appointmentIds`, as rows
 * (appointment_id, value) where value is a json array of {id, name, price, point_price} ordered as holdingsOf
 * orders them.
 */
export function appointmentAddOnsJson(appointmentIds: SQL, businessId: number): SQL {
  return sql`SELECT h.appointment_id,
                    json_agg(json_build_object('id', o.id, 'name', o.name, 'price', h.price, 'point_price', h.point_price)
                             ORDER BY h.id) AS value
             FROM appointment_add_ons h JOIN add_ons o ON o.id = h.add_on_id AND o.business_id = h.business_id
             WHERE h.business_id = ${businessId} AND h.appointment_id = ANY(${appointmentIds})
             GROUP BY h.appointment_id`;
}
