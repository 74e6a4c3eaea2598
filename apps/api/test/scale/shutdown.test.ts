import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadSettings, type Settings } from '../../src/config/settings.js';
import type { Database } from '../../src/db/index.js';
import type { JobDefinition } from '../../src/http/module.js';
import { shutDownGracefully } from '../../src/lib/shutdown.js';
import { enqueueJob, RunnerMessages, runDueJobs, startJobRunner } from '../../src/modules/jobs/index.js';
import { depsOf, until } from '../jobs/support.js';
import { NO_PAUSE, openTestDatabase } from '../support/db.js';

let database: Database;
let settings: Settings;

beforeAll(async () => {
  database = await openTestDatabase();
  settings = loadSettings({ logLevel: 'silent', workers: { enabled: false, intervalMs: 5 } }, {});
});
afterAll(async () => {
  await database.close();
});

const jobRow = (oid: number) =>
  database.db.selectFrom('job').selectAll().where('oid', '=', oid).executeTakeFirstOrThrow();

describe('stopping an instance', () => {
  it('puts a job it claimed but could not finish back in the queue, due at once and its attempt not counted', async () => {
    let started = false;
    const stuck: JobDefinition<{ n: number }> = {
      name: 'test.shutdown',
      // Still running when the grace ends: a slow bank, a long export.
      run: () => {
        started = true;
        return new Promise(() => undefined);
      },
    };
    const oid = (await enqueueJob(database.db, stuck, { n: 1 }))!;
    const runner = startJobRunner([stuck], depsOf(database, settings));
    await until(async () => started);
    expect(await jobRow(oid)).toMatchObject({ status: 'RUNNING', attempts: 1 });
    expect(runner.problem()).toBeNull();

    await runner({ graceMs: 50 });
    expect(await jobRow(oid)).toMatchObject({ status: 'PENDING', attempts: 0, locked_until: null });
    expect(runner.problem()).toBe(RunnerMessages.stopped);

    // Another instance takes it at once, as its first attempt.
    const quick: JobDefinition<{ n: number }> = { name: 'test.shutdown', run: async () => undefined };
    expect(await runDueJobs([quick], depsOf(database, settings))).toMatchObject([{ oid, outcome: 'done', attempt: 1 }]);
  });

  it('a job that ends within the grace is recorded as done, not released', async () => {
    let release = () => {};
    const slow: JobDefinition<{ n: number }> = {
      name: 'test.shutdown.slow',
      run: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    };
    const oid = (await enqueueJob(database.db, slow, { n: 2 }))!;
    const runner = startJobRunner([slow], depsOf(database, settings));
    await until(async () => (await jobRow(oid)).status === 'RUNNING');
    const stopped = runner({ graceMs: 5_000 });
    setTimeout(() => release(), 50);
    await stopped;
    expect(await jobRow(oid)).toMatchObject({ status: 'DONE', attempts: 1 });
  });

  it('finishes a request under way, answers it, then closes the listener and the pool', async () => {
    const own = await openTestDatabase();
    const app = await buildApp({
      database: own,
      settings: loadSettings({ logLevel: 'silent', app: NO_PAUSE, workers: { enabled: false, intervalMs: 5 } }, {}),
    });
    let arrived = () => {};
    const inside = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/test/slow', async () => {
      arrived();
      await new Promise((r) => setTimeout(r, 300));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const answer = fetch(`${url}/test/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await inside;
    const closing = shutDownGracefully(app, own, 5_000);
    expect(await answer).toEqual({ status: 200, body: { done: true } });
    await closing;
    await expect(fetch(`${url}/health/live`)).rejects.toThrow();
  });
});
