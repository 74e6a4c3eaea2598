import { ImportReasons, type ImportReconciliation } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accrualsFile, collectionsFile, registriesFile } from './fixtures.js';
import { type ImportApp, openImportApp } from './support.js';

let t: ImportApp;
beforeAll(async () => {
  t = await openImportApp();
  await t.apply((await t.dryRun('registries', registriesFile(4))).ImportId);
});
afterAll(() => t?.close());

const reconcile = async (importId: number) =>
  (await t.call<ImportReconciliation>('GetImportReconciliation', { importId })).body;
const line = (RevenueCode: number, Year: number, count: number, kurus: number, portal = [count, kurus]) => ({
  RevenueCode,
  Year,
  FileCount: count,
  FileKurus: kurus,
  PortalCount: portal[0],
  PortalKurus: portal[1],
  Matches: count === portal[0] && kurus === portal[1],
});

describe('after an apply the file and the portal are reconciled to the kuruş', () => {
  it('counts and totals of open accruals and of collections per revenue kind and year match', async () => {
    const accruals = await t.dryRun(
      'accruals',
      accrualsFile([
        { key: 'K1', registryNo: 'B1', revenueCode: 1, year: 2026, installment: 1, principal: '1.000,00' },
        {
          key: 'K2',
          registryNo: 'B2',
          revenueCode: 1,
          year: 2026,
          installment: 1,
          principal: '2.000,00',
          paid: '500,00',
        },
        {
          key: 'K3',
          registryNo: 'B3',
          revenueCode: 10,
          year: 2025,
          installment: 1,
          principal: '300,50',
          paid: '300,50',
        },
        { key: 'K5', registryNo: 'B4', revenueCode: 10, year: 2025, installment: 2, principal: '123,45' },
      ]),
    );
    expect((await t.call('GetImportReconciliation', { importId: accruals.ImportId })).status).toBe(409);
    await t.apply(accruals.ImportId);
    const r = await reconcile(accruals.ImportId);
    expect(r.Accruals.map(({ RevenueName: _, ...l }) => l)).toEqual([
      line(1, 2026, 2, 250000),
      line(10, 2025, 1, 12345),
    ]);
    expect(r.Accruals[0].RevenueName).toBe('Emlak Vergisi (Bina)');
    expect(r.Differences).toEqual([]);
    expect(r.Matches).toBe(true);

    const collections = await t.dryRun(
      'collections',
      collectionsFile([
        { key: 'C1', receiptNo: 'M1', registryNo: 'B2', accrualKey: 'K2', principal: '500,00', lateFee: '12,34' },
        { key: 'C2', receiptNo: 'M2', registryNo: 'B3', accrualKey: 'K3', principal: '300,50' },
      ]),
    );
    expect(collections.DryRun).toMatchObject({ Rows: 2, Created: 2, Rejected: 0 });
    await t.apply(collections.ImportId);
    const c = await reconcile(collections.ImportId);
    expect(c.Collections.map(({ RevenueName: _, ...l }) => l)).toEqual([
      line(1, 2026, 1, 51234),
      line(10, 2025, 1, 30050),
    ]);
    expect(c.Matches).toBe(true);
    const receipt = await t.database.db
      .selectFrom('collection')
      .selectAll()
      .where('receipt_no', '=', 'M1')
      .executeTakeFirstOrThrow();
    expect([receipt.total_kurus, receipt.channel, receipt.collected_at.toISOString()]).toEqual([
      51234,
      'VEZNE',
      '2025-05-28T07:15:00.000Z',
    ]);
  });

  it('lists every row that differs: refused rows and accruals the portal holds otherwise', async () => {
    const s = await t.dryRun(
      'accruals',
      accrualsFile([
        { key: 'K1', registryNo: 'B1', revenueCode: 1, year: 2026, installment: 1, principal: '1.000,00' },
        {
          key: 'K2',
          registryNo: 'B2',
          revenueCode: 1,
          year: 2026,
          installment: 1,
          principal: '2.100,00',
          paid: '500,00',
        },
        { key: 'K4', registryNo: 'B9', revenueCode: 10, year: 2025, installment: 1, principal: '400,00' },
      ]),
    );
    await t.apply(s.ImportId);
    const r = await reconcile(s.ImportId);
    expect(r.Matches).toBe(false);
    expect(r.Accruals.map(({ RevenueName: _, ...l }) => l)).toEqual([
      line(1, 2026, 2, 260000, [2, 250000]),
      line(10, 2025, 1, 40000, [0, 0]),
    ]);
    expect(r.Differences).toEqual([
      {
        Section: 'ACCRUALS',
        Row: 3,
        SourceKey: 'K2',
        FileKurus: null,
        PortalKurus: null,
        Reason: ImportReasons.protectedPaid,
      },
      {
        Section: 'ACCRUALS',
        Row: 3,
        SourceKey: 'K2',
        FileKurus: 160000,
        PortalKurus: 150000,
        Reason: 'Portaldaki açık tutar dosyadakinden farklı.',
      },
      {
        Section: 'ACCRUALS',
        Row: 4,
        SourceKey: 'K4',
        FileKurus: null,
        PortalKurus: null,
        Reason: ImportReasons.unknownRegistry,
      },
    ]);
  });
});
