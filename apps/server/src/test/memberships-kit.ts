import { expect } from 'vitest';
import { endpoints, type PlanCreateBody } from '@fairplay/contracts';
import type { TestApp } from './harness.js';

let plans = 0;
/** A new monthly plan of the caller's club (a fresh one per test, so tests never share a subscription slot). */
export async function newPlan(t: TestApp, token: string, body: Partial<PlanCreateBody> = {}) {
  const response = await t.call(endpoints.plans.create, {
    body: { nickname: `Plan ${++plans}`, amount: 4900, interval: 'month', ...body },
    token,
  });
  expect(response.status, response.body.message).toBe(200);
  return response.body.payload;
}
