import type { ImportIssue } from '@e-belediye/contracts';
import { ImportReasons } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hold, recordCollection } from '../../src/modules/ledger/index.js';
import { type AccrualLine, accrualsFile, registriesFile } from './fixtures.js';
import { type ImportApp, openImportApp } from './support.js';

let t: ImportApp;
beforeAll(async () => {
  t = await openImportApp();
  const s = await t.dryRun('registries', registriesFile(4));
  await t.apply(s.ImportId);
});
afterAll(() => t?.close());

const base: AccrualLine[] = [
  { key: 'K1', registryNo: 'B1', revenueCode: 1, year: 2026, installment: 1, principal: '1.000,00' },
  { key: 'K2', registryNo: 'B2', revenueCode: 1, year: 2026, installment: 1, principal: '2.000,00' },
  { key: 'K3', registryNo: 'B3', revenueCode: 10, year: 2025, installment: 1, principal: '300,50' },
  { key: 'K4', registryNo: 'B4', revenueCode: 10, year: 2025, installment: 1, principal: '400,00', paid: '100,00' },
];

async function imported() {
  const { rows } = await sql<{ source_key: string; oid: number; principal_kurus: number; paid_kurus: number }>`
    select k.source_key, a.oid, a.principal_kurus, a.paid_kurus from import_key k join accrual a on a.oid = k.record_oid
    where k.kind = 'accruals' and k.source_key like 'K_' order by k.source_key`.execute(t.database.db);
  return rows;
}

const issues = async (importId: number, section: string) =>
  (await t.call<{ Items: ImportIssue[] }>('GetImportIssues', { importId, section })).body.Items;

describe('importing is repeatable and never rewrites what is paid or held', () => {
  it('creates the accruals once; the same file again changes nothing', async () => {
    const first = await t.dryRun('accruals', accrualsFile(base));
    expect(first.DryRun).toMatchObject({ Rows: 4, Created: 4, Unchanged: 0 });
    expect(await imported()).toHaveLength(0);
    expect((await t.apply(first.ImportId)).Applied).toMatchObject({ Created: 4, Updated: 0, Unchanged: 0 });
    const before = await imported();
    expect(before.map((r) => [r.source_key, r.principal_kurus, r.paid_kurus])).toEqual([
      ['K1', 100000, 0],
      ['K2', 200000, 0],
      ['K3', 30050, 0],
      ['K4', 40000, 10000],
    ]);

    const again = await t.dryRun('accruals', accrualsFile(base));
    expect(again.DryRun).toEqual({ Rows: 4, Rejected: 0, Created: 0, Updated: 0, Unchanged: 4, Protected: 0 });
    expect((await t.apply(again.ImportId)).Applied).toMatchObject({ Created: 0, Updated: 0, Unchanged: 4 });
    expect(await imported()).toEqual(before);
  });

  it('a newer file updates what changed and says what changed', async () => {
    const newer = base.map((l) => (l.key === 'K2' ? { ...l, principal: '2.500,00' } : l));
    const s = await t.dryRun('accruals', accrualsFile(newer));
    expect(s.DryRun).toMatchObject({ Created: 0, Updated: 1, Unchanged: 3 });
    const [updated] = await issues(s.ImportId, 'UPDATED');
    expect(updated).toMatchObject({ Row: 3, SourceKey: 'K2', Reason: 'Anapara: 2.000,00 TL → 2.500,00 TL' });
    await t.apply(s.ImportId);
    expect((await imported()).find((r) => r.source_key === 'K2')?.principal_kurus).toBe(250000);
  });

  it('leaves an accrual paid at the portal, one held by a card payment and one paid in the old system as they are, and reports them', async () => {
    const rows = await imported();
    const oid = (key: string) => rows.find((r) => r.source_key === key)!.oid;
    await t.database.db.transaction().execute(async (trx) => {
      const registry = await trx
        .selectFrom('accrual')
        .select('registry_oid')
        .where('oid', '=', oid('K1'))
        .executeTakeFirstOrThrow();
      await recordCollection(trx, {
        registryOid: registry.registry_oid,
        collectionType: 1,
        channel: 'VEZNE',
        lines: [{ accrualOid: oid('K1'), principalKurus: 50000, lateFeeKurus: 0 }],
      });
      await hold(trx, { kind: 'PAYMENT_ORDER', oid: 999999 }, [oid('K3')]);
    });
    const changed = base.map((l) => ({ ...l, principal: '9.999,00' }));
    const s = await t.dryRun('accruals', accrualsFile(changed));
    expect(s.DryRun).toMatchObject({ Updated: 1, Protected: 3 });
    expect((await issues(s.ImportId, 'PROTECTED')).map((i) => [i.SourceKey, i.Reason])).toEqual([
      ['K1', ImportReasons.protectedPaid],
      ['K3', ImportReasons.protectedHeld],
      ['K4', ImportReasons.protectedPaid],
    ]);
    const applied = await t.apply(s.ImportId);
    expect(applied.Applied).toMatchObject({ Updated: 1, Protected: 3 });
    expect((await imported()).map((r) => [r.source_key, r.principal_kurus, r.paid_kurus])).toEqual([
      ['K1', 100000, 50000],
      ['K2', 999900, 0],
      ['K3', 30050, 0],
      ['K4', 40000, 10000],
    ]);
  });
});
