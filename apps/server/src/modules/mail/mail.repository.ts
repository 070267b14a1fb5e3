import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { emailOutbox, type Executor } from '@fairplay/db';

export interface OutgoingEmail {
  businessId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What it is (the log and the monthly marketing count read it); account mail by default. */
  kind?: OutboxRow['kind'];
  campaignId?: number | null;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string> | null;
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function enqueueEmail(db: Executor, email: OutgoingEmail): Promise<OutboxRow> {
  const [row] = await db.insert(emailOutbox).values(outboxValues(email)).returning();
  return row!;
}

function outboxValues(email: OutgoingEmail) {
  return {
    businessId: email.businessId,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
    kind: email.kind ?? 'account',
    campaignId: email.campaignId ?? null,
    headers: email.headers ?? null,
  };
}

/** Many e-mails in one INSERT per `batchSize` rows (a large send), inside the caller's transaction. */
export async function enqueueEmails(db: Executor, emails: OutgoingEmail[], batchSize = 1000): Promise<number> {
  for (let start = 0; start < emails.length; start += batchSize) {
    await db.insert(emailOutbox).values(emails.slice(start, start + batchSize).map(outboxValues));
  }
  return emails.length;
}

/** Claims a batch of pending e-mails; SKIP LOCKED lets two senders share the outbox without double sends. */
export async function claimPending(db: Executor, limit: number, maxAttempts: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lt(emailOutbox.attempts, maxAttempts)))
    .orderBy(asc(emailOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSent(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${emailOutbox.attempts} + 1`, lastError: null })
    .where(eq(emailOutbox.id, id));
}

export async function markFailedAttempt(db: Executor, id: number, error: string, maxAttempts: number): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: error.slice(0, 500),
      status: sql`CASE WHEN ${emailOutbox.attempts} + 1 >= ${maxAttempts} THEN 'failed' ELSE 'pending' END`,
    })
    .where(eq(emailOutbox.id, id));
}
