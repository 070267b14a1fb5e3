import {
  createLocationBody,
  idParams,
  locationListQuery,
  locationListSchema,
  locationSchema,
  updateLocationBody,
} from '../club.js';
import { endpoint } from '../endpoint.js';

const tag = 'locations';
const read = { resource: 'settings', action: 'read' } as const;
const update = { resource: 'settings', action: 'update' } as const;

/** The club's locations (settings: Locations). */
export const locationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/location/entity',
    tag,
    access: read,
    query: locationListQuery,
    response: locationListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/location/entity',
    tag,
    access: update,
    body: createLocationBody,
    response: locationSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/location/entity/:id',
    tag,
    access: read,
    params: idParams,
    response: locationSchema,
  }),
  rename: endpoint({
    method: 'PUT',
    path: '/location/entity/:id',
    tag,
    access: update,
    params: idParams,
    body: updateLocationBody,
    response: locationSchema,
  }),
};
