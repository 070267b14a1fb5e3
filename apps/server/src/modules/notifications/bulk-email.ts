import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES, type Campaign, type RecipientCount } from '@fairplay/contracts';
import { renderTemplate } from '@fairplay/domain';
import type { Database, Executor } from '@fairplay/db';
import { AppError, notFound } from '../../errors.js';
import { findMembers, memberUserIds } from '../clubs/index.js';
import { activeGroups, memberIdsInGroups } from '../groups/index.js';
import { findNames, type MemberContext } from '../identity/index.js';
import { campaignProgress, enqueueEmails, type OutgoingEmail } from '../mail/index.js';
import {
  ensurePreferences,
  findCampaign,
  insertCampaign,
  insertInApp,
  preferencesOf,
  recentCampaigns,
  type CampaignRow,
} from './notifications.repository.js';

/** Who a bulk e-mail goes to: every member (optionally matching a search), picked members, or one member. */
export type Audience =
  | { kind: 'all'; search: string | undefined }
  | { kind: 'picked'; userIds: number[] }
  | { kind: 'member'; userId: number }
  | { kind: 'groups'; groupIds: number[]; search: string | undefined };

/** The link in every marketing e-mail and its List-Unsubscribe header; the token needs no sign-in. */
export function unsubscribeUrl(publicUrl: string, businessId: number, token: string): string {
  return `${publicUrl}/unsubscribe/${businessId}-${token}`;
}

const PEOPLE_CHUNK = 5000;

/** The club's members among the audience, with their addresses; a picked id outside the club is a 404. */
async function recipientsOf(member: MemberContext, db: Executor, audience: Audience) {
  const scope = member.scope.within(db);
  if (audience.kind === 'groups') {
    // Another club's group, or an archived one, is not a group this club can write to.
    const known = new Set((await activeGroups(scope)).map((group) => group.id));
    if (audience.groupIds.some((id) => !known.has(id))) throw notFound('Group');
  }
  const ids =
    audience.kind === 'all'
      ? await memberUserIds(scope)
      : audience.kind === 'groups'
        ? await memberIdsInGroups(scope, audience.groupIds)
        : audience.kind === 'picked'
          ? [...new Set(audience.userIds)]
          : [audience.userId];
  const people: { userId: number; fullName: string; email: string }[] = [];
  for (let start = 0; start < ids.length; start += PEOPLE_CHUNK) {
    people.push(...(await findMembers(scope, ids.slice(start, start + PEOPLE_CHUNK))));
  }
  if ((audience.kind === 'picked' || audience.kind === 'member') && people.length < ids.length)
    throw notFound('Member');
  if ((audience.kind === 'all' || audience.kind === 'groups') && audience.search) {
    const needle = audience.search.toLowerCase();
    return people.filter((p) => p.fullName.toLowerCase().includes(needle) || p.email.includes(needle));
  }
  return people;
}

export function createBulkEmail(db: Database, publicUrl: string) {
  async function toCampaign(member: MemberContext, row: CampaignRow): Promise<Campaign> {
    const [progress, names] = await Promise.all([
      campaignProgress(db, member.business.id, [row.id]),
      row.senderId === null ? [] : findNames(db, [row.senderId]),
    ]);
    const counts = progress.get(row.id)!;
    const sender = names[0];
    return {
      id: row.id,
      audience: row.audience,
      subject: row.subject,
      sender_name: sender ? `${sender.firstName} ${sender.lastName}` : null,
      recipients: row.recipients,
      skipped: row.skipped,
      ...counts,
      created_at: row.createdAt.toISOString(),
    };
  }

  return {
    /**
     * Records the campaign and writes its e-mails to the outbox in one transaction (batched INSERTs), skipping the
     * unsubscribed; the outbox sender delivers them and the campaign's progress is its rows' statuses.
     */
    async send(
      member: MemberContext,
      audience: Audience,
      text: { subject: string | undefined; message: string },
    ): Promise<Campaign> {
      const { business } = member;
      const row = await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const people = await recipientsOf(member, tx, audience);
        const preferences = new Map(
          (
            await ensurePreferences(
              scope,
              people.map((p) => p.userId),
            )
          ).map((p) => [p.userId, p]),
        );
        const reachable = people.filter((p) => preferences.get(p.userId)!.unsubscribedAt === null);
        if (reachable.length === 0) throw new AppError(400, NOTIFICATION_MESSAGES.noRecipients);
        const subject = text.subject ?? `A message from ${business.name}`;
        const campaign = await insertCampaign(scope, {
          senderId: member.user.id,
          audience: audience.kind,
          subject,
          message: text.message,
          recipients: reachable.length,
          skipped: people.length - reachable.length,
        });
        const emails: OutgoingEmail[] = reachable.map((person) => {
          const url = unsubscribeUrl(publicUrl, business.id, preferences.get(person.userId)!.unsubscribeToken);
          const values = { first_name: person.fullName.split(' ')[0] ?? '', club: business.name };
          return {
            businessId: business.id,
            to: person.email,
            subject: renderTemplate(subject, values),
            text: `${renderTemplate(text.message, values)}\n\n--\n${business.name}\nYou receive this as a member of ${business.name}. Unsubscribe: ${url}`,
            kind: 'marketing',
            campaignId: campaign.id,
            headers: { 'List-Unsubscribe': `<${url}>` },
          };
        });
        await enqueueEmails(tx, emails, NOTIFICATION_LIMITS.insertBatch);
        // A message to one person is also a note in their app; a mass mailing is not.
        if (audience.kind === 'member') {
          await insertInApp(scope, [
            {
              userId: audience.userId,
              kind: 'staff_message',
              title: subject.slice(0, 200),
              body: text.message.slice(0, 2000),
              link: null,
            },
          ]);
        }
        return campaign;
      });
      return toCampaign(member, row);
    },

    /** Whom `send` would reach for this audience, counted without writing anything, so staff confirm knowingly. */
    async count(member: MemberContext, audience: Audience): Promise<RecipientCount> {
      const people = await recipientsOf(member, db, audience);
      let skipped = 0;
      for (let start = 0; start < people.length; start += PEOPLE_CHUNK) {
        const ids = people.slice(start, start + PEOPLE_CHUNK).map((person) => person.userId);
        skipped += (await preferencesOf(member.scope, ids)).filter((p) => p.unsubscribedAt !== null).length;
      }
      return { recipients: people.length - skipped, skipped };
    },

    async campaign(member: MemberContext, id: number): Promise<Campaign> {
      const row = await findCampaign(member.scope, id);
      if (!row) throw notFound('Campaign');
      return toCampaign(member, row);
    },

    async recent(member: MemberContext): Promise<Campaign[]> {
      const rows = await recentCampaigns(member.scope, 10);
      return Promise.all(rows.map((row) => toCampaign(member, row)));
    },
  };
}

export type BulkEmail = ReturnType<typeof createBulkEmail>;
