import type { z } from 'zod';
import type { createServiceTypeBody, ServiceType, updateServiceTypeBody } from '@fairplay/contracts';
import { can, minMaxDurationIssues } from '@fairplay/domain';
import { TenantScope, type Database } from '@fairplay/db';
import { fieldErrors, forbidden, notFound } from '../../errors.js';
import type { AuthContext, MemberContext } from '../identity/index.js';
import {
  findServiceType,
  insertServiceType,
  listServiceTypes,
  updateServiceType,
  type ServiceTypeRow,
} from './service-types.repository.js';
import type { ServiceTypesNeeds } from './ports.js';

export function toServiceType(row: ServiceTypeRow): ServiceType {
  return {
    id: row.id,
    lesson_type_id: row.id,
    display_name: row.displayName,
    lesson_type_name: row.displayName,
    color: row.color,
    hidden: row.hidden,
    court_time: row.courtTime,
    is_min_max_enabled: row.isMinMaxEnabled,
    min_list_duration: row.minListDuration,
    max_list_duration: row.maxListDuration,
    allowed_count: row.allowedCount,
  };
}

export function createServiceTypesService(db: Database, needs: ServiceTypesNeeds) {
  return {
    async list(member: MemberContext, hidden: boolean): Promise<ServiceType[]> {
      return (await listServiceTypes(member.scope, hidden)).map(toServiceType);
    },

    /**
     * lesson/getalltypes/{x}: the types of club x, one of the caller's own clubs (a customer with several
     * memberships reads another club's types without switching). Not a member there: 404, as if it did not exist.
     */
    async listOfClub(auth: AuthContext, businessId: number, hidden: boolean): Promise<ServiceType[]> {
      const roles = await needs.clubRoles(auth.user.id, businessId);
      if (!roles) throw notFound('Club');
      if (!can(roles, 'lesson', 'read')) throw forbidden();
      return (await listServiceTypes(new TenantScope(db, businessId), hidden)).map(toServiceType);
    },

    async get(member: MemberContext, id: number): Promise<ServiceType> {
      const row = await findServiceType(member.scope, id);
      if (!row) throw notFound('Service type');
      return toServiceType(row);
    },

    async create(member: MemberContext, body: z.output<typeof createServiceTypeBody>): Promise<ServiceType> {
      return toServiceType(
        await insertServiceType(member.scope, {
          displayName: body.display_name,
          color: body.color,
          courtTime: body.court_time,
        }),
      );
    },

    async update(
      member: MemberContext,
      id: number,
      body: z.output<typeof updateServiceTypeBody>,
    ): Promise<ServiceType> {
      if (!(await findServiceType(member.scope, id))) throw notFound('Service type');
      const issues = minMaxDurationIssues(body, member.business.bookingToStart);
      if (issues.length > 0) {
        throw fieldErrors(issues);
      }
      const updated = await updateServiceType(member.scope, id, {
        displayName: body.display_name,
        color: body.color,
        isMinMaxEnabled: body.is_min_max_enabled,
        minListDuration: body.min_list_duration,
        maxListDuration: body.max_list_duration,
        ...(body.court_time !== undefined ? { courtTime: body.court_time } : {}),
      });
      if (!updated) throw notFound('Service type');
      return toServiceType(updated);
    },

    async setHidden(member: MemberContext, id: number, hidden: boolean): Promise<ServiceType> {
      const updated = await updateServiceType(member.scope, id, { hidden });
      if (!updated) throw notFound('Service type');
      return toServiceType(updated);
    },
  };
}

export type ServiceTypesService = ReturnType<typeof createServiceTypesService>;
