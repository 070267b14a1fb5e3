import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'fairplay1';
export const CLUB = 'Riverside Racquet & Golf Club';

export function authDialog(page: Page, title: 'Sign in' | 'Create your account' | 'Reset your password') {
  return page.getByRole('dialog', { name: title });
}

/** The plain file of the site that signIn leaves the page on. */
const SIGNED_IN_BLANK = '/favicon.svg';

/** Signs in through the sign-in dialog, the way a person does, and lands where the app sends them. */
export async function signInThroughDialog(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  const dialog = authDialog(page, 'Sign in');
  await dialog.getByLabel('Username or e-mail').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Signs in as the dialog does, without the dialog: the sign-in call, then the session token where the app keeps
 * it. The page is left on a plain file of the site (the favicon), so the test's next step opens the screen it is
 * about without first loading the one a sign-in lands on: that saves two loads of the app per test. The dialog
 * and the landing are tested on their own (sign-in.spec.ts, register.spec.ts).
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/v1/auth/login', { data: { username, password } });
  expect(response.status(), `signing in as ${username}`).toBe(200);
  const { payload } = (await response.json()) as { payload: { token: string } };
  await page.goto(SIGNED_IN_BLANK);
  await page.evaluate((token) => window.localStorage.setItem('fairplay.token', token), payload.token);
}

/** Signs out through the settings menu, as a person does (from the profile when signIn left the page blank). */
export async function signOut(page: Page): Promise<void> {
  if (new URL(page.url()).pathname === SIGNED_IN_BLANK) await page.goto('/private/profile');
  await page.getByRole('button', { name: 'Settings menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * No serious or critical accessibility violations (axe-core rules for WCAG 2 A and AA), on the whole page or only
 * within `within` (a CSS selector): a dialog opened over a court sheet whose page was checked already need not
 * have the sheet's thousands of nodes walked again.
 */
export async function expectAccessible(page: Page, options: { within?: string } = {}): Promise<void> {
  // axe walks the whole page, a court sheet has thousands of nodes, and a busy machine takes its time: each check
  // gives its test another minute.
  test.info().setTimeout(test.info().timeout + 60_000);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (options.within) builder = builder.include(options.within);
  const results = await builder.analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Collects console errors and failed page scripts so a test can assert a clean page. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
