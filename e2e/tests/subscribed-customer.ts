import { expect, type APIRequestContext } from './fixtures.js';

const SUCCEEDS = '4242424242424242';

async function ok(response: Awaited<ReturnType<APIRequestContext['fetch']>>) {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { payload: any }).payload;
}

/**
 * A club of its own (connected to the sandbox) with two monthly plans, and a customer of it subscribed to the
 * cheaper one with a card: everything a plan change needs, set up through the API.
 */
export async function subscribedCustomer(request: APIRequestContext, stamp: number) {
  const ownerUsername = `ilse${stamp % 10_000_000}`;
  const ownerPassword = 'harbour-club-1';
  const owner = await ok(
    await request.post('/api/v1/auth/register', {
      data: {
        user_type: 'bu',
        firstName: 'Ilse',
        lastName: 'Brandt',
        username: ownerUsername,
        email: `ilse.change${stamp}@harbour.example.org`,
        dob: '1979-02-02',
        password: ownerPassword,
        businessName: `Harbour Tennis ${stamp}`,
        businessAddress: '3 Quay Street, Portland, ME 04101',
        timezone: 'America/New_York',
      },
    }),
  );
  const headers = { 'access-token': owner.token as string };
  const consent = await request.post('/sandbox/v1/connect/authorize', {
    form: { decision: 'allow', redirect_uri: '/private/stripe', state: 'e2e' },
    maxRedirects: 0,
  });
  const code = new URL(consent.headers()['location']!, 'http://localhost').searchParams.get('code');
  await ok(await request.post('/api/v1/payment/connect/sandbox', { headers, data: { code } }));
  const basic = await ok(
    await request.post('/api/v1/payment/plan/create', {
      headers,
      data: { nickname: 'Court Basic', amount: 3000, interval: 'month' },
    }),
  );
  await ok(
    await request.post('/api/v1/payment/plan/create', {
      headers,
      data: { nickname: 'Court Plus', amount: 6000, interval: 'month' },
    }),
  );
  const club = (await ok(await request.get('/api/v1/users/info', { headers }))).business as { id: number; uid: string };

  const username = `tove.c${stamp % 10_000_000}`;
  const password = 'tove-pass-42';
  const customer = await ok(
    await request.post('/api/v1/auth/register', {
      data: {
        user_type: 'nbu',
        firstName: 'Tove',
        lastName: 'Ek',
        username,
        email: `tove.c${stamp}@example.org`,
        dob: '1990-06-06',
        password,
      },
    }),
  );
  const mine = { 'access-token': customer.token as string };
  await ok(await request.put('/api/v1/users/set_business', { headers: mine, data: { business_id: club.id } }));
  const card = await request.post('/sandbox/v1/tokens', {
    data: { card: { number: SUCCEEDS, exp_month: 12, exp_year: 2040, cvc: '123' } },
  });
  const token = ((await card.json()) as { id: string }).id;
  await ok(
    await request.post('/api/v1/users/nbu/subscribe', {
      headers: mine,
      data: { business_id: club.id, plan: basic.id, payment: { token } },
    }),
  );
  const memberId = ((await ok(await request.get('/api/v1/users/info', { headers: mine }))) as { user_id: number })
    .user_id;
  return { uid: club.uid, username, password, memberId, owner: { username: ownerUsername, password: ownerPassword } };
}
