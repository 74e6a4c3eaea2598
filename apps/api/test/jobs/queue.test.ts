import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings, type Settings } from '../../src/config/settings.js';
import type { Database } from '../../src/db/index.js';
import type { JobDefinition } from '../../src/http/module.js';
import {
  enqueueJob,
  type JobDeps,
  listJobs,
  retryDelayMs,
  runDueJobs,
  startJobRunner,
} from '../../src/modules/jobs/index.js';
import { openTestDatabase } from '../support/db.js';
import { depsOf, makeDue, secondConnection, secondsUntilRun, until } from './support.js';

let database: Database;
let settings: Settings;
let deps: JobDeps;

beforeAll(async () => {
  database = await openTestDatabase();
  settings = loadSettings({ logLevel: 'silent', workers: { enabled: false, intervalMs: 5 } }, {});
  deps = depsOf(database, settings);
});
afterAll(async () => {
  await database.close();
});

const jobRow = (oid: number) =>
  database.db.selectFrom('job').selectAll().where('oid', '=', oid).executeTakeFirstOrThrow();

/** A job that fails its first `failures` runs and records every attempt it saw. */
function flaky(name: string, failures: number, maxAttempts?: number) {
  const attempts: number[] = [];
  const def: JobDefinition<{ n: number }> = {
    name,
    maxAttempts,
    async run(_payload, ctx) {
      attempts.push(ctx.attempt);
      if (attempts.length <= failures) throw new Error(`Banka yanıt vermedi (${attempts.length})`);
    },
  };
  return { def, attempts };
}

describe('retries', () => {
  it('waits 2 s, 4 s, 8 s … between attempts, never more than 5 minutes', () => {
    expect([1, 2, 3, 4, 8, 9, 20].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16_000, 256_000, 300_000, 300_000]);
  });

  it('a failing job is retried with growing delays and finishes DONE', async () => {
    const { def, attempts } = flaky('test.flaky', 2);
    const oid = (await enqueueJob(database.db, def, { n: 1 }))!;

    expect(await runDueJobs([def], deps)).toMatchObject([{ oid, outcome: 'retry', attempt: 1 }]);
    expect(await jobRow(oid)).toMatchObject({ status: 'PENDING', attempts: 1, last_error: 'Banka yanıt vermedi (1)' });
    expect(await secondsUntilRun(database, oid)).toBeGreaterThan(1.5);
    expect(await secondsUntilRun(database, oid)).toBeLessThanOrEqual(2);
    // Not due yet: a pass leaves it alone.
    expect(await runDueJobs([def], deps)).toEqual([]);

    await makeDue(database, oid);
    expect(await runDueJobs([def], deps)).toMatchObject([{ oid, outcome: 'retry', attempt: 2 }]);
    expect(await secondsUntilRun(database, oid)).toBeGreaterThan(3.5);
    expect(await secondsUntilRun(database, oid)).toBeLessThanOrEqual(4);

    await makeDue(database, oid);
    expect(await runDueJobs([def], deps)).toMatchObject([{ oid, outcome: 'done', attempt: 3 }]);
    const done = await jobRow(oid);
    expect(done).toMatchObject({ status: 'DONE', attempts: 3, locked_until: null });
    expect(done.finished_at).toBeInstanceOf(Date);
    expect(attempts).toEqual([1, 2, 3]);
  });
});

describe('dead letters', () => {
  it('after its last attempt a job is DEAD with the last error, listed for staff and never run again', async () => {
    const { def, attempts } = flaky('test.hopeless', 99, 3);
    const oid = (await enqueueJob(database.db, def, { n: 1 }))!;
    expect((await jobRow(oid)).max_attempts).toBe(3);
    for (const expected of ['retry', 'retry', 'dead']) {
      await makeDue(database, oid);
      expect(await runDueJobs([def], deps)).toMatchObject([{ oid, outcome: expected }]);
    }
    const dead = await jobRow(oid);
    expect(dead).toMatchObject({ status: 'DEAD', attempts: 3, last_error: 'Banka yanıt vermedi (3)' });
    expect(dead.finished_at).toBeInstanceOf(Date);
    expect((await listJobs(database.db, { status: 'DEAD', limit: 10 })).map((j) => j.oid)).toContain(oid);
    expect(await listJobs(database.db, { name: 'test.hopeless', limit: 10 })).toHaveLength(1);

    await makeDue(database, oid);
    expect(await runDueJobs([def], deps)).toEqual([]);
    expect(attempts).toEqual([1, 2, 3]);
  });
});

describe('leases', () => {
  it('a job whose worker died is claimed again once its lease has passed, not before', async () => {
    const { def, attempts } = flaky('test.orphan', 0);
    const oid = (await enqueueJob(database.db, def, { n: 1 }))!;
    // A worker claimed it and was killed: RUNNING, lease still running.
    await sql`update job set status = 'RUNNING', attempts = 1, locked_until = now() + interval '1 minute'
      where oid = ${oid}`.execute(database.db);
    expect(await runDueJobs([def], deps)).toEqual([]);

    await sql`update job set locked_until = now() - interval '1 second' where oid = ${oid}`.execute(database.db);
    expect(await runDueJobs([def], deps)).toMatchObject([{ oid, outcome: 'done', attempt: 2 }]);
    expect(await jobRow(oid)).toMatchObject({ status: 'DONE', attempts: 2 });
    expect(attempts).toEqual([2]);
  });

  it('a worker killed on the last attempt leaves a dead letter; the job is not run again', async () => {
    const { def, attempts } = flaky('test.orphan-last', 0, 2);
    const oid = (await enqueueJob(database.db, def, { n: 1 }))!;
    await sql`update job set status = 'RUNNING', attempts = 2, locked_until = now() - interval '1 second'
      where oid = ${oid}`.execute(database.db);
    expect(await runDueJobs([def], deps)).toMatchObject([{ oid, outcome: 'dead' }]);
    expect(await jobRow(oid)).toMatchObject({ status: 'DEAD' });
    expect((await jobRow(oid)).last_error).toContain('kilit süresi');
    expect(attempts).toEqual([]);
  });

  it('a worker that outlived its lease cannot overwrite the outcome of the one that took over', async () => {
    let release!: () => void;
    const slow: JobDefinition = {
      name: 'test.slow',
      run: () => new Promise<void>((resolve) => (release = resolve)),
    };
    const fast: JobDefinition = { name: 'test.slow', run: async () => undefined };
    const oid = (await enqueueJob(database.db, slow, {}))!;
    const first = runDueJobs([slow], deps, { leaseMs: 1 });
    await until(async () => release !== undefined);
    await new Promise((r) => setTimeout(r, 20));
    expect(await runDueJobs([fast], deps)).toMatchObject([{ oid, outcome: 'done', attempt: 2 }]);
    release();
    expect(await first).toMatchObject([{ oid, outcome: 'done', attempt: 1 }]);
    expect(await jobRow(oid)).toMatchObject({ status: 'DONE', attempts: 2 });
  });
});

describe('recurring sweeps', () => {
  it('keep exactly one unfinished instance, however many workers pass', async () => {
    const runs: number[] = [];
    const sweep: JobDefinition = {
      name: 'test.sweep',
      everyMs: 60_000,
      run: async (_p, ctx) => void runs.push(ctx.attempt),
    };
    const other = await secondConnection(database);
    try {
      const otherDeps = depsOf(other.database, settings);
      for (let i = 0; i < 3; i++) await Promise.all([runDueJobs([sweep], deps), runDueJobs([sweep], otherDeps)]);
    } finally {
      await other.close();
    }
    expect(runs).toEqual([1]);
    const rows = await listJobs(database.db, { name: 'test.sweep', limit: 10 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'PENDING', attempts: 0, key: 'test.sweep' });
    expect(await secondsUntilRun(database, rows[0].oid)).toBeGreaterThan(55);

    await makeDue(database, rows[0].oid);
    await Promise.all([runDueJobs([sweep], deps), runDueJobs([sweep], deps)]);
    expect(runs).toEqual([1, 1]);
    expect(await listJobs(database.db, { name: 'test.sweep', limit: 10 })).toHaveLength(1);
  });

  it('a sweep that dies is kept as a dead letter and a fresh instance takes its place', async () => {
    const { def, attempts } = flaky('test.broken-sweep', 1, 1);
    const sweep = { ...def, everyMs: 60_000 };
    expect(await runDueJobs([sweep], deps)).toMatchObject([{ outcome: 'dead' }]);
    expect(await runDueJobs([sweep], deps)).toMatchObject([{ outcome: 'done' }]);
    const rows = await listJobs(database.db, { name: 'test.broken-sweep', limit: 10 });
    expect(rows.map((r) => r.status)).toEqual(['PENDING', 'DEAD']);
    expect(attempts).toEqual([1, 1]);
  });
});

describe('transactions', () => {
  it('a job enqueued in a rolled-back transaction never runs', async () => {
    const { def, attempts } = flaky('test.rolled-back', 0);
    await database.db
      .transaction()
      .execute(async (trx) => {
        await enqueueJob(trx, def, { n: 1 });
        throw new Error('geri alındı');
      })
      .catch(() => undefined);
    expect(await runDueJobs([def], deps)).toEqual([]);
    expect(await listJobs(database.db, { name: 'test.rolled-back', limit: 10 })).toEqual([]);
    expect(attempts).toEqual([]);
  });

  it('a job enqueued with a key already waiting is not added twice', async () => {
    const { def } = flaky('test.keyed', 0);
    const first = await enqueueJob(database.db, def, { n: 1 }, { key: 'test.keyed:1' });
    expect(first).toEqual(expect.any(Number));
    expect(await enqueueJob(database.db, def, { n: 2 }, { key: 'test.keyed:1' })).toBeNull();
    await runDueJobs([def], deps);
    // Finished: the key is free again.
    expect(await enqueueJob(database.db, def, { n: 3 }, { key: 'test.keyed:1' })).toEqual(expect.any(Number));
  });
});

describe('two workers on one database', () => {
  it('never run the same job twice', async () => {
    const ran = new Map<number, number>();
    const byWorker = [0, 0];
    const work = (worker: number): JobDefinition<{ n: number }> => ({
      name: 'test.race',
      async run({ n }) {
        ran.set(n, (ran.get(n) ?? 0) + 1);
        byWorker[worker]++;
        // Next to nothing: the two workers claim back to back, as often as they can.
        await new Promise((r) => setImmediate(r));
      },
    });
    await database.db.transaction().execute(async (trx) => {
      for (let n = 0; n < 200; n++) await enqueueJob(trx, 'test.race', { n });
    });
    const other = await secondConnection(database);
    const stops = [
      startJobRunner([work(0)], deps, { limit: 3 }),
      startJobRunner([work(1)], depsOf(other.database, settings), { limit: 3 }),
    ];
    try {
      await until(async () => {
        const open = await database.db
          .selectFrom('job')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('name', '=', 'test.race')
          .where('status', '!=', 'DONE')
          .executeTakeFirstOrThrow();
        return Number(open.n) === 0;
      });
    } finally {
      await Promise.all(stops.map((stop) => stop()));
      await other.close();
    }
    expect(ran.size).toBe(200);
    expect([...ran.values()].every((count) => count === 1)).toBe(true);
    expect(byWorker[0] + byWorker[1]).toBe(200);
    expect(byWorker.every((count) => count > 0)).toBe(true);
    const attempts = await database.db
      .selectFrom('job')
      .select('attempts')
      .distinct()
      .where('name', '=', 'test.race')
      .execute();
    expect(attempts).toEqual([{ attempts: 1 }]);
  });
});
