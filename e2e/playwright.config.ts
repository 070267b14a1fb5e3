import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, SERVER_PORTS, serverUrl } from './servers.js';

const dataDirOf = (port: number) => new URL(`./.data/${port}`, import.meta.url).pathname;

/**
 * With TEST_DATABASE_URL (as .ci/run sets it), each server runs on a fresh PostgreSQL database of its own instead of
 * PGlite: PGlite's WebAssembly was most of the servers' CPU, which the API tests beside them need on a 2-core
 * machine. The API tests cover PGlite; a developer without PostgreSQL runs the browser tests on PGlite as before.
 */
const postgresAdminUrl = process.env.TEST_DATABASE_URL?.trim() || null;

function databaseOf(port: number): { prepare: string; env: Record<string, string> } {
  if (!postgresAdminUrl) return { prepare: `rm -rf "${dataDirOf(port)}"`, env: { DATA_DIR: dataDirOf(port) } };
  const name = `fairplay_e2e_${port}`;
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const psql = `psql "${postgresAdminUrl}" -v ON_ERROR_STOP=1 -q`;
  return {
    // Commits need not wait for the disk (see harness.ts in the server's tests): a lost database server is all it risks.
    prepare: `${psql} -c "DROP DATABASE IF EXISTS ${name} WITH (FORCE)" -c "CREATE DATABASE ${name}" -c "ALTER DATABASE ${name} SET synchronous_commit = off"`,
    env: { DATABASE_URL: url.toString() },
  };
}

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the built app: one server per worker,
 * each started on a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL) seeded with the demo club (servers.ts).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: true,
  // Room for a busy 2-core machine: the API tests, lint and two browsers run side by side in `npm test`.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    // Each test's baseURL is its worker's server (tests/fixtures.ts).
    headless: true,
    trace: 'off',
    // As a person who asked for less motion: dialogs and menus open at once (the app respects the setting), which
    // spares a busy machine the animation frames.
    reducedMotion: 'reduce',
    // The app's service worker (issue 29) precaches some 2 MB of the app in every fresh context that opens a private
    // page: hundreds of tests' worth on a 2-core machine. Its own tests (installable-app.spec.ts) allow it; the
    // member-home, shell, sign-in, public-site, prerender and security-headers specs were run with it allowed too.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: SERVER_PORTS.map((port) => ({
    command: `${databaseOf(port).prepare} && node apps/server/dist/main.js`,
    cwd: new URL('..', import.meta.url).pathname,
    url: `${serverUrl(port)}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ...databaseOf(port).env,
      PUBLIC_URL: serverUrl(port),
      LOG_LEVEL: 'warn',
      // The tests reach the server as through a reverse proxy on loopback, each test from its own address (fixtures.ts).
      TRUST_PROXY: 'loopback',
    },
  })),
});
