import { renderTemplate } from '@fairplay/domain';
import { TenantScope, type Executor } from '@fairplay/db';
import type { NotificationKind } from '@fairplay/contracts';
import { findNames } from '../identity/index.js';
import { enqueueEmail } from '../mail/index.js';
import { findTemplate, insertInApp, preferencesOf } from './notifications.repository.js';
import { clubTime, effectiveTemplate } from './templates.js';

/** Something about a booking the people in it should hear of (handed to appointments as its `notify` need). */
export interface BookingNotice {
  kind: NotificationKind;
  club: { id: number; name: string; timezone: string; amPm: boolean };
  /** The occurrence: a booking made or moved (booking_created, booking_changed) gets its reminder scheduled. */
  appointmentId?: number;
  /** Who did it: they get the e-mail of a booking they made, but no bell for their own change. */
  actorUserId: number;
  recipients: { userId: number; email: string }[];
  court: string;
  startsAt: Date;
  link: string;
  /** staff_message only. */
  message?: string;
  sender?: string;
}

export type NotifyBooking = (db: Executor, notice: BookingNotice) => Promise<{ emailed: number }>;

const IN_APP_TITLES: Record<NotificationKind, string> = {
  booking_created: 'You were booked',
  booking_changed: 'Your booking changed',
  booking_cancelled: 'Your booking was cancelled',
  booking_reminder: 'Your booking is coming up',
  staff_message: 'A message from staff',
};

/**
 * Sends a booking notice through the club's template for its kind, inside the caller's transaction: nothing when the
 * club has switched the kind off; no e-mail to people who turned that kind off (they still see it in the app);
 * unsubscribing from marketing does not stop these, which are about the person's own bookings.
 */
export const sendBookingNotice: NotifyBooking = async (db, notice) => {
  const scope = new TenantScope(db, notice.club.id);
  const template = effectiveTemplate(notice.kind, await findTemplate(scope, notice.kind));
  if (!template.enabled) return { emailed: 0 };
  const recipients = [...new Map(notice.recipients.map((r) => [r.userId, r])).values()];
  const ids = recipients.map((r) => r.userId);
  const [names, preferences] = await Promise.all([findNames(db, ids), preferencesOf(scope, ids)]);
  const muted = new Set(preferences.filter((p) => p.mutedKinds.includes(notice.kind)).map((p) => p.userId));
  const start = clubTime(notice.startsAt, notice.club);
  let emailed = 0;
  for (const recipient of recipients) {
    const values = {
      first_name: names.find((n) => n.userId === recipient.userId)?.firstName ?? '',
      club: notice.club.name,
      court: notice.court,
      start,
      link: notice.link,
      message: notice.message ?? '',
      sender: notice.sender ?? '',
    };
    if (muted.has(recipient.userId)) continue;
    await enqueueEmail(db, {
      businessId: notice.club.id,
      to: recipient.email,
      subject: renderTemplate(template.subject, values).slice(0, 300),
      text: renderTemplate(template.body, values),
      kind: notice.kind,
    });
    emailed += 1;
  }
  const link = new URL(notice.link).pathname;
  await insertInApp(
    scope,
    ids
      .filter((id) => id !== notice.actorUserId)
      .map((userId) => ({
        userId,
        kind: notice.kind,
        title: IN_APP_TITLES[notice.kind],
        body: (notice.kind === 'staff_message'
          ? `${notice.sender ?? ''}: ${notice.message ?? ''}`
          : `${notice.court}, ${start}${notice.message ? ` (${notice.message})` : ''}`
        ).slice(0, 2000),
        link: notice.kind === 'booking_cancelled' ? null : link,
      })),
  );
  return { emailed };
};
