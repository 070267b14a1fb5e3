// Prerenders the public marketing pages after `vite build` (issue 15: they paint before any script loads).
// Writes dist/prerendered.json: the page template and each page's #root markup, which the server serves
// (apps/server/src/plugins/static-web.ts). The SSR bundle (dist-ssr) is only a build tool and is removed.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const ssr = fileURLToPath(new URL('../dist-ssr/', import.meta.url));

/**
 * The template of a prerendered page: index.html whose module scripts and their preloads are listed as
 * `<link rel="fairplay-module">` / `<link rel="fairplay-modulepreload">`, which a browser does not fetch. The
 * inline script of index.html starts them after the first paint, so the page shows without waiting for them.
 * Its inline scripts stay byte for byte (the Content-Security-Policy holds their hashes).
 */
function deferredTemplate(indexHtml) {
  const template = indexHtml
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, '<link rel="fairplay-module" href="$1">')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, '<link rel="fairplay-modulepreload" href="$1">')
    .replace('<div id="root"></div>', '<div id="root" data-prerendered>%ROOT%</div>');
  if (!template.includes('rel="fairplay-module"') || !template.includes('%ROOT%'))
    throw new Error('prerender: dist/index.html has no module script or no empty #root to fill');
  return template;
}

const { PRERENDERED_PATHS, renderPage } = await import(new URL('../dist-ssr/prerender.js', import.meta.url).href);
const pages = {};
for (const path of PRERENDERED_PATHS) pages[path] = await renderPage(path);
const template = deferredTemplate(readFileSync(`${dist}index.html`, 'utf8'));
/**
 * The chunks a private page needs beyond index.html's, from Vite's manifest: the server lists them as
 * modulepreload links in that page's HTML, so they load beside the entry instead of after it has run.
 */
function privatePreloads() {
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) closure(child, seen);
    return seen;
  };
  const entry = closure('index.html');
  const chunks = (...keys) => [
    ...new Set(
      keys.flatMap((key) =>
        [...closure(key)].filter((item) => !entry.has(item)).map((item) => `/${manifest[item].file}`),
      ),
    ),
  ];
  return { '/private/dashboard': chunks('src/app/shell/PrivateLayout.tsx', 'src/features/court-sheet/index.ts') };
}

writeFileSync(`${dist}prerendered.json`, JSON.stringify({ template, pages, preloads: privatePreloads() }));
rmSync(`${dist}.vite`, { recursive: true, force: true });
rmSync(ssr, { recursive: true, force: true });
console.log(`prerendered ${Object.keys(pages).length} public pages into dist/prerendered.json`);
