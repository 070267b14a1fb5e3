import { z } from 'zod';
import { emailField, idParam, personNameField } from './fields.js';
import { MARKETING_LIMITS, MARKETING_MESSAGES } from './marketing.js';

/**
 * Messages and notifications (issue 16): the club's automatic e-mails and their templates, bulk e-mail, the log of
 * sent mail, each person's in-app notifications and mail preferences, and unsubscribing.
 */

/** The automatic e-mails Fairplay sends; the reminder goes from the job queue before each booked occurrence. */
export const NOTIFICATION_KINDS = [
  'booking_created',
  'booking_changed',
  'booking_cancelled',
  'booking_reminder',
  'staff_message',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Every kind of e-mail the outbox holds; the log filters by it. */
export const OUTBOX_KINDS = [
  'account',
  'booking_created',
  'booking_changed',
  'booking_cancelled',
  'staff_message',
  'marketing',
  'parent_message',
  'booking_reminder',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const OUTBOX_KIND_LABELS: Record<OutboxKind, string> = {
  account: 'Account',
  booking_created: 'Booking made',
  booking_changed: 'Booking changed',
  booking_cancelled: 'Booking cancelled',
  booking_reminder: 'Booking reminder',
  staff_message: 'Message from staff',
  marketing: 'Bulk e-mail',
  parent_message: 'Message to a parent',
};

export const NOTIFICATION_DESCRIPTIONS: Record<NotificationKind, string> = {
  booking_created: 'Sent to each booked member when a booking is made for them.',
  booking_changed: 'Sent to the booked members when someone else changes the time or court of their booking.',
  booking_cancelled: 'Sent to the booked members when someone else cancels their booking or their place in it.',
  booking_reminder:
    'Sent to the booked members the chosen number of hours before each booking starts (each occurrence of a ' +
    'recurring booking). Bookings made later than that get no reminder.',
  staff_message: "Sent when staff message a booking's players from the court sheet.",
};

/** The placeholders a template may use, with the sample values of the preview. */
export const TEMPLATE_PLACEHOLDERS: Record<NotificationKind, readonly string[]> = {
  booking_created: ['first_name', 'club', 'court', 'start', 'link'],
  booking_changed: ['first_name', 'club', 'court', 'start', 'link'],
  booking_cancelled: ['first_name', 'club', 'court', 'start', 'link'],
  booking_reminder: ['first_name', 'club', 'court', 'start', 'link'],
  staff_message: ['first_name', 'club', 'court', 'start', 'link', 'message', 'sender'],
};

export const TEMPLATE_SAMPLE_VALUES: Record<string, string> = {
  first_name: 'Emma',
  club: 'Riverside Racquet & Golf Club',
  court: 'Court 3',
  start: 'Mar 14, 2026, 6:00 PM',
  link: 'https://fairplay.example/private/courtlisting/42/3',
  message: 'The lights on court 3 are fixed; bring your own balls.',
  sender: 'Nora Owens',
};

export interface TemplateText {
  subject: string;
  body: string;
}

/** What a kind says when the club has not changed it. */
export const DEFAULT_TEMPLATES: Record<NotificationKind, TemplateText> = {
  booking_created: {
    subject: '{club}: your booking on {start}',
    body: 'Hello {first_name},\n\nYou are booked on {court} at {start}.\n\nSee your booking: {link}\n\n{club}',
  },
  booking_changed: {
    subject: '{club}: your booking has changed',
    body: 'Hello {first_name},\n\nYour booking has changed. It is now on {court} at {start}.\n\nSee your booking: {link}\n\n{club}',
  },
  booking_cancelled: {
    subject: '{club}: your booking on {start} is cancelled',
    body: 'Hello {first_name},\n\nYour booking on {court} at {start} has been cancelled.\n\n{club}',
  },
  booking_reminder: {
    subject: '{club}: reminder of your booking on {start}',
    body: 'Hello {first_name},\n\nA reminder: you are booked on {court} at {start}.\n\nSee your booking: {link}\n\n{club}',
  },
  staff_message: {
    subject: '{club}: a message about your booking on {start}',
    body: 'Hello {first_name},\n\n{message}\n\n{sender}, {club}\n\nYour booking: {link}',
  },
};

export const NOTIFICATION_LIMITS = {
  subjectMax: 200,
  templateBodyMax: 5000,
  messageMax: 10000,
  pickedMax: 1000,
  logPageSize: 25,
  minePageSize: 20,
  /** The pricing copy: 50,000 marketing e-mails per month, then $1 per additional 1,000. */
  monthlyIncluded: 50_000,
  extraCentsPerThousand: 100,
  /** Outbox rows written per INSERT of a large send. */
  insertBatch: 1000,
  /** The booking reminder: how many hours before the start (default, and the allowed range: up to a week). */
  reminderHoursDefault: 24,
  reminderHoursMin: 1,
  reminderHoursMax: 168,
} as const;

export const NOTIFICATION_MESSAGES = {
  /** Spec 3, error catalogue: bulk e-mail failure without a server message. */
  failed: 'Operaition failed',
  queued: (count: number) => `E-mail queued for ${count} ${count === 1 ? 'recipient' : 'recipients'}.`,
  noRecipients: 'None of the chosen members can receive this e-mail (not members of the club, or unsubscribed).',
  notMember: 'This person is not a member of the club.',
  unsubscribeInvalid: 'This unsubscribe link is invalid.',
  unsubscribed: (club: string) => `You will no longer receive marketing e-mails from ${club}.`,
  tokenOrRequest: "Send either the link's token, or name, email and message.",
  requestFieldNeeded: (field: string) => `${field} is required: send name, email and message, or the link's token.`,
  /** Spec 3 section 8 "Contact success": the answer to a request by e-mail, whether the address is known or not. */
  requestReceived: MARKETING_MESSAGES.contactSuccess,
  templateSaved: 'Template saved.',
  templateReset: 'Template reset to the default.',
  preferencesSaved: 'Preferences saved.',
  parentSent: 'Message sent.',
  staffOnly: "Only the club's staff see the club's mail.",
  unknownPlaceholder: (name: string) => `{${name}} is not a placeholder of this e-mail.`,
  hoursOnlyForReminders: 'Only the booking reminder has hours before the start.',
} as const;

const subjectField = z
  .string()
  .trim()
  .min(1, 'Subject is required.')
  .max(NOTIFICATION_LIMITS.subjectMax, `Subject is at most ${NOTIFICATION_LIMITS.subjectMax} characters.`);
const messageField = z
  .string()
  .trim()
  .min(1, 'Message is required.')
  .max(NOTIFICATION_LIMITS.messageMax, `Message is at most ${NOTIFICATION_LIMITS.messageMax} characters.`);

export const notificationKindField = z.enum(NOTIFICATION_KINDS, 'Unknown notification kind.');

/** send_bulk_email: every active member of the club, optionally only those whose name or e-mail matches. */
const groupIdsField = z.array(idParam).min(1, 'Choose at least one group.').max(50, 'At most 50 groups at once.');
const pickedIdsField = z
  .array(idParam)
  .min(1, 'Choose at least one member.')
  .max(NOTIFICATION_LIMITS.pickedMax, `At most ${NOTIFICATION_LIMITS.pickedMax} members at once.`);

/** One audience at a time: groups or picked members (a search narrows only everyone or groups). */
const oneAudience = {
  check: (body: { group_ids?: number[]; user_ids?: number[] }) => !(body.group_ids && body.user_ids),
  message: 'Choose either groups or members.',
  path: ['user_ids'],
};

export const sendBulkEmailBody = z
  .object({
    /** Ours; without it the subject names the club ("A message from {club}"), as for sendemailtomembers. */
    subject: subjectField.optional(),
    message: messageField,
    search: z.string().trim().max(100).optional(),
    /** Our addition: only the members of these groups (any of them). */
    group_ids: groupIdsField.optional(),
    /** Spec 3 section 7 (issue 26): the picked members, as sendemailtomembers takes them. */
    user_ids: pickedIdsField.optional(),
  })
  .strict()
  .refine(oneAudience.check, { message: oneAudience.message, path: oneAudience.path });

/**
 * POST notifications/recipients (ours, issue 24): whom a bulk e-mail would reach, counted before it is sent, for
 * the same audience the send calls take: picked members (user_ids), groups, or everyone matching the search.
 */
export const recipientCountBody = z
  .object({
    search: z.string().trim().max(100).optional(),
    group_ids: groupIdsField.optional(),
    user_ids: pickedIdsField.optional(),
  })
  .strict()
  .refine(oneAudience.check, { message: oneAudience.message, path: oneAudience.path });
/** Those it would reach, and those left out because they unsubscribed. */
export const recipientCountSchema = z.object({ recipients: z.number().int(), skipped: z.number().int() });
export type RecipientCount = z.infer<typeof recipientCountSchema>;

/** sendemailtomembers: the spec's user_ids and message; the subject is ours (a default names the club). */
export const sendEmailToMembersBody = z
  .object({
    user_ids: pickedIdsField,
    message: messageField,
    subject: subjectField.optional(),
  })
  .strict();

export const sendEmailToMemberBody = z
  .object({ user_id: idParam, message: messageField, subject: subjectField.optional() })
  .strict();

export const campaignSchema = z.object({
  id: z.number(),
  audience: z.enum(['all', 'picked', 'member', 'groups']),
  subject: z.string(),
  sender_name: z.string().nullable(),
  recipients: z.number(),
  skipped: z.number(),
  pending: z.number(),
  sent: z.number(),
  failed: z.number(),
  created_at: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const monthlyUsageSchema = z.object({
  /** The calendar month in the club's time zone, YYYY-MM. */
  month: z.string(),
  sent: z.number(),
  included: z.number(),
  over: z.number(),
  extra_cost_cents: z.number(),
});
export type MonthlyUsage = z.infer<typeof monthlyUsageSchema>;

export const mailLogQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100000).default(1),
    search: z.string().trim().max(100).optional(),
    kind: z.enum(OUTBOX_KINDS, 'Unknown kind.').optional(),
  })
  .strict();

export const mailLogRowSchema = z.object({
  id: z.number(),
  /** The address, only for staff with members read; others see null. */
  to: z.string().nullable(),
  subject: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  status: z.enum(['pending', 'sent', 'failed']),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  campaign_id: z.number().nullable(),
});
export const mailLogSchema = z.object({
  rows: z.array(mailLogRowSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type MailLog = z.infer<typeof mailLogSchema>;

export const notificationTemplateSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  enabled: z.boolean(),
  subject: z.string(),
  body: z.string(),
  customised: z.boolean(),
  /** The reminder's hours before the start; null for the other kinds. */
  hours_before: z.number().nullable(),
});
export type NotificationTemplate = z.infer<typeof notificationTemplateSchema>;

export const updateTemplateBody = z
  .object({
    enabled: z.boolean(),
    subject: subjectField,
    body: z
      .string()
      .trim()
      .min(1, 'Body is required.')
      .max(NOTIFICATION_LIMITS.templateBodyMax, `Body is at most ${NOTIFICATION_LIMITS.templateBodyMax} characters.`),
    /** The booking reminder only: hours before the start (kept as it is when left out). */
    hours_before: z
      .number('Hours before must be a whole number.')
      .int('Hours before must be a whole number.')
      .min(NOTIFICATION_LIMITS.reminderHoursMin, `Hours before is at least ${NOTIFICATION_LIMITS.reminderHoursMin}.`)
      .max(NOTIFICATION_LIMITS.reminderHoursMax, `Hours before is at most ${NOTIFICATION_LIMITS.reminderHoursMax}.`)
      .optional(),
  })
  .strict();

export const kindParams = z.object({ kind: notificationKindField }).strict();

export const inAppNotificationSchema = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type InAppNotification = z.infer<typeof inAppNotificationSchema>;

export const myNotificationsQuery = z
  .object({ before_id: z.coerce.number().int().positive().max(2147483647).optional() })
  .strict();
export const myNotificationsSchema = z.object({
  rows: z.array(inAppNotificationSchema),
  unread: z.number(),
  isEnd: z.boolean(),
});
export const markReadBody = z.object({ ids: z.array(idParam).max(100).optional() }).strict();

export const mailPreferencesSchema = z.object({
  /** E-mail on or off per automatic kind. */
  email: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>,
  ),
  /** Marketing (bulk) e-mail; off is the same as unsubscribing. */
  marketing: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;
export const mailPreferencesBody = mailPreferencesSchema.strict();

const unsubscribeMessage = z
  .string('Message must be text.')
  .trim()
  .min(
    MARKETING_LIMITS.messageMin,
    `Message must be ${MARKETING_LIMITS.messageMin} to ${MARKETING_LIMITS.messageMax} characters.`,
  )
  .max(
    MARKETING_LIMITS.messageMax,
    `Message must be ${MARKETING_LIMITS.messageMin} to ${MARKETING_LIMITS.messageMax} characters.`,
  );
const REQUEST_FIELDS = ['name', 'email', 'message'] as const;

/**
 * POST user/general/cpunsubscriberequest: the link's `token` (one click unsubscribes), or the spec's request by
 * e-mail, `name, email, message` (spec 3 section 7 "Unsubscribe / contact"), optionally for one club
 * (`business_id`, ours; without it every club the address is a member of). docs/decisions.md (issue 26).
 */
export const unsubscribeBody = z
  .object({
    token: z
      .string('The link is invalid.')
      .trim()
      .min(10, 'The link is incomplete.')
      .max(80, 'The link is invalid.')
      .optional(),
    name: personNameField('Name').optional(),
    email: emailField.optional(),
    message: unsubscribeMessage.optional(),
    business_id: idParam.optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.token !== undefined) {
      for (const field of [...REQUEST_FIELDS, 'business_id'] as const) {
        if (body[field] !== undefined) {
          context.addIssue({ code: 'custom', path: [field], message: NOTIFICATION_MESSAGES.tokenOrRequest });
        }
      }
      return;
    }
    for (const field of REQUEST_FIELDS) {
      if (body[field] === undefined) {
        context.addIssue({ code: 'custom', path: [field], message: NOTIFICATION_MESSAGES.requestFieldNeeded(field) });
      }
    }
  });
export type UnsubscribeBody = z.input<typeof unsubscribeBody>;
/** The club left by the link; null for a request by e-mail to every club of the address. */
export const unsubscribeSchema = z.object({ club_name: z.string().nullable() });

/** user/public/info: what anyone may know of a person from their public uid. */
export const publicInfoBody = z.object({ uid: z.string().trim().min(1, 'uid is required.').max(64) }).strict();
export const publicInfoSchema = z.object({
  uid: z.string(),
  first_name: z.string(),
  last_initial: z.string(),
  profile_image: z.string().nullable(),
});

/** parent/sendemail: staff write to a parent or guardian (docs/decisions.md). */
export const parentEmailBody = z
  .object({
    name: personNameField('Name'),
    email: emailField,
    message: z
      .string()
      .trim()
      .min(2, 'Message is at least 2 characters.')
      .max(NOTIFICATION_LIMITS.messageMax, `Message is at most ${NOTIFICATION_LIMITS.messageMax} characters.`),
  })
  .strict();
export const parentEmailSchema = z.object({ queued: z.boolean() });

export const sendResultSchema = z.object({ campaign: campaignSchema });
