import { expect, test, type Locator, type Page } from './fixtures.js';
import { CLUB, expectAccessible, signIn, signInThroughDialog } from './support.js';

/** Each demo role's header links (spec 1 sections 2 and 6: the role's permissions decide them). */
const LINKS_OF: Record<string, string[]> = {
  owner: ['Facility-sheet', 'Lessons', 'Customers', 'Check-in', 'Groups', 'Notifications', 'Payment', 'POS', 'Reports'],
  reception: ['Facility-sheet', 'Lessons', 'Customers', 'Check-in', 'Groups', 'Notifications', 'Payment', 'POS'],
  accountant: [
    'Facility-sheet',
    'Lessons',
    'Customers',
    'Check-in',
    'Groups',
    'Notifications',
    'Payment',
    'POS',
    'Reports',
  ],
  coach: ['Facility-sheet', 'Lessons', 'Customers', 'Check-in', 'Groups', 'Notifications'],
  member: ['Home', 'Facility-sheet', 'Lessons', 'Notifications', 'Memberships'],
};

/** Whether a person clicking the middle of `target` reaches it, not something drawn over it. */
async function centreIsItself(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Every link is on the bar or, folded, in More; each is the element under its own centre. */
async function expectEveryLinkReachable(page: Page, labels: string[]): Promise<void> {
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const onBar = await nav.getByRole('link').allTextContents();
  for (const label of labels.filter((label) => onBar.includes(label))) {
    const link = nav.getByRole('link', { name: label, exact: true });
    await expect(link).toBeVisible();
    expect(await centreIsItself(link), `${label} on the bar`).toBe(true);
  }
  const folded = labels.filter((label) => !onBar.includes(label));
  for (const label of folded) {
    await nav.getByRole('button', { name: 'More' }).click();
    const item = page.getByRole('menu').getByRole('menuitem', { name: label, exact: true });
    await expect(item).toBeVisible();
    expect(await centreIsItself(item), `${label} under More`).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
  expect([...onBar, ...folded].sort()).toEqual([...labels].sort());
}

test.describe('the signed-in header on a computer', () => {
  for (const [username, labels] of Object.entries(LINKS_OF)) {
    test(`${username} reaches every link of the role at 1280 and 1440 px`, async ({ page }) => {
      await signIn(page, username);
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/private/profile');
        await expectEveryLinkReachable(page, labels);
        // The club's name is shown whole, not cut to "Riverside Racquet & Golf …".
        const club = page.getByRole('banner').getByText(CLUB, { exact: true });
        await expect(club).toBeVisible();
        expect(await club.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      if (username === 'owner') await expectAccessible(page);
    });
  }

  test('with a very large text setting the links that do not fit fold into More and open from there', async ({
    page,
  }) => {
    await signIn(page, 'owner');
    await page.setViewportSize({ width: 1000, height: 900 });
    // A very large text setting (28 px text, above Chrome's "Very large" 24 px) on a small laptop's width: at 24 px the
    // owner's seven links fit the header's own row of 952 px, at 28 px they no longer do.
    // The setting is there before the page's first paint, as the browser's own setting is: a style added at
    // DOMContentLoaded came after the app's module script had measured the header on some runs.
    await page.addInitScript(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('html { font-size: 28px }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    await page.goto('/private/profile');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'More' })).toBeVisible();
    await expectAccessible(page);
    await expectEveryLinkReachable(page, LINKS_OF.owner!);
    await nav.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Payment', exact: true }).click();
    await expect(page).toHaveURL(/\/private\/stripe$/);
  });
});

test.describe('the signed-in header on a phone', () => {
  test("staff's service types do not cover the logo and the menu lists every link", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'owner');
    await page.goto('/private/profile');
    const banner = page.getByRole('banner');
    const logo = banner.getByRole('link', { name: 'Fairplay' });
    const types = banner.getByRole('button', { name: 'Service types', exact: true });
    await expect(types).toBeVisible();
    const [logoBox, typesBox] = [await logo.boundingBox(), await types.boundingBox()];
    expect(logoBox && typesBox && logoBox.x + logoBox.width <= typesBox.x).toBe(true);
    expect(await centreIsItself(logo)).toBe(true);
    expect(await centreIsItself(types)).toBe(true);
    await banner.getByRole('button', { name: 'Open navigation' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const label of LINKS_OF.owner!)
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});

test('the accountant lands on Payments after signing in', async ({ page }) => {
  await signInThroughDialog(page, 'accountant');
  await expect(page).toHaveURL(/\/private\/stripe$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Payment', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});
