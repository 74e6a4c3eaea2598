import type { Debt, OnlinePayment } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';
import { payAtBank } from './bank-browser.js';
import { debtDealer } from './debts.js';

/**
 * A payer who left the bank's page cancels the pending attempt: the bank is asked first; a charge it reports is
 * recorded once, otherwise the order fails and its debts are free at once, not after the order's expiry.
 */
let t: IdentityApp;
let zeynep: Agent;
let mehmet: Agent;
const ZEYNEP = '10000000146';
const UNKNOWN = 'Bu numarayla bir ödeme bulunamadı.';

beforeAll(async () => {
  t = await openIdentityApp({
    simulators: { banks: { timeoutMs: 300 } },
    settings: {
      payments: { firstCheckSeconds: 0, oldestFirst: false },
    },
  });
  zeynep = new Agent(t);
  mehmet = new Agent(t);
  expect((await zeynep.login(ZEYNEP, 'Demo.2026')).status).toBe(200);
  expect((await mehmet.login('23456789060', 'Demo.2026')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const deal = debtDealer();
const nextDebt = async (): Promise<Debt> => (await deal.of(zeynep))[0];

/** An order sent to the bank's hosted page, whose form the payer's browser has. */
async function atTheBank(agent: Agent, debt: Debt, paymentToken?: string) {
  const opened = await agent.call<OnlinePayment>('GetOrderNumberForOnlinePayment', {
    accrualOids: [debt.AccrualOid],
    bankCode: '0010',
    ...(paymentToken ? { paymentToken } : {}),
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const sent = await agent.call<{ Form: { Action: string; Fields: Record<string, string> } }>(
    'SaveOnlinePaymentRequest',
    { orderNo: opened.body.OrderNo },
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { orderNo: opened.body.OrderNo, form: sent.body.Form };
}

const cancel = (agent: Agent, orderNo: string, paymentToken?: string) =>
  agent.call<OnlinePayment & { Message?: string }>('CancelOnlinePaymentOrder', {
    orderNo,
    ...(paymentToken ? { paymentToken } : {}),
  });

const collectionsOf = async (orderNo: string) =>
  t.database.db
    .selectFrom('collection')
    .innerJoin('online_payment', 'online_payment.oid', 'collection.online_payment_oid')
    .select('collection.oid')
    .where('online_payment.order_no', '=', orderNo)
    .execute();

describe('CancelOnlinePaymentOrder', () => {
  it('lists a pending order as cancellable to its payer, with the time it settles by itself', async () => {
    const { orderNo } = await atTheBank(zeynep, await nextDebt());
    const listed = (await zeynep.call<OnlinePayment[]>('CheckRegistryUnpaidOnlinePayment')).body;
    const mine = listed.find((p) => p.OrderNo === orderNo)!;
    expect(mine).toMatchObject({ Status: 'PENDING', Cancellable: true });
    const minutes = Math.round((Date.parse(mine.ExpiresAt) - Date.parse(mine.CreatedAt)) / 60_000);
    expect(minutes).toBe(t.settings.payments.orderTtlMinutes);
    expect((await cancel(zeynep, orderNo)).status).toBe(200);
  });

  it('nothing charged: the order fails and its debts can be paid again at once', async () => {
    const debt = await nextDebt();
    const { orderNo } = await atTheBank(zeynep, debt);
    // While the order is at the bank, its debt cannot be paid in another order.
    const blocked = await zeynep.call('GetOrderNumberForOnlinePayment', { accrualOids: [debt.AccrualOid] });
    expect(blocked.status).toBe(409);

    const res = await cancel(zeynep, orderNo);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ Status: 'FAILED', Cancellable: false });
    expect(res.body.Reason).toContain('iptal ettiniz');
    expect(await collectionsOf(orderNo)).toHaveLength(0);
    const unsettled = (await zeynep.call<OnlinePayment[]>('CheckRegistryUnpaidOnlinePayment')).body;
    expect(unsettled.some((p) => p.OrderNo === orderNo)).toBe(false);
    const again = await zeynep.call<OnlinePayment>('GetOrderNumberForOnlinePayment', {
      accrualOids: [debt.AccrualOid],
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await cancel(zeynep, again.body.OrderNo);
  });

  it('charged at the bank but never returned: the payment is recorded exactly once', async () => {
    const debt = await nextDebt();
    const { orderNo, form } = await atTheBank(zeynep, debt);
    // The bank charges on its own page; the browser never comes back to us.
    const back = await payAtBank(form, { hostedCard: { pan: '4546711234567894' } });
    expect(back.callback).toBeDefined();

    const res = await cancel(zeynep, orderNo);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Status).toBe('PAID');
    expect(res.body.ReceiptNo).not.toBeNull();
    // A second cancel, the status query and the late return all find it settled.
    expect((await cancel(zeynep, orderNo)).body.Status).toBe('PAID');
    await zeynep.call('QueryOnlinePaymentOrderStatus', { orderNo });
    await t.app.inject({
      method: 'POST',
      url: new URL(back.callback!.url).pathname + new URL(back.callback!.url).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(back.callback!.fields).toString(),
    });
    expect(await collectionsOf(orderNo)).toHaveLength(1);
    const open = (await zeynep.call<Debt[]>('GetDebtListWithRevenueCode')).body;
    expect(open.some((d) => d.AccrualOid === debt.AccrualOid)).toBe(false);
  });

  it('another payer’s order is unknown to them and stays at the bank', async () => {
    const { orderNo } = await atTheBank(zeynep, await nextDebt());
    const visitor = new Agent(t);
    const found = await visitor.call<{ Token: string }>('GetFastPaymentDebts', {
      pidNo: ZEYNEP,
      verification: await visitor.human(),
    });
    expect(found.status).toBe(200);
    for (const [agent, token] of [
      [mehmet, undefined],
      [visitor, found.body.Token],
    ] as const) {
      const res = await cancel(agent, orderNo, token);
      expect(res.status).toBe(404);
      expect(res.body.Message).toBe(UNKNOWN);
    }
    // Whoever looked the registry up sees the order, but not as theirs to cancel.
    const listed = await visitor.call<OnlinePayment[]>('CheckRegistryUnpaidOnlinePayment', {
      paymentToken: found.body.Token,
    });
    expect(listed.body.find((p) => p.OrderNo === orderNo)?.Cancellable).toBe(false);
    const order = (await zeynep.call<OnlinePayment>('GetOnlinePaymentAccrumentList', { orderNo })).body;
    expect(order.Status).toBe('PENDING');
    await cancel(zeynep, orderNo);
  });

  it('a fast payer cancels the order their browser opened', async () => {
    const browser = new Agent(t);
    const found = await browser.call<{ Token: string; Debts: Debt[] }>('GetFastPaymentDebts', {
      pidNo: ZEYNEP,
      verification: await browser.human(),
    });
    const [debt] = deal.from(found.body.Debts);
    const { orderNo } = await atTheBank(browser, debt, found.body.Token);
    const res = await cancel(browser, orderNo, found.body.Token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Status).toBe('FAILED');
  });

  it('refuses a caller without a session or token, and a malformed order number', async () => {
    const anonymous = await cancel(new Agent(t), 'EB260615ABCDEFGH2345');
    expect(anonymous.status).toBe(401);
    const bad = await cancel(zeynep, 'eb-1; drop');
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toContain('Geçersiz sipariş numarası.');
    expect((await cancel(zeynep, 'EB260615ZZZZZZZZZZZZ')).status).toBe(404);
  });
});
