import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * Workspace packages (@fairplay/contracts, @fairplay/domain) resolve to their TypeScript source through the
 * "source" export condition; in development the API is proxied to the server on port 3000.
 */
export default defineConfig({
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached between releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
