import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCampaigns, emailOutbox, inAppNotifications, mailPreferences, notificationTemplates } from '@fairplay/db';
import { endpoints } from '@fairplay/contracts';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { clubIdOf, userIdOf } from '../../test/appointments-kit.js';
import { registerSecondClub } from '../../test/second-club.js';

const table = endpoints.notifications;

describe('notifications stay in their club', () => {
  let t: TestApp;
  let aOwner: string;
  let aId: number;
  let b: { token: string; businessId: number };
  let aCampaign: number;
  let aToken: string;

  beforeAll(async () => {
    t = await startTestApp();
    aOwner = await t.login('owner');
    aId = await clubIdOf(t, aOwner);
    b = await registerSecondClub(t, 'n');
    const sent = await t.call(table.sendEmailToMember, {
      token: aOwner,
      body: { user_id: await userIdOf(t, 'lucas.wilson'), subject: 'A only', message: 'For club A.' },
    });
    aCampaign = sent.body.payload.campaign.id;
    const [mail] = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.campaignId, aCampaign));
    aToken = /unsubscribe\/\d+-(\S+)$/.exec(mail!.textBody)![1]!;
  });
  afterAll(async () => t.close());

  const snapshot = async (businessId: number) => ({
    campaigns: await t.handle.db.select().from(emailCampaigns).where(eq(emailCampaigns.businessId, businessId)),
    outbox: await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.businessId, businessId))
      .orderBy(asc(emailOutbox.id)),
    templates: await t.handle.db
      .select()
      .from(notificationTemplates)
      .where(eq(notificationTemplates.businessId, businessId)),
    preferences: await t.handle.db.select().from(mailPreferences).where(eq(mailPreferences.businessId, businessId)),
    inApp: await t.handle.db.select().from(inAppNotifications).where(eq(inAppNotifications.businessId, businessId)),
  });

  it("B's owner neither reads nor sends with A's campaigns, log, members or templates", async () => {
    const before = await snapshot(aId);
    expect((await t.call(table.campaigns, { token: b.token })).body.payload).toEqual([]);
    expect((await t.call(table.campaign, { token: b.token, params: { id: aCampaign } })).status).toBe(404);
    const log = await t.call(table.log, { token: b.token, query: { search: 'A only' } });
    expect(log.body.payload).toMatchObject({ rows: [], total: 0 });
    expect((await t.call(table.usage, { token: b.token })).body.payload.sent).toBe(0);
    const lucas = await userIdOf(t, 'lucas.wilson');
    const one = await t.call(table.sendEmailToMember, { token: b.token, body: { user_id: lucas, message: 'Hi' } });
    expect(one.status).toBe(404);
    const counted = await t.call(table.recipientCount, { token: b.token, body: { user_ids: [lucas] } });
    expect(counted.status).toBe(404);
    const everyone = await t.call(table.recipientCount, { token: b.token, body: { search: 'wilson' } });
    expect(everyone.body.payload).toEqual({ recipients: 0, skipped: 0 });
    const many = await t.call(table.sendEmailToMembers, { token: b.token, body: { user_ids: [lucas], message: 'Hi' } });
    expect(many.status).toBe(404);
    const all = await t.call(table.sendBulkEmail, {
      token: b.token,
      body: { subject: 'B news', message: 'Hi', search: 'wilson' },
    });
    // Club B has no member called Wilson: nobody to send to, and no mail to A's members.
    expect(all.status).toBe(400);
    const aTemplates = (await t.call(table.templates, { token: aOwner })).body.payload;
    const edited = await t.call(table.updateTemplate, {
      token: b.token,
      params: { kind: 'booking_created' },
      body: { enabled: false, subject: 'B only', body: 'B only' },
    });
    expect(edited.status).toBe(200);
    await t.call(table.resetTemplate, { token: b.token, params: { kind: 'booking_changed' } });
    expect((await t.call(table.templates, { token: aOwner })).body.payload).toEqual(aTemplates);
    await t.call(table.markRead, { token: b.token, body: {} });
    await t.call(table.updatePreferences, {
      token: b.token,
      body: {
        email: {
          booking_created: false,
          booking_changed: false,
          booking_cancelled: false,
          booking_reminder: false,
          staff_message: false,
        },
        marketing: false,
      },
    });
    await t.call(table.parentEmail, {
      token: b.token,
      body: { name: 'Pat Parent', email: 'pat@example.org', message: 'From club B.' },
    });
    expect(await snapshot(aId)).toEqual(before);
  });

  it("a member's bell and preferences are their own club's; an unsubscribe token works only with its club", async () => {
    const lucas = await t.login('lucas.wilson');
    const mine = await t.call(table.mine, { token: lucas, query: {} });
    expect(mine.body.payload.rows.every((row) => row.body !== 'From club B.')).toBe(true);
    expect((await t.call(table.preferences, { token: b.token })).body.payload.marketing).toBe(false);
    expect((await t.call(table.preferences, { token: lucas })).body.payload.marketing).toBe(true);
    const before = await snapshot(aId);
    const wrongClub = await t.call(table.unsubscribe, { body: { token: `${b.businessId}-${aToken}` } });
    expect(wrongClub.status).toBe(404);
    const malformed = await t.call(table.unsubscribe, { body: { token: 'not-a-real-token' } });
    expect(malformed.status).toBe(400);
    expect(malformed.errors.map((e) => e.field)).toEqual(['token']);
    expect(await snapshot(aId)).toEqual(before);
  });
});
