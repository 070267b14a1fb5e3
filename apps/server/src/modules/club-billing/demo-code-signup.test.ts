import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SANDBOX_TEST_CARDS, endpoints, type RegisterBody } from '@fairplay/contracts';
import { clubInvoices, clubSubscriptions, users } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { cardToken } from '../../test/payments-kit.js';

const DAY = 86_400_000;
let people = 0;

/** A club's sign-up body (a fresh person and club each time). */
function signUp(extra: Partial<Extract<RegisterBody, { user_type: 'bu' }>> = {}): RegisterBody {
  const n = ++people;
  return {
    user_type: 'bu',
    firstName: 'Greta',
    lastName: 'Holm',
    username: `greta.holm${n}`,
    email: `greta.holm${n}@fjord.example.org`,
    dob: '1982-08-08',
    password: 'fjord-club-77',
    businessName: `Fjord Tennis ${n}`,
    businessAddress: '4 Harbour Road, Bergen',
    timezone: 'Europe/Oslo',
    ...extra,
  };
}

describe('the demo code at sign-up: its discount comes off the club’s first paid month', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(async () => t.close());

  const register = (body: RegisterBody, n = people) =>
    t.callRaw(endpoints.auth.register, { ip: `10.104.0.${n % 250}`, body });
  const rowOf = async (businessId: number) =>
    (await t.handle.db.select().from(clubSubscriptions).where(eq(clubSubscriptions.businessId, businessId)))[0]!;

  it('a valid code (any case) puts its percentage on the month after the trial; the next charge shows it', async () => {
    const body = signUp({ plan: 'courtandlessonproviderplan', demo_code: ' ace-demo ' });
    const response = await register(body);
    expect(response.status, response.body.message).toBe(200);
    const businessId = response.body.payload.user.business_id!;
    const row = await rowOf(businessId);
    expect(row).toMatchObject({
      status: 'trialing',
      plan: 'courtandlessonproviderplan',
      percentOff: 10,
      promoCode: null,
    });
    expect(row.discountEndsAt!.getTime()).toBe(row.trialEndsAt!.getTime() + DAY);
    const view = await t.call(endpoints.clubBilling.subscription, { token: response.body.payload.token });
    expect(view.body.payload).toMatchObject({ percent_off: 10, next_charge: { amount: 19900 - 1990 } });
  });

  it('without a plan the code’s plan is used; without a code nothing is discounted', async () => {
    const withCode = await register(signUp({ demo_code: 'FAIRPLAY-DEMO' }));
    expect(await rowOf(withCode.body.payload.user.business_id!)).toMatchObject({
      plan: 'enterprisecourtandlessonproviderplan',
      percentOff: 20,
    });
    const without = await register(signUp({ plan: 'courtandlessonproviderplan' }));
    expect(await rowOf(without.body.payload.user.business_id!)).toMatchObject({ percentOff: 0, discountEndsAt: null });
  });

  it('an unknown or empty code is refused on demo_code and nothing is created', async () => {
    const body = signUp({ plan: 'courtandlessonproviderplan', demo_code: 'NOT-A-CODE' });
    const refused = await register(body);
    expect(refused.status).toBe(400);
    expect(refused.errors[0]).toEqual({ field: 'demo_code', message: MESSAGES.demoCodeInvalid });
    expect(
      await t.handle.db
        .select()
        .from(users)
        .where(eq(users.username, body.username as string)),
    ).toEqual([]);
    const empty = await register(signUp({ demo_code: '  ' }));
    expect(empty.status).toBe(400);
    expect(empty.errors[0]!.field).toBe('demo_code');
  });

  it('paying before the trial ends gets the discount on that first month only', async () => {
    const response = await register(signUp({ plan: 'courtandlessonproviderplan', demo_code: 'FAIRPLAY-DEMO' }));
    const token = response.body.payload.token;
    const businessId = response.body.payload.user.business_id!;
    const card = await cardToken(t, SANDBOX_TEST_CARDS.succeeds);
    const started = await t.call(endpoints.clubBilling.create, { body: { token: card }, token });
    expect(started.status, started.body.message).toBe(200);
    const [invoice] = await t.handle.db.select().from(clubInvoices).where(eq(clubInvoices.businessId, businessId));
    expect(invoice).toMatchObject({ amount: 19900, discount: 3980, total: 15920, status: 'paid' });
    // Used once: the next month is at full price.
    expect(await rowOf(businessId)).toMatchObject({ status: 'active', percentOff: 0 });
    expect(started.body.payload.next_charge?.amount).toBe(19900);
  });
});
