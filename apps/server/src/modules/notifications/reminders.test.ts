import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, emailOutbox, inAppNotifications, jobs, users } from '@fairplay/db';
import { DEFAULT_TEMPLATES, endpoints, type MailPreferences } from '@fairplay/contracts';
import { addDaysToDate } from '@fairplay/domain';
import { startTestApp, type TestApp } from '../../test/harness.js';
import {
  at,
  clubIdOf,
  courtIdsOf,
  freeCourtBetween,
  localDate,
  mondayFrom,
  spot,
  userIdOf,
  ZONE,
} from '../../test/appointments-kit.js';
import { findJob } from '../jobs/index.js';
import { REMINDER_JOB } from './reminders.js';

const table = endpoints.notifications;
const HOUR = 3_600_000;

describe('booking reminders', () => {
  let t: TestApp;
  let owner: string;
  let clubId: number;
  let courts: number[];
  let amPm: boolean;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.login('owner');
    clubId = await clubIdOf(t, owner);
    courts = await courtIdsOf(t, clubId);
    for (const name of ['lucas.wilson', 'mia.wilson', 'noah.fischer', 'member']) ids[name] = await userIdOf(t, name);
    amPm = (await t.handle.db.select().from(businesses).where(eq(businesses.id, clubId)))[0]!.amPm;
  });
  afterAll(async () => t.close());

  /** Staff book `username` on court 8 (freed of the demo's bookings there first); answers the occurrence's id and start. */
  const book = async (username: string, date: string, from: string, to: string) => {
    await freeCourtBetween(t, owner, courts[7]!, at(date, from), at(date, to));
    const created = await t.call(endpoints.appointments.addComplex, {
      token: owner,
      body: spot(courts[7]!, date, from, to, { userId: ids[username] }),
    });
    expect(created.status).toBe(200);
    const event = created.body.payload.created[0]!;
    return { id: event.id, start: new Date(event.start) };
  };
  const reminderOf = (event: { id: number; start: Date }) =>
    findJob(t.handle.db, REMINDER_JOB, `${event.id}@${event.start.toISOString()}`);
  /** The reminder e-mails to a person about a start (the club-local time is in the subject). */
  const remindersTo = async (username: string, start: Date) => {
    const [user] = await t.handle.db.select().from(users).where(eq(users.username, username));
    return t.handle.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, user!.email),
          eq(emailOutbox.kind, 'booking_reminder'),
          like(emailOutbox.subject, `%${clubStart(start)}%`),
        ),
      );
  };
  /** The start as the e-mail writes it ("Mar 14, 2026 6:00 PM"), read with Intl in the club's zone rather than the code under test. */
  const clubStart = (start: Date) =>
    start
      .toLocaleString('en-US', { timeZone: ZONE, dateStyle: 'medium', timeStyle: 'short', hour12: amPm })
      .replace(/, (?=\d{1,2}:\d{2})/, ' ')
      .replace(/\u202f/g, ' ');
  const run = (at: Date) => t.app.jobs.runDueJobs(at);
  const saveReminder = (body: { enabled: boolean; hours_before?: number }) =>
    t.call(table.updateTemplate, {
      token: owner,
      params: { kind: 'booking_reminder' },
      body: {
        subject: DEFAULT_TEMPLATES.booking_reminder.subject,
        body: DEFAULT_TEMPLATES.booking_reminder.body,
        ...body,
      },
    });

  it('is on for the demo club, the day before, and listed with the other automatic e-mails', async () => {
    const templates = await t.call(table.templates, { token: owner });
    expect(templates.body.payload.find((row) => row.kind === 'booking_reminder')).toMatchObject({
      enabled: true,
      hours_before: 24,
      subject: DEFAULT_TEMPLATES.booking_reminder.subject,
    });
    expect(templates.body.payload.find((row) => row.kind === 'booking_created')!.hours_before).toBeNull();
  });

  it('a booking made gets its reminder 24 hours before it starts, sent once even by two workers at once', async () => {
    const event = await book('lucas.wilson', localDate(80), '10:00', '11:00');
    expect(event.start.toISOString()).toBe(at(localDate(80), '10:00'));
    const job = await reminderOf(event);
    expect(job).toMatchObject({ status: 'pending', businessId: clubId });
    expect(job!.runAt.toISOString()).toBe(new Date(event.start.getTime() - 24 * HOUR).toISOString());

    await run(new Date(job!.runAt.getTime() - 60_000));
    expect(await remindersTo('lucas.wilson', event.start)).toHaveLength(0);
    await Promise.all([run(job!.runAt), run(job!.runAt)]);
    await run(new Date(job!.runAt.getTime() + HOUR));
    const mails = await remindersTo('lucas.wilson', event.start);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Riverside Racquet & Golf Club: reminder of your booking on ${clubStart(event.start)}`,
    );
    expect(mails[0]!.textBody).toContain(`/private/courtlisting/${event.id}/${courts[7]}`);
    expect(await reminderOf(event)).toMatchObject({ status: 'done' });
    const bell = await t.handle.db
      .select()
      .from(inAppNotifications)
      .where(and(eq(inAppNotifications.userId, ids['lucas.wilson']!), eq(inAppNotifications.kind, 'booking_reminder')));
    expect(bell).toHaveLength(1);
    expect(bell[0]!.title).toBe('Your booking is coming up');
  });

  it('a cancelled booking gets no reminder', async () => {
    const event = await book('mia.wilson', localDate(81), '10:00', '11:00');
    const job = (await reminderOf(event))!;
    const cancelled = await t.call(endpoints.appointments.cancelFor, {
      token: owner,
      params: { aptId: event.id },
      query: {},
      body: { user_id: ids['mia.wilson']! },
    });
    expect(cancelled.status).toBe(200);
    await run(job.runAt);
    expect(await remindersTo('mia.wilson', event.start)).toHaveLength(0);
    expect(await reminderOf(event)).toMatchObject({ status: 'done' });
  });

  it('a moved booking is reminded at its new time only', async () => {
    const day = localDate(82);
    const event = await book('noah.fischer', day, '10:00', '11:00');
    const oldJob = (await reminderOf(event))!;
    const moved = await t.call(endpoints.appointments.update, {
      token: owner,
      params: { id: event.id },
      body: { start_time: at(day, '15:00'), end_time: at(day, '16:00') },
    });
    expect(moved.status).toBe(200);
    const newStart = new Date(at(day, '15:00'));
    const newJob = (await reminderOf({ id: event.id, start: newStart }))!;
    expect(newJob.runAt.toISOString()).toBe(new Date(newStart.getTime() - 24 * HOUR).toISOString());

    await run(oldJob.runAt);
    expect(await remindersTo('noah.fischer', event.start)).toHaveLength(0);
    await run(newJob.runAt);
    expect(await remindersTo('noah.fischer', newStart)).toHaveLength(1);
    expect(await remindersTo('noah.fischer', event.start)).toHaveLength(0);
  });

  it('switched off, nothing is scheduled, and a reminder already scheduled is not sent', async () => {
    const scheduled = await book('lucas.wilson', localDate(83), '10:00', '11:00');
    const job = (await reminderOf(scheduled))!;
    expect((await saveReminder({ enabled: false })).body.payload).toMatchObject({ enabled: false, hours_before: 24 });
    const unscheduled = await book('lucas.wilson', localDate(83), '12:00', '13:00');
    expect(await reminderOf(unscheduled)).toBeUndefined();
    await run(new Date(unscheduled.start.getTime() - 23 * HOUR));
    expect(await remindersTo('lucas.wilson', scheduled.start)).toHaveLength(0);
    expect(await remindersTo('lucas.wilson', unscheduled.start)).toHaveLength(0);
    expect(await findJob(t.handle.db, REMINDER_JOB, job.key!)).toMatchObject({ status: 'done' });
    expect((await saveReminder({ enabled: true })).body.payload.enabled).toBe(true);
  });

  it('a member who turned reminder e-mails off gets none, but sees it in the app', async () => {
    const mia = await t.login('mia.wilson');
    const current = (await t.call(table.preferences, { token: mia })).body.payload;
    const muted: MailPreferences = { ...current, email: { ...current.email, booking_reminder: false } };
    expect((await t.call(table.updatePreferences, { token: mia, body: muted })).status).toBe(200);
    const event = await book('mia.wilson', localDate(84), '10:00', '11:00');
    await run((await reminderOf(event))!.runAt);
    expect(await remindersTo('mia.wilson', event.start)).toHaveLength(0);
    const notes = await t.call(table.mine, { token: mia, query: {} });
    expect(notes.body.payload.rows[0]).toMatchObject({ kind: 'booking_reminder', title: 'Your booking is coming up' });
    await t.call(table.updatePreferences, { token: mia, body: current });
  });

  it('the hours before the start are the club’s: scheduled reminders move with them; bad values are refused', async () => {
    const event = await book('noah.fischer', localDate(86), '10:00', '11:00');
    const saved = await saveReminder({ enabled: true, hours_before: 2 });
    expect(saved.status).toBe(200);
    expect(saved.body.payload.hours_before).toBe(2);
    expect((await reminderOf(event))!.runAt.toISOString()).toBe(
      new Date(event.start.getTime() - 2 * HOUR).toISOString(),
    );
    // Leaving the hours out keeps them.
    expect((await saveReminder({ enabled: true })).body.payload.hours_before).toBe(2);

    for (const hours of [0, 169, 1.5, 'x']) {
      const bad = await t.callRaw(table.updateTemplate, {
        token: owner,
        params: { kind: 'booking_reminder' },
        body: { enabled: true, subject: 'S', body: 'B', hours_before: hours },
      });
      expect(bad.status).toBe(400);
      expect(bad.errors.map((e) => e.field)).toContain('hours_before');
    }
    const wrongKind = await t.callRaw(table.updateTemplate, {
      token: owner,
      params: { kind: 'booking_created' },
      body: { enabled: true, subject: 'S', body: 'B', hours_before: 5 },
    });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.errors[0]).toMatchObject({ field: 'hours_before' });
    expect(
      (await t.call(table.templates, { token: owner })).body.payload.find((r) => r.kind === 'booking_reminder'),
    ).toMatchObject({ hours_before: 2 });
    const member = await t.login('member');
    const forbidden = await t.call(table.updateTemplate, {
      token: member,
      params: { kind: 'booking_reminder' },
      body: { enabled: false, subject: 'S', body: 'B', hours_before: 3 },
    });
    expect(forbidden.status).toBe(403);

    expect((await saveReminder({ enabled: true, hours_before: 24 })).body.payload.hours_before).toBe(24);
    expect((await reminderOf(event))!.runAt.toISOString()).toBe(
      new Date(event.start.getTime() - 24 * HOUR).toISOString(),
    );
  });

  it('a booking made inside the reminder window gets none', async () => {
    await saveReminder({ enabled: true, hours_before: 168 });
    const event = await book('lucas.wilson', localDate(5), '21:00', '21:30');
    expect(await reminderOf(event)).toBeUndefined();
    await saveReminder({ enabled: true, hours_before: 24 });
  });

  it('a recurring booking is reminded occurrence by occurrence, scheduled by the sweep as each comes up', async () => {
    await saveReminder({ enabled: true, hours_before: 24 });
    const monday = mondayFrom(100);
    const created = await t.call(endpoints.appointments.addComplex, {
      token: owner,
      body: {
        ...spot(courts[7]!, monday, '18:00', '19:00', { userId: ids['mia.wilson'] }),
        recurrence: { frequency: 'weekly', every: 1, days: [0], ends: 'occurrences', occurrences: 10 },
      },
    });
    expect(created.status).toBe(200);
    const occurrences = created.body.payload.created.map((e) => ({ id: e.id, start: new Date(e.start) }));
    expect(occurrences).toHaveLength(10);
    const seriesJobs = async () =>
      (await t.handle.db.select().from(jobs).where(eq(jobs.type, REMINDER_JOB)).orderBy(asc(jobs.runAt))).filter(
        (job) => occurrences.some((o) => job.key === `${o.id}@${o.start.toISOString()}`),
      );
    // Only the first occurrence is scheduled when the booking is made.
    expect((await seriesJobs()).map((job) => job.key)).toEqual([
      `${occurrences[0]!.id}@${occurrences[0]!.start.toISOString()}`,
    ]);
    const second = occurrences[1]!;
    expect(second.start.toISOString()).toBe(at(addDaysToDate(monday, 7), '18:00'));
    const secondReminder = second.start.getTime() - 24 * HOUR;
    // The sweep within the hour before the second's reminder time schedules it (and no further ones).
    await run(new Date(secondReminder - 30 * 60_000));
    expect(await reminderOf(second)).toMatchObject({ status: 'pending' });
    expect((await reminderOf(second))!.runAt.getTime()).toBe(secondReminder);
    expect(await reminderOf(occurrences[2]!)).toBeUndefined();
    expect(await remindersTo('mia.wilson', second.start)).toHaveLength(0);
    await run(new Date(secondReminder));
    expect(await remindersTo('mia.wilson', second.start)).toHaveLength(1);
    expect(await seriesJobs()).toHaveLength(2);
  });
});
