import { expect } from 'vitest';
import type { ApiResponse } from './harness.js';

/** Paths and helpers shared by the users API tests. */
export const INFO = '/api/v1/users/info';
export const MEMBERSHIPS = '/api/v1/users/memberships';
export const UPDATE = '/api/v1/users/update';
export const CHANGE_PASSWORD = '/api/v1/users/changepassword';
export const SET_BUSINESS = '/api/v1/users/set_business';
export const REACTIVATE = '/api/v1/users/subscription/reactivate';
export const REGISTER = '/api/v1/auth/register';
export const LOGIN = '/api/v1/auth/login';

export const DEMO_CLUB_NAME = 'Riverside Racquet & Golf Club';

/** Registrations are limited per address; each one here comes from its own. */
let nextIp = 10;
export const freshIp = () => `10.20.0.${nextIp++}`;

function fields(response: ApiResponse): string[] {
  return (response.body.payload?.errors ?? []).map((error: { field: string }) => error.field);
}

export function expectFieldError(response: ApiResponse, field: string): void {
  expect(response.status).toBe(400);
  expect(response.body.code).toBe(400);
  expect(fields(response)).toContain(field);
  expect(response.body.message).toContain(field);
}
