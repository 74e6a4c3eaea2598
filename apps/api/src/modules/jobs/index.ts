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
  retryDelayMs,
} from './queue.js';
export {
  type JobDefinitions,
  type JobDeps,
  type JobOutcome,
  type RunOptions,
  runDueJobs,
  startJobRunner,
} from './runner.js';
