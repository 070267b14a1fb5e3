// Product screenshots for the public site, taken from the real app (issue 15): `npm run build`, then
// `npm run screenshots`. Starts the built server on a fresh database with the demo seed, signs in as the demo
// roles, and saves WebP images (Chromium's own encoder, through the DevTools protocol: no image tool needed) into
// apps/web/public/assets/screens/. The images are committed, so CI and the site never run this.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = new URL('..', import.meta.url).pathname;
const OUT = join(ROOT, 'apps/web/public/assets/screens');
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
/** A screen is kept under this size, or the script says so (the public pages' speed budget). */
const BUDGET_BYTES = 80 * 1024;

/**
 * Each shot: who is signed in, the page, the browser's size, and how much the picture is scaled down for the
 * size it is shown at on the site (the desktop shots show at about 960 px wide).
 */
/** What shows once a page has its data (the court sheet keeps a live-update stream open, so never "network idle"). */
const READY = {
  '/private/dashboard': '[data-event-id]',
  '/private/home': '[aria-label="Upcoming bookings"] li',
  '/private/checkin': '[aria-label="Today\'s check-ins"] li',
};

const SHOTS = [
  { name: 'court-sheet-desktop', user: 'owner', path: '/private/dashboard', width: 1280, height: 800, scale: 0.75 },
  { name: 'court-sheet-phone', user: 'owner', path: '/private/dashboard', width: 375, height: 740, scale: 1 },
  { name: 'member-home-desktop', user: 'member', path: '/private/home', width: 1280, height: 800, scale: 0.75 },
  { name: 'member-home-phone', user: 'member', path: '/private/home', width: 375, height: 740, scale: 1 },
  { name: 'checkin-desk-desktop', user: 'reception', path: '/private/checkin', width: 1280, height: 800, scale: 0.75 },
].map((shot) => ({ ...shot, ready: READY[shot.path] }));

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/api/docs/json`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not start on ${BASE}`);
}

async function tokenOf(username) {
  const response = await fetch(`${BASE}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'fairplay1' }),
  });
  if (!response.ok) throw new Error(`signing in ${username} failed: ${response.status}`);
  return (await response.json()).payload.token;
}

async function capture(browser, shot) {
  const context = await browser.newContext({ viewport: { width: shot.width, height: shot.height }, baseURL: BASE });
  const token = await tokenOf(shot.user);
  await context.addInitScript((value) => globalThis.localStorage.setItem('fairplay.token', value), token);
  const page = await context.newPage();
  await page.goto(shot.path);
  await page.locator(shot.ready).first().waitFor({ timeout: 60_000 });
  if (shot.path === '/private/home') await page.locator('img[alt^="QR code"]').waitFor();
  // Let the sheet scroll to the current time and fonts settle before the picture is taken.
  await page.waitForTimeout(800);
  const cdp = await context.newCDPSession(page);
  const { data } = await cdp.send('Page.captureScreenshot', {
    format: 'webp',
    quality: 72,
    clip: { x: 0, y: 0, width: shot.width, height: shot.height, scale: shot.scale },
  });
  const file = join(OUT, `${shot.name}.webp`);
  await writeFile(file, Buffer.from(data, 'base64'));
  const size = statSync(file).size;
  const width = Math.round(shot.width * shot.scale);
  const height = Math.round(shot.height * shot.scale);
  console.log(
    `${shot.name}.webp ${width}x${height} ${(size / 1024).toFixed(1)} KB${size > BUDGET_BYTES ? ' (over 80 KB)' : ''}`,
  );
  await context.close();
}

const dataDir = mkdtempSync(join(tmpdir(), 'fairplay-screens-'));
const server = spawn('node', ['apps/server/dist/main.js'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'warn',
  },
});
try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const shot of SHOTS) await capture(browser, shot);
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
