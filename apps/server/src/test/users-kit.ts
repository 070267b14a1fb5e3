import { expect } from 'vitest';
import type { EndpointDefinition } from '@fairplay/contracts';
import type { CallResponse } from './harness.js';

/** Helpers shared by the users API tests. */
export const DEMO_CLUB_NAME = 'Riverside Racquet & Golf Club';

/** Registrations are limited per address; each one here comes from its own. */
let nextIp = 10;
export const freshIp = () => `10.20.0.${nextIp++}`;

export function expectFieldError(response: CallResponse<EndpointDefinition>, field: string): void {
  expect(response.status).toBe(400);
  expect(response.body.code).toBe(400);
  expect(response.errors.map((error) => error.field)).toContain(field);
  // The message is the plain sentence people read; the field is named only in payload.errors.
  expect(response.body.message).not.toMatch(new RegExp(`^${field}: `));
}
