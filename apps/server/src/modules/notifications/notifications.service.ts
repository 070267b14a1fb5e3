import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  TEMPLATE_PLACEHOLDERS,
  type MailLog,
  type MailPreferences,
  type NotificationKind,
  type NotificationTemplate,
  type OutboxKind,
} from '@fairplay/contracts';
import { calendarMonthIn, can, marketingOverageCents, unknownPlaceholders } from '@fairplay/domain';
import type { AppDeps } from '../../deps.js';
import { AppError, fieldError, notFound } from '../../errors.js';
import { findBusiness } from '../clubs/index.js';
import { findUserByUid, type MemberContext } from '../identity/index.js';
import { countMarketing, enqueueEmail, mailLogPage } from '../mail/index.js';
import {
  countUnread,
  ensurePreferences,
  findTemplate,
  listInApp,
  listTemplates,
  markRead,
  saveTemplate,
  unsubscribeByToken,
  updatePreferences,
} from './notifications.repository.js';
import { rescheduleFromPayload } from '../jobs/index.js';
import { REMINDER_JOB } from './reminders.js';
import { allTemplates, effectiveTemplate, reminderHours } from './templates.js';

export function createNotificationsService({ db, now }: Pick<AppDeps, 'db' | 'now'>) {
  function checkPlaceholders(kind: NotificationKind, field: 'subject' | 'body', text: string) {
    const [unknown] = unknownPlaceholders(text, TEMPLATE_PLACEHOLDERS[kind]);
    if (unknown) throw fieldError(field, NOTIFICATION_MESSAGES.unknownPlaceholder(unknown));
  }

  return {
    async templates(member: MemberContext): Promise<NotificationTemplate[]> {
      return allTemplates(await listTemplates(member.scope));
    },

    async updateTemplate(
      member: MemberContext,
      kind: NotificationKind,
      body: { enabled: boolean; subject: string; body: string; hours_before?: number },
    ): Promise<NotificationTemplate> {
      checkPlaceholders(kind, 'subject', body.subject);
      checkPlaceholders(kind, 'body', body.body);
      const { hours_before: hoursBefore, ...text } = body;
      if (hoursBefore !== undefined && kind !== 'booking_reminder') {
        throw fieldError('hours_before', NOTIFICATION_MESSAGES.hoursOnlyForReminders);
      }
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const before = reminderHours(await findTemplate(scope, kind));
        const row = await saveTemplate(scope, { kind, ...text, hoursBefore, updatedBy: member.user.id }, now());
        // The reminders already scheduled move with the setting (one that is now due goes at the next poll).
        const after = reminderHours(row);
        if (kind === 'booking_reminder' && after !== before) {
          await rescheduleFromPayload(scope, REMINDER_JOB, 'starts_at', after * 3_600_000);
        }
        return effectiveTemplate(kind, row);
      });
    },

    /** Back to the default text; the on/off switch (and the reminder's hours) stay as they were. */
    async resetTemplate(member: MemberContext, kind: NotificationKind): Promise<NotificationTemplate> {
      const current = await findTemplate(member.scope, kind);
      const row = await saveTemplate(
        member.scope,
        {
          kind,
          enabled: effectiveTemplate(kind, current).enabled,
          subject: null,
          body: null,
          updatedBy: member.user.id,
        },
        now(),
      );
      return effectiveTemplate(kind, row);
    },

    /** Marketing e-mails written this calendar month in the club's time zone, against the 50,000 included. */
    async usage(member: MemberContext) {
      const { month, start, end } = calendarMonthIn(now(), member.business.timezone);
      const sent = await countMarketing(db, member.business.id, start, end);
      const included = NOTIFICATION_LIMITS.monthlyIncluded;
      return {
        month,
        sent,
        included,
        over: Math.max(0, sent - included),
        extra_cost_cents: marketingOverageCents(sent, included, NOTIFICATION_LIMITS.extraCentsPerThousand),
      };
    },

    /** The outbox of the club, newest first; addresses only for staff who may read members' personal data. */
    async log(member: MemberContext, query: { page: number; search?: string; kind?: OutboxKind }): Promise<MailLog> {
      const pageSize = NOTIFICATION_LIMITS.logPageSize;
      const seesAddresses = can(member.membership.roles, 'members', 'read');
      const { rows, total } = await mailLogPage(
        db,
        member.business.id,
        // Searching by address would reveal addresses to those who may not see them.
        { search: query.search, kind: query.kind, subjectOnly: !seesAddresses },
        { offset: (query.page - 1) * pageSize, limit: pageSize },
      );
      return {
        rows: rows.map((row) => ({
          id: row.id,
          to: seesAddresses ? row.toAddress : null,
          subject: row.subject,
          kind: row.kind,
          status: row.status,
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
          campaign_id: row.campaignId,
        })),
        total,
        page: query.page,
        page_size: pageSize,
      };
    },

    async mine(member: MemberContext, beforeId: number | undefined) {
      const limit = NOTIFICATION_LIMITS.minePageSize;
      const [rows, unread] = await Promise.all([
        listInApp(member.scope, member.user.id, beforeId, limit),
        countUnread(member.scope, member.user.id),
      ]);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          body: row.body,
          link: row.link,
          created_at: row.createdAt.toISOString(),
          read: row.readAt !== null,
        })),
        unread,
        isEnd: rows.length < limit,
      };
    },

    async markRead(member: MemberContext, ids: number[] | undefined) {
      await markRead(member.scope, member.user.id, ids ?? null, now());
      return { unread: await countUnread(member.scope, member.user.id) };
    },

    async preferences(member: MemberContext): Promise<MailPreferences> {
      const [row] = await ensurePreferences(member.scope, [member.user.id]);
      return {
        email: Object.fromEntries(
          NOTIFICATION_KINDS.map((kind) => [kind, !row!.mutedKinds.includes(kind)]),
        ) as MailPreferences['email'],
        marketing: row!.unsubscribedAt === null,
      };
    },

    async updatePreferences(member: MemberContext, body: MailPreferences): Promise<MailPreferences> {
      await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const [row] = await ensurePreferences(scope, [member.user.id]);
        await updatePreferences(
          scope,
          member.user.id,
          {
            mutedKinds: NOTIFICATION_KINDS.filter((kind) => !body.email[kind]),
            // Keeps the first unsubscribe time when it stays off.
            unsubscribedAt: body.marketing ? null : (row!.unsubscribedAt ?? now()),
          },
          now(),
        );
      });
      return this.preferences(member);
    },

    /** The unsubscribe link's call: `<club id>-<token>`; no sign-in. */
    async unsubscribe(token: string): Promise<{ club_name: string }> {
      const match = /^(\d{1,10})-([0-9a-f]{32})$/.exec(token);
      if (!match) throw fieldError('token', NOTIFICATION_MESSAGES.unsubscribeInvalid);
      const businessId = Number(match[1]);
      const row = await unsubscribeByToken(db, businessId, match[2]!, now());
      const business = row && (await findBusiness(db, businessId));
      if (!business) throw new AppError(404, NOTIFICATION_MESSAGES.unsubscribeInvalid);
      return { club_name: business.name };
    },

    /** A person's public face: first name, last initial and picture; nothing that reaches them. */
    async publicInfo(uid: string) {
      const user = await findUserByUid(db, uid);
      if (!user || user.status !== 'active') throw notFound('User');
      return {
        uid: user.uid,
        first_name: user.firstName,
        last_initial: user.lastName.slice(0, 1),
        profile_image: user.profileImage,
      };
    },

    /** parent/sendemail: staff write to a member's parent or guardian, in the club's name, logged in the outbox. */
    async parentEmail(member: MemberContext, body: { name: string; email: string; message: string }) {
      const { business, user } = member;
      await enqueueEmail(db, {
        businessId: business.id,
        to: body.email,
        subject: `${business.name}: a message for ${body.name}`,
        text: `Hello ${body.name},\n\n${body.message}\n\n${user.firstName} ${user.lastName}, ${business.name}`,
        kind: 'parent_message',
      });
      return { queued: true };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
