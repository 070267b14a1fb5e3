// Draws the installed app's PNG icons (issue 29 point 1) from the favicon's artwork in Debian's Chromium, so the
// PNGs in public/icons can be redrawn when the mark changes: `node apps/web/scripts/icons.mjs`. Browsers need PNG
// icons of 192 and 512 px to offer installation; a "maskable" one fills the whole square (the platform crops it to
// its own shape) with the mark inside the safe zone; iOS takes a 180 px apple-touch-icon without transparency.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const mark =
  '<circle cx="32" cy="32" r="17" fill="none" stroke="#fff" stroke-width="5"/>' +
  '<path d="M18 22c8 6 8 14 0 20M46 22c-8 6-8 14 0 20" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>';
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#087f5b"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${mark}</g></svg>`;

const icons = [
  { file: 'icons/icon-192.png', size: 192, svg: favicon },
  { file: 'icons/icon-512.png', size: 512, svg: favicon },
  { file: 'icons/maskable-512.png', size: 512, svg: fullBleed(0.8) },
  { file: 'icons/apple-touch-icon-180.png', size: 180, svg: fullBleed(0.9) },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: `${publicDir}${icon.file}`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`drew ${icons.length} icons in public/icons`);
