import { createHash } from 'node:crypto';
import { type CallName, clock, istanbulDayStart } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { BANK_CHANNEL, BANK_COLLECTION_TYPE } from '../../src/modules/collections/receipts.js';
import { runDueJobs } from '../../src/modules/jobs/index.js';
import { recordCollection } from '../../src/modules/ledger/index.js';
import { AccountingColumns, collectionExportJob } from '../../src/modules/reconciliation/export.js';
import { depsOf } from '../jobs/support.js';
import { openTestApp } from '../support/db.js';

const people: Record<string, Principal> = {
  muhasebe: { kind: 'staff', staffOid: 601, permissions: new Set(['payments.reconcile']), regionCode: null },
  kalem: { kind: 'staff', staffOid: 602, permissions: new Set(['resolutions.publish']), regionCode: null },
  vatandas: { kind: 'member', memberOid: 1 },
};

let t: Awaited<ReturnType<typeof openTestApp>>;
const realNow = clock.now;
// A Monday no demo receipt falls on, closed at 01:00 Istanbul the day after.
const DAY = '2030-06-03';
const AFTER_CLOSE = istanbulDayStart('2030-06-04').getTime() + 3_600_000;
const AT = (hhmm: string) => new Date(istanbulDayStart(DAY).getTime() + Number(hhmm.slice(0, 2)) * 3_600_000);

async function as<T = Record<string, unknown>>(who: string, name: CallName, body: object = {}) {
  const res = await t.app.inject({ method: 'POST', url: `/api/${name}`, payload: body, headers: { 'x-test-as': who } });
  return { status: res.statusCode, body: res.json() as T & { Code?: string; Message?: string } };
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K) {
  const out = new Map<K, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

/** Open debts of one registry with an identity number: two of one revenue kind and one of another. */
async function debts() {
  const rows = await t.database.db
    .selectFrom('accrual as a')
    .innerJoin('registry as r', 'r.oid', 'a.registry_oid')
    .select(['a.oid', 'a.registry_oid', 'a.revenue_code', 'r.pid_no'])
    .where(sql<boolean>`a.principal_kurus - a.paid_kurus >= 10000`)
    .where('r.pid_no', 'is not', null)
    .where('a.cancelled_at', 'is', null)
    .orderBy('a.oid')
    .limit(5000)
    .execute();
  const byRegistry = groupBy(rows, (r) => r.registry_oid);
  for (const list of byRegistry.values()) {
    const kinds = groupBy(list, (r) => r.revenue_code);
    const twice = [...kinds.values()].find((k) => k.length >= 2);
    const other = [...kinds.entries()].find(([code]) => code !== twice?.[0].revenue_code)?.[1][0];
    if (twice && other) return { registryOid: list[0].registry_oid, pid: list[0].pid_no!, same: twice, other };
  }
  throw new Error('no registry with debts of two revenue kinds');
}

let card: { receiptNo: string; revenueA: number; revenueB: number; pid: string };
let bank: { receiptNo: string };
let registryOid: number;
let lateDebt: number;

beforeAll(async () => {
  t = await openTestApp({}, undefined, (request) => people[String(request.headers['x-test-as'])] ?? null);
  const d = await debts();
  const order = await t.database.db
    .insertInto('online_payment')
    .values({
      order_no: 'TEXPORT0001',
      registry_oid: d.registryOid,
      channel: 'DEBT',
      bank_code: '0010',
      protocol: 'estv3',
      store_type: '3d',
      amount_kurus: 13_345,
      status: 'PAID',
      expires_at: new Date(),
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  const channel = await t.database.db
    .insertInto('channel')
    .values({
      name: 'Türkiye Vakıflar Bankası',
      kind: 'bank',
      institution_code: '0015',
      key_hash: 'x',
      key_prefix: 'x',
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  await t.database.db.transaction().execute(async (trx) => {
    // Card: two debts of one revenue kind (one line) and one of another (a second line).
    const c = await recordCollection(trx, {
      registryOid: d.registryOid,
      collectionType: 4,
      channel: 'İNTERNET',
      onlinePaymentOid: order.oid,
      lines: [
        { accrualOid: d.same[0].oid, principalKurus: 5_000, lateFeeKurus: 120 },
        { accrualOid: d.same[1].oid, principalKurus: 4_000, lateFeeKurus: 25 },
        { accrualOid: d.other.oid, principalKurus: 4_200, lateFeeKurus: 0 },
      ],
    });
    // Bank branch: reported by the bank at 14:05, booked here a moment later.
    const b = await recordCollection(trx, {
      registryOid: d.registryOid,
      collectionType: BANK_COLLECTION_TYPE,
      channel: BANK_CHANNEL,
      lines: [{ accrualOid: d.other.oid, principalKurus: 1_999, lateFeeKurus: 1 }],
    });
    await trx
      .updateTable('collection')
      .set({ collected_at: AT('09') })
      .where('oid', '=', c.oid)
      .execute();
    await trx
      .updateTable('collection')
      .set({ collected_at: AT('14') })
      .where('oid', '=', b.oid)
      .execute();
    await trx
      .insertInto('bank_collection')
      .values({
        channel_oid: channel.oid,
        bank_reference: 'VKF-EXPORT-1',
        request_hash: 'h',
        bank_name: 'Türkiye Vakıflar Bankası',
        registry_oid: d.registryOid,
        collection_oid: b.oid,
        receipt_no: b.receiptNo,
        total_kurus: 2_000,
        collected_at: AT('14'),
        bank_collected_at: AT('14'),
      })
      .execute();
    card = { receiptNo: c.receiptNo, revenueA: d.same[0].revenue_code, revenueB: d.other.revenue_code, pid: d.pid };
    bank = { receiptNo: b.receiptNo };
    registryOid = d.registryOid;
    lateDebt = d.same[1].oid;
  });
  clock.now = () => AFTER_CLOSE;
});
afterEach(() => {
  clock.now = () => AFTER_CLOSE;
});
afterAll(async () => {
  clock.now = realNow;
  await t?.close();
});

/** One pass of the job runner over the export job, as an instance makes it. */
async function runExport() {
  await t.database.db
    .updateTable('job')
    .set({ run_at: sql<Date>`now()` })
    .where('name', '=', collectionExportJob.name)
    .execute();
  return runDueJobs([collectionExportJob], depsOf(t.database, t.settings));
}

const stored = () =>
  t.database.db.selectFrom('collection_export').selectAll().where('day', '=', DAY).orderBy('version').execute();

const records = (content: string) =>
  content
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((r) => r.split(';'));

describe('the accounting file of a closed day', () => {
  it('is written by the job after the day closes, one line per receipt and revenue kind, totals to the kuruş', async () => {
    clock.now = () => istanbulDayStart(DAY).getTime() + 23 * 3_600_000;
    await runExport();
    expect(await stored(), 'the day is still open at 23:00').toHaveLength(0);

    clock.now = () => AFTER_CLOSE;
    expect(await runExport()).toMatchObject([{ name: 'reconciliation.export', outcome: 'done' }]);
    const [file] = await stored();
    expect(file).toMatchObject({ version: 1, receipt_count: 2, line_count: 3, total_kurus: 15_345 });
    expect(file.checksum).toBe(createHash('sha256').update(`\uFEFF${file.content}`, 'utf8').digest('hex'));

    const [titles, header, ...rest] = records(file.content);
    const trailer = rest.pop()!;
    expect(titles).toEqual([...AccountingColumns]);
    expect(header).toEqual(['H', '03.06.2030', '3', '2', '15345', '153,45']);
    expect(trailer).toEqual(['T', '3', '15345', '153,45']);
    const col = (name: (typeof AccountingColumns)[number]) => AccountingColumns.indexOf(name);
    const line = (receiptNo: string, revenue: number) =>
      rest.find((r) => r[col('Makbuz No')] === receiptNo && r[col('Gelir Kodu')] === String(revenue))!;
    const sameKind = line(card.receiptNo, card.revenueA);
    expect(sameKind[col('Asıl (kuruş)')]).toBe('9000');
    expect(sameKind[col('Gecikme Zammı (kuruş)')]).toBe('145');
    expect(sameKind[col('Gecikme Zammı (TL)')]).toBe('1,45');
    expect(sameKind[col('Toplam (TL)')]).toBe('91,45');
    expect(line(card.receiptNo, card.revenueB)[col('Toplam (kuruş)')]).toBe('4200');
    expect(sameKind[col('Banka Adı')]).toBe('T.C. Ziraat Bankası');
    expect(sameKind[col('Banka EFT Kodu')]).toBe('0010');
    expect(sameKind[col('Kanal Kodu')]).toBe('KART');
    expect(sameKind[col('Mükellef No (maskeli)')]).toMatch(/^\d{3}\*+\d{2}$/);
    expect(sameKind[col('Mükellef No (maskeli)')]).not.toContain(card.pid.slice(3, -2));
    expect(sameKind[col('Tahsilat Tarihi')]).toBe('03.06.2030');
    expect(sameKind[col('Valör Tarihi')]).toBe('04.06.2030');
    const branch = rest[2];
    expect(branch[col('Makbuz No')]).toBe(bank.receiptNo);
    expect(branch[col('Kanal Kodu')]).toBe('BANKA');
    expect(branch[col('Banka Adı')]).toBe('Türkiye Vakıflar Bankası');
    expect(branch[col('Banka EFT Kodu')]).toBe('0015');
    expect(branch[col('Toplam (kuruş)')]).toBe('2000');
    const lineTotal = rest.reduce((s, r) => s + Number(r[col('Toplam (kuruş)')]), 0);
    expect(lineTotal).toBe(15_345);
  });

  it('is stored once: running the job again for the same day keeps the one file and its checksum', async () => {
    const before = await stored();
    await runExport();
    await runExport();
    const after = await stored();
    expect(after).toHaveLength(1);
    expect(after[0].checksum).toBe(before[0].checksum);
    expect(after[0].oid).toBe(before[0].oid);
  });

  it('gets a new version when a closed day’s receipts change, and the list says a newer one exists', async () => {
    // A desk receipt of that day booked late (entered after midnight, dated the day it was taken).
    const late = await t.database.db.transaction().execute((trx) =>
      recordCollection(trx, {
        registryOid: registryOid,
        collectionType: 1,
        channel: 'VEZNE',
        lines: [{ accrualOid: lateDebt, principalKurus: 100, lateFeeKurus: 0 }],
      }),
    );
    await t.database.db
      .updateTable('collection')
      .set({ collected_at: AT('16') })
      .where('oid', '=', late.oid)
      .execute();
    await runExport();
    const files = await stored();
    expect(files.map((f) => f.version)).toEqual([1, 2]);
    expect(files[1]).toMatchObject({ receipt_count: 3, line_count: 4, total_kurus: 15_445 });
    expect(files[1].file_name).toBe(`tahsilat-muhasebe-${DAY}-v2.csv`);
    const list = await as<{ Items: Array<{ Day: string; Version: number; NewerVersion: number | null }> }>(
      'muhasebe',
      'GetCollectionExports',
    );
    expect(list.status).toBe(200);
    expect(list.body.Items.filter((i) => i.Day === DAY)).toEqual([
      expect.objectContaining({ Version: 2, NewerVersion: null }),
      expect.objectContaining({ Version: 1, NewerVersion: 2 }),
    ]);
  });
});

describe('downloading the accounting file', () => {
  it('gives staff with the reconciliation permission the stored bytes and records the act', async () => {
    const [first] = await stored();
    const res = await as<{ FileName: string; Content: string; MediaType: string }>(
      'muhasebe',
      'GetCollectionExportFile',
      {
        exportOid: first.oid,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ FileName: `tahsilat-muhasebe-${DAY}.csv`, MediaType: 'text/csv; charset=utf-8' });
    expect(res.body.Content).toBe(`\uFEFF${first.content}`);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['staff_oid', 'record_type', 'record_id', 'detail'])
      .where('event', '=', 'COLLECTION_EXPORT_DOWNLOADED')
      .execute();
    expect(audit).toEqual([
      {
        staff_oid: 601,
        record_type: 'collection_day',
        record_id: DAY,
        detail: expect.objectContaining({ version: 1, checksum: first.checksum, totalKurus: 15_345 }),
      },
    ]);
  });

  it('is refused to a citizen and to staff without the permission, and says when there is no such file', async () => {
    const [first] = await stored();
    const citizen = await as('vatandas', 'GetCollectionExportFile', { exportOid: first.oid });
    const clerk = await as('kalem', 'GetCollectionExportFile', { exportOid: first.oid });
    const list = await as('kalem', 'GetCollectionExports');
    expect(citizen.status).toBe(403);
    expect(clerk.status).toBe(403);
    expect(list.status).toBe(403);
    const missing = await as('muhasebe', 'GetCollectionExportFile', { exportOid: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.Message).toBe('Muhasebe aktarım dosyası bulunamadı.');
  });
});
