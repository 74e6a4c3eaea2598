import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/settings.js';
import type { Database } from '../../src/db/index.js';
import { AppError } from '../../src/http/errors.js';
import { HoldConflict, type Holder, HoldMessages, hold, holderOf, release } from '../../src/modules/ledger/index.js';
import { createOrder, type PayerScope, replaceLines } from '../../src/modules/payments/orders.js';
import { NO_PAUSE, openTestDatabase } from '../support/db.js';

let database: Database;
let scope: PayerScope;
/** Open debts of the demo citizen; each test takes its own. */
let free: number[];
const take = () => {
  const oid = free.shift();
  if (oid === undefined) throw new Error('no more open debts');
  return oid;
};

const order = (oid: number): Holder => ({ kind: 'PAYMENT_ORDER', oid });
const plan = (oid: number): Holder => ({ kind: 'RESTRUCTURING_PLAN', oid });
const holding = (holder: Holder, accrualOids: number[]) =>
  database.db.transaction().execute((trx) => hold(trx, holder, accrualOids));
const liveHolders = async (accrualOids: number[]) =>
  (await holderOf(database.db, accrualOids)).map((h) => [h.accrualOid, h.holder]);

beforeAll(async () => {
  database = await openTestDatabase();
  const { registry_oid } = await database.db
    .selectFrom('member')
    .select('registry_oid')
    .where('pid_no', '=', '10000000146')
    .executeTakeFirstOrThrow();
  scope = { registryOid: registry_oid, memberOid: null, channel: 'FAST' };
  // Enough open debts of one revenue type, off any meter, for every test to hold its own.
  const added = await database.db
    .insertInto('accrual')
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        registry_oid,
        revenue_code: 1,
        year: 2025,
        due_date: `2025-06-${String(i + 1).padStart(2, '0')}`,
        principal_kurus: 20_000 + i,
        source: 'TAHAKKUK',
        description: `Tutma testi ${i + 1}`,
      })),
    )
    .returning('oid')
    .execute();
  free = added.map((r) => r.oid);
});
afterAll(async () => {
  await database?.close();
});

describe('one holder per debt', () => {
  it('a held debt refuses a second holder, naming the first; release frees it', async () => {
    const debt = take();
    await holding(order(1001), [debt]);
    const refused = await holding(plan(7), [debt]).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HoldConflict);
    expect(refused).toMatchObject({ accrualOid: debt, holder: order(1001), statusCode: 409 });
    expect((refused as HoldConflict).message).toBe(HoldMessages.PAYMENT_ORDER);
    await database.db.transaction().execute((trx) => release(trx, order(1001)));
    await holding(plan(7), [debt]);
    expect(await liveHolders([debt])).toEqual([[debt, plan(7)]]);
  });

  it('holding again what one already holds changes nothing', async () => {
    const debt = take();
    await holding(plan(8), [debt]);
    await holding(plan(8), [debt, debt]);
    expect(await liveHolders([debt])).toEqual([[debt, plan(8)]]);
  });

  it('all or none: a conflict on one debt leaves the others of the same call free', async () => {
    const [taken, other] = [take(), take()];
    await holding({ kind: 'DEPOSIT_NETTING', oid: 3 }, [taken]);
    await expect(holding(order(1002), [other, taken])).rejects.toBeInstanceOf(HoldConflict);
    expect(await liveHolders([other])).toEqual([]);
  });
});

describe('a payment order and a restructuring plan reach for the same debt at the same moment', () => {
  it('exactly one holds it; the other gets the conflict naming the winner', async () => {
    for (let round = 0; round < 5; round++) {
      const debt = take();
      // On PostgreSQL both transactions are open before either holds, and the first keeps its transaction open
      // a moment: the second must wait on the unique index and then lose. PGlite runs one transaction at a time.
      let arrived = 0;
      let bothIn: () => void = () => {};
      const together = new Promise<void>((resolve) => {
        bothIn = resolve;
      });
      const attempt = (holder: Holder) =>
        database.db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          if (database.engine === 'postgres') {
            if (++arrived === 2) bothIn();
            await together;
          }
          await hold(trx, holder, [debt]);
          await new Promise((r) => setTimeout(r, 30));
          return holder;
        });
      const results = await Promise.allSettled([attempt(order(2000 + round)), attempt(plan(2000 + round))]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      const winner = (won[0] as PromiseFulfilledResult<Holder>).value;
      expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(HoldConflict);
      expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({ accrualOid: debt, holder: winner });
      expect(await liveHolders([debt])).toEqual([[debt, winner]]);
    }
  });

  it('through the payments module: a debt in a plan cannot be ordered, and an ordered one cannot join a plan', async () => {
    const settings = loadSettings({ logLevel: 'silent', app: NO_PAUSE, payments: { oldestFirst: false } }, {});
    const inPlan = take();
    await holding(plan(31), [inPlan]);
    const refused = await createOrder(database, settings, scope, {
      accrualOids: [inPlan],
      clientIp: '127.0.0.1',
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 409, message: HoldMessages.RESTRUCTURING_PLAN });

    const ordered = take();
    const orderNo = await createOrder(database, settings, scope, { accrualOids: [ordered], clientIp: '127.0.0.1' });
    const { oid } = await database.db
      .selectFrom('online_payment')
      .select('oid')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    await expect(holding(plan(32), [ordered])).rejects.toMatchObject({ holder: order(oid) });

    // An unsent order that changes its selection lets go of the debt it dropped.
    const instead = take();
    await replaceLines(database, settings, scope, orderNo, [instead]);
    expect(await liveHolders([ordered, instead])).toEqual([[instead, order(oid)]]);
    await holding(plan(32), [ordered]);
  });
});
