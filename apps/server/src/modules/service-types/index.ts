import type { TenantScope } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import type { AppModule } from '../../module.js';
import type { ServiceTypesNeeds } from './ports.js';
import { findServiceTypesByIds } from './service-types.repository.js';
import { serviceTypesRoutes } from './service-types.routes.js';
import { createServiceTypesService } from './service-types.service.js';

export { allServiceTypes, findServiceType, listServiceTypes } from './service-types.repository.js';
export type { ClubRolesPort, ServiceTypesNeeds } from './ports.js';

/** Service types: the kinds of appointment a club offers (table service_types). */
export function serviceTypesModule(deps: AppDeps, needs: ServiceTypesNeeds): AppModule {
  return { name: 'service-types', routes: serviceTypesRoutes(createServiceTypesService(deps.db, needs)) };
}

/** A service type as bookings and freezes need it: its name, whether archived, and its own min/max length. */
export interface ServiceTypeInfo {
  id: number;
  name: string;
  hidden: boolean;
  /** Members may book court time as it (domain mayBookCourtTimeAs). */
  courtTime: boolean;
  isMinMaxEnabled: boolean;
  minListDuration: number | null;
  maxListDuration: number | null;
}

/** The club's service types among `ids` (archived ones too); other clubs' ids are absent. */
export async function serviceTypesByIds(scope: TenantScope, ids: number[]): Promise<Map<number, ServiceTypeInfo>> {
  const rows = await findServiceTypesByIds(scope, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.displayName,
        hidden: row.hidden,
        courtTime: row.courtTime,
        isMinMaxEnabled: row.isMinMaxEnabled,
        minListDuration: row.minListDuration,
        maxListDuration: row.maxListDuration,
      },
    ]),
  );
}
