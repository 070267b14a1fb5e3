import { endpoints } from '@fairplay/contracts';
import type { TestApp } from './harness.js';

/** Registers a second club beside the demo club and returns its owner's token and club id. */
export async function registerSecondClub(
  t: TestApp,
  suffix = 'b',
): Promise<{ token: string; businessId: number; locationId: number }> {
  const response = await t.call(endpoints.auth.register, {
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
  const { token, user } = response.body.payload;
  const list = await t.call(endpoints.locations.list, { query: {}, token });
  const location = list.body.payload.rows[0];
  if (user.business_id === null || !location) throw new Error('the second club has no club or location');
  return { token, businessId: user.business_id, locationId: location.id };
}
