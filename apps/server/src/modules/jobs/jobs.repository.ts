import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { jobs, type Executor, type TenantScope } from '@fairplay/db';

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  type: string;
  /** The club the job works for; null for the system's own jobs. */
  businessId: number | null;
  /** Idempotency: a second job of the same type and key is not added, whatever became of the first. */
  key?: string;
  payload?: Record<string, unknown>;
  runAt: Date;
  maxAttempts?: number;
}

/** Adds a job inside the caller's transaction; false when a job of its type and key already exists. */
export async function insertJob(db: Executor, job: NewJob): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({
      type: job.type,
      businessId: job.businessId,
      key: job.key ?? null,
      payload: job.payload ?? {},
      runAt: job.runAt,
      maxAttempts: job.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: [jobs.type, jobs.key] })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Claims the earliest due pending job of `types` for the caller's transaction: the row stays locked until it
 * commits, and other workers skip it (FOR UPDATE SKIP LOCKED).
 */
export async function claimDueJob(tx: Executor, types: readonly string[], now: Date): Promise<JobRow | undefined> {
  if (types.length === 0) return undefined;
  const [row] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now), inArray(jobs.type, types)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function markDone(tx: Executor, id: number, now: Date): Promise<void> {
  await tx.update(jobs).set({ status: 'done', finishedAt: now, lastError: null }).where(eq(jobs.id, id));
}

/** Counts a failed attempt: the job runs again at `retryAt`, or is dead once it has used all its attempts. */
export async function markFailed(tx: Executor, job: JobRow, error: string, now: Date, retryAt: Date): Promise<void> {
  const attempts = job.attempts + 1;
  const dead = attempts >= job.maxAttempts;
  await tx
    .update(jobs)
    .set({
      attempts,
      lastError: error.slice(0, 2000),
      status: dead ? 'dead' : 'pending',
      finishedAt: dead ? now : null,
      runAt: dead ? job.runAt : retryAt,
    })
    .where(eq(jobs.id, job.id));
}

/** Forgets jobs that finished well before `before` (dead jobs are kept for people to look into). */
export async function deleteDoneBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Moves the club's pending jobs of `type` to a time computed from their payload: `payload[field]` (an ISO time)
 * minus `leadMs`. For a club setting that says when its jobs run (the reminder's hours before the start).
 */
export async function rescheduleFromPayload(
  scope: TenantScope,
  type: string,
  field: string,
  leadMs: number,
): Promise<number> {
  const rows = await scope.db
    .update(jobs)
    .set({ runAt: sql`(${jobs.payload} ->> ${field})::timestamptz - make_interval(secs => ${leadMs / 1000})` })
    .where(and(eq(jobs.businessId, scope.businessId), eq(jobs.type, type), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return rows.length;
}

/** A job by type and key (for tests and diagnostics). */
export async function findJob(db: Executor, type: string, key: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, type), eq(jobs.key, key)));
  return row;
}

export async function listJobs(db: Executor, type: string): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.type, type)).orderBy(asc(jobs.id));
}
