import type { TestApp } from './harness.js';

/** Registers a second club beside the demo club and returns its owner's token and club id. */
export async function registerSecondClub(
  t: TestApp,
  suffix = 'b',
): Promise<{ token: string; businessId: number; locationId: number }> {
  const response = await t.api({
    method: 'POST',
    url: '/api/v1/auth/register',
    ip: `10.77.0.${suffix.charCodeAt(0) % 250}`,
    body: {
      user_type: 'bu',
      firstName: 'Bianca',
      lastName: 'Moreau',
      username: `bianca.${suffix}`,
      email: `bianca.${suffix}@bayview.example.org`,
      dob: '1982-08-08',
      password: 'bayview-club-1',
      businessName: `Bayview Tennis Centre ${suffix}`,
      businessAddress: '77 Harbour Drive, Sydney NSW 2000',
      timezone: 'Australia/Sydney',
    },
  });
  if (response.status !== 200) throw new Error(`registering a second club failed: ${response.body.message}`);
  const token = response.body.payload.token as string;
  const list = await t.api({ url: '/api/v1/location/entity', token });
  return {
    token,
    businessId: response.body.payload.user.business_id as number,
    locationId: list.body.payload.rows[0].id as number,
  };
}
