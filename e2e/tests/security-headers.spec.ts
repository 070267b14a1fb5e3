import { expect, test, type Page } from './fixtures.js';
import { clubToday, openSheet } from './sheet-support.js';
import { signInThroughDialog } from './support.js';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of every page the test opens: the `securitypolicyviolation`
 * events the page sees, and the console errors Chromium writes for blocked scripts, styles and connections.
 */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [...console, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

test.describe('the content security policy', () => {
  test('the public site, sign-in and the court sheet load without a single violation', async ({ page }) => {
    const violations = await watchPolicy(page);
    const home = await page.goto('/');
    expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await violations()).toEqual([]);

    await signInThroughDialog(page, 'owner');
    expect(await violations()).toEqual([]);

    // A private page opened directly runs index.html's inline script (the early session request): a blocked
    // inline script would be a violation.
    await openSheet(page, clubToday());
    await page.reload();
    await expect(page.getByRole('region', { name: 'Court sheet' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the widget page may be framed by other sites; other pages may not', async ({ page }) => {
    const violations = await watchPolicy(page);
    const widget = await page.goto('/widget');
    expect(widget?.headers()['content-security-policy']).toContain('frame-ancestors https:');
    expect(widget?.headers()['x-frame-options']).toBeUndefined();
    expect(await violations()).toEqual([]);
    const other = await page.goto('/pricing-and-features');
    expect(other?.headers()['x-frame-options']).toBe('DENY');
    expect(await violations()).toEqual([]);
  });

  test('the API documentation loads without a violation', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/api/docs');
    await expect(page.getByText('Fairplay API')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
