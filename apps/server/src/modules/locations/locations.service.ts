import type { CheckIn, CreateLocationBody, Location, LocationList, UpdateLocationBody } from '@fairplay/contracts';
import { notFound } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { listCheckInsAt } from './checkins.repository.js';
import {
  findLocation,
  insertLocation,
  listLocations,
  renameLocation,
  type LocationRow,
} from './locations.repository.js';
import type { LocationsNeeds } from './ports.js';

export function toLocation(row: LocationRow): Location {
  return { id: row.id, name: row.name, address: row.address, createdAt: row.createdAt.toISOString() };
}

/** The club's locations and their check-ins; another club's ids answer 404 as if they did not exist. */
export function createLocationsService(needs: LocationsNeeds) {
  return {
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

    /** The latest check-ins at one of the club's locations, newest first, with the members' names. */
    async checkIns(member: MemberContext, locationId: number): Promise<CheckIn[]> {
      if (!(await findLocation(member.scope, locationId))) throw notFound('Location');
      const rows = await listCheckInsAt(member.scope, locationId);
      const names = await needs.userNames(rows.map((row) => row.userId));
      // The inner join this replaces left out check-ins whose user is gone; users are never deleted, but keep it so.
      return rows.flatMap((row) => {
        const name = names.get(row.userId);
        if (!name) return [];
        return [
          {
            id: row.id,
            location_id: row.locationId,
            user_id: row.userId,
            first_name: name.firstName,
            last_name: name.lastName,
            username: name.username,
            checked_in_at: row.checkedInAt.toISOString(),
          },
        ];
      });
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
