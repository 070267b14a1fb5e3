import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { PublicPagePath } from '@fairplay/contracts';
import { Providers } from './app/providers';
import type { RouteHandle } from './app/public-routes';
import { routes } from './app/router';

/**
 * The public marketing pages rendered to HTML at build time (scripts/prerender.mjs), so they paint before any
 * script has loaded; the app hydrates them (main.tsx). Pages that depend on the visitor (sign-in, sign-up with
 * its plan and code, a demo code in the path, the embeddable widget) are left to the app.
 */
export const PRERENDERED_PATHS: readonly PublicPagePath[] = [
  '/',
  '/club_management_software',
  '/social_engage',
  '/newsfeed',
  '/engage',
  '/pricing-and-features',
  '/why-fairplay',
  '/membership_advantage',
  '/fitness_yoga_swim_cycle_gym',
  '/golf',
  '/racquets',
  '/thank-you',
  '/find_tennis_players',
  '/mobile_app_market',
];

/** The markup of `#root` for one page, as a signed-out visitor's browser first renders it. */
export async function renderPage(path: string): Promise<string> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.()));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
