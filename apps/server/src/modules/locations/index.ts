import type { Executor, TenantScope } from '@fairplay/db';
import type { AppModule } from '../../module.js';
import { findLocation, insertFirstLocation, locationNames } from './locations.repository.js';
import { locationsRoutes } from './locations.routes.js';
import { createLocationsService } from './locations.service.js';
import type { LocationsNeeds } from './ports.js';

export type { LocationsNeeds, UserName, UserNamesPort } from './ports.js';

/** Locations: the club's sites and the check-ins at them (tables locations and check_ins). */
export function locationsModule(needs: LocationsNeeds): AppModule {
  return { name: 'locations', routes: locationsRoutes(createLocationsService(needs)) };
}

/** True when `id` is one of the club's locations (pass a scope `within` a transaction to check inside it). */
export async function locationExists(scope: TenantScope, id: number): Promise<boolean> {
  return (await findLocation(scope, id)) !== undefined;
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
