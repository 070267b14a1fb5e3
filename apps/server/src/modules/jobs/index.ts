import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { JobRunner } from './jobs.service.js';

export { insertJob as enqueueJob, rescheduleFromPayload, findJob, listJobs } from './jobs.repository.js';
export type { JobRow, NewJob } from './jobs.repository.js';
export { backoffMs, JobRunner, type JobContext, type JobType, type RunSummary } from './jobs.service.js';

/**
 * Jobs (table jobs): a job queue in the database. Other modules enqueue named jobs with a payload (per club or the
 * system's own) inside their own transaction, and register the job types they run; the server process polls for
 * due jobs (started in main.ts, stopped when the app closes). Serves no routes.
 */
export function createJobRunner(deps: AppDeps, log: FastifyBaseLogger): JobRunner {
  return new JobRunner(deps.db, log, deps.now);
}
