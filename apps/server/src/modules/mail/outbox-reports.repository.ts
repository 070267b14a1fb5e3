import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { emailOutbox, type Executor } from '@fairplay/db';
import type { OutboxRow } from './mail.repository.js';

/** How far each campaign's e-mails have got: counts by status. */
export async function campaignProgress(
  db: Executor,
  businessId: number,
  campaignIds: number[],
): Promise<Map<number, { pending: number; sent: number; failed: number }>> {
  const progress = new Map<number, { pending: number; sent: number; failed: number }>();
  if (campaignIds.length === 0) return progress;
  const rows = await db
    .select({ campaignId: emailOutbox.campaignId, status: emailOutbox.status, n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.businessId, businessId), inArray(emailOutbox.campaignId, campaignIds)))
    .groupBy(emailOutbox.campaignId, emailOutbox.status);
  for (const id of campaignIds) progress.set(id, { pending: 0, sent: 0, failed: 0 });
  for (const row of rows) progress.get(row.campaignId!)![row.status] = row.n;
  return progress;
}

/** Marketing e-mails the club has written in [from, to). */
export async function countMarketing(db: Executor, businessId: number, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.businessId, businessId),
        eq(emailOutbox.kind, 'marketing'),
        gte(emailOutbox.createdAt, from),
        lt(emailOutbox.createdAt, to),
      ),
    );
  return row!.n;
}

/** The club's sent mail, newest first, optionally searched by address or subject and filtered by kind. */
export async function mailLogPage(
  db: Executor,
  businessId: number,
  filter: { search?: string | undefined; kind?: OutboxRow['kind'] | undefined; subjectOnly?: boolean },
  page: { offset: number; limit: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(emailOutbox.businessId, businessId),
    filter.kind ? eq(emailOutbox.kind, filter.kind) : undefined,
    pattern
      ? filter.subjectOnly
        ? ilike(emailOutbox.subject, pattern)
        : or(ilike(emailOutbox.toAddress, pattern), ilike(emailOutbox.subject, pattern))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(where),
  ]);
  return { rows, total: total!.n };
}
