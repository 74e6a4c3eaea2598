import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings, type Settings } from '../../src/config/settings.js';
import type { Database } from '../../src/db/index.js';
import { listJobs, runDueJobs } from '../../src/modules/jobs/index.js';
import { settleDue } from '../../src/modules/payments/flow.js';
import { paymentDeps } from '../../src/modules/payments/index.js';
import { paymentJobs } from '../../src/modules/payments/jobs.js';
import { openTestDatabase } from '../support/db.js';
import { depsOf, quietLog, secondConnection } from './support.js';

let database: Database;
let settings: Settings;

beforeAll(async () => {
  database = await openTestDatabase();
  // No bank answers here: every status query ends as one 'unanswered' event, which is what the tests count.
  settings = loadSettings(
    { logLevel: 'silent', simulatorsUrl: 'http://127.0.0.1:9', workers: { enabled: false, intervalMs: 5 } },
    {},
  );
});
afterAll(async () => {
  await database.close();
});

/** Orders sent to the bank whose status check is due now. */
async function pendingOrders(prefix: string, count: number): Promise<string[]> {
  const registry = await database.db.selectFrom('registry').select('oid').limit(1).executeTakeFirstOrThrow();
  const orderNos = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(6, '0')}`);
  await database.db
    .insertInto('online_payment')
    .values(
      orderNos.map((order_no) => ({
        order_no,
        registry_oid: registry.oid,
        channel: 'DEBT' as const,
        bank_code: '0010',
        protocol: 'estv3' as const,
        store_type: '3d',
        amount_kurus: 10_000,
        status: 'PENDING' as const,
        expires_at: sql<Date>`now() + interval '30 minutes'`,
        next_check_at: sql<Date>`now() - interval '1 second'`,
      })),
    )
    .execute();
  return orderNos;
}

async function statusQueries(orderNos: string[]): Promise<Map<string, number>> {
  const rows = await database.db
    .selectFrom('online_payment_event')
    .select(['order_no', (eb) => eb.fn.countAll<number>().as('n')])
    .where('order_no', 'in', orderNos)
    .where('kind', '=', 'status')
    .groupBy('order_no')
    .execute();
  return new Map(rows.map((r) => [r.order_no!, Number(r.n)]));
}

describe('settlement sweep', () => {
  it('two instances never ask the bank about the same order at once', async () => {
    const orderNos = await pendingOrders('RACE', 40);
    const other = await secondConnection(database);
    const instance = async (db: Database) => {
      const deps = paymentDeps({ database: db, settings }, quietLog);
      while ((await settleDue(deps, 3)) > 0);
    };
    try {
      await Promise.all([instance(database), instance(other.database)]);
    } finally {
      await other.close();
    }
    const asked = await statusQueries(orderNos);
    expect(asked.size).toBe(40);
    expect([...asked.values()].every((n) => n === 1)).toBe(true);
  });

  it('runs as one recurring job that settles what is due', async () => {
    const orderNos = await pendingOrders('SWEEP', 3);
    const deps = depsOf(database, settings);
    expect(await runDueJobs(paymentJobs, deps)).toMatchObject([{ name: 'payments.sweep', outcome: 'done' }]);
    expect([...(await statusQueries(orderNos)).values()]).toEqual([1, 1, 1]);
    const [sweep] = await listJobs(database.db, { name: 'payments.sweep', limit: 5 });
    expect(sweep).toMatchObject({ status: 'PENDING', attempts: 0, key: 'payments.sweep' });
  });
});
