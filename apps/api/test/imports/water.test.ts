import {
  billImport,
  type ImportIssue,
  type ImportReconciliation,
  meterImport,
  readingImport,
  subscriptionImport,
} from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hold } from '../../src/modules/ledger/index.js';
import { registriesFile } from './fixtures.js';
import { fileOf } from './kinds-fixtures.js';
import { type ImportApp, openImportApp } from './support.js';

let t: ImportApp;
let demoSubscriber: string;

beforeAll(async () => {
  t = await openImportApp();
  await t.apply((await t.dryRun('registries', registriesFile(2, 500))).ImportId);
  demoSubscriber = (
    await t.database.db.selectFrom('subscription').select('subscriber_no').orderBy('oid').executeTakeFirstOrThrow()
  ).subscriber_no;
});
afterAll(() => t?.close());

const report = async (importId: number, section = 'REJECTED') =>
  (await t.call<{ Items: ImportIssue[] }>('GetImportIssues', { importId, section, pageSize: 100 })).body.Items.map(
    (i) => [i.Row, i.SourceKey, i.Column, i.Value, i.Reason],
  );

const subscription = (over: Record<string, string> = {}) => ({
  sourceKey: 'W1',
  subscriberNo: '9000001',
  registryNo: 'B500',
  tariffName: 'Konut',
  startedOn: '01.06.2015',
  depositKurus: '1.500,00',
  ...over,
});
const subscriptions = [
  subscription(),
  subscription({ sourceKey: 'W2', subscriberNo: '9000002', registryNo: 'B501', lineStatus: '1' }),
];
const readings = [
  {
    sourceKey: 'O1',
    subscriberNo: '9000001',
    period: '04.2026',
    readOn: '30.04.2026',
    meterIndex: '100',
    consumptionM3: '10',
  },
  {
    sourceKey: 'O2',
    subscriberNo: '9000001',
    period: '05.2026',
    readOn: '29.05.2026',
    meterIndex: '117',
    consumptionM3: '17',
  },
];
const bill = (key: string, code: string, amount: string, over: Record<string, string> = {}) => ({
  sourceKey: key,
  subscriberNo: '9000001',
  period: '05.2026',
  revenueCode: code,
  dueDate: '30.06.2026',
  principalKurus: amount,
  ...over,
});
const bills = [
  bill('F1-30', '30', '552,50'),
  bill('F1-31', '31', '276,25'),
  bill('F2-30', '30', '100,00', { subscriberNo: '9000002', paidKurus: '100,00' }),
];

async function billLines() {
  const { rows } = await sql<{
    source_key: string;
    registry_no: string;
    subscriber_no: string;
    year: number;
    installment_no: number;
    principal_kurus: string;
  }>`
    select k.source_key, r.registry_no, s.subscriber_no, a.year, a.installment_no, a.principal_kurus
    from import_key k join accrual a on a.oid = k.record_oid join registry r on r.oid = a.registry_oid
    join subscription s on s.oid = a.subscription_oid
    where k.kind = 'accruals' and k.source_key like 'F%' order by k.source_key`.execute(t.database.db);
  return rows.map((r) => [
    r.source_key,
    r.registry_no,
    r.subscriber_no,
    r.year,
    r.installment_no,
    Number(r.principal_kurus),
  ]);
}

describe('water subscriptions, meters, readings and bills come in keyed, in load order', () => {
  it('refuses bad subscription rows with their column, value and reason, and creates the good ones', async () => {
    const file = fileOf(subscriptionImport, [
      ...subscriptions,
      subscription({ sourceKey: 'W3', subscriberNo: '9000003', registryNo: 'B999' }),
      subscription({ sourceKey: 'W4', subscriberNo: '9000004', tariffName: 'Saray' }),
      subscription({ sourceKey: 'W5', subscriberNo: demoSubscriber }),
      subscription({ sourceKey: 'W6', subscriberNo: '9000006', lineStatus: '7' }),
      subscription({ sourceKey: 'W7', subscriberNo: '9000007', startedOn: '31.02.2015' }),
      subscription({ sourceKey: 'W8', subscriberNo: 'AB-8' }),
    ]);
    const s = await t.dryRun('subscriptions', file);
    expect(s.DryRun).toEqual({ Rows: 8, Rejected: 6, Created: 2, Updated: 0, Unchanged: 0, Protected: 0 });
    expect(await report(s.ImportId)).toEqual([
      [4, 'W3', 'Sicil No', 'B999', 'Bu sicil numarası portalda yok (önce sicil dosyası aktarılmalıdır).'],
      [5, 'W4', 'Abone Türü', 'Saray', 'Abone türü portalın su tarifelerinde yok.'],
      [6, 'W5', 'Abone No', demoSubscriber, 'Bu abone numarası portalda başka bir kaynak anahtarıyla kayıtlı.'],
      [
        7,
        'W6',
        'Hat Durumu',
        '7',
        'Hat durumu 1 (açık), 2 (kesme istendi), 3 (kesik) veya 4 (kesme reddedildi) olmalıdır.',
      ],
      [8, 'W7', 'Başlangıç Tarihi', '31.02.2015', 'Tarih "31.05.2026" biçiminde geçerli bir gün olmalıdır.'],
      [
        9,
        'W8',
        'Abone No',
        'AB-8',
        'Abone numarası 4 ile 12 arasında rakamdan oluşmalıdır (portalda abone numarası yalnız rakamdır).',
      ],
    ]);
    expect((await t.apply(s.ImportId)).Applied).toMatchObject({ Created: 2, Rejected: 6 });
    const again = await t.dryRun('subscriptions', fileOf(subscriptionImport, subscriptions));
    expect(again.DryRun).toEqual({ Rows: 2, Rejected: 0, Created: 0, Updated: 0, Unchanged: 2, Protected: 0 });
  });

  it('puts each meter on its subscription with its serial, seal and fitting day', async () => {
    const file = fileOf(meterImport, [
      { sourceKey: 'M1', subscriberNo: '9000001', serialNo: 'SN-1', sealNo: 'MH-1', installedOn: '01.06.2015' },
      { sourceKey: 'M2', subscriberNo: '9000009', serialNo: 'SN-9' },
      { sourceKey: 'M3', subscriberNo: '9000001', serialNo: 'SN-3' },
    ]);
    const s = await t.dryRun('meters', file);
    expect(await report(s.ImportId)).toEqual([
      [3, 'M2', 'Abone No', '9000009', 'Bu abone numarası portalda yok.'],
      [
        4,
        'M3',
        'Abone No',
        '9000001',
        'Bu aboneliğin sayacı dosyada daha önce verildi; bir aboneliğin bir sayacı olur.',
      ],
    ]);
    await t.apply(s.ImportId);
    const meter = await t.database.db
      .selectFrom('subscription')
      .select(['meter_no', 'meter_seal_no', sql<string>`to_char(meter_installed_on, 'DD.MM.YYYY')`.as('on')])
      .where('subscriber_no', '=', '9000001')
      .executeTakeFirstOrThrow();
    expect(meter).toEqual({ meter_no: 'SN-1', meter_seal_no: 'MH-1', on: '01.06.2015' });
  });

  it('reads each month once: a month read twice and a day outside the month are refused', async () => {
    const file = fileOf(readingImport, [
      ...readings,
      { ...readings[1], sourceKey: 'O3' },
      { ...readings[1], sourceKey: 'O4', period: '03.2026', readOn: '15.08.2026' },
      { ...readings[0], sourceKey: 'O5', subscriberNo: '9000009' },
    ]);
    const s = await t.dryRun('readings', file);
    expect(await report(s.ImportId)).toEqual([
      [4, 'O3', 'Dönem', '05.2026', 'Bu aboneliğin bu dönem okuması portalda zaten var.'],
      [5, 'O4', 'Okuma Tarihi', '15.08.2026', 'Okuma tarihi dönemin ayında ya da onu izleyen ayda olmalıdır.'],
      [6, 'O5', 'Abone No', '9000009', 'Bu abone numarası portalda yok.'],
    ]);
    expect((await t.apply(s.ImportId)).Applied).toMatchObject({ Created: 2, Rejected: 3 });
  });

  it('books each bill line on the meter’s holder, ties the month’s reading to the water line and reconciles', async () => {
    const file = fileOf(billImport, [
      ...bills,
      bill('F3', '1', '10,00'),
      bill('F4', '30', '10,00', { subscriberNo: '9000009' }),
    ]);
    const s = await t.dryRun('bills', file);
    expect(await report(s.ImportId)).toEqual([
      [
        5,
        'F3',
        'Gelir Kodu',
        '1',
        'Gelir kodu bir su faturası kalemi olmalıdır: 30 su, 31 atık su, 11 ÇTV (konut), 34 KDV.',
      ],
      [6, 'F4', 'Abone No', '9000009', 'Bu abone numarası portalda yok.'],
    ]);
    await t.apply(s.ImportId);
    expect(await billLines()).toEqual([
      ['F1-30', 'B500', '9000001', 2026, 5, 55250],
      ['F1-31', 'B500', '9000001', 2026, 5, 27625],
      ['F2-30', 'B501', '9000002', 2026, 5, 10000],
    ]);
    const { rows } = await sql<{ key: string | null }>`
      select k.source_key as key from water_reading w
      join subscription s on s.oid = w.subscription_oid
      left join import_key k on k.kind = 'accruals' and k.record_oid = w.accrual_oid
      where s.subscriber_no = '9000001' order by w.period`.execute(t.database.db);
    expect(rows.map((r) => r.key)).toEqual([null, 'F1-30']);
    const rec = (await t.call<ImportReconciliation>('GetImportReconciliation', { importId: s.ImportId })).body;
    // The refused lines are the differences; the open water lines of 2026 match to the kuruş otherwise.
    expect(rec.Differences.map((d) => [d.Row, d.SourceKey])).toEqual([
      [5, 'F3'],
      [6, 'F4'],
    ]);
    expect(rec.Accruals.find((l) => l.RevenueCode === 31)).toMatchObject({
      FileCount: 1,
      FileKurus: 27625,
      PortalCount: 1,
      PortalKurus: 27625,
      Matches: true,
    });

    const clean = await t.apply((await t.dryRun('bills', fileOf(billImport, bills))).ImportId);
    expect(clean.Applied).toMatchObject({ Created: 0, Updated: 0, Unchanged: 3 });
    const again = (await t.call<ImportReconciliation>('GetImportReconciliation', { importId: clean.ImportId })).body;
    expect(again.Matches).toBe(true);
    expect(await billLines()).toHaveLength(3);
  });

  it('never rewrites a held bill line, its reading, nor moves a billed subscription to another registry', async () => {
    const [line] = await t.database.db
      .selectFrom('import_key')
      .select('record_oid')
      .where('kind', '=', 'accruals')
      .where('source_key', '=', 'F1-30')
      .execute();
    await t.database.db
      .transaction()
      .execute((trx) => hold(trx, { kind: 'PAYMENT_ORDER', oid: 424242 }, [line.record_oid]));

    const b = await t.dryRun('bills', fileOf(billImport, [bill('F1-30', '30', '600,00'), bills[1]]));
    expect(b.DryRun).toMatchObject({ Protected: 1, Unchanged: 1 });
    expect(await report(b.ImportId, 'PROTECTED')).toEqual([
      [2, 'F1-30', null, null, 'Tahakkuk bir ödeme, yapılandırma ya da mahsup işlemine bağlı; aktarım değiştirmedi.'],
    ]);

    const r = await t.dryRun('readings', fileOf(readingImport, [readings[0], { ...readings[1], consumptionM3: '20' }]));
    expect(await report(r.ImportId, 'PROTECTED')).toEqual([
      [3, 'O2', null, null, 'Okumanın faturası ödenmiş ya da bir ödemeye bağlı; aktarım değiştirmedi.'],
    ]);
    const o1 = await t.dryRun(
      'readings',
      fileOf(readingImport, [{ ...readings[0], consumptionM3: '11' }, readings[1]]),
    );
    expect(await report(o1.ImportId, 'UPDATED')).toEqual([[2, 'O1', null, null, 'Tüketim (m³): 10 → 11']]);

    const w = await t.dryRun('subscriptions', fileOf(subscriptionImport, [subscription({ registryNo: 'B501' })]));
    expect(w.DryRun).toMatchObject({ Protected: 1, Updated: 0 });
    await t.apply(w.ImportId);
    const holder = await t.database.db
      .selectFrom('subscription as s')
      .innerJoin('registry as r', 'r.oid', 's.registry_oid')
      .select('r.registry_no')
      .where('s.subscriber_no', '=', '9000001')
      .executeTakeFirstOrThrow();
    expect(holder.registry_no).toBe('B500');

    // A subscription whose contract the subscriber asked to cancel is the water desk's until the case ends.
    const second = await t.database.db
      .selectFrom('subscription')
      .select(['oid', 'registry_oid'])
      .where('subscriber_no', '=', '9000002')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('water_cancellation')
      .values({
        application_no: '2026-99000002',
        subscription_oid: second.oid,
        registry_oid: second.registry_oid,
        identified_by: 'SMS_CODE',
        gsm_number: '5320000000',
        address: 'Aktarım testi',
        cutting_date: '2026-12-15',
        deposit_return_type: 2,
      })
      .execute();
    const c = await t.dryRun(
      'subscriptions',
      fileOf(
        subscriptionImport,
        [subscriptions[1], subscriptions[0]].map((x) => ({ ...x, lineStatus: '3' })),
      ),
    );
    expect(await report(c.ImportId, 'PROTECTED')).toEqual([
      [
        2,
        'W2',
        null,
        null,
        'Aboneliğin portalda bir fesih başvurusu var; aktarım değiştirmedi, başvuruyu su masası yürütür.',
      ],
    ]);
  });
});
