import { expect, test, type Page } from './fixtures.js';
import { expectAccessible, signIn } from './support.js';
import { TODAY, addDays, clubInstant, courtId, token } from './sheet-support.js';

/** The owner's fixtures through the API: a class pack product and a priced clinic, each named for this run. */
async function packAndClinic(page: Page, stamp: number, day: string) {
  const headers = { 'access-token': await token(page) };
  const product = await page.request.post('/api/v1/payment/plan/create', {
    headers,
    data: {
      nickname: `Clinic 5-pack ${stamp}`,
      description: 'Five group clinics',
      amount: 10000,
      one_time: true,
      uses: 5,
      pack_covers: ['group'],
      valid_days: 400,
    },
  });
  expect(product.status()).toBe(200);
  const types = (await (await page.request.get('/api/v1/lesson/getalltypes', { headers })).json()).payload as {
    id: number;
    display_name: string;
  }[];
  const clinic = await page.request.post('/api/v1/lesson/add', {
    headers,
    data: {
      lessonType: types.find((type) => type.display_name === 'Group Clinic')!.id,
      sportId: 1,
      courts: [await courtId(page, 'Court 3')],
      start_time: clubInstant(day, '12:00'),
      end_time: clubInstant(day, '13:00'),
      quantity: 6,
      price: 2500,
      description: `Pack clinic ${stamp}`,
    },
  });
  expect(clinic.status()).toBe(200);
  const info = await page.request.get('/api/v1/users/info', { headers });
  return ((await info.json()) as { payload: { business: { uid: string } } }).payload.business.uid;
}

/** Class packs (issue 14): a member buys a pack on the memberships page and books a lesson place with it. */
test.describe('class packs', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a member buys a class pack and pays a lesson place with one use of it', async ({ page }) => {
    const stamp = Date.now();
    const day = addDays(TODAY, 243);
    await signIn(page, 'owner');
    const uid = await packAndClinic(page, stamp, day);

    await signIn(page, 'member');
    await page.goto(`/memberships/${uid}`);
    await page.getByRole('button', { name: `Buy Clinic 5-pack ${stamp}` }).click();
    const form = page.getByRole('dialog', { name: `Buy Clinic 5-pack ${stamp}` });
    // The demo member has a card on file, offered first; this purchase goes on a new card.
    await form.getByRole('radio', { name: 'New card' }).check();
    await form.getByLabel('Card number').fill('4242424242424242');
    await form.getByLabel('Expiry (MM/YY)').fill('12/34');
    await form.getByLabel('CVC').fill('123');
    const waiver = form.getByLabel("I have read and agree to the club's Terms and Policies (waiver)");
    if (await waiver.isVisible()) await waiver.check();
    await form.getByRole('button', { name: 'Buy' }).click();
    await expect(form).toBeHidden();

    await page.goto('/private/home');
    const mine = page.getByRole('listitem', { name: `Clinic 5-pack ${stamp}` });
    await expect(mine).toContainText('5 of 5 uses left');

    await page.goto(`/private/lessons/-1?date=${day}`);
    const card = page.getByLabel(`Pack clinic ${stamp}`, { exact: true });
    await card.getByRole('button', { name: 'Book a place' }).click();
    const dialog = page.getByRole('dialog', { name: `Book Pack clinic ${stamp}` });
    await dialog.getByRole('button', { name: `Use Clinic 5-pack ${stamp} (5 left)` }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Booked');

    await page.goto('/private/home');
    await expect(mine).toContainText('4 of 5 uses left');
    await expect(mine.getByRole('list', { name: `Clinic 5-pack ${stamp} history` })).toContainText(
      `Used · Pack clinic ${stamp}`,
    );
    await expectAccessible(page);
  });
});
