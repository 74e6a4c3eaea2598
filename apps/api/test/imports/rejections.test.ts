import { accrualImport, headersOf, type ImportIssue, ImportReasons, registryImport } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, type ImportApp, openImportApp, tckn, win1254 } from './support.js';

let t: ImportApp;
let door: { street: string; door: string; inner: string };

beforeAll(async () => {
  t = await openImportApp();
  const d = await t.database.db
    .selectFrom('inner_door as i')
    .innerJoin('outer_door as o', 'o.oid', 'i.outer_door_oid')
    .select(['o.street_code', 'o.door_no', 'i.door_no as inner_no'])
    .orderBy('i.oid')
    .executeTakeFirstOrThrow();
  door = { street: d.street_code, door: d.door_no, inner: d.inner_no };
});
afterAll(() => t?.close());

const issues = async (importId: number, section = 'REJECTED') =>
  (await t.call<{ Items: ImportIssue[] }>('GetImportIssues', { importId, section, pageSize: 100 })).body.Items.map(
    (i) => ({ Row: i.Row, Column: i.Column, Value: i.Value, Reason: i.Reason }),
  );

describe('a messy file gives the exact rejection report and writes nothing', () => {
  it('reads a Windows-1254 registry file with commas and refuses each bad row with its column, value and reason', async () => {
    const header = headersOf(registryImport);
    const row = (cells: Partial<Record<string, string>>) => registryImport.columns.map((c) => cells[c.key] ?? '');
    const file = win1254(
      csv(
        [
          header,
          row({
            sourceKey: 'R1',
            registryNo: 'A900001',
            registryType: 'G',
            pidNo: tckn('100000001'),
            name: 'Şükrü',
            surname: 'Öztürk',
            streetCode: door.street,
            doorNo: door.door,
            innerDoorNo: door.inner,
          }),
          row({
            sourceKey: 'R2',
            registryNo: 'A900002',
            registryType: 'G',
            pidNo: '10000000147',
            name: 'Ayşe',
            surname: 'Çelik',
          }),
          row({
            sourceKey: 'R3',
            registryNo: 'A900003',
            registryType: 'T',
            pidNo: '1234567891',
            name: 'Örnek Gıda Ltd. Şti.',
          }),
          row({
            sourceKey: 'R4',
            registryNo: 'A900004',
            registryType: 'G',
            pidNo: tckn('100000002'),
            name: 'İsmail',
            streetCode: 'YOK-999',
          }),
          row({ sourceKey: 'R1', registryNo: 'A900005', registryType: 'G', pidNo: tckn('100000003'), name: 'Gül' }),
          row({
            sourceKey: 'R6',
            registryNo: 'A900006',
            registryType: 'G',
            pidNo: tckn('100000004'),
            name: 'Can',
            birthDate: '32.13.1990',
          }),
          row({
            sourceKey: 'R7',
            registryNo: 'A900007',
            registryType: 'X',
            pidNo: tckn('100000005'),
            name: 'Ece',
            gsmNumber: '212 555 00 00',
          }),
        ],
        ',',
      ),
    );
    const before = await t.database.db
      .selectFrom('registry')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const s = await t.dryRun('registries', file, { partBytes: 100 });
    expect(s.Status).toBe('DRY_RUN_DONE');
    expect(s.DryRun).toEqual({ Rows: 7, Rejected: 6, Created: 1, Updated: 0, Unchanged: 0, Protected: 0 });
    expect(await issues(s.ImportId)).toEqual([
      { Row: 3, Column: 'T.C. Kimlik / Vergi No', Value: '10000000147', Reason: ImportReasons.badTckn },
      { Row: 4, Column: 'T.C. Kimlik / Vergi No', Value: '1234567891', Reason: ImportReasons.badVkn },
      { Row: 5, Column: 'Sokak Kodu', Value: 'YOK-999', Reason: ImportReasons.unknownStreet },
      { Row: 6, Column: 'Kaynak Anahtarı', Value: 'R1', Reason: ImportReasons.duplicateKey },
      { Row: 7, Column: 'Doğum Tarihi', Value: '32.13.1990', Reason: ImportReasons.badDate },
      { Row: 8, Column: 'Sicil Türü', Value: 'X', Reason: ImportReasons.badRegistryType },
      { Row: 8, Column: 'Cep Telefonu', Value: '212 555 00 00', Reason: ImportReasons.badMobile },
    ]);
    const after = await t.database.db
      .selectFrom('registry')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    // The Turkish letters came through the Windows-1254 decoding: the created row is named as written.
    const applied = await t.apply(s.ImportId);
    expect(applied.Applied).toMatchObject({ Created: 1, Rejected: 6 });
    const r = await t.database.db
      .selectFrom('registry')
      .selectAll()
      .where('registry_no', '=', 'A900001')
      .executeTakeFirstOrThrow();
    expect([r.name, r.surname, r.street_code, r.inner_door_oid !== null]).toEqual([
      'Şükrü',
      'Öztürk',
      door.street,
      true,
    ]);
  });

  it('refuses accruals of an unknown registry, negative or malformed amounts, impossible dates and unknown revenue codes', async () => {
    const header = headersOf(accrualImport);
    const file = `\uFEFF${csv([
      header,
      ['T1', 'A900001', '', '1', '2026', '1', '31.05.2026', '1.234,56', '0', 'Emlak'],
      ['T2', 'YOK-1', '', '1', '2026', '1', '31.05.2026', '100,00', '', ''],
      ['T3', 'A900001', '', '1', '2026', '2', '30.11.2026', '-5,00', '', ''],
      ['T4', 'A900001', '', '1', '2026', '3', '31.02.2026', '10,00', '', ''],
      ['T5', 'A900001', '', '1', '2026', '4', '30.11.2026', '12.34.5', '', ''],
      ['T6', 'A900001', '', '999', '2026', '1', '30.11.2026', '10,00', '', ''],
      ['T7', 'A900001', '', '1', '2026', '5', '30.11.2026', '10,00', '20,00', ''],
      ['T1', 'A900001', '', '1', '2026', '6', '30.11.2026', '10,00', '', ''],
    ])}`;
    const s = await t.dryRun('accruals', file);
    expect(s.DryRun).toEqual({ Rows: 8, Rejected: 7, Created: 1, Updated: 0, Unchanged: 0, Protected: 0 });
    expect(await issues(s.ImportId)).toEqual([
      { Row: 3, Column: 'Sicil No', Value: 'YOK-1', Reason: ImportReasons.unknownRegistry },
      { Row: 4, Column: 'Anapara', Value: '-5,00', Reason: ImportReasons.negativeAmount },
      { Row: 5, Column: 'Vade Tarihi', Value: '31.02.2026', Reason: ImportReasons.badDate },
      { Row: 6, Column: 'Anapara', Value: '12.34.5', Reason: ImportReasons.badAmount },
      { Row: 7, Column: 'Gelir Kodu', Value: '999', Reason: ImportReasons.unknownRevenue },
      { Row: 8, Column: 'Ödenen Tutar', Value: '20,00', Reason: ImportReasons.paidAbovePrincipal },
      { Row: 9, Column: 'Kaynak Anahtarı', Value: 'T1', Reason: ImportReasons.duplicateKey },
    ]);
    const report = await t.call<{ Content: string }>('GetImportReportCsv', { importId: s.ImportId });
    expect(report.status).toBe(200);
    const lines = report.body.Content.replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Dosya;Satır;Kaynak Anahtarı;Bölüm;Sütun;Değer;Neden');
    expect(lines[1]).toBe(`accruals.csv;3;T2;Reddedildi;Sicil No;YOK-1;${ImportReasons.unknownRegistry}`);
    expect(lines).toHaveLength(8);
  });

  it('marks a file without the kind’s columns as unreadable, in Turkish', async () => {
    const s = await t.dryRun('accruals', 'Ad;Soyad\r\nA;B\r\n');
    expect(s.Status).toBe('FAILED');
    expect(s.Error).toBe(
      ImportReasons.missingColumns(accrualImport.columns.filter((c) => c.required).map((c) => c.header)),
    );
  });
});
