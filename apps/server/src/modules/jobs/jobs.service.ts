import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor, Transaction } from '@fairplay/db';
import { claimDueJob, deleteDoneBefore, insertJob, markDone, markFailed, type JobRow } from './jobs.repository.js';

/** What a job's handler is given: the job's transaction (its writes commit with the job's 'done'), the job, the time. */
export interface JobContext {
  db: Executor;
  job: JobRow;
  now: Date;
  /**
   * Runs `work` once the job's transaction has committed, outside it: the way a job calls the outside world (a
   * payment) without holding its transaction open. The job records its intent in the transaction first, and plans
   * a follow-up job that finishes the work should the process stop before `work` ran; `work`'s failure is logged.
   */
  afterCommit(work: () => Promise<void>): void;
}

export interface JobType {
  /** A stable name such as 'booking.reminder' (lower case, dots, dashes). */
  type: string;
  /**
   * Runs the job inside its transaction. It must be safe to run again (a failure rolls its writes back and the job
   * is retried); it should check at run time that what it acts on still holds. It must not wait on the outside
   * world for long: a call out (a webhook, a payment) records its intent and leaves the call to the outbox pattern.
   */
  run(context: JobContext): Promise<void>;
  /**
   * Runs after the job's transaction committed as done, outside any transaction: the call out that `run` recorded
   * the intent of (a payment through the provider). It must be idempotent and find its work again from the
   * database, since a crash between the commit and this call leaves it to the next run; failures are logged.
   */
  afterCommit?(context: { job: JobRow; now: Date }): Promise<void>;
  /** Tries before the job is dead (default 5). */
  maxAttempts?: number;
  /**
   * A periodic job: one run per slot of this many milliseconds, whichever process enqueues it first (its key is
   * the slot). Its business id is null.
   */
  everyMs?: number;
}

/** After the n-th failure (1, 2, ...): 30 s, 2 min, 8 min, 32 min, ~2 h, at most 6 h. */
export function backoffMs(failures: number): number {
  return Math.min(30_000 * 4 ** (failures - 1), 6 * 3_600_000);
}

const DONE_KEPT_MS = 14 * 24 * 3_600_000;
const CLEANUP_EVERY_MS = 3_600_000;

export interface RunSummary {
  done: number;
  failed: number;
}

export interface RunOptions {
  /** At most this many jobs in one run. */
  limit?: number;
  /**
   * Only jobs of these types (all registered ones when absent): a test that drives one kind of job with its clock
   * runs that kind alone, not every sweep of the demo club (a day of booking reminders is hundreds of jobs).
   */
  types?: readonly string[];
}

/**
 * The job worker of one server process. Several processes may run it on one database: each claims due jobs with
 * FOR UPDATE SKIP LOCKED and runs each one inside the claiming transaction, so no job runs twice and nothing is
 * kept in memory between polls. `runDueJobs(now)` runs what is due at `now` (tests call it with their clock).
 */
export class JobRunner {
  private readonly types = new Map<string, JobType>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<RunSummary> | null = null;
  private lastCleanup = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  register(type: JobType): void {
    if (this.types.has(type.type)) throw new Error(`job type ${type.type} is registered twice`);
    this.types.set(type.type, type);
  }

  /** Runs the due jobs one by one (at most `limit`); periodic jobs are enqueued for their current slot first. */
  async runDueJobs(now: Date = this.now(), { limit = 200, types }: RunOptions = {}): Promise<RunSummary> {
    const summary: RunSummary = { done: 0, failed: 0 };
    for (const name of types ?? []) if (!this.types.has(name)) throw new Error(`job type ${name} is not registered`);
    const chosen = types ?? [...this.types.keys()];
    for (const name of chosen) {
      const type = this.types.get(name)!;
      if (!type.everyMs) continue;
      const slot = Math.floor(now.getTime() / type.everyMs);
      await insertJob(this.db, {
        type: type.type,
        businessId: null,
        key: `slot:${slot}`,
        runAt: new Date(slot * type.everyMs),
        maxAttempts: type.maxAttempts ?? 3,
      });
    }
    for (let i = 0; i < limit; i += 1) {
      const outcome = await this.runOne(now, chosen);
      if (outcome === 'none') break;
      summary[outcome] += 1;
    }
    if (now.getTime() - this.lastCleanup >= CLEANUP_EVERY_MS) {
      this.lastCleanup = now.getTime();
      await deleteDoneBefore(this.db, new Date(now.getTime() - DONE_KEPT_MS));
    }
    return summary;
  }

  private async runOne(now: Date, types: readonly string[]): Promise<'none' | 'done' | 'failed'> {
    let committed: { type: JobType; job: JobRow } | null = null;
    const followUps: (() => Promise<void>)[] = [];
    const outcome = await this.db.transaction(async (tx) => {
      const job = await claimDueJob(tx, types, now);
      if (!job) return 'none' as const;
      const type = this.types.get(job.type)!;
      try {
        // A savepoint: a failing handler's writes are undone, while the job's row stays locked for its failure.
        const planned: (() => Promise<void>)[] = [];
        await tx.transaction((inner: Transaction) =>
          type.run({ db: inner, job, now, afterCommit: (work) => planned.push(work) }),
        );
        await markDone(tx, job.id, now);
        committed = { type, job };
        followUps.push(...planned);
        return 'done' as const;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retryAt = new Date(now.getTime() + backoffMs(job.attempts + 1));
        await markFailed(tx, job, message, now, retryAt);
        this.log.warn({ err: error, jobId: job.id, jobType: job.type, attempt: job.attempts + 1 }, 'job failed');
        return 'failed' as const;
      }
    });
    // Assigned inside the transaction's callback, which the compiler's narrowing does not follow.
    const after = committed as { type: JobType; job: JobRow } | null;
    if (outcome === 'done' && after?.type.afterCommit)
      await after.type.afterCommit({ job: after.job, now }).catch((error: unknown) => {
        this.log.warn({ err: error, jobId: after.job.id, jobType: after.job.type }, 'job after-commit failed');
      });
    for (const work of followUps) {
      await work().catch((error: unknown) => this.log.warn({ err: error }, 'job follow-up failed'));
    }
    return outcome;
  }

  /** Polls every `intervalMs` (the timer does not keep the process alive); a poll never overlaps the previous. */
  start(intervalMs = 10_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.running ??= this.runDueJobs(this.now())
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'job poll failed');
          return { done: 0, failed: 0 };
        })
        .finally(() => {
          this.running = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
