import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = new URL(`./.data/${PORT}`, import.meta.url).pathname;

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the built app, started on a fresh
 * PGlite database seeded with the demo club.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: 'off',
    // As a person who asked for less motion: dialogs and menus open at once (the app respects the setting), which
    // spares a busy machine the animation frames.
    reducedMotion: 'reduce',
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
  webServer: {
    command: `rm -rf "${DATA_DIR}" && node apps/server/dist/main.js`,
    cwd: new URL('..', import.meta.url).pathname,
    url: `${BASE_URL}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, PUBLIC_URL: BASE_URL, LOG_LEVEL: 'warn' },
  },
});
