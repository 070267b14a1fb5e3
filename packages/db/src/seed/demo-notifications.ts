import type { Executor } from '../client.js';
import {
  emailCampaigns,
  emailOutbox,
  inAppNotifications,
  mailPreferences,
  notificationTemplates,
} from '../schema/index.js';

const HOUR_MS = 3_600_000;

interface DemoPeople {
  businessId: number;
  clubName: string;
  ownerId: number;
  memberId: number;
  /** Members who received the demo campaign: id, first name, e-mail. */
  recipients: { userId: number; firstName: string; email: string }[];
  now: Date;
}

/**
 * Messages and notifications of the demo club: a bulk e-mail sent last week (its outbox rows delivered), booking
 * e-mails in the log, a customised booking confirmation, booking reminders switched on, and notifications in the demo member's bell.
 */
export async function seedNotifications(tx: Executor, demo: DemoPeople): Promise<void> {
  const { businessId, now } = demo;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);

  await tx.insert(notificationTemplates).values({
    businessId,
    kind: 'booking_created',
    enabled: true,
    subject: '{club}: see you on {court} ({start})',
    body:
      'Hi {first_name},\n\nYou are booked on {court} at {start}. Please arrive ten minutes early and bring ' +
      'non-marking shoes.\n\nYour booking: {link}\n\n{club}',
    updatedBy: demo.ownerId,
    updatedAt: at(24 * 20),
  });
  // Booking reminders are on, the day before, with the default text (the demo's later bookings get theirs).
  await tx.insert(notificationTemplates).values({
    businessId,
    kind: 'booking_reminder',
    enabled: true,
    hoursBefore: 24,
    updatedBy: demo.ownerId,
    updatedAt: at(24 * 20),
  });

  const preferences = await tx
    .insert(mailPreferences)
    .values(demo.recipients.map((person) => ({ businessId, userId: person.userId })))
    .returning();
  const tokenOf = new Map(preferences.map((row) => [row.userId, row.unsubscribeToken]));
  const subject = 'Spring ladder starts Saturday';
  const message =
    'Hi {first_name},\n\nThe spring singles ladder starts this Saturday at 9 AM. Sign up at the front desk or ' +
    'reply to this e-mail.\n\nSee you on court!';
  const [campaign] = await tx
    .insert(emailCampaigns)
    .values({
      businessId,
      senderId: demo.ownerId,
      audience: 'all',
      subject,
      message,
      recipients: demo.recipients.length,
      skipped: 0,
      createdAt: at(24 * 6),
    })
    .returning({ id: emailCampaigns.id });
  await tx.insert(emailOutbox).values(
    demo.recipients.map((person) => {
      // The seed does not know the site's address; the link is the path the site serves.
      const url = `/unsubscribe/${businessId}-${tokenOf.get(person.userId)!}`;
      return {
        businessId,
        toAddress: person.email,
        subject,
        textBody: `${message.replace('{first_name}', person.firstName)}\n\n--\n${demo.clubName}\nYou receive this as a member of ${demo.clubName}. Unsubscribe: ${url}`,
        status: 'sent' as const,
        attempts: 1,
        kind: 'marketing' as const,
        campaignId: campaign!.id,
        headers: { 'List-Unsubscribe': `<${url}>` },
        createdAt: at(24 * 6),
        sentAt: at(24 * 6 - 0.05),
      };
    }),
  );

  const first = demo.recipients.slice(0, 3);
  await tx.insert(emailOutbox).values(
    first.flatMap((person, index) => [
      {
        businessId,
        toAddress: person.email,
        subject: `${demo.clubName}: see you on Court ${index + 2}`,
        textBody: `Hi ${person.firstName},\n\nYou are booked on Court ${index + 2}.\n\n${demo.clubName}`,
        status: 'sent' as const,
        attempts: 1,
        kind: 'booking_created' as const,
        createdAt: at(30 + index * 5),
        sentAt: at(30 + index * 5),
      },
      {
        businessId,
        toAddress: person.email,
        subject: `${demo.clubName}: your booking is cancelled`,
        textBody: `Hello ${person.firstName},\n\nYour booking on Court ${index + 2} has been cancelled.\n\n${demo.clubName}`,
        status: 'sent' as const,
        attempts: 1,
        kind: 'booking_cancelled' as const,
        createdAt: at(10 + index),
        sentAt: at(10 + index),
      },
    ]),
  );

  await tx.insert(inAppNotifications).values([
    {
      businessId,
      userId: demo.memberId,
      kind: 'staff_message',
      title: 'A message from staff',
      body: 'Olivia Bennett: The lights on courts 5 and 6 are fixed, evening bookings are open again.',
      link: null,
      createdAt: at(50),
      readAt: at(48),
    },
    {
      businessId,
      userId: demo.memberId,
      kind: 'booking_changed',
      title: 'Your booking changed',
      body: 'Your Saturday doubles moved to Court 4, same time.',
      link: null,
      createdAt: at(5),
      readAt: null,
    },
  ]);
}
