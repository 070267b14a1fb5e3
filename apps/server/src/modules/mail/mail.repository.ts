import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { emailOutbox, type Executor } from '@fairplay/db';

export interface OutgoingEmail {
  businessId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function enqueueEmail(db: Executor, email: OutgoingEmail): Promise<OutboxRow> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      businessId: email.businessId,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
    })
    .returning();
  return row!;
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
