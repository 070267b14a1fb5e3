import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * Workspace packages (@fairplay/contracts, @fairplay/domain) resolve to their TypeScript source through the
 * "source" export condition; in development the API is proxied to the server on port 3000.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
