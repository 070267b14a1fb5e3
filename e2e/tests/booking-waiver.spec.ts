import { expect, test, type Page } from './fixtures.js';
import { addDays, event, openSheet, startBooking, TODAY, BOOK_AS_MEMBER } from './sheet-support.js';
import { signIn } from './support.js';

/** Sets the club's partner and guest name requirements as the owner would in settings. */
async function setNameRules(page: Page, rules: { partner: boolean; guest: boolean }) {
  const login = await page.request.post('/api/v1/auth/login', { data: { username: 'owner', password: 'fairplay1' } });
  const { token } = (await login.json()).payload as { token: string };
  const response = await page.request.put('/api/v1/business/settings', {
    headers: { 'access-token': token },
    data: {
      require_partner_name: rules.partner,
      require_guest_name: rules.guest,
      require_guest_and_partner_name: false,
    },
  });
  expect(response.status()).toBe(200);
}

/**
 * A member's booking as the club's requirements meet it (issue 10): the demo club requires its waiver, and Jack
 * Hughes signed only last season's; the club may also ask for partner and guest names.
 */
test.describe('booking requirements', () => {
  test('a member who has not signed the current waiver reads it, signs it and books', async ({ page, context }) => {
    const date = addDays(TODAY, 81);
    await signIn(page, 'jack.hughes');
    await openSheet(page, date);
    const dialog = await startBooking(page, 'Court 5', '8:00 AM');
    await dialog.getByRole('button', { name: BOOK_AS_MEMBER }).click();

    const waiver = page.getByRole('dialog', { name: 'Sign the club waiver' });
    await expect(waiver).toContainText("Please read and sign the club's waiver before booking.");
    const opened = context.waitForEvent('page');
    await waiver.getByRole('button', { name: /^Read the waiver/ }).click();
    const tab = await opened;
    expect(tab.url()).toMatch(/^blob:/);
    await tab.close();

    await expect(waiver.getByLabel(/Your full name/)).toHaveValue('Jack Hughes');
    await waiver.getByRole('button', { name: 'Sign and book' }).click();
    await expect(waiver.getByRole('alert')).toContainText('Please agree to following Terms and Policies');
    await waiver.getByLabel('I have read the waiver and agree to its terms').check();
    await waiver.getByRole('button', { name: 'Sign and book' }).click();

    await expect(page.getByText('Your booking successfully created.')).toBeVisible();
    await expect(event(page, 'Court 5', '8:00 AM – 9:00 AM, Jack Hughes')).toBeVisible();
  });

  test('the booking dialog tells a member the name requirements and holds them to them', async ({ page }) => {
    const date = addDays(TODAY, 82);
    await setNameRules(page, { partner: true, guest: true });
    try {
      await signIn(page, 'liam.walsh');
      await openSheet(page, date);
      const dialog = await startBooking(page, 'Court 6', '9:00 AM');
      await expect(dialog).toContainText(
        'This club asks you to name who you play with (a partner or a guest) and give a first and last name for each guest.',
      );
      const book = dialog.getByRole('button', { name: BOOK_AS_MEMBER });
      await book.click();
      await expect(dialog.getByRole('alert')).toContainText('Please add your partners.');

      const guests = dialog.getByLabel('Guests');
      await guests.fill('Sam');
      await guests.press('Enter');
      await book.click();
      await expect(dialog.getByRole('alert')).toContainText('Please enter a first and last name for each guest.');

      await guests.press('Backspace');
      await guests.fill('Sam Porter');
      await guests.press('Enter');
      await book.click();
      await expect(page.getByText('Your booking successfully created.')).toBeVisible();
      await expect(event(page, 'Court 6', '9:00 AM – 10:00 AM, Liam Walsh')).toBeVisible();
    } finally {
      await setNameRules(page, { partner: false, guest: false });
    }
  });
});
