import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businessMembers, emailOutbox, users } from '@fairplay/db';
import { endpoints, JOIN_MESSAGES } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, spot } from '../../test/appointments-kit.js';
import { registerCustomer, setJoinPolicy } from '../../test/joining-kit.js';

const CLUB = 'Riverside Racquet & Golf Club';

describe('joining a club that asks for approval (the demo club)', () => {
  let t: TestApp;
  let clubId: number;
  let owner: string;
  let reception: string;
  let courts: number[];
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    reception = await t.login('reception');
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
  });
  afterEach(async () => setJoinPolicy(t, clubId, 'approval'));
  afterAll(async () => t.close());

  const ask = (token: string) => t.call(endpoints.users.setBusiness, { token, body: { business_id: clubId } });
  const approve = (userId: number, token = reception) =>
    t.call(endpoints.joining.approve, { params: { id: userId }, token });
  const decline = (userId: number, token = reception) =>
    t.call(endpoints.joining.decline, { params: { id: userId }, token });
  /** A new member signs the club's waiver (the demo club requires it), then books. */
  const book = async (token: string, days: number) => {
    const standing = await t.call(endpoints.waivers.status, { token });
    const waiver = standing.status === 200 ? standing.body.payload : null;
    if (waiver?.required && !waiver.signed && waiver.version !== null) {
      const signed = await t.call(endpoints.waivers.sign, {
        token,
        body: { version: waiver.version, signed_name: 'New Member', agree: true },
      });
      expect(signed.status).toBe(200);
    }
    return t.call(endpoints.appointments.addBook, { token, body: spot(courts[0]!, localDate(days), '09:00', '10:00') });
  };
  const statusOf = async (userId: number) =>
    (
      await t.handle.db
        .select({ status: businessMembers.status })
        .from(businessMembers)
        .where(and(eq(businessMembers.businessId, clubId), eq(businessMembers.userId, userId)))
    ).map((row) => row.status);
  const mailTo = (address: string) => t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

  it('files a pending request: no club, no booking, and the request shows in the session', async () => {
    const customer = await registerCustomer(t, 'pending.pat');
    const asked = await ask(customer.token);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(JOIN_MESSAGES.requested(CLUB));
    expect(asked.body.payload).toMatchObject({
      business_id: null,
      business: null,
      member_type: null,
      memberships: [],
      join_requests: [{ business_id: clubId, business_name: CLUB, status: 'pending' }],
    });
    // Asking again (or twice at once) keeps one request.
    const again = await Promise.all([ask(customer.token), ask(customer.token)]);
    expect(again.map((answer) => [answer.status, answer.body.message])).toEqual([
      [200, JOIN_MESSAGES.stillPending(CLUB)],
      [200, JOIN_MESSAGES.stillPending(CLUB)],
    ]);
    expect(await statusOf(customer.userId)).toEqual(['pending']);
    const booked = await book(customer.token, 150);
    expect(booked.status).toBe(403);
    expect(booked.body.code).toBe(403);
  });

  it('gives a pending request no member access even when the account points at the club', async () => {
    const customer = await registerCustomer(t, 'pending.forced');
    await ask(customer.token);
    // The account's current club is the club itself, as if set_business had switched it.
    await t.handle.db.update(users).set({ currentBusinessId: clubId }).where(eq(users.id, customer.userId));
    const info = (await t.call(endpoints.users.info, { token: customer.token })).body.payload;
    expect(info).toMatchObject({ business_id: null, member_type: null, memberships: [] });
    expect((await book(customer.token, 151)).status).toBe(403);
    const listing = await t.call(endpoints.appointments.listing, {
      token: customer.token,
      body: { startDate: at(localDate(151), '00:00'), endDate: at(localDate(152), '00:00') },
    });
    expect(listing.status).toBe(403);
    expect((await t.call(endpoints.courts.list, { token: customer.token })).status).toBe(403);
    const people = await t.call(endpoints.appointments.people, { token: owner, query: { search: 'Casey' } });
    expect(people.body.payload.map((person) => person.user_id)).not.toContain(customer.userId);
  });

  it('lets staff see the request, approve it once with one e-mail, and the customer then books', async () => {
    const customer = await registerCustomer(t, 'approve.me');
    await ask(customer.token);
    const list = await t.call(endpoints.joining.requests, { token: reception });
    expect(list.status).toBe(200);
    expect(list.body.payload.map((row) => row.email)).toEqual([
      'zara.ahmed@example.org',
      'owen.lindqvist@example.org',
      ...list.body.payload.slice(2).map((row) => row.email),
    ]);
    expect(list.body.payload).toContainEqual({
      user_id: customer.userId,
      first_name: 'Casey',
      last_name: 'Rivera',
      email: 'approve.me@example.org',
      requested_at: expect.any(String),
    });

    const answers = await Promise.all([approve(customer.userId), approve(customer.userId, owner)]);
    expect(answers.map((answer) => [answer.status, answer.body.payload])).toEqual([
      [200, { user_id: customer.userId, status: 'active' }],
      [200, { user_id: customer.userId, status: 'active' }],
    ]);
    expect((await approve(customer.userId)).body.payload.status).toBe('active');
    const mails = await mailTo('approve.me@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ businessId: clubId, subject: `Welcome to ${CLUB}`, status: 'pending' });
    expect(mails[0]!.textBody).toContain('http://fairplay.test/private/choose-business');
    expect(
      (await t.call(endpoints.joining.requests, { token: reception })).body.payload.map((r) => r.user_id),
    ).not.toContain(customer.userId);

    // Without a club before, the approved club is now the customer's current one.
    const info = (await t.call(endpoints.users.info, { token: customer.token })).body.payload;
    expect(info).toMatchObject({ business_id: clubId, member_type: { key: 'member' }, join_requests: [] });
    const booked = await book(customer.token, 152);
    expect(booked.status).toBe(200);
  });

  it('declines a request: the customer is told, cannot ask again, and staff may still approve later', async () => {
    const customer = await registerCustomer(t, 'decline.me');
    await ask(customer.token);
    expect((await decline(customer.userId)).body.payload).toEqual({ user_id: customer.userId, status: 'declined' });
    expect((await decline(customer.userId)).status).toBe(200);
    expect(await statusOf(customer.userId)).toEqual(['declined']);
    const again = await ask(customer.token);
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(JOIN_MESSAGES.declined);
    const info = (await t.call(endpoints.users.info, { token: customer.token })).body.payload;
    expect(info.join_requests).toEqual([{ business_id: clubId, business_name: CLUB, status: 'declined' }]);
    expect(await mailTo('decline.me@example.org')).toEqual([]);

    expect((await approve(customer.userId)).body.payload.status).toBe('active');
    const member = await decline(customer.userId);
    expect(member.status).toBe(409);
    expect(member.body.message).toBe(JOIN_MESSAGES.alreadyMember);
    expect(await statusOf(customer.userId)).toEqual(['active']);
  });

  it('refuses the list and decisions without members permission, and unknown people with 404', async () => {
    const customer = await registerCustomer(t, 'not.yours');
    await ask(customer.token);
    expect((await t.call(endpoints.joining.requests, { token: await t.login('coach') })).status).toBe(200);
    for (const username of ['coach', 'accountant', 'member']) {
      const token = await t.login(username);
      expect((await approve(customer.userId, token)).status).toBe(403);
      expect((await decline(customer.userId, token)).status).toBe(403);
    }
    expect((await t.call(endpoints.joining.requests, { token: await t.login('member') })).status).toBe(403);
    expect((await t.call(endpoints.joining.requests)).status).toBe(401);
    expect((await approve(987654)).status).toBe(404);
    expect((await decline(987654)).status).toBe(404);
    expect((await t.callRaw(endpoints.joining.approve, { params: { id: 'abc' }, token: reception })).status).toBe(400);
    expect(await statusOf(customer.userId)).toEqual(['pending']);
  });

  it('an open club lets a customer join and book at once; the owner sets the policy in settings', async () => {
    const changed = await t.call(endpoints.settings.update, { token: owner, body: { join_policy: 'open' } });
    expect(changed.status).toBe(200);
    expect(changed.body.payload.join_policy).toBe('open');
    const customer = await registerCustomer(t, 'open.door');
    const joined = await ask(customer.token);
    expect(joined.body.message).toBe(JOIN_MESSAGES.joined(CLUB));
    expect(joined.body.payload).toMatchObject({ business_id: clubId, member_type: { key: 'member' } });
    expect((await book(customer.token, 153)).status).toBe(200);
  });

  it('lets a request filed under approval join at once once the club is open; a declined one stays out', async () => {
    const waiting = await registerCustomer(t, 'waited.long');
    const declined = await registerCustomer(t, 'declined.before');
    await ask(waiting.token);
    await ask(declined.token);
    await decline(declined.userId);
    await setJoinPolicy(t, clubId, 'open');
    const joined = await ask(waiting.token);
    expect(joined.body.message).toBe(JOIN_MESSAGES.joined(CLUB));
    expect(joined.body.payload.business_id).toBe(clubId);
    expect((await ask(declined.token)).status).toBe(403);
    expect(await statusOf(declined.userId)).toEqual(['declined']);
  });

  it('keeps the policy to settings update, and refuses an unknown policy naming the field', async () => {
    const refused = await t.call(endpoints.settings.update, { token: reception, body: { join_policy: 'open' } });
    expect(refused.status).toBe(403);
    const bad = await t.callRaw(endpoints.settings.update, { token: owner, body: { join_policy: 'closed' } });
    expect(bad.status).toBe(400);
    expect(bad.errors.map((error) => error.field)).toContain('join_policy');
    const settings = await t.call(endpoints.settings.read, { token: owner });
    expect(settings.body.payload.join_policy).toBe('approval');
    expect((await t.call(endpoints.users.info, { token: owner })).body.payload.business!.join_policy).toBe('approval');
  });
});
