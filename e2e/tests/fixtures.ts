import { test as base } from '@playwright/test';
import { serverUrlOfWorker } from '../servers.js';

export * from '@playwright/test';

/** Playwright's test, pointed at the server of the worker that runs it (see e2e/servers.ts). */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrlOfWorker(testInfo.parallelIndex));
  },
});
