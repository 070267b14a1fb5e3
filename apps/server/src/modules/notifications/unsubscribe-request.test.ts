import { count, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '@fairplay/db';
import { endpoints, NOTIFICATION_MESSAGES } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { registerSecondClub } from '../../test/second-club.js';
import { clubIdOf } from '../../test/appointments-kit.js';

const table = endpoints.notifications;

/**
 * Issue 26 point 8: user/general/cpunsubscriberequest takes the spec's `name, email, message` (spec 3 section 7
 * "Unsubscribe / contact") beside the link's token: the club's staff get the request, a member with the address
 * gets their own one-click link, and the answer never tells whether the address is known.
 */
describe("cpunsubscriberequest with the spec's name, email and message", () => {
  let t: TestApp;
  let clubId: number;
  let ownerEmail: string;
  let ip = 1;
  const nextIp = () => `10.91.0.${ip++}`;

  beforeAll(async () => {
    t = await startTestApp();
    clubId = await clubIdOf(t, await t.login('owner'));
    const [owner] = await t.handle.db.select().from(users).where(eq(users.username, 'owner'));
    ownerEmail = owner!.email;
  });
  afterAll(async () => t.close());

  const lastId = async () =>
    (await t.handle.db.select({ id: emailOutbox.id }).from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1))[0]
      ?.id ?? 0;
  const mailSince = (id: number) =>
    t.handle.db.select().from(emailOutbox).where(gt(emailOutbox.id, id)).orderBy(emailOutbox.id);
  const outboxCount = async () => (await t.handle.db.select({ n: count() }).from(emailOutbox))[0]!.n;

  it("a member's request reaches the staff and e-mails the member their link; nothing changes until they click", async () => {
    const member = await t.login('lucas.wilson');
    const before = await lastId();
    const body = {
      name: 'Lucas Wilson',
      email: 'Lucas.Wilson@riverside.example.com',
      message: 'Too many e-mails, please stop.',
    };
    const sent = await t.call(table.unsubscribe, { ip: nextIp(), body });
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.message).toBe(NOTIFICATION_MESSAGES.requestReceived);
    expect(sent.body.message).toBe('Success. We will get back to you shortly.');
    expect(sent.body.payload).toEqual({ club_name: null });

    const mail = await mailSince(before);
    const link = mail.find((row) => row.toAddress === 'lucas.wilson@riverside.example.com');
    expect(link!.textBody).toContain(`/unsubscribe/${clubId}-`);
    expect(link!.kind).toBe('account');
    const notice = mail.find((row) => row.toAddress === ownerEmail);
    expect(notice!.subject).toMatch(/unsubscribe request from Lucas Wilson$/);
    expect(notice!.textBody).toContain('lucas.wilson@riverside.example.com');
    expect(notice!.textBody).toContain('Too many e-mails, please stop.');
    expect(notice!.textBody).toContain('we e-mailed them their one-click unsubscribe link');
    // A typed address proves nothing: the member still takes marketing until they open their link.
    expect((await t.call(table.preferences, { token: member })).body.payload.marketing).toBe(true);
    const token = /unsubscribe\/(\S+)/.exec(link!.textBody)![1]!;
    expect((await t.call(table.unsubscribe, { body: { token } })).status).toBe(200);
    expect((await t.call(table.preferences, { token: member })).body.payload.marketing).toBe(false);
  });

  it('an unknown address answers alike: told to the named club, nothing written without one', async () => {
    const body = { name: 'Pat Doe', email: 'pat.doe@example.net', message: 'Unsubscribe me.' };
    const before = await outboxCount();
    const silent = await t.call(table.unsubscribe, { ip: nextIp(), body });
    expect(silent.status).toBe(200);
    expect(silent.body.message).toBe(NOTIFICATION_MESSAGES.requestReceived);
    expect(await outboxCount()).toBe(before);

    const last = await lastId();
    const named = await t.call(table.unsubscribe, { ip: nextIp(), body: { ...body, business_id: clubId } });
    expect(named.status).toBe(200);
    expect(named.body.message).toBe(NOTIFICATION_MESSAGES.requestReceived);
    expect(named.body.payload.club_name).toMatch(/^Riverside/);
    const mail = await mailSince(last);
    expect(mail.map((row) => row.toAddress)).not.toContain('pat.doe@example.net');
    expect(mail.find((row) => row.toAddress === ownerEmail)!.textBody).toContain(
      'No member of the club has this address.',
    );
  });

  it("another club named with our member's address learns nothing of ours and sends no link", async () => {
    const other = await registerSecondClub(t, 'u');
    const [bianca] = await t.handle.db.select().from(users).where(eq(users.username, 'bianca.u'));
    const last = await lastId();
    const answer = await t.call(table.unsubscribe, {
      ip: nextIp(),
      body: {
        name: 'Mia Wilson',
        email: 'mia.wilson@riverside.example.com',
        message: 'Stop please.',
        business_id: other.businessId,
      },
    });
    expect(answer.status).toBe(200);
    const mail = await mailSince(last);
    expect(mail.map((row) => row.toAddress)).toEqual([bianca!.email]);
    expect(mail[0]!.textBody).toContain('No member of the club has this address.');
    expect(mail[0]!.textBody).not.toContain('/unsubscribe/');
  });

  it('refuses bad input naming the field, an unknown club (404), and floods of one address (429), writing nothing', async () => {
    const before = await outboxCount();
    const good = { name: 'Pat Doe', email: 'pat@example.net', message: 'Unsubscribe me.' };
    const cases: [unknown, string[]][] = [
      [{}, ['name', 'email', 'message']],
      [{ name: 'Pat Doe', email: 'pat@example.net' }, ['message']],
      [{ ...good, email: 'not-an-address' }, ['email']],
      [{ ...good, name: 'P' }, ['name']],
      [{ ...good, message: 'x' }, ['message']],
      [{ ...good, message: 'x'.repeat(5000) }, ['message']],
      [{ ...good, business_id: 'riverside' }, ['business_id']],
      [{ token: `${clubId}-${'0'.repeat(32)}`, name: 'Pat Doe' }, ['name']],
      [{ ...good, extra: true }, ['extra']],
    ];
    for (const [body, fields] of cases) {
      const answer = await t.callRaw(table.unsubscribe, { ip: nextIp(), body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      for (const field of fields)
        expect(
          answer.errors.map((error) => error.field),
          field,
        ).toContain(field);
    }
    const unknownClub = await t.call(table.unsubscribe, { ip: nextIp(), body: { ...good, business_id: 2147483000 } });
    expect(unknownClub.status).toBe(404);
    expect(await outboxCount()).toBe(before);

    // Three requests about one address an hour, from wherever they come.
    const target = { ...good, email: 'flood@example.net', business_id: clubId };
    for (let n = 0; n < 3; n++)
      expect((await t.call(table.unsubscribe, { ip: nextIp(), body: target })).status).toBe(200);
    const written = await outboxCount();
    expect((await t.call(table.unsubscribe, { ip: nextIp(), body: target })).status).toBe(429);
    expect(await outboxCount()).toBe(written);
  });
});
