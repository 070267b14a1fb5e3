import {
  POINT_MESSAGES,
  type PointEntity,
  type pointEntityCreateBody,
  type pointEntityUpdateBody,
} from '@fairplay/contracts';
import type { z } from 'zod';
import { AppError, conflict } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { insertEntity, listEntities, updateEntity } from './points.repository.js';
import { entityView, groupNamesOf } from './points-view.js';
import { pointsTaxes } from '../payments/index.js';

type CreateBody = z.output<typeof pointEntityCreateBody>;
type UpdateBody = z.output<typeof pointEntityUpdateBody>;

/** GET/POST/PUT point/entity: the price and validity of points, one entity per facility group. */
export function createEntitiesService(now: () => Date) {
  return {
    async list(member: MemberContext): Promise<PointEntity[]> {
      const names = await groupNamesOf(member.scope);
      // The points taxes are the club's, one set for every group's points (issue 24 point 4).
      const rates = await pointsTaxes(member.scope);
      return (await listEntities(member.scope)).map((row) => entityView(row, names, rates));
    },

    async create(member: MemberContext, body: CreateBody): Promise<PointEntity> {
      const names = await groupNamesOf(member.scope);
      if (!names.has(body.facility_group_id)) throw new AppError(404, POINT_MESSAGES.facilityGroupNotFound);
      const row = await insertEntity(member.scope, {
        facilityGroupId: body.facility_group_id,
        pricePerPoint: body.price_per_point,
        expirationDate: body.expiration_date,
        status: body.status,
        at: now(),
      });
      if (!row) throw conflict('facility_group_id', POINT_MESSAGES.entityExists);
      return entityView(row, names, await pointsTaxes(member.scope));
    },

    /** Spec 3 section 4: an update sets status '1' (unless it withdraws the points with 0). */
    async update(member: MemberContext, id: number, body: UpdateBody): Promise<PointEntity> {
      const row = await updateEntity(member.scope, id, {
        ...(body.price_per_point === undefined ? {} : { pricePerPoint: body.price_per_point }),
        ...(body.expiration_date === undefined ? {} : { expirationDate: body.expiration_date }),
        status: body.status,
        updatedAt: now(),
      });
      if (!row) throw new AppError(404, POINT_MESSAGES.entityNotFound);
      return entityView(row, await groupNamesOf(member.scope), await pointsTaxes(member.scope));
    },
  };
}

export type EntitiesService = ReturnType<typeof createEntitiesService>;
