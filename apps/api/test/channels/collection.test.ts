import { type CallName, todayInIstanbul } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/http/access.js';
import { hold, openDebts, release } from '../../src/modules/ledger/index.js';
import { receiptDocument } from '../../src/modules/receipts/index.js';
import { debtOwner } from '../../src/modules/water/index.js';
import { openTestApp } from '../support/db.js';

/** Keys the tests stand in for: two contracted banks and a kiosk whose key may only read menus. */
const keys: Record<string, Principal> = {
  'banka-A-anahtar-0001': { kind: 'channel', channelOid: 9001, scopes: new Set(['tahsilat']) },
  'banka-B-anahtar-0002': { kind: 'channel', channelOid: 9002, scopes: new Set(['tahsilat']) },
  'kiosk-anahtar-000003': { kind: 'channel', channelOid: 9003, scopes: new Set(['menus']) },
};
const clerk: Principal = {
  kind: 'staff',
  staffOid: 701,
  permissions: new Set(['payments.reconcile']),
  regionCode: null,
};

const bankA = { institutionCode: 'BANKA', apiKey: 'banka-A-anahtar-0001' };
const bankB = { institutionCode: 'BANKB', apiKey: 'banka-B-anahtar-0002' };
const kiosk = { institutionCode: 'KIOSK', apiKey: 'kiosk-anahtar-000003' };

let t: Awaited<ReturnType<typeof openTestApp>>;
const today = todayInIstanbul();

beforeAll(async () => {
  t = await openTestApp({}, undefined, (request) => {
    if (request.headers['x-test-as'] === 'clerk') return clerk;
    const key = (request.body as { security?: { apiKey?: string } } | undefined)?.security?.apiKey;
    return (key && keys[key]) || null;
  });
});
afterAll(async () => {
  await t?.close();
});

async function staffCall(name: CallName, body: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: body,
    headers: { 'x-test-as': 'clerk' },
  });
  return { status: res.statusCode, body: res.json() };
}

const used = new Set<number>();
/** A taxpayer of the demo town with at least `count` open debts of one revenue type, none held, not used before. */
/** Bank `security` collects `debts` of the payer with `pidNo` under `bankReference`, at their total unless told. */
function collectAt(
  security: typeof bankA,
  pidNo: string,
  bankReference: string,
  debts: Array<{ AccrualOid: number; TotalKurus: number }>,
  totalKurus = debts.reduce((sum, d) => sum + d.TotalKurus, 0),
) {
  return t.channel.Collect({ security, pidNo, bankReference, accrualOids: debts.map((d) => d.AccrualOid), totalKurus });
}

async function payer(count = 3) {
  const rows = await sql<{ registry_oid: number; pid_no: string; revenue_code: number }>`
    select a.registry_oid, r.pid_no, a.revenue_code
    from accrual a join registry r on r.oid = a.registry_oid
    where a.subscription_oid is null and a.cancelled_at is null and a.paid_kurus = 0 and r.pid_no is not null
      and not exists (select 1 from accrual_hold h where h.accrual_oid = a.oid and h.released_at is null)
    group by a.registry_oid, r.pid_no, a.revenue_code
    having count(*) >= ${count}
    order by a.registry_oid
    limit 50`.execute(t.database.db);
  const row = rows.rows.find((r) => !used.has(r.registry_oid));
  if (!row) throw new Error('no payer left in the demo data');
  used.add(row.registry_oid);
  const debts = await openDebts(t.database, await debtOwner(t.database, row.registry_oid), today);
  return { registryOid: row.registry_oid, pidNo: row.pid_no, debts };
}

/** The oldest debt of each revenue type: a selection the oldest-first rule accepts. */
const oldest = (debts: Awaited<ReturnType<typeof payer>>['debts'], n = 1) => {
  const byCode = new Map<number, typeof debts>();
  for (const d of debts) byCode.set(d.RevenueCode, [...(byCode.get(d.RevenueCode) ?? []), d]);
  const group = [...byCode.values()].find((g) => g.length >= n) ?? [];
  return group.slice(0, n);
};
const sum = (debts: ReadonlyArray<{ TotalKurus: number }>) => debts.reduce((s, d) => s + d.TotalKurus, 0);

/** Receipts the portal issued on channel BANKA (the demo data's cash-desk bank slips are numbered apart). */
const collectionsOfRegistry = async (registryOid: number) =>
  t.database.db
    .selectFrom('collection')
    .selectAll()
    .where('registry_oid', '=', registryOid)
    .where('channel', '=', 'BANKA')
    .where('receipt_no', 'like', '%-E%')
    .execute();

describe('TahsilatApi: a contracted bank queries and collects debts', () => {
  it('lists the payer’s open debts with today’s late fee, as the ledger computes it, and the name masked', async () => {
    const p = await payer();
    const res = await t.channel.GetDebts({ security: bankA, pidNo: p.pidNo });
    expect(res.status).toBe(200);
    expect(res.body.AsOf).toBe(today);
    expect(res.body.Debts.map((d) => [d.AccrualOid, d.PrincipalKurus, d.LateFeeKurus, d.TotalKurus])).toEqual(
      p.debts.map((d) => [d.AccrualOid, d.PrincipalKurus, d.LateFeeKurus, d.TotalKurus]),
    );
    expect(res.body.TotalKurus).toBe(sum(p.debts));
    expect(res.body.Debts.every((d) => d.Collectable && d.HeldBy === null)).toBe(true);
    expect(res.body.PayerName).toMatch(/\*/);

    const both = await t.channel.GetDebts({ security: bankA, pidNo: p.pidNo, subscriberNo: '123456' });
    expect(both.status).toBe(400);
    const nobody = await t.channel.GetDebts({ security: bankA, pidNo: '10000000078' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.Message).toMatch(/açık borç bulunamadı/);
  });

  it('collects the chosen debts once: a receipt on channel BANKA with the bank’s name, the debts closed', async () => {
    const p = await payer();
    const chosen = oldest(p.debts, 2);
    const res = await t.channel.Collect({
      security: bankA,
      pidNo: p.pidNo,
      bankReference: 'A-2026-0001',
      accrualOids: chosen.map((d) => d.AccrualOid),
      totalKurus: sum(chosen),
      branchCode: '0421',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      BankReference: 'A-2026-0001',
      Channel: 'BANKA',
      BankName: expect.any(String),
      BranchCode: '0421',
      Status: 'COLLECTED',
      TotalKurus: sum(chosen),
      CollectionTypeName: 'Nakit',
    });
    expect(res.body.ReceiptNo).toMatch(/^\d{4}-E\d{7}$/);
    const [c] = await collectionsOfRegistry(p.registryOid);
    expect(c).toMatchObject({ receipt_no: res.body.ReceiptNo, channel: 'BANKA', collection_type: 1 });
    const printed = await receiptDocument(t.database, t.settings, c.oid, { maskPayer: false });
    expect(printed).toMatchObject({ collectionTypeName: 'Nakit', bankName: res.body.BankName });
    const after = await t.channel.GetDebts({ security: bankA, pidNo: p.pidNo });
    const open = new Set(after.body.Debts.map((d) => d.AccrualOid));
    expect(chosen.some((d) => open.has(d.AccrualOid))).toBe(false);
  });

  it('answers the same receipt to the same reference sent again later, and records one collection', async () => {
    const p = await payer();
    const chosen = oldest(p.debts);
    const body = {
      security: bankA,
      pidNo: p.pidNo,
      bankReference: 'A-2026-0002',
      accrualOids: chosen.map((d) => d.AccrualOid),
      totalKurus: sum(chosen),
    };
    const first = await t.channel.Collect(body);
    const again = await t.channel.Collect(body);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await collectionsOfRegistry(p.registryOid)).toHaveLength(1);
  });

  it('records one collection when five copies of a request arrive at once, all answered with its receipt', async () => {
    const p = await payer();
    const chosen = oldest(p.debts, 2);
    const body = {
      security: bankA,
      pidNo: p.pidNo,
      bankReference: 'A-2026-0003',
      accrualOids: chosen.map((d) => d.AccrualOid),
      totalKurus: sum(chosen),
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.channel.Collect(body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.ReceiptNo)).size).toBe(1);
    expect(await collectionsOfRegistry(p.registryOid)).toHaveLength(1);
    const claims = await t.database.db
      .selectFrom('bank_collection')
      .select('oid')
      .where('bank_reference', '=', 'A-2026-0003')
      .execute();
    expect(claims).toHaveLength(1);
  });

  it('refuses a reference used before with another body (409 with a code), and another bank may use it', async () => {
    const p = await payer();
    const [first, second] = oldest(p.debts, 2);
    const ok = await collectAt(bankA, p.pidNo, 'A-2026-0004', [first]);
    expect(ok.status).toBe(200);
    const reused = await collectAt(bankA, p.pidNo, 'A-2026-0004', [second]);
    expect(reused.status).toBe(409);
    expect(reused.body.Code).toBe('error_bank_reference_reused');
    const otherBank = await collectAt(bankB, p.pidNo, 'A-2026-0004', [second]);
    expect(otherBank.status).toBe(200);
    expect(await collectionsOfRegistry(p.registryOid)).toHaveLength(2);
  });

  it('refuses a debt held by a card payment in flight, shows why in the query, and saves nothing', async () => {
    const p = await payer();
    const [d] = oldest(p.debts);
    const holder = { kind: 'PAYMENT_ORDER' as const, oid: 987_654 };
    await t.database.db.transaction().execute((trx) => hold(trx, holder, [d.AccrualOid]));
    try {
      const q = await t.channel.GetDebts({ security: bankA, pidNo: p.pidNo });
      expect(q.body.Debts.find((x) => x.AccrualOid === d.AccrualOid)).toMatchObject({
        Collectable: false,
        HeldBy: 'PAYMENT_ORDER',
      });
      const res = await collectAt(bankA, p.pidNo, 'A-2026-0005', [d]);
      expect(res.status).toBe(409);
      expect(res.body.Code).toBe('error_debt_held');
      expect(res.body.Message).toMatch(/bankada süren bir ödeme/);
      expect(await collectionsOfRegistry(p.registryOid)).toHaveLength(0);
    } finally {
      await t.database.db.transaction().execute((trx) => release(trx, holder));
    }
    // Once the card order is over the same reference goes through: a refused request claimed nothing.
    const later = await collectAt(bankA, p.pidNo, 'A-2026-0005', [d]);
    expect(later.status).toBe(200);
  });

  it('refuses a total other than the debts’ total, and a selection that skips an older debt', async () => {
    const p = await payer();
    const [a, b] = oldest(p.debts, 2);
    const wrong = await collectAt(bankA, p.pidNo, 'A-2026-0006', [a], a.TotalKurus + 1);
    expect(wrong.status).toBe(409);
    expect(wrong.body.Code).toBe('error_amount_mismatch');
    const skipping = await collectAt(bankA, p.pidNo, 'A-2026-0007', [b]);
    expect(skipping.status).toBe(409);
    expect(skipping.body.Code).toBe('error_oldest_first');
    const notHis = await collectAt(bankA, (await payer()).pidNo, 'A-2026-0008', [a]);
    expect(notHis.status).toBe(409);
    expect(notHis.body.Code).toBe('error_debt_not_open');
    expect(await collectionsOfRegistry(p.registryOid)).toHaveLength(0);
  });

  it('takes a collection back the same day (storno), reopening its debts, repeat-safe; refuses it the next day', async () => {
    const p = await payer();
    const chosen = oldest(p.debts, 2);
    const body = {
      security: bankA,
      pidNo: p.pidNo,
      accrualOids: chosen.map((d) => d.AccrualOid),
      totalKurus: sum(chosen),
    };
    const paid = await t.channel.Collect({ ...body, bankReference: 'A-2026-0009' });
    expect(paid.status).toBe(200);
    const cancelled = await t.channel.CancelCollection({ security: bankA, bankReference: 'A-2026-0009' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ Status: 'CANCELLED', ReceiptNo: paid.body.ReceiptNo });
    const again = await t.channel.CancelCollection({ security: bankA, bankReference: 'A-2026-0009' });
    expect(again.body).toEqual(cancelled.body);
    expect(await collectionsOfRegistry(p.registryOid)).toHaveLength(0);
    const reopened = await t.channel.GetDebts({ security: bankA, pidNo: p.pidNo });
    const open = new Set(reopened.body.Debts.map((d) => d.AccrualOid));
    expect(chosen.every((d) => open.has(d.AccrualOid))).toBe(true);
    const day = await t.channel.GetCollections({ security: bankA, date: today });
    expect(day.body.Items.find((i) => i.BankReference === 'A-2026-0009')?.Status).toBe('CANCELLED');

    const next = await t.channel.Collect({ ...body, bankReference: 'A-2026-0010' });
    expect(next.status).toBe(200);
    await t.database.db
      .updateTable('bank_collection')
      .set({ collected_at: new Date(Date.now() - 86_400_000) })
      .where('bank_reference', '=', 'A-2026-0010')
      .execute();
    const late = await t.channel.CancelCollection({ security: bankA, bankReference: 'A-2026-0010' });
    expect(late.status).toBe(409);
    expect(late.body.Code).toBe('error_storno_closed');
    const unknown = await t.channel.CancelCollection({ security: bankA, bankReference: 'YOK-0001' });
    expect(unknown.status).toBe(404);
  });

  it('reconciles the bank’s day: matched, ours not theirs, theirs not ours, amounts apart; staff clear them', async () => {
    const p = await payer(4);
    const [a, b, c] = oldest(p.debts, 3);
    for (const [ref, d] of [
      ['B-R-1', a],
      ['B-R-2', b],
      ['B-R-3', c],
    ] as const) {
      const r = await collectAt(bankB, p.pidNo, ref, [d]);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const day = await t.channel.GetCollections({ security: bankB, date: today });
    const ours = day.body.Items.filter((i) => i.Status === 'COLLECTED');
    const theirs = ours
      .filter((i) => i.BankReference !== 'B-R-2')
      .map((i) => ({
        bankReference: i.BankReference,
        amountKurus: i.TotalKurus + (i.BankReference === 'B-R-3' ? 100 : 0),
      }));
    theirs.push({ bankReference: 'B-R-99', amountKurus: 5_000 });
    const res = await t.channel.Reconcile({ security: bankB, date: today, items: theirs });
    expect(res.status).toBe(200);
    expect(res.body.MatchedCount).toBe(ours.length - 2);
    expect(res.body.Differences).toEqual(
      expect.arrayContaining([
        { Kind: 'MISSING_AT_BANK', BankReference: 'B-R-2', OurKurus: b.TotalKurus, BankKurus: null },
        { Kind: 'AMOUNT_MISMATCH', BankReference: 'B-R-3', OurKurus: c.TotalKurus, BankKurus: c.TotalKurus + 100 },
        { Kind: 'MISSING_HERE', BankReference: 'B-R-99', OurKurus: null, BankKurus: 5_000 },
      ]),
    );
    expect(res.body.Differences).toHaveLength(3);
    // Reconciling the same day again leaves one row per difference.
    await t.channel.Reconcile({ security: bankB, date: today, items: theirs });

    const listed = await staffCall('GetBankReconciliationDifferences', {});
    expect(listed.status).toBe(200);
    const mine = listed.body.Items.filter((d: { BankReference: string }) => d.BankReference.startsWith('B-R-'));
    expect(mine.map((d: { BankReference: string }) => d.BankReference).sort()).toEqual(['B-R-2', 'B-R-3', 'B-R-99']);
    const target = mine.find((d: { BankReference: string }) => d.BankReference === 'B-R-99');
    const resolved = await staffCall('ResolveBankReconciliationDifference', {
      differenceOid: target.DifferenceOid,
      note: 'Banka mükerrer satırı listesinden çıkardı.',
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({
      ResolvedBy: 701,
      ResolutionNote: 'Banka mükerrer satırı listesinden çıkardı.',
    });
    const twice = await staffCall('ResolveBankReconciliationDifference', {
      differenceOid: target.DifferenceOid,
      note: 'İkinci kez işaretleme',
    });
    expect(twice.status).toBe(409);
    const audit = await t.database.db
      .selectFrom('audit_event')
      .select(['event', 'staff_oid'])
      .where('record_type', '=', 'bank_reconciliation_difference')
      .where('record_id', '=', String(target.DifferenceOid))
      .execute();
    expect(audit).toEqual([{ event: 'BANK_RECONCILIATION_DIFFERENCE_RESOLVED', staff_oid: 701 }]);
    const open = await staffCall('GetBankReconciliationDifferences', { status: 'OPEN' });
    expect(open.body.Items.some((d: { DifferenceOid: number }) => d.DifferenceOid === target.DifferenceOid)).toBe(
      false,
    );
  });

  it('refuses a key without the tahsilat scope, and a caller without any key', async () => {
    const p = await payer(1);
    const outOfScope = await t.channel.GetDebts({ security: kiosk, pidNo: p.pidNo });
    expect(outOfScope.status).toBe(403);
    const unknown = await t.channel.Collect({
      security: { institutionCode: 'X', apiKey: 'bilinmeyen-anahtar-0000' },
      pidNo: p.pidNo,
      bankReference: 'X-1',
      accrualOids: [1],
      totalKurus: 1,
    });
    expect([401, 403]).toContain(unknown.status);
  });
});
