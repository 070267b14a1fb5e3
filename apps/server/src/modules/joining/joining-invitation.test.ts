import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clubInvitations, emailOutbox } from '@fairplay/db';
import { endpoints, JOIN_MESSAGES } from '@fairplay/contracts';
import { startTestApp, type TestApp, errorFields } from '../../test/harness.js';
import { clubIdOf } from '../../test/appointments-kit.js';
import { registerCustomer, setJoinPolicy } from '../../test/joining-kit.js';

const CLUB = 'Riverside Racquet & Golf Club';

describe('invitations', () => {
  let t: TestApp;
  let clubId: number;
  let owner: string;
  let reception: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    reception = await t.login('reception');
    clubId = await clubIdOf(t, owner);
  });
  afterEach(async () => setJoinPolicy(t, clubId, 'approval'));
  afterAll(async () => t.close());

  const ask = (token: string) => t.call(endpoints.users.setBusiness, { token, body: { business_id: clubId } });
  const invite = (email: string, token = reception) => t.call(endpoints.joining.invite, { token, body: { email } });
  /** The link's token, read from the latest e-mail to `address`. */
  const tokenMailedTo = async (address: string) => {
    const [mail] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, address))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const match = /\/private\/choose-business\?invitation=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '');
    if (!match) throw new Error(`no invitation link was e-mailed to ${address}`);
    return match[1]!;
  };

  it('refuses an uninvited customer of an invitation-only club with a clear message, writing nothing', async () => {
    await setJoinPolicy(t, clubId, 'invitation');
    const customer = await registerCustomer(t, 'uninvited.una');
    const refused = await ask(customer.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(JOIN_MESSAGES.invitationOnly);
    const info = (await t.call(endpoints.users.info, { token: customer.token })).body.payload;
    expect(info).toMatchObject({ business_id: null, memberships: [], join_requests: [] });
  });

  it('e-mails the invitee a link; signing up with that e-mail joins at once, whatever the policy', async () => {
    await setJoinPolicy(t, clubId, 'invitation');
    const sent = await invite('  Ivy.Invited@Example.org ');
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(JOIN_MESSAGES.invited('ivy.invited@example.org'));
    expect(sent.body.payload).toMatchObject({ email: 'ivy.invited@example.org', accepted_at: null });
    const [mail] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'ivy.invited@example.org'));
    expect(mail).toMatchObject({ businessId: clubId, subject: `${CLUB} invites you to join` });
    expect(mail!.textBody).toMatch(/http:\/\/fairplay\.test\/private\/choose-business\?invitation=/);

    const customer = await registerCustomer(t, 'ivy.invited', 'ivy.invited@example.org');
    const before = (await t.call(endpoints.users.info, { token: customer.token })).body.payload;
    expect(before.join_requests).toEqual([{ business_id: clubId, business_name: CLUB, status: 'invited' }]);
    const joined = await ask(customer.token);
    expect(joined.status).toBe(200);
    expect(joined.body.message).toBe(JOIN_MESSAGES.joined(CLUB));
    expect(joined.body.payload).toMatchObject({
      business_id: clubId,
      member_type: { key: 'member' },
      join_requests: [],
    });
    const listed = await t.call(endpoints.joining.invitations, { token: reception });
    expect(listed.body.payload.find((row) => row.email === 'ivy.invited@example.org')!.accepted_at).not.toBeNull();
    // An accepted invitation cannot be sent again: the person is a member.
    const again = await invite('ivy.invited@example.org');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(JOIN_MESSAGES.alreadyMember);
  });

  it('joins through the link whatever the account e-mail, once; a used or unknown link is refused', async () => {
    await invite('link.holder@example.org');
    const token = await tokenMailedTo('link.holder@example.org');
    const customer = await registerCustomer(t, 'link.user', 'someone.else@example.org');
    const accepted = await t.call(endpoints.joining.acceptInvitation, { token: customer.token, body: { token } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(JOIN_MESSAGES.joined(CLUB));
    expect(accepted.body.payload).toMatchObject({ business_id: clubId, member_type: { key: 'member' } });

    const other = await registerCustomer(t, 'link.late');
    const reused = await t.call(endpoints.joining.acceptInvitation, { token: other.token, body: { token } });
    expect(reused.status).toBe(404);
    expect(reused.body.message).toBe(JOIN_MESSAGES.invitationInvalid);
    const unknown = await t.call(endpoints.joining.acceptInvitation, { token: other.token, body: { token: 'nope' } });
    expect(unknown.status).toBe(404);
    expect((await t.call(endpoints.users.info, { token: other.token })).body.payload.business_id).toBeNull();
    const blank = await t.callRaw(endpoints.joining.acceptInvitation, { token: other.token, body: { token: '' } });
    expect(blank.status).toBe(400);
    expect(blank.errors.map((error) => error.field)).toContain('token');
  });

  it('turns a pending request into a membership when the person is invited', async () => {
    const customer = await registerCustomer(t, 'waiting.wes');
    expect((await ask(customer.token)).body.message).toBe(JOIN_MESSAGES.requested(CLUB));
    await invite('waiting.wes@example.org');
    const joined = await ask(customer.token);
    expect(joined.body.payload.business_id).toBe(clubId);
  });

  it('renews an open invitation with a new link (the old one stops working), and refuses bad e-mails', async () => {
    await invite('twice@example.org');
    const first = await tokenMailedTo('twice@example.org');
    await invite('twice@example.org', owner);
    const second = await tokenMailedTo('twice@example.org');
    expect(second).not.toBe(first);
    const rows = await t.handle.db.select().from(clubInvitations).where(eq(clubInvitations.email, 'twice@example.org'));
    expect(rows).toHaveLength(1);
    const customer = await registerCustomer(t, 'twice.user', 'twice.user@example.org');
    expect(
      (await t.call(endpoints.joining.acceptInvitation, { token: customer.token, body: { token: first } })).status,
    ).toBe(404);

    for (const body of [{ email: 'not-an-address' }, {}, { email: 'a@b.co', extra: 1 }]) {
      const bad = await t.callRaw(endpoints.joining.invite, { token: reception, body });
      expect(bad.status).toBe(400);
      expect(errorFields(bad)).toMatch(/email|extra/);
    }
    for (const username of ['coach', 'member']) {
      expect((await invite('nobody@example.org', await t.login(username))).status).toBe(403);
    }
    expect(
      await t.handle.db.select().from(clubInvitations).where(eq(clubInvitations.email, 'nobody@example.org')),
    ).toEqual([]);
  });

  it('lists the seeded invitation for staff with members read', async () => {
    const listed = await t.call(endpoints.joining.invitations, { token: await t.login('coach') });
    expect(listed.status).toBe(200);
    expect(listed.body.payload).toContainEqual(
      expect.objectContaining({ email: 'priya.raman@example.org', accepted_at: null }),
    );
  });
});
