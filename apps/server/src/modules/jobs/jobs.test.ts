import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '@fairplay/db';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { backoffMs, enqueueJob, findJob, JobRunner, listJobs, type JobType } from './index.js';

const SECOND = 1000;

describe('the job queue', () => {
  let t: TestApp;
  /** A fixed moment the tests move forward by hand: no job waits for the real clock. */
  const start = new Date('2030-03-01T12:00:00Z');
  const later = (ms: number) => new Date(start.getTime() + ms);

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  const runner = (...types: JobType[]) => {
    const worker = new JobRunner(t.handle.db, t.app.log, () => start);
    for (const type of types) worker.register(type);
    return worker;
  };
  /** A job type that records each run of each job (by key). */
  const recording = (type: string, runs: string[], fail?: (key: string) => boolean): JobType => ({
    type,
    async run({ job }) {
      runs.push(job.key ?? '');
      if (fail?.(job.key ?? '')) throw new Error(`failed ${job.key}`);
    },
  });

  it('runs a due job once, inside its transaction, and leaves a future one for later', async () => {
    const runs: string[] = [];
    const worker = runner(recording('test.once', runs));
    await enqueueJob(t.handle.db, { type: 'test.once', businessId: null, key: 'now', runAt: start });
    await enqueueJob(t.handle.db, { type: 'test.once', businessId: null, key: 'later', runAt: later(60 * SECOND) });
    expect(await worker.runDueJobs(start)).toEqual({ done: 1, failed: 0 });
    expect(runs).toEqual(['now']);
    expect(await findJob(t.handle.db, 'test.once', 'now')).toMatchObject({ status: 'done', attempts: 0 });
    expect(await worker.runDueJobs(start)).toEqual({ done: 0, failed: 0 });
    expect(await worker.runDueJobs(later(60 * SECOND))).toEqual({ done: 1, failed: 0 });
    expect(runs).toEqual(['now', 'later']);
  });

  it('adds a job of a type and key only once, whatever became of the first', async () => {
    const runs: string[] = [];
    const worker = runner(recording('test.key', runs));
    const job = { type: 'test.key', businessId: null, key: 'k', runAt: start, payload: { n: 1 } };
    expect(await enqueueJob(t.handle.db, job)).toBe(true);
    expect(await enqueueJob(t.handle.db, { ...job, payload: { n: 2 } })).toBe(false);
    await worker.runDueJobs(start);
    expect(await enqueueJob(t.handle.db, job)).toBe(false);
    await worker.runDueJobs(later(SECOND));
    expect(runs).toEqual(['k']);
    const rows = await listJobs(t.handle.db, 'test.key');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload).toEqual({ n: 1 });
  });

  it('retries a failed job with backoff, undoing what the failed run wrote', async () => {
    let calls = 0;
    const worker = runner({
      type: 'test.retry',
      async run({ db, job }) {
        calls += 1;
        // Writes something, then fails on the first try: the write must not survive.
        await enqueueJob(db, { type: 'test.side', businessId: null, key: `side-${calls}`, runAt: later(1e9) });
        if (job.attempts === 0) throw new Error('the payment provider timed out');
      },
    });
    await enqueueJob(t.handle.db, { type: 'test.retry', businessId: null, key: 'r', runAt: start });
    expect(await worker.runDueJobs(start)).toEqual({ done: 0, failed: 1 });
    const failed = await findJob(t.handle.db, 'test.retry', 'r');
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'the payment provider timed out',
      finishedAt: null,
    });
    expect(failed!.runAt.toISOString()).toBe(later(backoffMs(1)).toISOString());
    expect(await findJob(t.handle.db, 'test.side', 'side-1')).toBeUndefined();
    // Not before its backoff has passed.
    expect(await worker.runDueJobs(later(backoffMs(1) - SECOND))).toEqual({ done: 0, failed: 0 });
    expect(await worker.runDueJobs(later(backoffMs(1)))).toEqual({ done: 1, failed: 0 });
    expect(calls).toBe(2);
    expect(await findJob(t.handle.db, 'test.retry', 'r')).toMatchObject({ status: 'done', attempts: 1 });
    expect(await findJob(t.handle.db, 'test.side', 'side-2')).toBeDefined();
  });

  it('backs off 30 s, 2 min, 8 min, 32 min, then about 2 h, at most 6 h', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffMs)).toEqual([
      30_000, 120_000, 480_000, 1_920_000, 7_680_000, 21_600_000, 21_600_000,
    ]);
  });

  it('keeps a job that used all its attempts as dead, with its error, and never runs it again', async () => {
    const runs: string[] = [];
    const worker = runner({ ...recording('test.dead', runs, () => true), maxAttempts: 2 });
    await enqueueJob(t.handle.db, { type: 'test.dead', businessId: null, key: 'd', runAt: start, maxAttempts: 2 });
    await worker.runDueJobs(start);
    await worker.runDueJobs(later(backoffMs(1)));
    const dead = await findJob(t.handle.db, 'test.dead', 'd');
    expect(dead).toMatchObject({ status: 'dead', attempts: 2, lastError: 'failed d' });
    expect(dead!.finishedAt!.toISOString()).toBe(later(backoffMs(1)).toISOString());
    expect(await worker.runDueJobs(later(24 * 3_600_000))).toEqual({ done: 0, failed: 0 });
    expect(runs).toEqual(['d', 'd']);
  });

  it('two workers on one database never run the same job', async () => {
    const runs: string[] = [];
    const slow: JobType = {
      type: 'test.race',
      async run({ db, job }) {
        // Each run reads and writes, so the two workers' transactions interleave on PostgreSQL.
        await db.select().from(jobs).where(eq(jobs.id, job.id));
        runs.push(job.key ?? '');
      },
    };
    const a = runner(slow);
    const b = runner(slow);
    for (let i = 0; i < 30; i += 1) {
      await enqueueJob(t.handle.db, { type: 'test.race', businessId: null, key: `j${i}`, runAt: start });
    }
    const [first, second] = await Promise.all([a.runDueJobs(start), b.runDueJobs(start)]);
    expect(first.done + second.done).toBe(30);
    expect(runs).toHaveLength(30);
    expect(new Set(runs).size).toBe(30);
    const rows = await listJobs(t.handle.db, 'test.race');
    expect(rows.every((row) => row.status === 'done')).toBe(true);
  });

  it('runs a periodic job once per slot, whichever worker gets there first', async () => {
    const runs: string[] = [];
    const periodic = { ...recording('test.every', runs), everyMs: 15 * 60 * SECOND };
    const a = runner(periodic);
    const b = runner(periodic);
    await Promise.all([a.runDueJobs(later(SECOND)), b.runDueJobs(later(2 * SECOND))]);
    await a.runDueJobs(later(14 * 60 * SECOND));
    expect(runs).toHaveLength(1);
    await b.runDueJobs(later(15 * 60 * SECOND));
    expect(runs).toHaveLength(2);
    expect(new Set(runs).size).toBe(2);
  });

  it('leaves job types it does not know to the processes that do', async () => {
    await enqueueJob(t.handle.db, { type: 'test.unknown', businessId: null, key: 'u', runAt: start });
    await runner().runDueJobs(later(SECOND));
    expect(await findJob(t.handle.db, 'test.unknown', 'u')).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('runs only the types asked for, periodic ones included, and refuses a type it does not know', async () => {
    const runs: string[] = [];
    const sweep: JobType = { ...recording('test.only-sweep', runs), everyMs: 60 * SECOND };
    const worker = runner(recording('test.only-a', runs), recording('test.only-b', runs), sweep);
    await enqueueJob(t.handle.db, { type: 'test.only-a', businessId: null, key: 'a', runAt: start });
    await enqueueJob(t.handle.db, { type: 'test.only-b', businessId: null, key: 'b', runAt: start });
    expect(await worker.runDueJobs(start, { types: ['test.only-a'] })).toEqual({ done: 1, failed: 0 });
    expect(runs).toEqual(['a']);
    expect(await findJob(t.handle.db, 'test.only-b', 'b')).toMatchObject({ status: 'pending' });
    // The sweep was not even enqueued for its slot.
    expect(await listJobs(t.handle.db, 'test.only-sweep')).toHaveLength(0);
    await expect(worker.runDueJobs(start, { types: ['test.never-registered'] })).rejects.toThrow(/not registered/);
    expect(await worker.runDueJobs(start)).toEqual({ done: 2, failed: 0 });
    expect(runs.sort()).toEqual(['a', 'b', `slot:${Math.floor(start.getTime() / (60 * SECOND))}`]);
  });

  it('refuses a malformed job type in the database', async () => {
    await expect(enqueueJob(t.handle.db, { type: 'Bad Type!', businessId: null, runAt: start })).rejects.toThrow();
  });
});
