import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { JobDefinition, ModuleDeps } from '../../http/module.js';
import { withRequestId } from '../../lib/requestContext.js';
import { DEFAULT_MAX_ATTEMPTS, dbNowPlus, type JobRow, releaseJobs, retryDelayMs } from './queue.js';

export interface JobDeps extends ModuleDeps {
  log: FastifyBaseLogger;
}

/** Every module's definitions side by side; each one types its own payload. */
export type JobDefinitions = readonly JobDefinition<unknown>[];

export interface RunOptions {
  /** Jobs claimed by one pass. */
  limit?: number;
  /** How long a claimed job may run before another worker takes it for dead and claims it again. */
  leaseMs?: number;
  /** Filled with the jobs this pass claimed while they run (the runner releases them at shutdown). */
  running?: Map<number, JobRow>;
}

export interface JobOutcome {
  oid: number;
  name: string;
  attempt: number;
  outcome: 'done' | 'retry' | 'dead';
  error?: string;
}

const DEFAULT_LIMIT = 10;
// Longer than any job should take: a sweep asks the bank about 20 orders with a 10 s timeout each.
export const DEFAULT_LEASE_MS = 5 * 60_000;
const LEASE_LOST = 'İşleyen, kilit süresi dolmadan işi bitirmedi (durdurulmuş olmalı); deneme hakkı kalmadı.';

/** Each recurring definition has exactly one unfinished instance; the first pass creates it, due at once. */
async function scheduleRecurring(db: Kysely<DB>, definitions: JobDefinitions): Promise<void> {
  for (const def of definitions) {
    if (def.everyMs === undefined) continue;
    // `not exists` first: the common case writes nothing and uses up no oid.
    await sql`
      insert into job (name, max_attempts, key)
      select ${def.name}::text, ${def.maxAttempts ?? DEFAULT_MAX_ATTEMPTS}::int, ${def.name}::text
      where not exists (select 1 from job where key = ${def.name} and status in ('PENDING', 'RUNNING'))
      on conflict (key) where status in ('PENDING', 'RUNNING') do nothing`.execute(db);
  }
}

/**
 * One short statement takes due jobs and those whose worker's lease ran out. `skip locked` lets concurrent
 * workers pass over each other's rows instead of waiting for them, so no job is claimed twice.
 */
async function claim(db: Kysely<DB>, definitions: JobDefinitions, limit: number, leaseMs: number): Promise<JobRow[]> {
  // A definition with a lease of its own (a short sweep) is taken over sooner when its worker was killed.
  const leases = definitions.map((d) => sql`when ${d.name}::text then ${d.leaseMs ?? leaseMs}::float8`);
  const { rows } = await sql<JobRow>`
    update job
    set status = 'RUNNING', attempts = attempts + 1,
      locked_until = now() + make_interval(secs => (case name ${sql.join(leases, sql` `)} end) / 1000)
    where oid = any(array(
      select oid from job
      where name in (${sql.join(definitions.map((d) => d.name))})
        and (status = 'PENDING' and run_at <= now() or status = 'RUNNING' and locked_until <= now())
      order by run_at
      limit ${limit}
      for update skip locked))
    returning *`.execute(db);
  return rows;
}

/**
 * Records how a claimed job ended. The update holds only while this worker still owns the claim (same attempt),
 * so a worker that outlived its lease cannot overwrite the result of the one that took the job over.
 */
async function record(
  db: Kysely<DB>,
  job: JobRow,
  def: JobDefinition<unknown>,
  error?: string,
): Promise<JobOutcome['outcome']> {
  const dead = error !== undefined && job.attempts >= job.max_attempts;
  const outcome = error === undefined ? 'done' : dead ? 'dead' : 'retry';
  const update = db
    .updateTable('job')
    .where('oid', '=', job.oid)
    .where('status', '=', 'RUNNING')
    .where('attempts', '=', job.attempts);
  if (outcome === 'retry') {
    await update
      .set({ status: 'PENDING', run_at: dbNowPlus(retryDelayMs(job.attempts)), locked_until: null, last_error: error })
      .execute();
  } else if (outcome === 'done' && def.everyMs !== undefined) {
    // A recurring sweep is rescheduled in place: it stays the one instance of its name.
    await update
      .set({ status: 'PENDING', attempts: 0, run_at: dbNowPlus(def.everyMs), locked_until: null, last_error: null })
      .execute();
  } else {
    // A dead recurring sweep stays as a dead letter; the next pass schedules a fresh instance.
    await update
      .set({
        status: outcome === 'done' ? 'DONE' : 'DEAD',
        finished_at: sql<Date>`now()`,
        locked_until: null,
        ...(error === undefined ? {} : { last_error: error }),
      })
      .execute();
  }
  return outcome;
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 1000);

async function runOne(def: JobDefinition<unknown>, job: JobRow, deps: JobDeps): Promise<JobOutcome> {
  const { database, settings } = deps;
  const base = { oid: job.oid, name: job.name, attempt: job.attempts };
  // Claimed again after its worker died on the last attempt: given up without another run.
  if (job.attempts > job.max_attempts) {
    return { ...base, outcome: await record(database.db, job, def, LEASE_LOST), error: LEASE_LOST };
  }
  const log = deps.log.child({ job: job.oid, jobName: job.name });
  try {
    // Calls to outside systems name the request that enqueued the job, or the job itself (a sweep).
    await withRequestId(job.request_id ?? `job-${job.oid}`, () =>
      def.run(job.payload, { database, settings, log, attempt: job.attempts }),
    );
  } catch (e) {
    const error = errorText(e);
    const outcome = await record(database.db, job, def, error);
    if (outcome === 'dead') log.error({ attempt: job.attempts, err: error }, 'İş deneme hakkını doldurdu');
    else log.warn({ attempt: job.attempts, err: error }, 'İş başarısız, yeniden denenecek');
    return { ...base, outcome, error };
  }
  return { ...base, outcome: await record(database.db, job, def) };
}

/**
 * One pass: keeps the recurring jobs scheduled, claims up to `limit` due jobs of these definitions (never a job
 * this process has no code for), runs them side by side and records each outcome.
 */
export async function runDueJobs(
  definitions: JobDefinitions,
  deps: JobDeps,
  { limit = DEFAULT_LIMIT, leaseMs = DEFAULT_LEASE_MS, running }: RunOptions = {},
): Promise<JobOutcome[]> {
  if (!definitions.length) return [];
  const byName = new Map(definitions.map((d) => [d.name, d]));
  await scheduleRecurring(deps.database.db, definitions);
  const claimed = await claim(deps.database.db, definitions, limit, leaseMs);
  for (const job of claimed) running?.set(job.oid, job);
  const settled = await Promise.allSettled(
    claimed.map((job) => runOne(byName.get(job.name)!, job, deps).finally(() => running?.delete(job.oid))),
  );
  const broken = settled.find((s) => s.status === 'rejected');
  if (broken) throw broken.reason;
  return settled.map((s) => (s as PromiseFulfilledResult<JobOutcome>).value);
}

/** A running job runner: stop it, or ask whether it still makes passes (the readiness check). */
export interface JobRunner {
  /**
   * Stops making passes and waits for the one under way — at most `graceMs` when given; the jobs still running
   * then go back to the queue, due at once and their attempt not counted, for another instance to take.
   */
  (options?: { graceMs?: number }): Promise<void>;
  /** Why the runner is not doing its work, or null when it is. */
  problem(): string | null;
}

export const RunnerMessages = {
  stopped: 'İş kuyruğu işleyicisi durduruldu.',
  stalled: 'İş kuyruğu işleyicisi bir süredir tur atmadı.',
} as const;

/**
 * Runs passes every `settings.workers.intervalMs`, one at a time, and at once again after a full pass so a
 * backlog drains.
 */
export function startJobRunner(definitions: JobDefinitions, deps: JobDeps, opts: RunOptions = {}): JobRunner {
  const limit = opts.limit ?? DEFAULT_LIMIT;
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const running = new Map<number, JobRow>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass = Promise.resolve();
  let passStartedAt: number | null = null;
  let lastPassAt = Date.now();
  const schedule = (ms: number) => {
    timer = setTimeout(() => {
      pass = tick();
    }, ms);
    timer.unref();
  };
  const tick = async () => {
    let full = false;
    passStartedAt = Date.now();
    try {
      full = (await runDueJobs(definitions, deps, { ...opts, limit, running })).length >= limit;
    } catch (e) {
      deps.log.error({ err: e }, 'İş kuyruğu işlenemedi');
    }
    passStartedAt = null;
    lastPassAt = Date.now();
    if (!stopped) schedule(full ? 0 : deps.settings.workers.intervalMs);
  };
  schedule(deps.settings.workers.intervalMs);
  const stop = async ({ graceMs }: { graceMs?: number } = {}) => {
    stopped = true;
    clearTimeout(timer);
    if (graceMs === undefined) {
      await pass;
      return;
    }
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([pass, new Promise((resolve) => (grace = setTimeout(resolve, graceMs)))]);
    clearTimeout(grace);
    if (running.size > 0) {
      const released = await releaseJobs(deps.database.db, [...running.values()]);
      deps.log.warn({ released }, 'Kapanışta bitmeyen işler kuyruğa geri bırakıldı');
    }
  };
  // Idle longer than ten intervals (at least 30 s), or one pass past the lease: the runner has stalled.
  const idleLimit = Math.max(30_000, 10 * deps.settings.workers.intervalMs);
  const problem = () => {
    if (stopped) return RunnerMessages.stopped;
    const now = Date.now();
    const stalled = passStartedAt === null ? now - lastPassAt > idleLimit : now - passStartedAt > leaseMs;
    return stalled ? RunnerMessages.stalled : null;
  };
  return Object.assign(stop, { problem });
}
