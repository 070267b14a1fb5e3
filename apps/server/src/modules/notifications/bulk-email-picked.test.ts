import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCampaigns, emailOutbox, users } from '@fairplay/db';
import { endpoints, NOTIFICATION_MESSAGES } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { userIdOf } from '../../test/appointments-kit.js';

const table = endpoints.notifications;

/** Issue 26 point 8: `members/send_bulk_email` takes the spec's `user_ids` (the picked members) beside the audience. */
describe('send_bulk_email with user_ids (spec 3 section 7: user_ids, message)', () => {
  let t: TestApp;
  let owner: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    for (const name of ['lucas.wilson', 'mia.wilson', 'noah.fischer']) ids[name] = await userIdOf(t, name);
  });
  afterAll(async () => t.close());

  const counts = async () => ({
    campaigns: (await t.handle.db.select({ n: count() }).from(emailCampaigns))[0]!.n,
    outbox: (await t.handle.db.select({ n: count() }).from(emailOutbox))[0]!.n,
  });

  it("sends to exactly the picked members, as a 'picked' campaign, with the spec's payload", async () => {
    const picked = [ids['lucas.wilson']!, ids['noah.fischer']!];
    const counted = await t.call(table.recipientCount, { token: owner, body: { user_ids: picked } });
    expect(counted.body.payload).toEqual({ recipients: 2, skipped: 0 });
    // The spec's payload is user_ids and message; the subject then names the club.
    const sent = await t.call(table.sendBulkEmail, {
      token: owner,
      body: { user_ids: [...picked, picked[0]!], message: 'Hi {first_name}, the bar reopens Friday.' },
    });
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.message).toBe(NOTIFICATION_MESSAGES.queued(2));
    const campaign = sent.body.payload.campaign;
    expect(campaign).toMatchObject({ audience: 'picked', recipients: 2, skipped: 0 });
    expect(campaign.subject).toMatch(/^A message from /);
    const rows = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.campaignId, campaign.id));
    const people = await t.handle.db.select().from(users);
    const to = rows.map((row) => people.find((person) => person.email === row.toAddress)!.username).sort();
    expect(to).toEqual(['lucas.wilson', 'noah.fischer']);
    expect(rows.map((row) => row.textBody.split('\n')[0]).sort()).toEqual([
      'Hi Lucas, the bar reopens Friday.',
      'Hi Noah, the bar reopens Friday.',
    ]);
    expect(rows.every((row) => row.kind === 'marketing')).toBe(true);
  });

  it('refuses bad user_ids naming the field, another club’s member (404) and mixing groups, writing nothing', async () => {
    const before = await counts();
    const empty = await t.call(table.sendBulkEmail, {
      token: owner,
      body: { subject: 'x', message: 'y', user_ids: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.errors.map((e) => e.field)).toContain('user_ids');
    const text = await t.callRaw(table.sendBulkEmail, { token: owner, body: { message: 'y', user_ids: ['all'] } });
    expect(text.status).toBe(400);
    expect(text.errors.map((e) => e.field).some((field) => field.startsWith('user_ids'))).toBe(true);
    const tooMany = await t.callRaw(table.sendBulkEmail, {
      token: owner,
      body: { subject: 'x', message: 'y', user_ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
    });
    expect(tooMany.errors.map((e) => e.field)).toContain('user_ids');
    const both = await t.call(table.sendBulkEmail, {
      token: owner,
      body: { subject: 'x', message: 'y', user_ids: [ids['mia.wilson']!], group_ids: [1] },
    });
    expect(both.status).toBe(400);
    expect(both.errors.map((e) => e.field)).toContain('user_ids');

    // The other club's owner is a person of that club only: picking them refuses the whole send.
    const other = await registerSecondClub(t, 'p');
    const [stranger] = await t.handle.db.select().from(users).where(eq(users.username, 'bianca.p'));
    const foreign = await t.call(table.sendBulkEmail, {
      token: owner,
      body: { subject: 'x', message: 'y', user_ids: [ids['mia.wilson']!, stranger!.id] },
    });
    expect(foreign.status).toBe(404);
    // And the other club cannot write to ours.
    const ours = await t.call(table.sendBulkEmail, {
      token: other.token,
      body: { subject: 'x', message: 'y', user_ids: [ids['mia.wilson']!] },
    });
    expect(ours.status).toBe(404);
    expect((await t.call(table.sendBulkEmail, { body: { subject: 'x', message: 'y', user_ids: [1] } })).status).toBe(
      401,
    );
    const asMember = await t.call(table.sendBulkEmail, {
      token: await t.login('member'),
      body: { subject: 'x', message: 'y', user_ids: [ids['mia.wilson']!] },
    });
    expect(asMember.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});
