import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS, endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { cardToken, expectLedgerBalanced, freshKey } from '../../test/payments-kit.js';

const table = endpoints.payments;

/** Tax rates keep three decimals (issue 25): New York City's combined 8.875 % is stored, charged and shown as is. */
describe('tax rates with three decimals', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
  }, 60_000);
  afterAll(async () => {
    await expectLedgerBalanced(t);
    await t.close();
  });

  it('stores 8.875 % and charges it to the cent', async () => {
    const created = await t.call(table.createTax, {
      body: { display_name: 'New York City sales tax', percentage: 8.875, jurisdiction: 'New York' },
      token: owner,
    });
    expect(created.status, created.body.message).toBe(200);
    expect(created.body.payload.percentage).toBe(8.875);
    const listed = (await t.call(table.taxes, { query: {}, token: owner })).body.payload;
    expect(listed.find((tax) => tax.id === created.body.payload.id)?.percentage).toBe(8.875);
    const charged = await t.call(table.charge, {
      headers: freshKey(),
      body: {
        amount: 20000,
        token: await cardToken(t, SANDBOX_TEST_CARDS.succeeds),
        name: 'Walk-in player',
        selected_taxes: [created.body.payload.id],
      },
      token: owner,
    });
    expect(charged.status, charged.body.message).toBe(200);
    // 20000 × 8.875 % = 1775 cents; rounded to two decimals (8.88 %) the rate would take 1776.
    expect(charged.body.payload).toMatchObject({ tax: 1775, total: 21775, tax_percent: 8.875 });
  });

  it('refuses a fourth decimal with the spec message', async () => {
    const refused = await t.callRaw(table.createTax, {
      body: { display_name: 'Too precise', percentage: 8.8751, jurisdiction: 'New York' },
      token: owner,
    });
    expect(refused.status).toBe(400);
    expect(refused.errors).toEqual([{ field: 'percentage', message: PAYMENT_MESSAGES.notValidTax }]);
  });
});
