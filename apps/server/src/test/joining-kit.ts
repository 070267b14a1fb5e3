import { eq } from 'drizzle-orm';
import { businesses } from '@fairplay/db';
import { endpoints, type JoinPolicy } from '@fairplay/contracts';
import type { TestApp } from './harness.js';

/** Registrations are limited per address; each customer here comes from its own. */
let nextIp = 10;

/** Registers a customer (nbu) without a club; answers their token and user id. */
export async function registerCustomer(
  t: TestApp,
  username: string,
  email = `${username}@example.org`,
): Promise<{ token: string; userId: number }> {
  const response = await t.call(endpoints.auth.register, {
    ip: `10.66.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`,
    body: {
      user_type: 'nbu',
      firstName: 'Casey',
      lastName: 'Rivera',
      username,
      email,
      dob: '1991-04-04',
      password: 'rally-point-5',
    },
  });
  if (response.status !== 200) throw new Error(`registering ${username} failed: ${response.body.message}`);
  return { token: response.body.payload.token, userId: response.body.payload.user.id };
}

/**
 * A customer becomes an active member of a club whatever its policy: they ask to join and, when the club asks for
 * approval, `staffToken` (members update) approves. Answers the customer's session after the club is chosen.
 */
export async function joinAndApprove(
  t: TestApp,
  customer: { token: string; userId: number },
  businessId: number,
  staffToken: string,
) {
  const asked = await t.call(endpoints.users.setBusiness, { token: customer.token, body: { business_id: businessId } });
  if (asked.status !== 200) throw new Error(`joining failed: ${asked.body.message}`);
  if (asked.body.payload.business_id !== businessId) {
    const approved = await t.call(endpoints.joining.approve, { params: { id: customer.userId }, token: staffToken });
    if (approved.status !== 200) throw new Error(`approving failed: ${approved.body.message}`);
  }
  const chosen = await t.call(endpoints.users.setBusiness, {
    token: customer.token,
    body: { business_id: businessId },
  });
  if (chosen.body.payload.business_id !== businessId) throw new Error('the customer did not become a member');
  return chosen.body.payload;
}

/** Sets a club's join policy directly (tests put the seeded policy back afterwards). */
export async function setJoinPolicy(t: TestApp, businessId: number, joinPolicy: JoinPolicy): Promise<void> {
  await t.handle.db.update(businesses).set({ joinPolicy }).where(eq(businesses.id, businessId));
}
