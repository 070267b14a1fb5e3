import { TenantScope, type Executor } from '@fairplay/db';
import { findBusiness } from '../clubs/index.js';
import { enqueueJob, type JobType } from '../jobs/index.js';
import { sendBookingNotice, type NotifyBooking } from './notifier.js';
import { clubsWithReminders, findTemplate } from './notifications.repository.js';
import { effectiveTemplate, reminderHours } from './templates.js';

/** One reminder of one occurrence at one start time (its key), to its booked members. */
export const REMINDER_JOB = 'booking.reminder';
/** The periodic sweep that schedules the reminders of occurrences coming up (recurring bookings' included). */
export const REMINDER_SWEEP_JOB = 'booking.reminder-sweep';
/** How often the sweep runs, and how far ahead of a reminder's time it schedules it. */
export const SWEEP_EVERY_MS = 15 * 60_000;
const SWEEP_AHEAD_MS = 60 * 60_000;
const HOUR_MS = 3_600_000;

/** What reminders read of the bookings, the courts and the club's people (given by app.ts). */
export interface ReminderNeeds {
  /** An active occurrence with its booked accounts; undefined when it was cancelled, deleted or disabled. */
  occurrence(
    scope: TenantScope,
    id: number,
  ): Promise<{ id: number; courtId: number; startsAt: Date; userIds: number[] } | undefined>;
  /** Active occurrences starting in (from, to] that were booked at least `leadMs` before they start. */
  occurrencesToRemind(
    scope: TenantScope,
    from: Date,
    to: Date,
    leadMs: number,
  ): Promise<{ id: number; startsAt: Date }[]>;
  courtName(scope: TenantScope, courtId: number): Promise<string>;
  /** The club's members among `userIds` with their e-mail. */
  members(scope: TenantScope, userIds: number[]): Promise<{ userId: number; email: string }[]>;
}

interface ReminderPayload {
  appointment_id: number;
  /** The start the reminder is for: a booking moved since has a reminder of its own. */
  starts_at: string;
}

function reminderKey(occurrence: { id: number; startsAt: Date }): string {
  return `${occurrence.id}@${occurrence.startsAt.toISOString()}`;
}

function enqueueReminder(scope: TenantScope, occurrence: { id: number; startsAt: Date }, hours: number) {
  const payload: ReminderPayload = { appointment_id: occurrence.id, starts_at: occurrence.startsAt.toISOString() };
  return enqueueJob(scope.db, {
    type: REMINDER_JOB,
    businessId: scope.businessId,
    key: reminderKey(occurrence),
    payload: { ...payload },
    runAt: new Date(occurrence.startsAt.getTime() - hours * HOUR_MS),
  });
}

/**
 * Schedules the reminder of an occurrence just booked or moved, in the booking's transaction: when the club has
 * reminders on and the reminder's time is still ahead (a booking made inside the reminder window gets none).
 */
export async function scheduleReminder(
  scope: TenantScope,
  occurrence: { id: number; startsAt: Date },
  now: Date,
): Promise<void> {
  const template = effectiveTemplate('booking_reminder', await findTemplate(scope, 'booking_reminder'));
  if (!template.enabled) return;
  const hours = template.hours_before ?? reminderHours(undefined);
  if (occurrence.startsAt.getTime() - hours * HOUR_MS <= now.getTime()) return;
  await enqueueReminder(scope, occurrence, hours);
}

/** The reminder: sent only if, now, the club still has reminders on and the booking still starts at that time. */
export function reminderJob(needs: ReminderNeeds, publicUrl: string): JobType {
  return {
    type: REMINDER_JOB,
    async run({ db, job, now }) {
      if (job.businessId === null) return;
      const payload = job.payload as unknown as ReminderPayload;
      const scope = new TenantScope(db, job.businessId);
      const template = effectiveTemplate('booking_reminder', await findTemplate(scope, 'booking_reminder'));
      if (!template.enabled) return;
      const occurrence = await needs.occurrence(scope, payload.appointment_id);
      if (!occurrence || occurrence.startsAt.toISOString() !== payload.starts_at) return;
      if (occurrence.startsAt.getTime() <= now.getTime()) return;
      const club = await findBusiness(db, job.businessId);
      if (!club || occurrence.userIds.length === 0) return;
      const [recipients, court] = await Promise.all([
        needs.members(scope, occurrence.userIds),
        needs.courtName(scope, occurrence.courtId),
      ]);
      await sendBookingNotice(db, {
        kind: 'booking_reminder',
        club: { id: club.id, name: club.name, timezone: club.timezone, amPm: club.amPm },
        // Nobody did it: every booked member also sees it in the app.
        actorUserId: 0,
        recipients,
        court,
        startsAt: occurrence.startsAt,
        link: `${publicUrl}/private/courtlisting/${occurrence.id}/${occurrence.courtId}`,
      });
    },
  };
}

/**
 * Every 15 minutes: for each club with reminders on, schedules the reminders whose time is within the next hour
 * (or past, for an occurrence not yet started: after the server was down), one job per occurrence and start, so
 * a recurring booking's occurrences get theirs as they come up rather than thousands at once.
 */
export function reminderSweepJob(needs: ReminderNeeds): JobType {
  return {
    type: REMINDER_SWEEP_JOB,
    everyMs: SWEEP_EVERY_MS,
    maxAttempts: 3,
    async run({ db, now }) {
      await sweepReminders(db, needs, now);
    },
  };
}

export async function sweepReminders(db: Executor, needs: ReminderNeeds, now: Date): Promise<number> {
  let scheduled = 0;
  for (const club of await clubsWithReminders(db)) {
    const scope = new TenantScope(db, club.businessId);
    const hours = reminderHours(club);
    const to = new Date(now.getTime() + hours * HOUR_MS + SWEEP_AHEAD_MS);
    for (const occurrence of await needs.occurrencesToRemind(scope, now, to, hours * HOUR_MS)) {
      if (await enqueueReminder(scope, occurrence, hours)) scheduled += 1;
    }
  }
  return scheduled;
}

/**
 * The notifier handed to appointments: a booking made or moved gets its reminder scheduled (in the booking's
 * transaction), then the notice is sent.
 */
export function bookingNotifier(now: () => Date): NotifyBooking {
  return async (db, notice) => {
    const kind = notice.kind;
    if ((kind === 'booking_created' || kind === 'booking_changed') && notice.appointmentId !== undefined) {
      const scope = new TenantScope(db, notice.club.id);
      await scheduleReminder(scope, { id: notice.appointmentId, startsAt: notice.startsAt }, now());
    }
    return sendBookingNotice(db, notice);
  };
}

/** The notifier on the machine's clock. */
export const notifyBooking: NotifyBooking = bookingNotifier(() => new Date());
