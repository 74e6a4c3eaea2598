import { CANCELLATION_STATUSES, lineStatusOf, waterBill } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptDocument } from '../../src/modules/receipts/index.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

let t: IdentityApp;
let zeynep: Agent;
beforeAll(async () => {
  t = await openIdentityApp({
    principalOf: (request) => (request.session ? { kind: 'member', memberOid: request.session.memberOid } : null),
  });
  zeynep = new Agent(t);
  expect((await zeynep.login('10000000146', 'Demo.2026')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('a member’s water subscriptions', () => {
  it('lists the last 24 months’ bills oldest first, each with its reading, consumption and amount', async () => {
    const [sub] = (await zeynep.api.GetSubscriptionList()).body;
    const res = await zeynep.api.GetSubscriptionBills({ subscriberNo: sub.SubscriberNo });
    expect(res.status).toBe(200);
    const bills = res.body.Bills;
    expect(bills.length).toBeGreaterThan(0);
    expect(bills.length).toBeLessThanOrEqual(24);
    expect(bills.map((b) => b.Period)).toEqual([...bills.map((b) => b.Period)].sort());
    for (const [i, b] of bills.entries()) {
      expect(b.TotalKurus).toBeGreaterThan(0);
      expect(b.WaterKurus + b.WastewaterKurus + b.CtvKurus + b.VatKurus).toBe(b.TotalKurus);
      // Each reading adds its month's consumption to the meter's index.
      if (i > 0) expect(b.MeterIndex - bills[i - 1].MeterIndex).toBe(b.ConsumptionM3);
    }
    expect(res.body.OpenDebtKurus).toBeGreaterThanOrEqual(0);
    // An objection to a bill is opened on its water line (a wrong reading makes that line wrong).
    const lines = bills.flatMap((b) => (b.AccrualOid === null ? [] : [b.AccrualOid]));
    expect(lines.length).toBeGreaterThan(0);
    const revenues = await t.database.db
      .selectFrom('accrual')
      .select('revenue_code')
      .where('oid', 'in', lines)
      .execute();
    expect(new Set(revenues.map((r) => r.revenue_code))).toEqual(new Set([30]));
  });

  it('bills every demo month as the final bill is billed: water, atık su, ÇTV per m³ and VAT by the year’s tariff', async () => {
    const [sub] = (await zeynep.api.GetSubscriptionList()).body;
    const { Bills } = (await zeynep.api.GetSubscriptionBills({ subscriberNo: sub.SubscriberNo })).body;
    const tariffs = await t.database.db
      .selectFrom('water_tariff')
      .selectAll()
      .where('tariff_name', '=', sub.TariffName)
      .execute();
    for (const b of Bills) {
      const p = tariffs.find((x) => x.year === Number(b.Period.slice(0, 4)))!;
      const prices = {
        waterKurus: p.water_kurus,
        wastewaterKurus: p.wastewater_kurus,
        ctvKurus: p.ctv_kurus,
        vatBp: p.vat_bp,
      };
      const { ConsumptionM3, WaterKurus, WastewaterKurus, CtvKurus, VatKurus, TotalKurus } = b;
      expect({ ConsumptionM3, WaterKurus, WastewaterKurus, CtvKurus, VatKurus, TotalKurus }).toEqual(
        waterBill(b.ConsumptionM3, prices),
      );
    }
    if (sub.TariffName === 'Konut') expect(Bills.every((b) => b.CtvKurus > 0 && b.VatKurus > 0)).toBe(true);
  });

  it('does not show another registry’s meter', async () => {
    const other = await t.database.db
      .selectFrom('subscription as s')
      .innerJoin('member as m', 'm.registry_oid', 's.registry_oid')
      .select('s.subscriber_no')
      .where('m.pid_no', '!=', '10000000146')
      .executeTakeFirstOrThrow();
    const res = await zeynep.api.GetSubscriptionBills({ subscriberNo: other.subscriber_no });
    expect(res.status).toBe(404);
    expect(res.body.Message).toMatch(/size ait bir su aboneliği bulunamadı/);
    expect((await new Agent(t).api.GetSubscriptionBills({ subscriberNo: other.subscriber_no })).status).toBe(401);
  });
});

describe('a water bill’s receipt', () => {
  it('prints each line of a paid home bill: water, atık su, ÇTV and VAT, with the m³', async () => {
    const vat = await t.database.db
      .selectFrom('accrual as a')
      .innerJoin('subscription as s', 's.oid', 'a.subscription_oid')
      .select('a.oid')
      .where('s.tariff_name', '=', 'Konut')
      .where('a.revenue_code', '=', 34)
      .whereRef('a.paid_kurus', '=', 'a.principal_kurus')
      .orderBy('a.oid')
      .executeTakeFirstOrThrow();
    const paid = await t.database.db
      .selectFrom('collection_line')
      .select('collection_oid')
      .where('accrual_oid', '=', vat.oid)
      .executeTakeFirstOrThrow();
    const doc = await receiptDocument(t.database, t.settings, paid.collection_oid, { maskPayer: false });
    const words = doc.lines.map((l) => l.description).join('\n');
    for (const line of [
      /Su Tüketim Bedeli \(\d+ m³\)/,
      /Atık Su Bedeli/,
      /Çevre Temizlik Vergisi \(\d+ m³ × /,
      /KDV \(%1/,
    ]) {
      expect(words).toMatch(line);
    }
  });
});

describe('the demo municipality', () => {
  it('has cancellation applications in every status, each with the line status it leads to', async () => {
    const rows = await t.database.db
      .selectFrom('water_cancellation as c')
      .innerJoin('subscription as s', 's.oid', 'c.subscription_oid')
      .select(['c.status', 's.line_status'])
      .execute();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(CANCELLATION_STATUSES));
    for (const r of rows) expect(r.line_status).toBe(lineStatusOf(r.status));
  });

  it('has meters of every subscriber type with readings', async () => {
    const types = await t.database.db
      .selectFrom('water_reading as w')
      .innerJoin('subscription as s', 's.oid', 'w.subscription_oid')
      .innerJoin('registry as r', 'r.oid', 's.registry_oid')
      .select('r.registry_type')
      .distinct()
      .execute();
    expect(types.map((x) => x.registry_type).sort()).toEqual(['B', 'D', 'G', 'K', 'T', 'Y']);
  });
});
