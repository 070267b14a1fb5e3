/**
 * The browser tests' servers: one per Playwright worker, each on its own port with its own database seeded with
 * the demo club, so tests in parallel never share data. E2E_PORT is the first port; E2E_WORKERS how many (2 by
 * default: a test spends most of its time waiting for the page, so two keep a 2-core machine busy).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4310);

export const SERVER_PORTS = Array.from({ length: E2E_WORKERS }, (_, index) => FIRST_PORT + index);

export const serverUrl = (port: number): string => `http://127.0.0.1:${port}`;

/** The server of the worker that runs a test (its parallel index: 0 … workers − 1). */
export const serverUrlOfWorker = (parallelIndex: number): string =>
  serverUrl(SERVER_PORTS[parallelIndex % SERVER_PORTS.length]!);
