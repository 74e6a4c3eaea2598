import type { Accrument, Collected, Debt, Subscription } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

let t: IdentityApp;
let demo: Agent;
let registryOid: number;
const DEMO_PID = '10000000146';

beforeAll(async () => {
  t = await openIdentityApp();
  demo = new Agent(t);
  expect((await demo.login(DEMO_PID, 'Demo.2026')).status).toBe(200);
  ({ registry_oid: registryOid } = await t.database.db
    .selectFrom('member')
    .select('registry_oid')
    .where('pid_no', '=', DEMO_PID)
    .executeTakeFirstOrThrow());
});
afterAll(async () => {
  await t?.close();
});

const debts = async (body: object = {}) => {
  const res = await demo.call<Debt[]>('GetDebtListWithRevenueCode', body);
  expect(res.status).toBe(200);
  return res.body;
};

describe('GetDebtListWithRevenueCode', () => {
  it("lists exactly the open accruals of the member's registry and its subscriptions, by due date", async () => {
    const list = await debts({ delayFineCalculationDate: '2026-11-23' });
    expect(list.length).toBeGreaterThan(0);
    const own = await t.database.db
      .selectFrom('accrual as a')
      .leftJoin('subscription as s', 's.oid', 'a.subscription_oid')
      .select('a.oid')
      .where((eb) => eb.or([eb('a.registry_oid', '=', registryOid), eb('s.registry_oid', '=', registryOid)]))
      .whereRef('a.paid_kurus', '<', 'a.principal_kurus')
      .execute();
    expect(list.map((d) => d.AccrualOid).sort((a, b) => a - b)).toEqual(own.map((r) => r.oid).sort((a, b) => a - b));
    const dues = list.map((d) => d.DueDate);
    expect(dues).toEqual([...dues].sort());
    expect(list.some((d) => d.SubscriberNo !== null)).toBe(true);
  });

  it('totals principal and late fee in integer kuruş and flags what is overdue', async () => {
    const asOf = '2026-11-23';
    for (const d of await debts({ delayFineCalculationDate: asOf })) {
      expect(Number.isInteger(d.PrincipalKurus) && Number.isInteger(d.LateFeeKurus)).toBe(true);
      expect(d.PrincipalKurus).toBeGreaterThan(0);
      expect(d.TotalKurus).toBe(d.PrincipalKurus + d.LateFeeKurus);
      expect(d.IsOverdue).toBe(d.DueDate < asOf);
      if (!d.IsOverdue) expect(d.LateFeeKurus).toBe(0);
    }
  });

  it('never lowers the late fee for a later calculation date', async () => {
    const now = await debts({ delayFineCalculationDate: '2026-11-23' });
    const later = new Map((await debts({ delayFineCalculationDate: '2027-03-01' })).map((d) => [d.AccrualOid, d]));
    expect(now.some((d) => d.LateFeeKurus > 0)).toBe(true);
    for (const d of now) expect(later.get(d.AccrualOid)!.LateFeeKurus).toBeGreaterThanOrEqual(d.LateFeeKurus);
    expect(
      [...later.values()].some(
        (d) => d.LateFeeKurus > (now.find((n) => n.AccrualOid === d.AccrualOid)?.LateFeeKurus ?? 0),
      ),
    ).toBe(true);
  });

  it('filters by revenue code and defaults the calculation date to today', async () => {
    const all = await debts();
    const code = all[0].RevenueCode;
    const one = await debts({ revenueCode: code });
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((d) => d.RevenueCode === code)).toBe(true);
  });
});

describe('GetSubscriptionList and GetCollectedList', () => {
  it('lists the water subscriptions with their address and line status', async () => {
    const res = await demo.call<Subscription[]>('GetSubscriptionList');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    for (const s of res.body) {
      expect(s.LineStatusName).toBeTruthy();
      expect(Number.isInteger(s.DepositKurus)).toBe(true);
    }
    expect(res.body.some((s) => s.Address)).toBe(true);
  });

  it('lists the paid history newest first, lines adding up to each receipt', async () => {
    const res = await demo.call<Collected[]>('GetCollectedList');
    expect(res.status).toBe(200);
    const list = res.body;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(200);
    const times = list.map((c) => c.CollectedAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const c of list) {
      expect(c.Lines.reduce((s, l) => s + l.PrincipalKurus + l.LateFeeKurus, 0)).toBe(c.TotalKurus);
    }
    const year = Number(list[0].CollectedAt.slice(0, 4));
    const ofYear = await demo.call<Collected[]>('GetCollectedList', { year });
    expect(ofYear.body.length).toBeGreaterThan(0);
    expect(ofYear.body.length).toBeLessThanOrEqual(list.length);
  });
});

describe('GetDebtListWithFeeCodes, GetAccrumentListForEMunicipality, GetSubscriberAddressString', () => {
  it('GetDebtListWithFeeCodes returns exactly the open debts of the asked revenue types', async () => {
    const all = await debts({ delayFineCalculationDate: '2026-11-23' });
    const codes = [...new Set(all.map((d) => d.RevenueCode))].slice(0, 2);
    const res = await demo.call<Debt[]>('GetDebtListWithFeeCodes', {
      feeCodes: codes,
      delayFineCalculationDate: '2026-11-23',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(all.filter((d) => codes.includes(d.RevenueCode)));
  });

  it('GetAccrumentListForEMunicipality lists paid and open accruals with what is left of each', async () => {
    const res = await demo.call<Accrument[]>('GetAccrumentListForEMunicipality', {});
    expect(res.status).toBe(200);
    const statuses = new Set(res.body.map((a) => a.Status));
    expect(statuses.has('PAID') && statuses.has('OPEN')).toBe(true);
    for (const a of res.body) {
      expect(a.RemainingKurus).toBe(a.AccruedKurus - a.PaidKurus);
      expect(a.Status).toBe(a.RemainingKurus === 0 ? 'PAID' : a.PaidKurus > 0 ? 'PARTIAL' : 'OPEN');
    }
    const open = new Set((await debts()).map((d) => d.AccrualOid));
    expect(
      res.body
        .filter((a) => a.Status !== 'PAID')
        .map((a) => a.AccrualOid)
        .every((oid) => open.has(oid)),
    ).toBe(true);
    const year = res.body[0].Year;
    const ofYear = await demo.call<Accrument[]>('GetAccrumentListForEMunicipality', { year });
    expect(ofYear.body.every((a) => a.Year === year)).toBe(true);
  });

  it('GetSubscriberAddressString gives the address of an own subscription and refuses another’s', async () => {
    const subs = await demo.call<Subscription[]>('GetSubscriptionList');
    const own = await demo.call<{ Address: string }>('GetSubscriberAddressString', {
      subscriberNo: subs.body[0].SubscriberNo,
    });
    expect(own.status).toBe(200);
    expect(own.body.Address).toBe(subs.body[0].Address);
    const other = await t.database.db
      .selectFrom('subscription')
      .select('subscriber_no')
      .where('registry_oid', '<>', registryOid)
      .executeTakeFirstOrThrow();
    const res = await demo.call('GetSubscriberAddressString', { subscriberNo: other.subscriber_no });
    expect(res.status).toBe(404);
  });
});

describe('access and input', () => {
  for (const name of [
    'GetDebtListWithRevenueCode',
    'GetSubscriptionList',
    'GetCollectedList',
    'GetAccrumentListForEMunicipality',
  ]) {
    it(`${name} needs a session`, async () => {
      const res = await new Agent(t).call<{ Code: string }>(name, {});
      expect(res.status).toBe(401);
      expect(res.body.Code).toBe('error_unauthenticated');
    });
  }

  const cases: Array<[string, object, string]> = [
    ['GetDebtListWithRevenueCode', { delayFineCalculationDate: '23.11.2026' }, 'Gecikme zammı hesap tarihi'],
    ['GetDebtListWithRevenueCode', { revenueCode: 'su' }, 'Gelir türü'],
    ['GetCollectedList', { year: 1800 }, 'Yıl'],
    ['GetDebtListWithFeeCodes', { feeCodes: [] }, 'Gelir türleri'],
    ['GetSubscriberAddressString', { subscriberNo: 'ABC' }, 'Abone numarası'],
  ];
  for (const [name, body, field] of cases) {
    it(`${name} names the wrong field (${field})`, async () => {
      const res = await demo.call<{ Code: string; Message: string }>(name, body);
      expect(res.status).toBe(400);
      expect(res.body.Code).toBe('error_validation');
      expect(res.body.Message).toContain(field);
    });
  }
});
