import { jobCalls } from '@e-belediye/contracts';
import { defineModule } from '../../http/module.js';
import { jobHandlers } from './calls.js';

/** Durable background jobs on one PostgreSQL table (ADR 0007); other modules use only what is exported here. */
export {
  dbNowPlus,
  type EnqueueOptions,
  enqueueJob,
  type JobFilter,
  type JobRow,
  type JobStatus,
  listJobs,
  makeJobsDue,
  releaseJobs,
  retryDelayMs,
} from './queue.js';
export {
  type JobDefinitions,
  type JobDeps,
  type JobOutcome,
  type JobRunner,
  RunnerMessages,
  type RunOptions,
  runDueJobs,
  startJobRunner,
} from './runner.js';

/** The queue's one call: staff see waiting, running and dead jobs. */
export const jobsModule = defineModule({ name: 'jobs', calls: jobCalls, handlers: jobHandlers });
