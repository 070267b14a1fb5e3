import type { CreateLocationBody, Location, LocationList, UpdateLocationBody } from '@fairplay/contracts';
import { notFound } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import {
  findLocation,
  insertLocation,
  listLocations,
  renameLocation,
  type LocationRow,
} from './locations.repository.js';

export function toLocation(row: LocationRow): Location {
  return { id: row.id, name: row.name, address: row.address, createdAt: row.createdAt.toISOString() };
}

/** The club's locations; another club's ids answer 404 as if they did not exist. */
export const locationsService = {
  async list(member: MemberContext, query: { page: number; limit: number; search: string }): Promise<LocationList> {
    const { rows, count } = await listLocations(member.scope, query);
    return { rows: rows.map(toLocation), count, page: query.page, limit: query.limit };
  },

  async get(member: MemberContext, id: number): Promise<Location> {
    const row = await findLocation(member.scope, id);
    if (!row) throw notFound('Location');
    return toLocation(row);
  },

  async create(member: MemberContext, body: CreateLocationBody): Promise<Location> {
    return toLocation(await insertLocation(member.scope, body));
  },

  async rename(member: MemberContext, id: number, body: UpdateLocationBody): Promise<Location> {
    const row = await renameLocation(member.scope, id, body.name);
    if (!row) throw notFound('Location');
    return toLocation(row);
  },
};
