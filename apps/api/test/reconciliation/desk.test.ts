import { type CallName, ErrorMessages, istanbulDayStart, todayInIstanbul } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { recordCollection } from '../../src/modules/ledger/index.js';
import { CsvHeaders, CsvSummaryHeaders } from '../../src/modules/reconciliation/report.js';
import { openTestApp } from '../support/db.js';

/** Two finance clerks (one asks for a refund, the other settles it) and a staff member of another desk. */
const staff: Record<string, Principal> = {
  muhasebe: { kind: 'staff', staffOid: 501, permissions: new Set(['payments.reconcile']), regionCode: null },
  maliye: { kind: 'staff', staffOid: 502, permissions: new Set(['payments.reconcile']), regionCode: null },
  kalem: { kind: 'staff', staffOid: 503, permissions: new Set(['resolutions.publish']), regionCode: null },
};

let t: Awaited<ReturnType<typeof openTestApp>>;
const today = todayInIstanbul();

async function as<T = Record<string, unknown>>(who: string | null, name: CallName, body: object = {}, reauth = true) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: body,
    headers: { ...(who ? { 'x-test-as': who } : {}), ...(reauth ? { 'x-test-reauth': '1' } : {}) },
  });
  return { status: res.statusCode, body: res.json() as T & { Code?: string; Message?: string } };
}

/** Open debts nobody else in this file pays: a few accruals of one registry with principal still owed. */
async function openAccruals(count: number) {
  const rows = await t.database.db
    .selectFrom('accrual')
    .select(['oid', 'registry_oid', 'principal_kurus', 'paid_kurus'])
    .where(sql<boolean>`principal_kurus > paid_kurus`)
    .orderBy('oid', 'desc')
    .limit(200)
    .execute();
  const registry = rows[0].registry_oid;
  return rows.filter((r) => r.registry_oid === registry).slice(0, count);
}

/** A card order at a bank, written the way the payments module writes one. */
async function order(registryOid: number, status: string, bankCode: string, amountKurus: number, ageMinutes = 0) {
  const createdAt = new Date(Date.now() - ageMinutes * 60_000);
  return t.database.db
    .insertInto('online_payment')
    .values({
      order_no: `T${Math.random().toString(36).slice(2, 12).toUpperCase()}`,
      registry_oid: registryOid,
      channel: 'DEBT',
      bank_code: bankCode,
      protocol: 'estv3',
      store_type: '3d',
      amount_kurus: amountKurus,
      status: status as 'PENDING',
      created_at: createdAt,
      expires_at: new Date(createdAt.getTime() + 30 * 60_000),
    })
    .returning(['oid', 'order_no'])
    .executeTakeFirstOrThrow();
}

let cardCollection: { oid: number; totalKurus: number; receiptNo: string };
let cashCollection: { oid: number; totalKurus: number };
let pendingOrderNo: string;

beforeAll(async () => {
  t = await openTestApp({}, undefined, (request) => staff[String(request.headers['x-test-as'])] ?? null);
  // A clerk who confirmed their password and code a moment ago, as the office's re-authentication leaves them.
  t.app.addHook('preHandler', async (request) => {
    if (request.headers['x-test-reauth']) Object.assign(request, { staffSession: { reauthAt: new Date() } });
  });
  const [a, b] = await openAccruals(2);
  const paidOrder = await order(a.registry_oid, 'PAID', '0010', 12_345);
  await t.database.db.transaction().execute(async (trx) => {
    cardCollection = await recordCollection(trx, {
      registryOid: a.registry_oid,
      collectionType: 4,
      channel: 'İNTERNET',
      onlinePaymentOid: paidOrder.oid,
      lines: [{ accrualOid: a.oid, principalKurus: 12_000, lateFeeKurus: 345 }],
    });
    cashCollection = await recordCollection(trx, {
      registryOid: b.registry_oid,
      collectionType: 1,
      channel: 'VEZNE',
      lines: [{ accrualOid: b.oid, principalKurus: 5_000, lateFeeKurus: 0 }],
    });
  });
  const pending = await order(a.registry_oid, 'PENDING', '0064', 7_700, 42);
  pendingOrderNo = pending.order_no;
  await t.database.db
    .insertInto('online_payment_event')
    .values([
      { online_payment_oid: pending.oid, order_no: pending.order_no, kind: 'start', outcome: 'form-issued' },
      {
        online_payment_oid: pending.oid,
        order_no: pending.order_no,
        kind: 'status',
        outcome: 'unanswered',
        detail: JSON.stringify({ bankResultCode: '99' }),
      },
    ])
    .execute();
});
afterAll(() => t?.close());

/** The receipts of today, read straight from the collections table. */
async function receiptsOfToday() {
  const next = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const row = await t.database.db
    .selectFrom('collection')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('total_kurus').as('kurus')])
    .where('collected_at', '>=', istanbulDayStart(today))
    .where('collected_at', '<', istanbulDayStart(next))
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), totalKurus: Number(row.kurus ?? 0) };
}

interface Group {
  Channel: string;
  BankCode: string | null;
  Label: string;
  Count: number;
  TotalKurus: number;
}

describe('the day’s collections per channel and bank', () => {
  it('adds up to the receipts of the day, every group included', async () => {
    const res = await as<{ Groups: Group[]; Count: number; TotalKurus: number }>('muhasebe', 'GetDailyCollections', {
      dateFrom: today,
    });
    expect(res.status).toBe(200);
    const receipts = await receiptsOfToday();
    expect(receipts.count).toBeGreaterThanOrEqual(2);
    expect(res.body.Count).toBe(receipts.count);
    expect(res.body.TotalKurus).toBe(receipts.totalKurus);
    expect(res.body.Groups.reduce((s, g) => s + g.TotalKurus, 0)).toBe(receipts.totalKurus);
    expect(res.body.Groups.reduce((s, g) => s + g.Count, 0)).toBe(receipts.count);
  });

  it('puts a card receipt under its order’s bank and a cash-desk receipt under the desk', async () => {
    const res = await as<{ Groups: Group[] }>('muhasebe', 'GetDailyCollections', { dateFrom: today });
    const ziraat = res.body.Groups.find((g) => g.Channel === 'İNTERNET' && g.BankCode === '0010');
    expect(ziraat).toMatchObject({
      Label: 'İnternet (kredi kartı) · T.C. Ziraat Bankası',
      Count: 1,
      TotalKurus: 12_345,
    });
    const desk = res.body.Groups.find((g) => g.Channel === 'VEZNE' && g.BankCode === null);
    expect(desk?.Label).toBe('Vezne');
    expect(desk?.TotalKurus).toBeGreaterThanOrEqual(5_000);
  });

  it('drills down to the receipts of one group', async () => {
    const res = await as<{ Items: Array<{ CollectionOid: number; OrderNo: string | null }>; TotalCount: number }>(
      'muhasebe',
      'GetGroupCollections',
      { dateFrom: today, channel: 'İNTERNET', bankCode: '0010' },
    );
    expect(res.body.TotalCount).toBe(1);
    expect(res.body.Items[0].CollectionOid).toBe(cardCollection.oid);
    expect(res.body.Items[0].OrderNo).toMatch(/^T/);
  });

  it('refuses a range ending before it starts, or longer than a month', async () => {
    expect((await as('muhasebe', 'GetDailyCollections', { dateFrom: today, dateTo: '2020-01-01' })).status).toBe(400);
    const long = await as('muhasebe', 'GetDailyCollections', { dateFrom: '2026-01-01', dateTo: '2026-03-01' });
    expect(long.status).toBe(400);
    expect(long.body.Message).toMatch(/en çok 31 günlük/);
  });
});

describe('payment orders that need a person', () => {
  it('lists a pending order with its age, amount, bank and what the bank last said', async () => {
    const res = await as<{ Items: Array<Record<string, unknown>> }>('muhasebe', 'GetPaymentOrderExceptions');
    const item = res.body.Items.find((i) => i.OrderNo === pendingOrderNo);
    expect(item).toMatchObject({
      Status: 'PENDING',
      Problem: 'UNSETTLED',
      BankCode: '0064',
      BankName: 'Türkiye İş Bankası',
      AmountKurus: 7_700,
      LastBankAnswer: { Kind: 'status', Outcome: 'unanswered', BankResultCode: '99' },
    });
    expect(item?.AgeMinutes).toBeGreaterThanOrEqual(41);
    expect(res.body.Items.some((i) => i.Status === 'PAID')).toBe(false);
  });
});

describe('the end-of-day report', () => {
  it('is a semicolon CSV with a byte order mark, Turkish headers, and a grand total equal to the receipts', async () => {
    const res = await as<{ Content: string; FileName: string; Encoding: string }>('muhasebe', 'GetEndOfDayReport', {
      date: today,
      format: 'csv',
    });
    expect(res.status).toBe(200);
    expect(res.body.FileName).toBe(`gun-sonu-${today}.csv`);
    expect(res.body.Content.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.Content.slice(1).split('\r\n');
    expect(lines[0]).toBe('Makbuz No;Tahsilat Zamanı;Kanal;Banka;Tahsilat Türü;Sipariş No;Tutar (TL);İade (TL)');
    expect(lines[0].split(';')).toEqual(CsvHeaders);
    const receipts = await receiptsOfToday();
    const blank = lines.indexOf('');
    expect(blank).toBe(receipts.count + 1);
    expect(lines[blank + 1].split(';')).toEqual(CsvSummaryHeaders);
    const card = lines.find((l) => l.startsWith(`${cardCollection.receiptNo};`));
    expect(card?.split(';').slice(2)).toEqual([
      'İnternet (kredi kartı)',
      'T.C. Ziraat Bankası',
      'Kredi kartı (3-D Secure)',
      expect.stringMatching(/^T/),
      '123,45',
      '0,00',
    ]);
    const total = lines.find((l) => l.startsWith('GENEL TOPLAM;'));
    expect(total?.split(';').slice(1, 3)).toEqual([
      String(receipts.count),
      (receipts.totalKurus / 100).toFixed(2).replace('.', ','),
    ]);
  });

  it('is also a PDF, and each download is recorded', async () => {
    const res = await as<{ Content: string; MediaType: string }>('muhasebe', 'GetEndOfDayReport', {
      date: today,
      format: 'pdf',
    });
    expect(res.body.MediaType).toBe('application/pdf');
    expect(Buffer.from(res.body.Content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const rows = await t.database.db
      .selectFrom('audit_event')
      .select(['staff_oid', 'record_id', 'detail'])
      .where('event', '=', 'END_OF_DAY_REPORT_EXPORTED')
      .execute();
    expect(rows.map((r) => (r.detail as { format: string }).format).sort()).toEqual(['csv', 'pdf']);
    expect(rows.every((r) => r.staff_oid === 501 && r.record_id === today)).toBe(true);
  });
});

describe('refund requests', () => {
  const refund = (who: string, amountKurus: number, collectionOid = cashCollection.oid) =>
    as<{ RefundRequestOid: number; Status: string }>(who, 'RecordRefundRequest', {
      collectionOid,
      amountKurus,
      reason: 'Mükerrer tahsilat',
    });

  it('takes at most what was collected less the earlier refunds, and a rejected one frees its amount', async () => {
    const tooMuch = await refund('muhasebe', 5_001);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.Message).toBe('İade tutarı, bu tahsilattan iade edilebilecek 50,00 TL tutarı aşamaz.');
    const first = await refund('muhasebe', 3_000);
    expect(first.status).toBe(200);
    expect(first.body.Status).toBe('REQUESTED');
    expect((await refund('muhasebe', 2_001)).body.Message).toMatch(/20,00 TL/);
    const second = await refund('muhasebe', 2_000);
    expect(second.status).toBe(200);
    expect((await refund('muhasebe', 1)).body.Message).toBe('Bu tahsilatın tamamı için zaten iade talep edilmiş.');

    const rejected = await as('maliye', 'CompleteRefundRequest', {
      refundRequestOid: second.body.RefundRequestOid,
      outcome: 'REJECTED',
      note: 'Tahsilat doğru',
    });
    expect(rejected.body.Status).toBe('REJECTED');
    expect((await refund('muhasebe', 2_000)).status).toBe(200);
  });

  it('is settled by someone other than the requester, once', async () => {
    const req = await refund('muhasebe', 1_000, cardCollection.oid);
    const own = await as('muhasebe', 'CompleteRefundRequest', {
      refundRequestOid: req.body.RefundRequestOid,
      outcome: 'DONE',
    });
    expect(own.status).toBe(403);
    expect(own.body.Message).toMatch(/aynı talebi sonuçlandıramaz/);
    const done = await as('maliye', 'CompleteRefundRequest', {
      refundRequestOid: req.body.RefundRequestOid,
      outcome: 'DONE',
    });
    expect(done.body).toMatchObject({ Status: 'DONE' });
    const again = await as('maliye', 'CompleteRefundRequest', {
      refundRequestOid: req.body.RefundRequestOid,
      outcome: 'REJECTED',
    });
    expect(again.status).toBe(409);
    const day = await as<{ RefundedKurus: number }>('muhasebe', 'GetDailyCollections', { dateFrom: today });
    expect(day.body.RefundedKurus).toBe(3_000 + 2_000 + 1_000);
  });

  it('writes an audit row for every request and every decision, by whom and with the amounts', async () => {
    const rows = await t.database.db
      .selectFrom('audit_event')
      .select(['event', 'staff_oid', 'record_type', 'before', 'after'])
      .where('record_type', '=', 'refund_request')
      .orderBy('oid')
      .execute();
    expect(rows.map((r) => [r.event, r.staff_oid])).toEqual([
      ['REFUND_REQUESTED', 501],
      ['REFUND_REQUESTED', 501],
      ['REFUND_REJECTED', 502],
      ['REFUND_REQUESTED', 501],
      ['REFUND_REQUESTED', 501],
      ['REFUND_DONE', 502],
    ]);
    expect(rows[2].before).toMatchObject({ status: 'REQUESTED', amountKurus: 2_000 });
    expect(rows[2].after).toMatchObject({ status: 'REJECTED', completionNote: 'Tahsilat doğru' });
  });

  it('asks for the password and code again when they were not confirmed in the last minutes', async () => {
    const body = { collectionOid: cashCollection.oid, amountKurus: 1, reason: 'Mükerrer tahsilat' };
    const unconfirmed = await as('muhasebe', 'RecordRefundRequest', body, false);
    expect(unconfirmed).toMatchObject({ status: 403, body: { Code: 'reauth_required' } });
    const settle = { refundRequestOid: 1, outcome: 'DONE' };
    expect((await as('maliye', 'CompleteRefundRequest', settle, false)).body.Code).toBe('reauth_required');
  });

  it('answers a collection that does not exist with 404', async () => {
    expect((await refund('muhasebe', 100, 2_000_000_000)).status).toBe(404);
  });

  it('lists the requests waiting for finance', async () => {
    const res = await as<{ Items: Array<{ Status: string }>; TotalCount: number }>('maliye', 'GetRefundRequests', {
      status: 'REQUESTED',
    });
    expect(res.body.TotalCount).toBe(2);
    expect(res.body.Items.every((i) => i.Status === 'REQUESTED')).toBe(true);
  });
});

describe('the desk is for payments.reconcile only', () => {
  const samples: Array<[CallName, object]> = [
    ['GetDailyCollections', { dateFrom: today }],
    ['GetGroupCollections', { dateFrom: today, channel: 'VEZNE' }],
    ['GetPaymentOrderExceptions', {}],
    ['GetEndOfDayReport', { date: today, format: 'csv' }],
    ['GetRefundRequests', {}],
    ['RecordRefundRequest', { collectionOid: 1, amountKurus: 1, reason: 'Mükerrer tahsilat' }],
    ['CompleteRefundRequest', { refundRequestOid: 1, outcome: 'DONE' }],
  ];
  it.each(samples)(
    '%s refuses staff without the permission with 403 in Turkish, and anyone unknown with 401',
    async (name, body) => {
      const other = await as('kalem', name, body);
      expect(other.status).toBe(403);
      expect(other.body.Message).toBe(ErrorMessages.forbidden);
      expect((await as(null, name, body)).status).toBe(401);
    },
  );
});
