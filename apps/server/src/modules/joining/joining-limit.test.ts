import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubInvitations, emailOutbox } from '@fairplay/db';
import { endpoints, MESSAGES } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';

/** Invitations are e-mails to addresses a club types in: a club sends at most 50 an hour (LIMITS.invitations). */
describe('members/invite is limited per club', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  const invite = (token: string, email: string) => t.call(endpoints.joining.invite, { token, body: { email } });

  it('sends 50 invitations an hour, refuses the 51st with 429 writing nothing, and another club is not held up', async () => {
    const club = await registerSecondClub(t, 'l');
    for (let index = 0; index < 50; index++) {
      const sent = await invite(club.token, `guest${index}@example.net`);
      expect(sent.status, `invitation ${index}`).toBe(200);
    }
    const refused = await invite(club.token, 'one.more@example.net');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.tooManyRequests);
    expect(
      await t.handle.db.select().from(clubInvitations).where(eq(clubInvitations.email, 'one.more@example.net')),
    ).toEqual([]);
    expect(
      await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'one.more@example.net')),
    ).toEqual([]);
    expect((await invite(await t.login('admin'), 'one.more@example.net')).status).toBe(200);

    // An hour and a bit later the club may invite again.
    t.clock.advance(72 * 60_000);
    expect((await invite(club.token, 'one.more@example.net')).status).toBe(200);
  });

  it('gives a refused invitation its try back', async () => {
    const club = await registerSecondClub(t, 'm');
    const customer = await t.call(endpoints.auth.register, {
      ip: '10.91.0.1',
      body: {
        user_type: 'nbu',
        firstName: 'Mo',
        lastName: 'Member',
        username: 'mo.member',
        email: 'mo.member@example.net',
        dob: '1990-01-01',
        password: 'rally-point-5',
      },
    });
    await invite(club.token, 'mo.member@example.net');
    await t.call(endpoints.users.setBusiness, {
      token: customer.body.payload.token,
      body: { business_id: club.businessId },
    });
    // Inviting a member is refused (409) and does not count: 49 more still go out after the first.
    expect((await invite(club.token, 'mo.member@example.net')).status).toBe(409);
    for (let index = 0; index < 49; index++) {
      expect((await invite(club.token, `second${index}@example.net`)).status, `invitation ${index}`).toBe(200);
    }
    expect((await invite(club.token, 'too.many@example.net')).status).toBe(429);
  });
});
