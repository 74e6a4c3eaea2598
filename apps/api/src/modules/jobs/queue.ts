import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { JobDefinition } from '../../http/module.js';
import { currentRequestId } from '../../lib/requestContext.js';

export type JobRow = Selectable<DB['job']>;
export type JobStatus = JobRow['status'];
type Db = Kysely<DB> | Transaction<DB>;

export const DEFAULT_MAX_ATTEMPTS = 8;
const OPEN: JobStatus[] = ['PENDING', 'RUNNING'];

/** Delay before attempt `attempt + 1`: 2 s, 4 s, 8 s … at most 5 minutes. */
export const retryDelayMs = (attempt: number) => Math.min(300_000, 2000 * 2 ** Math.max(0, attempt - 1));

/** now() + ms on the database clock, so every instance agrees on when a job is due. */
export const dbNowPlus = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

export interface EnqueueOptions {
  /** Not before this moment; now by default. */
  runAt?: Date;
  /** While a job with this key is unfinished, enqueueing another one with it does nothing. */
  key?: string;
  /** Overrides the definition's (or the default) number of attempts. */
  maxAttempts?: number;
}

/**
 * Adds a job in the caller's transaction: it exists only if the change that caused it commits. Pass the
 * definition rather than its name so its attempt limit travels with the job. Returns the job's oid, or null when
 * an unfinished job already holds the key.
 */
export async function enqueueJob<P>(
  db: Db,
  job: string | Pick<JobDefinition<P>, 'name' | 'maxAttempts'>,
  payload: P,
  opts: EnqueueOptions = {},
): Promise<number | null> {
  const def = typeof job === 'string' ? { name: job, maxAttempts: undefined } : job;
  const row = await db
    .insertInto('job')
    .values({
      name: def.name,
      payload: sql`${JSON.stringify(payload ?? {})}::jsonb`,
      max_attempts: opts.maxAttempts ?? def.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      run_at: opts.runAt ?? sql<Date>`now()`,
      key: opts.key ?? null,
      // The request this change belongs to: the job's outside calls will name it.
      request_id: currentRequestId() ?? null,
    })
    .onConflict((oc) => oc.column('key').where('status', 'in', OPEN).doNothing())
    .returning('oid')
    .executeTakeFirst();
  return row?.oid ?? null;
}

/** Makes the waiting jobs with these keys due now (an SMS whose next attempt was brought forward). */
export async function makeJobsDue(db: Db, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await db
    .updateTable('job')
    .set({ run_at: sql<Date>`now()` })
    .where('key', 'in', keys)
    .where('status', '=', 'PENDING')
    .where('run_at', '>', sql<Date>`now()`)
    .execute();
}

export interface JobFilter {
  status?: JobStatus;
  name?: string;
  limit: number;
}

/** The queue as staff see it, newest first; `status: 'DEAD'` lists the dead letters with their last error. */
export async function listJobs(db: Db, { status, name, limit }: JobFilter): Promise<JobRow[]> {
  let q = db.selectFrom('job').selectAll();
  if (status) q = q.where('status', '=', status);
  if (name) q = q.where('name', '=', name);
  return q.orderBy('oid', 'desc').limit(limit).execute();
}

/**
 * Puts jobs this process claimed but will not finish (it is shutting down) back in the queue: due at once, the
 * attempt not counted, since the job did not fail. Only while the claim is still this one (same attempt), so a
 * job another worker already took over is left alone. Returns how many went back.
 */
export async function releaseJobs(db: Db, jobs: Array<Pick<JobRow, 'oid' | 'attempts'>>): Promise<number> {
  let released = 0;
  for (const job of jobs) {
    const res = await db
      .updateTable('job')
      .set({ status: 'PENDING', attempts: job.attempts - 1, run_at: sql<Date>`now()`, locked_until: null })
      .where('oid', '=', job.oid)
      .where('status', '=', 'RUNNING')
      .where('attempts', '=', job.attempts)
      .executeTakeFirst();
    released += Number(res.numUpdatedRows);
  }
  return released;
}
