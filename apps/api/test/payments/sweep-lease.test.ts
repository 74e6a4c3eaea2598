import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/settings.js';
import type { Database } from '../../src/db/index.js';
import type { JobDefinition } from '../../src/http/module.js';
import { runDueJobs } from '../../src/modules/jobs/index.js';
import { paymentJobs } from '../../src/modules/payments/jobs.js';
import { depsOf } from '../jobs/support.js';
import { openTestDatabase } from '../support/db.js';

/**
 * Found by the kill -9 drill (ADR 0024): an instance killed while its settlement sweep ran held the sweep's claim
 * for the runner's whole five-minute lease, and no instance asked the banks about pending orders meanwhile.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Seconds from now until another worker may take this job for dead, read while the job runs. */
const leaseLeft = async (name: string) => {
  const { rows } = await sql<{ s: number }>`
    select extract(epoch from locked_until - now())::float8 as s from job where name = ${name} and status = 'RUNNING'`.execute(
    database.db,
  );
  return rows[0].s;
};

describe('the settlement sweep of a killed instance', () => {
  it('is taken over within a minute, while other jobs keep the runner lease', async () => {
    const settings = loadSettings({ logLevel: 'silent', workers: { enabled: false, intervalMs: 1000 } }, {});
    const leases: Record<string, number> = {};
    const sweep = paymentJobs.find((j) => j.name === 'payments.sweep')!;
    const observe = (name: string) => async () => {
      leases[name] = await leaseLeft(name);
    };
    const observed: JobDefinition[] = [
      { ...sweep, run: observe(sweep.name) },
      { name: 'drill.other', everyMs: 1000, run: observe('drill.other') },
    ];
    expect(await runDueJobs(observed, depsOf(database, settings))).toHaveLength(2);
    expect(leases['payments.sweep']).toBeGreaterThan(50);
    expect(leases['payments.sweep']).toBeLessThanOrEqual(60);
    expect(leases['drill.other']).toBeGreaterThan(290);
  });
});
