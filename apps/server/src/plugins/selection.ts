import type { FastifyInstance } from 'fastify';
import { fieldError } from '../errors.js';

/** The location and facility group the user picked in the header; null means all of them. */
export interface Selection {
  locationId: number | null;
  facilityGroupId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    selection: Selection;
  }
}

function parseHeader(value: string | string[] | undefined, name: string): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw.trim() === '' || raw.trim() === '0') return null;
  if (!/^\d{1,10}$/.test(raw.trim())) throw fieldError(name, 'must be a whole number; 0 or missing selects all.');
  const id = Number(raw);
  if (id > 2147483647) throw fieldError(name, 'is out of range.');
  return id;
}

export function registerSelection(app: FastifyInstance): void {
  app.decorateRequest('selection', null as unknown as Selection);
  app.addHook('onRequest', async (request) => {
    request.selection = {
      locationId: parseHeader(request.headers['location-id'], 'location-id'),
      facilityGroupId: parseHeader(request.headers['facility-group-id'], 'facility-group-id'),
    };
  });
}
