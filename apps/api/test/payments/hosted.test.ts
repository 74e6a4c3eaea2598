import type { Debt, OnlinePayment } from '@e-belediye/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';
import { backFromBank, payAtBank } from './bank-browser.js';
import { debtDealer } from './debts.js';

/**
 * The default settings: every bank's own page takes the card (EstV3 3D Pay Hosting, Vakıfbank's Common Payment
 * page), so no card number ever reaches the portal (ADR 0006, SAQ A).
 */
let t: IdentityApp;
let citizen: Agent;
const PANS = { success: '4546711234567894', insufficient: '4090000000000516' };

/** Every request to our server and its answer, to prove no card number passes. */
const exchanges: { url: string; request: string; response: string }[] = [];

beforeAll(async () => {
  t = await openIdentityApp({
    simulators: { banks: { timeoutMs: 300 } },
    settings: {
      payments: { firstCheckSeconds: 0, oldestFirst: false },
    },
  });
  const inject = t.app.inject.bind(t.app) as (o: InjectOptions) => Promise<LightMyRequestResponse>;
  t.app.inject = (async (options: InjectOptions) => {
    const res = await inject(options);
    const payload = options.payload;
    exchanges.push({
      url: String(options.url),
      request: payload === undefined ? '' : typeof payload === 'string' ? payload : JSON.stringify(payload),
      response: res.body,
    });
    return res;
  }) as typeof t.app.inject;
  citizen = new Agent(t);
  expect((await citizen.login('10000000146', 'Demo.2026')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const deal = debtDealer();
const nextDebt = async (): Promise<Debt> => (await deal.of(citizen))[0];

async function sentToBank(bankCode: string, debt: Debt) {
  const o = await citizen.call<OnlinePayment>('GetOrderNumberForOnlinePayment', {
    accrualOids: [debt.AccrualOid],
    bankCode,
  });
  expect(o.status, JSON.stringify(o.body)).toBe(200);
  expect(o.body).toMatchObject({ CardEntry: 'BANK_PAGE', NeedsCard: false, StoreType: '3d_pay_hosting' });
  const res = await citizen.call<{ Form: { Action: string; Fields: Record<string, string> } }>(
    'SaveOnlinePaymentRequest',
    { orderNo: o.body.OrderNo },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { orderNo: o.body.OrderNo, form: res.body.Form };
}

const statusOf = async (orderNo: string) =>
  (await citizen.call<OnlinePayment>('GetOnlinePaymentAccrumentList', { orderNo })).body.Status;

describe('default store types', () => {
  it('every bank takes the card on its own page', async () => {
    const res = await citizen.call<{ Banks: Array<{ BankCode: string; CardEntry: string; StoreType: string }> }>(
      'GetPaymentBanks',
    );
    expect(res.body.Banks.map((b) => [b.BankCode, b.StoreType, b.CardEntry]).sort()).toEqual([
      ['0010', '3d_pay_hosting', 'BANK_PAGE'],
      ['0012', '3d_pay_hosting', 'BANK_PAGE'],
      ['0015', '3d_pay_hosting', 'BANK_PAGE'],
      ['0064', '3d_pay_hosting', 'BANK_PAGE'],
    ]);
  });

  it('Ziraat (EstV3 3D Pay Hosting): the card is typed on the bank page and the payment is recorded', async () => {
    const { orderNo, form } = await sentToBank('0010', await nextDebt());
    expect(Object.keys(form.Fields)).not.toContain('pan');
    const back = await payAtBank(form, { hostedCard: { pan: PANS.success } });
    expect((await backFromBank(t.app, back.callback!)).location).toContain(`/success-operation?siparis=${orderNo}`);
    expect(await statusOf(orderNo)).toBe('PAID');
  });

  it('a card sent to our API for a bank-hosted order is refused before the bank is contacted', async () => {
    const debt = await nextDebt();
    const o = await citizen.call<OnlinePayment>('GetOrderNumberForOnlinePayment', {
      accrualOids: [debt.AccrualOid],
      bankCode: '0015',
    });
    const card = { holder: 'Zeynep Arslan', number: PANS.success, expMonth: 12, expYear: 2030, cvv: '123' };
    const res = await citizen.call('SaveOnlinePaymentRequest', { orderNo: o.body.OrderNo, card });
    expect(res.status).toBe(400);
    expect(await statusOf(o.body.OrderNo)).toBe('NEW');
    deal.giveBack(debt);
  });
});

describe('Vakıfbank Common Payment page', () => {
  it('registers the payment, sends the browser to the bank page with a token only, and records what the bank confirms', async () => {
    const debt = await nextDebt();
    const { orderNo, form } = await sentToBank('0015', debt);
    expect(Object.keys(form.Fields)).toEqual(['Ptkn']);
    expect(new URL(form.Action).origin).toBe(t.simUrl);
    const back = await payAtBank(form, { hostedCard: { pan: PANS.success } });
    expect(back.callback!.fields.Rc).toBe('0000');
    const res = await backFromBank(t.app, back.callback!);
    expect(res.location).toContain(`/success-operation?siparis=${orderNo}`);
    expect(await statusOf(orderNo)).toBe('PAID');
    const control = await citizen.call<{ Collected: boolean }>('ControlCollection', { orderNo });
    expect(control.body.Collected).toBe(true);
    const events = await t.database.db
      .selectFrom('online_payment_event')
      .select(['kind', 'outcome'])
      .where('order_no', '=', orderNo)
      .execute();
    // Recorded from the bank's own answer, not from the unsigned return.
    expect(events).toContainEqual({ kind: 'status', outcome: 'paid' });
  });

  it('a declined card returns to the failure page with the reason, and the debt is free at once', async () => {
    const debt = await nextDebt();
    const { orderNo, form } = await sentToBank('0015', debt);
    const back = await payAtBank(form, { hostedCard: { pan: PANS.insufficient } });
    expect((await backFromBank(t.app, back.callback!)).location).toContain(`/failed-operation?siparis=${orderNo}`);
    const failed = (await citizen.call<OnlinePayment>('GetOnlinePaymentAccrumentList', { orderNo })).body;
    expect(failed.Status).toBe('FAILED');
    expect(failed.Reason).toMatch(/bakiye/i);
    const again = await sentToBank('0015', debt);
    await backFromBank(t.app, (await payAtBank(again.form, { hostedCard: { pan: PANS.success } })).callback!);
    expect(await statusOf(again.orderNo)).toBe('PAID');
  });

  it('a forged "no" without the return token, posted while the cardholder is at the bank, changes nothing', async () => {
    const { orderNo, form } = await sentToBank('0015', await nextDebt());
    for (const query of ['', '?r=', `?r=${'x'.repeat(43)}`]) {
      const forged = {
        url: `http://portal.test/payment/3d/${orderNo}${query}`,
        fields: { Rc: '0051', OrderID: orderNo },
      };
      // The result page the browser is sent to says the bank's answer is being checked.
      expect((await backFromBank(t.app, forged)).location).toContain('/success-operation');
      expect(await statusOf(orderNo)).toBe('PENDING');
    }
    const real = (await payAtBank(form, { hostedCard: { pan: PANS.success } })).callback!;
    expect(new URL(real.url).searchParams.get('r')).toMatch(/^[\w-]{20,}$/);
    await backFromBank(t.app, real);
    expect(await statusOf(orderNo)).toBe('PAID');
  });

  it('no request to our API and no answer from it carries a card number', () => {
    expect(exchanges.length).toBeGreaterThan(20);
    for (const x of exchanges) {
      for (const pan of Object.values(PANS)) {
        // The one refused request above is the only one that sent a card.
        if (x.url === '/api/SaveOnlinePaymentRequest' && x.request.includes('"card"')) continue;
        expect(x.request.includes(pan), `${x.url} was sent a card number`).toBe(false);
        expect(x.response.includes(pan), `${x.url} answered a card number`).toBe(false);
      }
    }
  });
});
