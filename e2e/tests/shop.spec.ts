import { expect, test, type Page } from './fixtures.js';
import { expectAccessible, expectNoHorizontalScroll, signIn } from './support.js';

/** The pro shop (issue 28): the back office's model grid, and the register's scan-and-sell with cash and a split. */
const run = `${Date.now() % 1_000_000}`;

async function tokenOf(page: Page, username: string): Promise<string> {
  const response = await page.request.post('/api/v1/auth/login', { data: { username, password: 'fairplay1' } });
  return ((await response.json()) as { payload: { token: string } }).payload.token;
}

async function api<T>(
  page: Page,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: { 'access-token': token },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as { payload: T; message: string };
  expect(response.status(), body.message).toBe(200);
  return body.payload;
}

async function lists(page: Page, token: string, suffix: string) {
  const entry = (kind: string, body: Record<string, unknown>) =>
    api<{ id: number; name: string }>(page, token, 'POST', `/shop/catalog/${kind}`, body);
  return {
    category: await entry('category', { name: `Apparel ${suffix}`, account_code: '4120' }),
    type: await entry('product_type', {
      name: `Clothing ${suffix}`,
      product_kind: 'goods',
      track_stock: true,
      varies_color: true,
      varies_size: true,
    }),
    colors: [
      await entry('color', { name: `Navy ${suffix}`, color_hex: '#1f2a44' }),
      await entry('color', { name: `Red ${suffix}`, color_hex: '#c92a2a' }),
    ],
    sizes: [
      await entry('size', { name: `M ${suffix}`, sort_order: 1 }),
      await entry('size', { name: `L ${suffix}`, sort_order: 2 }),
    ],
  };
}

test.describe('pro shop', () => {
  test('the back office makes a model and its size × colour items', async ({ page }) => {
    const token = await tokenOf(page, 'shop.alex');
    const made = await lists(page, token, `g${run}`);
    await signIn(page, 'shop.alex');
    await page.goto('/private/shop/control-panel/size');
    await expect(page.getByRole('heading', { name: 'POS Back Office' })).toBeVisible();
    // A size added through its list.
    await page.getByLabel('Name').fill(`XL g${run}`);
    await page.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`XL g${run}`) })).toBeVisible();

    await page.getByRole('tab', { name: 'Models' }).click();
    await expect(page).toHaveURL(/\/private\/shop\/control-panel\/model$/);
    const form = page.getByRole('region', { name: 'New model' });
    await form.getByLabel('Model name').fill(`Court polo g${run}`);
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: made.category.name }).click();
    await form.getByRole('combobox', { name: 'Product type' }).click();
    await page.getByRole('option', { name: made.type.name }).click();
    for (const color of made.colors) await form.getByRole('checkbox', { name: color.name, exact: true }).check();
    for (const size of made.sizes) await form.getByRole('checkbox', { name: size.name, exact: true }).check();
    await form.getByLabel('Price', { exact: true }).fill('45.00');
    await form.getByLabel('Member price').fill('38.00');
    await expect(form.getByText('4 items will be created.')).toBeVisible();
    await form.getByRole('button', { name: 'Create model and items' }).click();
    await expect(page.getByText(`Court polo g${run}: 4 items created.`)).toBeVisible();
    const items = page.getByRole('table', { name: `Items of Court polo g${run}` });
    await expect(items.getByRole('row')).toHaveCount(4);
    await expect(items).toContainText(`Navy g${run} · M g${run}`);
    await expect(items).toContainText('$45.00');
    await expect(items.getByText(/^2\d{12}$/).first()).toBeVisible();
    await expectAccessible(page);
  });

  test('staff scan and sell for cash with change, then split a sale between a check and cash', async ({ page }) => {
    const owner = await tokenOf(page, 'shop.alex');
    const made = await lists(page, owner, `s${run}`);
    const model = await api<{ id: number }>(page, owner, 'POST', '/shop/models', {
      name: `Scan tee s${run}`,
      category_id: made.category.id,
      product_type_id: made.type.id,
    });
    const grid = await api<{ items: { id: number; barcode: string }[] }>(
      page,
      owner,
      'POST',
      `/shop/models/${model.id}/items`,
      {
        color_ids: [made.colors[0]!.id],
        size_ids: [made.sizes[0]!.id],
        price: 2550,
      },
    );
    const item = grid.items[0]!;
    const admin = await tokenOf(page, 'owner');
    const locations = await api<{ rows: { id: number }[] }>(page, admin, 'GET', '/location/entity');
    const location = locations.rows[0]!.id;
    await api(page, owner, 'POST', '/shop/stock/movements', {
      kind: 'receipt',
      item_id: item.id,
      location_id: location,
      quantity: 5,
    });

    await signIn(page, 'reception');
    await page.goto('/private/shop');
    await expect(page.getByRole('heading', { name: 'POS' })).toBeVisible();
    const scan = page.getByLabel('Scan or search');
    // A keyboard-wedge scanner types the code and Enter; two scans make a quantity of 2.
    await scan.fill(item.barcode);
    await scan.press('Enter');
    await expect(page.getByRole('table', { name: 'Cart' })).toContainText(`Scan tee s${run}`);
    await scan.fill(item.barcode);
    await scan.press('Enter');
    await expect(page.getByLabel(`Quantity of Scan tee s${run} · Navy s${run} · M s${run}`)).toHaveValue('2');
    await expect(page.getByText('Total $51.00', { exact: true })).toBeVisible();
    // The cart survives a reload.
    await page.reload();
    await expect(page.getByText('Total $51.00', { exact: true })).toBeVisible();
    await page.getByLabel('Cash handed over').fill('60.00');
    await expect(page.getByText('Change $9.00', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Take $51.00' }).click();
    const receipt = page.getByLabel('Receipt');
    await expect(receipt.getByText(/Sale #\d+ complete/)).toBeVisible();
    await expect(receipt.getByText('Change due: $9.00')).toBeVisible();
    await expect(receipt.getByRole('link', { name: 'Receipt' })).toBeVisible();
    await expect(page.getByText('Scan an item to start a sale.')).toBeVisible();
    await expectAccessible(page);

    // A split: $10.00 by check, the rest in cash.
    await receipt.getByRole('button', { name: 'Next sale' }).click();
    await scan.fill(item.barcode);
    await scan.press('Enter');
    await page.getByLabel('Paid by check').fill('10.00');
    await expect(page.getByText('Cash $15.50')).toBeVisible();
    await page.getByRole('button', { name: 'Take $25.50' }).click();
    await expect(page.getByLabel('Receipt')).toContainText('Check $10.00');
    await expect(page.getByLabel('Receipt')).toContainText('Cash $15.50');

    const stock = await api<{ id: number; on_hand: number }[]>(
      page,
      owner,
      'GET',
      `/shop/items?barcode=${item.barcode}&location_id=${location}`,
    );
    expect(stock[0]!.on_hand).toBe(2);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoHorizontalScroll(page);
  });
});
