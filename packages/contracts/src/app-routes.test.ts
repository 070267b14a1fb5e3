import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGES, PUBLIC_PAGES, appPageAt, documentTitleOf } from './app-routes.js';

describe("the app's page table", () => {
  it('finds the page of a path, parameters and a trailing slash included', () => {
    expect(appPageAt('/')?.path).toBe('/');
    expect(appPageAt('/racquets/')?.path).toBe('/racquets');
    expect(appPageAt('/code/SPRING26')?.path).toBe('/code/:code');
    expect(appPageAt('/private/courtlisting/3/12')?.path).toBe('/private/courtlisting/:id/:courtId');
  });

  it('finds no page for other paths', () => {
    for (const path of ['/no-such-page', '/code', '/code/a/b', '/private/court', '/private/lesson', '/NotFound']) {
      expect(appPageAt(path), path).toBeNull();
    }
  });

  it('gives every page a title, and every public page a description', () => {
    const titles = [...PUBLIC_PAGES, ...PRIVATE_PAGES].map((page) => documentTitleOf(page));
    expect(titles).toContain('Fairplay · Club management software');
    expect(titles).toContain('Court sheet · Fairplay');
    for (const page of PUBLIC_PAGES) expect(page.description.length).toBeGreaterThan(15);
  });
});
