import type { Debt, OnlinePayment } from '@e-belediye/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Settings } from '../../src/config/settings.js';
import { exposition } from '../../src/http/metrics.js';
import { secondConnection } from '../jobs/support.js';
import { backFromBank, payAtBank } from '../payments/bank-browser.js';
import { debtDealer } from '../payments/debts.js';
import { NO_PAUSE } from '../support/db.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';

/**
 * Two API instances over one PostgreSQL database, as behind a balancer: each has its own process memory and its
 * own connection pool, and nothing but the database joins them. PGlite is one process's own database, so there
 * is no second instance to build on it.
 */
const postgres = Boolean(inject('postgresAdminUrl'));

describe.skipIf(!postgres)('two instances on one PostgreSQL database', () => {
  let a: IdentityApp;
  let b: FastifyInstance;
  let closeB: () => Promise<void>;
  /** One browser; `on.a` and `on.b` send its requests (its cookies) to one instance or the other. */
  let on: { a: Agent; b: Agent };

  beforeAll(async () => {
    a = await openIdentityApp({
      simulators: { banks: { timeoutMs: 2_000 } },
      settings: { app: NO_PAUSE, payments: { firstCheckSeconds: 0, oldestFirst: false }, apiRateLimit: 100_000 },
    });
    // Vakıfbank on PayFlex MPI: the card passes through us and waits for provision (THROUGH_SERVER).
    a.settings.payments.banks['0015']!.storeType = '3d';
    const settingsB = structuredClone(a.settings) as Settings;
    const second = await secondConnection(a.database);
    b = await buildApp({ database: second.database, settings: settingsB });
    closeB = async () => {
      await b.close();
      await second.close();
    };
    const browserA = new Agent(a);
    const browserB = new Agent({ ...a, app: b } as IdentityApp);
    browserB.cookies = browserA.cookies;
    on = { a: browserA, b: browserB };
  });
  afterAll(async () => {
    await closeB?.();
    await a?.close();
  });

  const deal = debtDealer();
  const nextDebt = async (agent: Agent): Promise<Debt> => (await deal.of(agent))[0];

  const holds = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from card_hold`.execute(a.database.db)).rows[0].n;

  async function receiptPdf(app: FastifyInstance, agent: Agent, orderNo: string) {
    const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ');
    return app.inject({ method: 'GET', url: `/api/receipt/order/${orderNo}`, headers: { cookie } });
  }

  it('a member signed in on A is signed in on B', async () => {
    expect((await on.a.login('10000000146', 'Demo.2026')).status).toBe(200);
    const info = await on.b.call<{ Member: { PidNo?: string } | null }>('GetSessionInfo');
    expect(info.status).toBe(200);
    expect(info.body.Member).not.toBeNull();
    expect((await on.b.call('GetDebtListWithRevenueCode')).status).toBe(200);
  });

  it('a card payment started on A, returned by the bank to B, is recorded once and its receipt opens on both', async () => {
    const debt = await nextDebt(on.a);
    const order = await on.a.call<OnlinePayment>('GetOrderNumberForOnlinePayment', {
      accrualOids: [debt.AccrualOid],
      bankCode: '0010',
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const orderNo = order.body.OrderNo;
    const form = await on.a.call<{ Form: { Action: string; Fields: Record<string, string> } }>(
      'SaveOnlinePaymentRequest',
      { orderNo },
    );
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    const back = await payAtBank(form.body.Form);
    expect(back.callback, back.html.slice(0, 300)).toBeDefined();
    const res = await backFromBank(b, back.callback!);
    expect(res.status).toBe(303);
    expect(res.location).toContain(`/success-operation?siparis=${orderNo}`);
    // The same return again, now at A: nothing more is recorded.
    await backFromBank(a.app, back.callback!);

    for (const agent of [on.a, on.b]) {
      const control = await agent.call<{ Collected: boolean; Payment: OnlinePayment }>('ControlCollection', {
        orderNo,
      });
      expect(control.body.Collected).toBe(true);
      expect(control.body.Payment.Status).toBe('PAID');
    }
    for (const app of [a.app, b]) {
      const pdf = await receiptPdf(app, on.a, orderNo);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const collections = await a.database.db
      .selectFrom('collection as c')
      .innerJoin('online_payment as o', 'o.oid', 'c.online_payment_oid')
      .select('c.oid')
      .where('o.order_no', '=', orderNo)
      .execute();
    expect(collections).toHaveLength(1);
    // The outcome is counted under the bank's code.
    expect(await exposition(a.database)).toMatch(
      /ebelediye_payment_outcomes_total\{bank="0010",outcome="paid"\} [1-9]/,
    );
  });

  it('a PayFlex payment whose 3-D Secure step starts on A is provisioned on B with the card A held', async () => {
    const debt = await nextDebt(on.a);
    const order = await on.a.call<OnlinePayment>('GetOrderNumberForOnlinePayment', {
      accrualOids: [debt.AccrualOid],
      bankCode: '0015',
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.CardEntry).toBe('THROUGH_SERVER');
    const orderNo = order.body.OrderNo;
    const card = { holder: 'Zeynep Arslan', number: '4546711234567894', expMonth: 12, expYear: 2030, cvv: '123' };
    const form = await on.a.call<{ Form: { Action: string; Fields: Record<string, string> } }>(
      'SaveOnlinePaymentRequest',
      { orderNo, card },
    );
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    expect(await holds()).toBe(1);
    const back = await payAtBank(form.body.Form);
    expect(back.callback, back.html.slice(0, 300)).toBeDefined();
    const res = await backFromBank(b, back.callback!);
    expect(res.location).toContain(`/success-operation?siparis=${orderNo}`);
    const control = await on.a.call<{ Collected: boolean; Payment: OnlinePayment }>('ControlCollection', { orderNo });
    expect(control.body.Collected).toBe(true);
    // Taken at provision: the sealed card is gone from the database.
    expect(await holds()).toBe(0);
  });

  it('the per-address limit is one for both instances', async () => {
    const limited = { ...(structuredClone(a.settings) as Settings), apiRateLimit: 3 };
    const second = await secondConnection(a.database);
    const c = await buildApp({ database: second.database, settings: limited });
    const d = await buildApp({ database: a.database, settings: structuredClone(limited) });
    try {
      const call = (app: FastifyInstance) =>
        app.inject({ method: 'POST', url: '/api/GetResolutionTypeList', payload: {}, remoteAddress: '198.51.100.20' });
      const statuses = [];
      for (const app of [c, d, c, d]) statuses.push((await call(app)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await c.close();
      await d.close();
      await second.close();
    }
  });
});
