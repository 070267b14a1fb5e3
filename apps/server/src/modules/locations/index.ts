import type { Executor, TenantScope } from '@fairplay/db';
import type { AppModule } from '../../module.js';
import { checkInsOfAppointments } from './checkin-desk.repository.js';
import { createCheckinDeskService } from './checkin-desk.service.js';
import { findLocation, listLocations, insertFirstLocation, locationNames } from './locations.repository.js';
import { locationsRoutes } from './locations.routes.js';
import { createLocationsService } from './locations.service.js';
import type { LocationsNeeds } from './ports.js';

export { firstCheckInsJson } from './checkin-desk.repository.js';
export type { DeskBooking, DeskBookings, DeskPeople, LocationsNeeds, UserName, UserNamesPort } from './ports.js';

/**
 * Locations: the club's sites, the check-ins at them and the front desk that records them (tables locations,
 * check_ins and checkin_codes).
 */
export function locationsModule(needs: LocationsNeeds): AppModule {
  return {
    name: 'locations',
    routes: locationsRoutes(createLocationsService(needs), createCheckinDeskService(needs)),
  };
}

/** The front desk's check-ins recorded for these bookings, in one query (the court sheet's marks). */
export function checkInsOfBookings(
  scope: TenantScope,
  appointmentIds: readonly number[],
): Promise<{ appointmentId: number; userId: number; checkedInAt: Date }[]> {
  return checkInsOfAppointments(scope, appointmentIds);
}

/** True when `id` is one of the club's locations (pass a scope `within` a transaction to check inside it). */
export async function locationExists(scope: TenantScope, id: number): Promise<boolean> {
  return (await findLocation(scope, id)) !== undefined;
}

/** One of the club's locations: its name and address (card readers are registered at one). */
export async function locationOf(
  scope: TenantScope,
  id: number,
): Promise<{ id: number; name: string; address: string } | undefined> {
  const row = await findLocation(scope, id);
  return row && { id: row.id, name: row.name, address: row.address };
}

/** Every location of the club, by name (where a card reader may be registered). */
export async function locationChoicesOf(scope: TenantScope): Promise<{ id: number; name: string }[]> {
  const { rows } = await listLocations(scope, { page: 1, limit: 1000, search: '' });
  return rows.map((row) => ({ id: row.id, name: row.name }));
}

/** The names of the club's locations among `ids`, by id, in one query. */
export function locationNamesOf(scope: TenantScope, ids: readonly number[]): Promise<Map<number, string>> {
  return locationNames(scope, ids);
}

/** Registration: a new club's first location, inside the registration's transaction. Answers its id. */
export async function createFirstLocation(
  tx: Executor,
  businessId: number,
  fields: { name: string; address: string },
): Promise<number> {
  return (await insertFirstLocation(tx, businessId, fields)).id;
}
