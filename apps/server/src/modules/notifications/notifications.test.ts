import nodemailer, { type SendMailOptions } from 'nodemailer';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCampaigns, emailOutbox, inAppNotifications, users } from '@fairplay/db';
import { DEFAULT_TEMPLATES, endpoints, NOTIFICATION_MESSAGES } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { at, clubIdOf, courtIdsOf, localDate, spot, userIdOf } from '../../test/appointments-kit.js';
import { OutboxSender } from '../mail/index.js';

const table = endpoints.notifications;

describe('notifications: bulk e-mail, templates, the log and each person’s notifications', () => {
  let t: TestApp;
  let owner: string;
  let member: string;
  let clubId: number;
  let courts: number[];
  const ids: Record<string, number> = {};
  const day = localDate(150);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    member = await t.login('member');
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
    for (const name of ['member', 'lucas.wilson', 'mia.wilson', 'noah.fischer', 'owner'])
      ids[name] = await userIdOf(t, name);
  });
  afterAll(async () => t.close());

  const outboxOf = (campaignId: number) =>
    t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.campaignId, campaignId)).orderBy(emailOutbox.id);
  const latestTo = async (username: string) => {
    const [user] = await t.handle.db.select().from(users).where(eq(users.username, username));
    const [row] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user!.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return row;
  };
  const counts = async () => ({
    campaigns: (await t.handle.db.select({ n: count() }).from(emailCampaigns))[0]!.n,
    outbox: (await t.handle.db.select({ n: count() }).from(emailOutbox))[0]!.n,
  });
  let slot = 6;
  /** Staff book `username` on a fresh hour of the test day; answers the created event. */
  const bookFor = async (username: string) => {
    const hour = String(slot++).padStart(2, '0');
    const created = await t.call(endpoints.appointments.addComplex, {
      token: owner,
      body: spot(courts[7]!, day, `${hour}:00`, `${hour}:30`, { userId: ids[username] }),
    });
    expect(created.status).toBe(200);
    return created.body.payload.created[0]!;
  };

  it('sends to picked members through the outbox with an unsubscribe link and header, and reports progress', async () => {
    const sent = await t.call(table.sendEmailToMembers, {
      token: owner,
      body: {
        user_ids: [ids['lucas.wilson']!, ids['mia.wilson']!],
        subject: 'Club night, {first_name}',
        message: 'Pizza at 7.',
      },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(NOTIFICATION_MESSAGES.queued(2));
    const campaign = sent.body.payload.campaign;
    expect(campaign).toMatchObject({ audience: 'picked', recipients: 2, skipped: 0, pending: 2, sent: 0 });
    const rows = await outboxOf(campaign.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.subject).sort()).toEqual(['Club night, Lucas', 'Club night, Mia']);
    for (const row of rows) {
      expect(row.kind).toBe('marketing');
      expect(row.textBody).toMatch(/Unsubscribe: http:\/\/fairplay\.test\/unsubscribe\/\d+-[0-9a-f]{32}$/);
      expect(row.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/fairplay\.test\/unsubscribe\/\d+-[0-9a-f]{32}>$/);
    }
    // The sender delivers; the campaign's progress follows its rows.
    const delivered: SendMailOptions[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const send = transport.sendMail.bind(transport);
    transport.sendMail = ((mail: SendMailOptions) => {
      delivered.push(mail);
      return send(mail);
    }) as typeof transport.sendMail;
    const quiet = { warn: () => undefined, error: () => undefined } as never;
    const sender = new OutboxSender(t.handle.db, transport, 'club@fairplay.test', quiet);
    while ((await sender.flush()) > 0);
    expect(delivered.some((mail) => JSON.stringify(mail.headers).includes('List-Unsubscribe'))).toBe(true);
    const progress = await t.call(table.campaign, { params: { id: campaign.id }, token: owner });
    expect(progress.body.payload).toMatchObject({ recipients: 2, pending: 0, sent: 2, failed: 0 });
    const list = await t.call(table.campaigns, { token: owner });
    expect(list.body.payload[0]!.id).toBe(campaign.id);
  });

  it('send_bulk_email reaches every member matching the search; sendemailtomember one member, with a bell note', async () => {
    const bulk = await t.call(table.sendBulkEmail, {
      token: owner,
      body: { subject: 'Wilson family news', message: 'Hello!', search: 'wilson' },
    });
    expect(bulk.status).toBe(200);
    const wilsons = await outboxOf(bulk.body.payload.campaign.id);
    expect(wilsons.length).toBeGreaterThanOrEqual(2);
    const people = await t.handle.db.select().from(users);
    for (const row of wilsons) {
      const person = people.find((p) => p.email === row.toAddress)!;
      expect(`${person.firstName} ${person.lastName} ${person.email}`.toLowerCase()).toContain('wilson');
    }

    const one = await t.call(table.sendEmailToMember, {
      token: owner,
      body: { user_id: ids['noah.fischer']!, message: 'Your racket is ready.' },
    });
    expect(one.body.payload.campaign).toMatchObject({
      audience: 'member',
      recipients: 1,
      subject: expect.stringMatching(/^A message from /),
    });
    const notes = await t.handle.db
      .select()
      .from(inAppNotifications)
      .where(eq(inAppNotifications.userId, ids['noah.fischer']!));
    expect(notes.map((n) => n.body)).toContain('Your racket is ready.');
  });

  it('send_bulk_email with group_ids reaches only the members of those groups; an unknown group is a 404', async () => {
    const group = await t.call(endpoints.groups.create, { token: owner, body: { name: 'Newsletter Pair' } });
    expect(group.status, group.body.message).toBe(200);
    const groupId = group.body.payload.id;
    await t.call(endpoints.groups.addMembers, {
      token: owner,
      params: { id: groupId },
      body: { member_ids: [ids['mia.wilson']!, ids['noah.fischer']!] },
    });
    const sent = await t.call(table.sendBulkEmail, {
      token: owner,
      body: { subject: 'Pair news', message: 'Hello pair!', group_ids: [groupId] },
    });
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.payload.campaign).toMatchObject({ audience: 'groups', recipients: 2 });
    const people = await t.handle.db.select().from(users);
    const to = (await outboxOf(sent.body.payload.campaign.id)).map(
      (row) => people.find((p) => p.email === row.toAddress)!.username,
    );
    expect(to.sort()).toEqual(['mia.wilson', 'noah.fischer']);

    const unknown = await t.call(table.sendBulkEmail, {
      token: owner,
      body: { subject: 'x', message: 'y', group_ids: [2147483000] },
    });
    expect(unknown.status).toBe(404);
  });

  it('counts the recipients of everyone, a search, groups and picked members as the send would reach them', async () => {
    const everyone = await t.call(table.recipientCount, { token: owner, body: {} });
    expect(everyone.status).toBe(200);
    expect(everyone.body.payload.recipients).toBeGreaterThan(2);
    // Everyone is the club's members as the Customers list counts them: staff and coaches are not the audience.
    const customers = await t.call(endpoints.customers.count, { token: owner, query: {} });
    expect(everyone.body.payload.recipients + everyone.body.payload.skipped).toBe(customers.body.payload.members);
    const wilsons = await t.call(table.recipientCount, { token: owner, body: { search: 'wilson' } });
    expect(wilsons.body.payload.recipients).toBeGreaterThanOrEqual(2);
    expect(wilsons.body.payload.recipients).toBeLessThan(everyone.body.payload.recipients);
    const picked = await t.call(table.recipientCount, {
      token: owner,
      body: { user_ids: [ids['lucas.wilson']!, ids['mia.wilson']!, ids['lucas.wilson']!] },
    });
    expect(picked.body.payload).toEqual({ recipients: 2, skipped: 0 });
    const both = await t.call(table.recipientCount, {
      token: owner,
      body: { user_ids: [ids.member!], group_ids: [1] },
    });
    expect(both.status).toBe(400);
    expect(both.errors.map((e) => e.field)).toContain('user_ids');
    const noGroups = await t.call(table.recipientCount, { token: owner, body: { group_ids: [] } });
    expect(noGroups.errors.map((e) => e.field)).toContain('group_ids');
    const wrongType = await t.callRaw(table.recipientCount, { token: owner, body: { search: 5 } });
    expect(wrongType.errors.map((e) => e.field)).toContain('search');
    expect((await t.call(table.recipientCount, { token: owner, body: { group_ids: [2147483000] } })).status).toBe(404);
    expect((await t.call(table.recipientCount, { body: {} })).status).toBe(401);
    expect((await t.call(table.recipientCount, { token: member, body: {} })).status).toBe(403);
  });

  it('refuses bad input naming the field, strangers (404) and those without the right, writing nothing', async () => {
    const before = await counts();
    const empty = await t.call(table.sendEmailToMembers, { token: owner, body: { user_ids: [], message: 'x' } });
    expect(empty.status).toBe(400);
    expect(empty.errors.map((e) => e.field)).toContain('user_ids');
    const noMessage = await t.callRaw(table.sendEmailToMember, { token: owner, body: { user_id: ids.member } });
    expect(noMessage.status).toBe(400);
    expect(noMessage.errors.map((e) => e.field)).toContain('message');
    const noSubject = await t.callRaw(table.sendBulkEmail, { token: owner, body: { subject: ' ', message: 'Hi' } });
    expect(noSubject.errors.map((e) => e.field)).toContain('subject');
    // One id outside the club: nothing is sent to the others either.
    const stranger = await t.call(table.sendEmailToMembers, {
      token: owner,
      body: { user_ids: [ids['lucas.wilson']!, 999999], message: 'Hi' },
    });
    expect(stranger.status).toBe(404);
    expect((await t.call(table.sendEmailToMember, { body: { user_id: ids.member!, message: 'x' } })).status).toBe(401);
    const asMember = await t.call(table.sendEmailToMember, {
      token: member,
      body: { user_id: ids.member!, message: 'x' },
    });
    expect(asMember.status).toBe(403);
    expect((await t.call(table.log, { token: member, query: {} })).status).toBe(403);
    expect((await t.call(table.templates, { token: member })).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('an unsubscribed member is skipped by marketing but still gets their booking e-mails', async () => {
    const sent = await t.call(table.sendEmailToMember, {
      token: owner,
      body: { user_id: ids.member!, subject: 'Tournament', message: 'Sign up!' },
    });
    const [mail] = await outboxOf(sent.body.payload.campaign.id);
    const token = /unsubscribe\/(\S+)$/.exec(mail!.textBody)![1]!;
    const bad = await t.call(table.unsubscribe, { body: { token: `${clubId}-${'0'.repeat(32)}` } });
    expect(bad.status).toBe(404);
    const done = await t.call(table.unsubscribe, { body: { token } });
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/no longer receive marketing e-mails from Riverside/);
    expect((await t.call(table.preferences, { token: member })).body.payload.marketing).toBe(false);

    const before = await counts();
    const alone = await t.call(table.sendEmailToMember, { token: owner, body: { user_id: ids.member!, message: 'x' } });
    expect(alone.status).toBe(400);
    expect(alone.body.message).toBe(NOTIFICATION_MESSAGES.noRecipients);
    expect(await counts()).toEqual(before);
    // Counted before sending, the unsubscribed member is told apart, and counting writes nothing.
    const counted = await t.call(table.recipientCount, {
      token: owner,
      body: { user_ids: [ids.member!, ids['lucas.wilson']!] },
    });
    expect(counted.body.payload).toEqual({ recipients: 1, skipped: 1 });
    expect(await counts()).toEqual(before);
    const pair = await t.call(table.sendEmailToMembers, {
      token: owner,
      body: { user_ids: [ids.member!, ids['lucas.wilson']!], message: 'Courts close early.' },
    });
    expect(pair.body.payload.campaign).toMatchObject({ recipients: 1, skipped: 1 });

    await bookFor('member');
    expect((await latestTo('member'))!.kind).toBe('booking_created');
    // Subscribing again through the preferences.
    const again = await t.call(table.updatePreferences, {
      token: member,
      body: {
        email: {
          booking_created: true,
          booking_changed: true,
          booking_cancelled: true,
          booking_reminder: true,
          staff_message: true,
        },
        marketing: true,
      },
    });
    expect(again.body.payload.marketing).toBe(true);
  });

  it('a template edit changes the next booking e-mail; unknown placeholders are refused; reset brings the default', async () => {
    const templates = await t.call(table.templates, { token: owner });
    expect(templates.body.payload.map((row) => row.kind)).toEqual([
      'booking_created',
      'booking_changed',
      'booking_cancelled',
      'booking_reminder',
      'staff_message',
    ]);
    const typo = await t.call(table.updateTemplate, {
      token: owner,
      params: { kind: 'booking_created' },
      body: { enabled: true, subject: 'Booked', body: 'See you {frist_name}' },
    });
    expect(typo.status).toBe(400);
    expect(typo.errors).toEqual([{ field: 'body', message: NOTIFICATION_MESSAGES.unknownPlaceholder('frist_name') }]);
    const badKind = await t.callRaw(table.updateTemplate, {
      token: owner,
      params: { kind: 'reminder' },
      body: { enabled: true, subject: 'x', body: 'y' },
    });
    expect(badKind.status).toBe(400);
    const saved = await t.call(table.updateTemplate, {
      token: owner,
      params: { kind: 'booking_created' },
      body: { enabled: true, subject: 'Game on, {first_name}!', body: '{court} is yours at {start}. {club}' },
    });
    expect(saved.body.payload).toMatchObject({ customised: true, subject: 'Game on, {first_name}!' });
    await bookFor('lucas.wilson');
    const mail = await latestTo('lucas.wilson');
    expect(mail!.subject).toBe('Game on, Lucas!');
    expect(mail!.textBody).toMatch(/^.+ is yours at .+\. Riverside Racquet & Golf Club$/);
    const reset = await t.call(table.resetTemplate, { token: owner, params: { kind: 'booking_created' } });
    expect(reset.body.payload).toMatchObject({
      customised: false,
      ...DEFAULT_TEMPLATES.booking_created,
      enabled: true,
    });
  });

  it('a kind the club switched off is not sent, and a person’s own switch stops only their e-mail', async () => {
    await t.call(table.updateTemplate, {
      token: owner,
      params: { kind: 'booking_created' },
      body: { enabled: false, ...DEFAULT_TEMPLATES.booking_created },
    });
    const before = await latestTo('mia.wilson');
    await bookFor('mia.wilson');
    expect((await latestTo('mia.wilson'))?.id).toBe(before?.id);
    await t.call(table.updateTemplate, {
      token: owner,
      params: { kind: 'booking_created' },
      body: { enabled: true, ...DEFAULT_TEMPLATES.booking_created },
    });
    const lucas = await t.login('lucas.wilson');
    const prefs = await t.call(table.updatePreferences, {
      token: lucas,
      body: {
        email: {
          booking_created: false,
          booking_changed: true,
          booking_cancelled: true,
          booking_reminder: true,
          staff_message: true,
        },
        marketing: true,
      },
    });
    expect(prefs.body.payload.email.booking_created).toBe(false);
    const lucasBefore = await latestTo('lucas.wilson');
    await bookFor('lucas.wilson');
    expect((await latestTo('lucas.wilson'))!.id).toBe(lucasBefore!.id);
    const notes = await t.call(table.mine, { token: lucas, query: {} });
    expect(notes.body.payload.rows[0]).toMatchObject({ kind: 'booking_created', read: false });
  });

  it('staff cancelling a member’s booking rings their bell and e-mails them; reading clears the count', async () => {
    const event = await bookFor('noah.fischer');
    const cancelled = await t.call(endpoints.appointments.cancelFor, {
      token: owner,
      params: { aptId: event.id },
      query: {},
      body: { user_id: ids['noah.fischer']! },
    });
    expect(cancelled.status).toBe(200);
    expect((await latestTo('noah.fischer'))!.kind).toBe('booking_cancelled');
    const noah = await t.login('noah.fischer');
    const mine = await t.call(table.mine, { token: noah, query: {} });
    expect(mine.body.payload.rows[0]).toMatchObject({ kind: 'booking_cancelled', title: 'Your booking was cancelled' });
    expect(mine.body.payload.unread).toBeGreaterThanOrEqual(1);
    const read = await t.call(table.markRead, { token: noah, body: {} });
    expect(read.body.payload.unread).toBe(0);
    const badIds = await t.callRaw(table.markRead, { token: noah, body: { ids: ['x'] } });
    expect(badIds.status).toBe(400);
    expect((await t.call(table.mine, { query: {} })).status).toBe(401);
  });

  it('staff moving a member’s booking to another court e-mails them the booking changed, with a bell note', async () => {
    const event = await bookFor('lucas.wilson');
    const changed = await t.call(endpoints.appointments.update, {
      token: owner,
      params: { id: event.id },
      body: { court_id: courts[6]! },
    });
    expect(changed.status).toBe(200);
    const mail = await latestTo('lucas.wilson');
    expect(mail).toMatchObject({
      kind: 'booking_changed',
      subject: DEFAULT_TEMPLATES.booking_changed.subject.replace('{club}', 'Riverside Racquet & Golf Club'),
    });
    const lucas = await t.login('lucas.wilson');
    const notes = await t.call(table.mine, { token: lucas, query: {} });
    expect(notes.body.payload.rows[0]).toMatchObject({ kind: 'booking_changed', title: 'Your booking changed' });
    // The owner made the change: no e-mail to the owner about it.
    const ownerMail = await latestTo('owner');
    expect(ownerMail?.kind).not.toBe('booking_changed');
  });

  it('cancelling the booker’s place tells the partners too; a partner leaving tells only them', async () => {
    const created = await t.call(endpoints.appointments.addComplex, {
      token: owner,
      body: spot(courts[6]!, day, '20:00', '21:00', { userId: ids['mia.wilson'], partners: [ids['noah.fischer']!] }),
    });
    const event = created.body.payload.created[0]!;
    const noahBefore = (await latestTo('noah.fischer'))!.id;
    await t.call(endpoints.appointments.cancelFor, {
      token: owner,
      params: { aptId: event.id },
      query: {},
      body: { user_id: ids['mia.wilson']! },
    });
    expect((await latestTo('mia.wilson'))!.kind).toBe('booking_cancelled');
    const noah = (await latestTo('noah.fischer'))!;
    expect(noah.id).not.toBe(noahBefore);
    expect(noah.kind).toBe('booking_cancelled');
  });

  it('counts the month’s marketing e-mails in the club’s time zone against the 50,000 included', async () => {
    const before = (await t.call(table.usage, { token: owner })).body.payload;
    expect(before).toMatchObject({ included: 50000, over: 0, extra_cost_cents: 0 });
    await t.call(table.sendEmailToMembers, {
      token: owner,
      body: { user_ids: [ids['lucas.wilson']!, ids['mia.wilson']!, ids['noah.fischer']!], message: 'Count me' },
    });
    const after = (await t.call(table.usage, { token: owner })).body.payload;
    expect(after.sent).toBe(before.sent + 3);
    const marketing = await t.handle.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.businessId, clubId),
          eq(emailOutbox.kind, 'marketing'),
          // This month's, from its first midnight in the club's zone (the demo's campaigns may be last month's).
          gte(emailOutbox.createdAt, new Date(at(`${after.month}-01`, '00:00'))),
        ),
      );
    expect(after.sent).toBe(marketing[0]!.n);
    // Next month starts from zero.
    t.clock.advance(40 * 86_400_000);
    const next = (await t.call(table.usage, { token: await t.login('owner') })).body.payload;
    t.clock.advance(-40 * 86_400_000);
    expect(next.sent).toBe(0);
    expect(next.month).not.toBe(after.month);
  });

  it('the log pages and searches the club’s sent mail; addresses only for those who may read members', async () => {
    const log = await t.call(table.log, { token: owner, query: { search: 'Club night' } });
    expect(log.status).toBe(200);
    expect(log.body.payload.total).toBe(2);
    expect(log.body.payload.rows[0]).toMatchObject({
      kind: 'marketing',
      subject: expect.stringMatching(/^Club night/),
    });
    expect(log.body.payload.rows[0]!.to).toMatch(/@/);
    const cancelled = await t.call(table.log, { token: owner, query: { kind: 'booking_cancelled' } });
    expect(cancelled.body.payload.rows.every((row) => row.kind === 'booking_cancelled')).toBe(true);
    const coach = await t.login('coach');
    const coachLog = await t.call(table.log, { token: coach, query: { search: 'Club night' } });
    expect(coachLog.status).toBe(200);
    const badPage = await t.callRaw(table.log, { token: owner, query: { page: '0' } });
    expect(badPage.status).toBe(400);
    expect(badPage.errors.map((e) => e.field)).toContain('page');
    const badKind = await t.callRaw(table.log, { token: owner, query: { kind: 'spam' } });
    expect(badKind.errors.map((e) => e.field)).toContain('kind');
  });

  it('user/public/info answers a first name and initial only; parent/sendemail writes to a guardian', async () => {
    const [lucas] = await t.handle.db.select().from(users).where(eq(users.username, 'lucas.wilson'));
    const info = await t.call(table.publicInfo, { body: { uid: lucas!.uid } });
    expect(info.body.payload).toEqual({
      uid: lucas!.uid,
      first_name: 'Lucas',
      last_initial: 'W',
      profile_image: lucas!.profileImage,
    });
    expect((await t.call(table.publicInfo, { body: { uid: 'nobody' } })).status).toBe(404);
    expect((await t.callRaw(table.publicInfo, { body: {} })).errors.map((e) => e.field)).toContain('uid');

    const sent = await t.call(table.parentEmail, {
      token: owner,
      body: { name: 'Anna Wilson', email: 'Anna.Wilson@example.org', message: 'Mia did great today.' },
    });
    expect(sent.status).toBe(200);
    const [mail] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'anna.wilson@example.org'));
    expect(mail).toMatchObject({ kind: 'parent_message', businessId: clubId });
    const bad = await t.callRaw(table.parentEmail, { token: owner, body: { name: 'A', email: 'no', message: 'x' } });
    expect(bad.errors.map((e) => e.field).sort()).toEqual(['email', 'message', 'name']);
    const asMember = await t.call(table.parentEmail, {
      token: member,
      body: { name: 'Anna Wilson', email: 'anna@example.org', message: 'Hello there' },
    });
    expect(asMember.status).toBe(403);
  });
});
