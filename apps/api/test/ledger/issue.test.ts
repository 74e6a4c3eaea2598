import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/index.js';
import type { AppError } from '../../src/http/errors.js';
import {
  accrualByApplication,
  accruals,
  CancelMessages,
  cancelAccruals,
  createAccruals,
  type DebtOwner,
  hold,
  type NewAccrual,
  openDebts,
  remainingOf,
} from '../../src/modules/ledger/index.js';
import { debtOwner } from '../../src/modules/water/index.js';
import { openTestDatabase } from '../support/db.js';

let database: Database;
let owner: DebtOwner;
const TODAY = '2026-01-15';

const item = (n: number, extra: Partial<NewAccrual> = {}): NewAccrual => ({
  registryOid: owner.registryOid,
  revenueCode: 1,
  year: 2026,
  installmentNo: n,
  dueDate: `2026-0${n}-28`,
  principalKurus: 10_000 + n,
  source: 'BEYAN',
  description: `Beyan taksidi ${n}`,
  ...extra,
});
const issue = (items: NewAccrual[]) => database.db.transaction().execute((trx) => createAccruals(trx, items));
const cancel = (oids: number[], reason = 'Hatalı beyan') =>
  database.db.transaction().execute((trx) => cancelAccruals(trx, oids, reason));
const refusal = (p: Promise<unknown>) => p.then(() => undefined).catch((e: unknown) => e as AppError);
const openOids = async () => (await openDebts(database, owner, TODAY)).map((d) => d.AccrualOid);
const listedOids = async () => (await accruals(database, owner)).map((a) => a.AccrualOid);

beforeAll(async () => {
  database = await openTestDatabase();
  const { registry_oid } = await database.db
    .selectFrom('member')
    .select('registry_oid')
    .where('pid_no', '=', '10000000146')
    .executeTakeFirstOrThrow();
  owner = await debtOwner(database, registry_oid);
});
afterAll(async () => {
  await database?.close();
});

describe('issuing accruals', () => {
  it('returns the new oids in the order given, each an open debt of its owner', async () => {
    const oids = await issue([item(3), item(1), item(2)]);
    expect(oids).toHaveLength(3);
    const debts = await openDebts(database, owner, TODAY);
    expect(oids.map((oid) => debts.find((d) => d.AccrualOid === oid)?.Description)).toEqual([
      'Beyan taksidi 3',
      'Beyan taksidi 1',
      'Beyan taksidi 2',
    ]);
    expect(debts.find((d) => d.AccrualOid === oids[1])).toMatchObject({ PrincipalKurus: 10_001, InstallmentNo: 1 });
  });

  it('rolls back with the caller: nothing is accrued when the transaction fails', async () => {
    const before = await listedOids();
    const failed = await refusal(
      database.db.transaction().execute(async (trx) => {
        await createAccruals(trx, [item(4)]);
        throw new Error('vazgeçildi');
      }),
    );
    expect(failed).toBeInstanceOf(Error);
    expect(await listedOids()).toEqual(before);
  });
});

describe('cancelling accruals', () => {
  it('an unpaid accrual leaves the open debts, the accrual list and the application lookup; it owes nothing', async () => {
    const [kept, gone] = await issue([item(5), item(6, { applicationNo: 'IPTAL-TEST-1' })]);
    await cancel([gone]);
    expect(await openOids()).toContain(kept);
    expect(await openOids()).not.toContain(gone);
    expect(await listedOids()).not.toContain(gone);
    expect(await accrualByApplication(database, 'IPTAL-TEST-1', 1)).toBeUndefined();
    expect(await remainingOf(database.db, [kept, gone])).toEqual(
      new Map([
        [kept, 10_005],
        [gone, 0],
      ]),
    );
    const row = await database.db
      .selectFrom('accrual')
      .select(['cancel_reason', 'cancelled_at'])
      .where('oid', '=', gone)
      .executeTakeFirstOrThrow();
    expect(row.cancel_reason).toBe('Hatalı beyan');
    expect(row.cancelled_at).not.toBeNull();
  });

  it('cancelling again what is cancelled changes nothing', async () => {
    const [oid] = await issue([item(7)]);
    await cancel([oid], 'İlk neden');
    await cancel([oid], 'İkinci neden');
    const row = await database.db
      .selectFrom('accrual')
      .select('cancel_reason')
      .where('oid', '=', oid)
      .executeTakeFirstOrThrow();
    expect(row.cancel_reason).toBe('İlk neden');
  });

  it('a partly paid accrual is refused with 409 and nothing of the batch is cancelled', async () => {
    const [free, paid] = await issue([item(8), item(9)]);
    await database.db.updateTable('accrual').set({ paid_kurus: 100 }).where('oid', '=', paid).execute();
    const refused = await refusal(cancel([free, paid]));
    expect(refused).toMatchObject({ statusCode: 409, message: CancelMessages.paid });
    expect(await openOids()).toContain(free);
  });

  it('a held accrual is refused with 409 until its holder lets go', async () => {
    const [oid] = await issue([item(1, { description: 'Tutulan beyan' })]);
    await database.db.transaction().execute((trx) => hold(trx, { kind: 'RESTRUCTURING_PLAN', oid: 9001 }, [oid]));
    const refused = await refusal(cancel([oid]));
    expect(refused).toMatchObject({ statusCode: 409, message: CancelMessages.held });
    expect(await openOids()).toContain(oid);
  });

  it('an unknown accrual is refused with 404', async () => {
    expect(await refusal(cancel([2_000_000_000]))).toMatchObject({ statusCode: 404 });
  });
});
