import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The installable app (issue 29 point 1): the web app manifest and the service worker (src/sw.ts, built with
 * injectManifest so its own push and notification handlers live beside Workbox's precaching). The app registers
 * the worker itself, in production builds only (features/app-install), and asks before a new version takes over.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/worker',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/private/home',
    name: 'Fairplay',
    short_name: 'Fairplay',
    description: 'Book courts, lessons and classes at your club, see your bookings and check in.',
    start_url: '/private/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#087f5b',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The shell: index.html, the app's scripts and styles, the icons. Not the marketing screenshots and documents
    // under public/assets (several MB a member's phone never needs offline).
    globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/*.png'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

/**
 * Workspace packages (@fairplay/contracts, @fairplay/domain) resolve to their TypeScript source through the
 * "source" export condition; in development the API is proxied to the server on port 3000.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), pwa],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    // The API, and the public redirects and documents the server answers (athlete, terms, privacy).
    proxy: Object.fromEntries(
      [
        '/api',
        '/athlete',
        '/terms',
        '/privacy',
        '/lesson_management',
        '/assets/file/terms-of-service',
        '/assets/file/privacy-policy',
      ].map((path) => [path, { target: 'http://localhost:3000', changeOrigin: true }]),
    ),
  },
  build: isSsrBuild
    ? // The prerender's bundle (src/prerender.tsx), run once by scripts/prerender.mjs after the browser build.
      { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // scripts/prerender.mjs reads it to list the court sheet's chunks for the server to preload.
        manifest: true,
        rolldownOptions: {
          output: {
            // React and the router change less often than the app and every page needs them: a chunk that stays
            // cached between releases. Everything else (Mantine included) is split by the pages that use it, so a
            // public page does not download the private area's components (issue 15).
            codeSplitting: {
              groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
            },
          },
        },
      },
}));
