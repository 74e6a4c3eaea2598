import { type Debt, estV3CardFields, type OnlinePayment } from '@e-belediye/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PAUSE } from '../support/db.js';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';
import { backFromBank, payAtBank } from './bank-browser.js';
import { debtDealer } from './debts.js';

/**
 * Returns that arrive out of order, found by the chaos drill (ADR 0024): the payer cancels at the bank once, then
 * pays in the same order; the cancelled attempt's signed "no" reaches us after the payment. It must never end an
 * order the bank has charged.
 */
let t: IdentityApp;
let citizen: Agent;
const CARDS = { success: '4546711234567894', timeout: '4090000000005044' };

beforeAll(async () => {
  t = await openIdentityApp({
    simulators: { banks: { timeoutMs: 200 } },
    settings: { app: NO_PAUSE, payments: { firstCheckSeconds: 0, oldestFirst: false } },
  });
  // İşbank on the 3D model: our own provision charges. Ziraat stays on the bank's page (3D Pay Hosting).
  t.settings.payments.banks['0064']!.storeType = '3d';
  citizen = new Agent(t);
  expect((await citizen.login('10000000146', 'Demo.2026')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const deal = debtDealer();
const nextDebt = async (): Promise<Debt> => (await deal.of(citizen))[0];

async function sentToBank(bankCode: string) {
  const o = await citizen.call<OnlinePayment>('GetOrderNumberForOnlinePayment', {
    accrualOids: [(await nextDebt()).AccrualOid],
    bankCode,
  });
  expect(o.status, JSON.stringify(o.body)).toBe(200);
  const res = await citizen.call<{ Form: { Action: string; Fields: Record<string, string> } }>(
    'SaveOnlinePaymentRequest',
    { orderNo: o.body.OrderNo },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { orderNo: o.body.OrderNo, form: res.body.Form };
}

const statusOf = async (orderNo: string) =>
  (await citizen.call<OnlinePayment>('GetOnlinePaymentAccrumentList', { orderNo })).body.Status;

describe('a signed "no" of an earlier attempt arriving after the payment', () => {
  it('does not end an order whose provision charged the card and went unanswered (3D)', async () => {
    const { orderNo, form } = await sentToBank('0064');
    const withCard = (pan: string) => ({
      ...form,
      Fields: { ...form.Fields, ...estV3CardFields({ number: pan, expMonth: 12, expYear: 2030, cvv: '123' }) },
    });
    const cancelled = await payAtBank(withCard(CARDS.timeout), { acsAnswer: 'iptal' });
    const authenticated = await payAtBank(withCard(CARDS.timeout));
    // Our provision charges the card and its answer never comes: the order waits for the bank's status.
    await backFromBank(t.app, authenticated.callback!);
    expect(await statusOf(orderNo)).toBe('PROVISIONING');
    // The bank, asked before the "no" counts, reports the charge.
    await backFromBank(t.app, cancelled.callback!);
    expect(await statusOf(orderNo)).toBe('PAID');
  });

  it('leaves an order to the provision under way, even when the bank has not charged yet (3D)', async () => {
    const { orderNo, form } = await sentToBank('0064');
    const withCard = {
      ...form,
      Fields: {
        ...form.Fields,
        ...estV3CardFields({ number: CARDS.success, expMonth: 12, expYear: 2030, cvv: '123' }),
      },
    };
    const cancelled = await payAtBank(withCard, { acsAnswer: 'iptal' });
    await payAtBank(withCard);
    // Our provision has claimed the order and its request is on the way to the bank.
    await t.database.db
      .updateTable('online_payment')
      .set({ status: 'PROVISIONING' })
      .where('order_no', '=', orderNo)
      .execute();
    await backFromBank(t.app, cancelled.callback!);
    expect(await statusOf(orderNo)).toBe('PROVISIONING');
  });

  it('is checked with the bank before it fails an order the bank has charged (3D Pay Hosting)', async () => {
    const { orderNo, form } = await sentToBank('0010');
    const cancelled = await payAtBank(form, { acsAnswer: 'iptal' });
    // The second attempt is charged at the bank; its return is lost on the way.
    const paid = await payAtBank(form, { hostedCard: { pan: CARDS.success } });
    expect(paid.callback?.fields.ProcReturnCode).toBe('00');
    await backFromBank(t.app, cancelled.callback!);
    expect(await statusOf(orderNo)).toBe('PAID');
  });

  it('still fails the order at once when the bank holds no charge', async () => {
    const { orderNo, form } = await sentToBank('0010');
    const cancelled = await payAtBank(form, { acsAnswer: 'iptal' });
    await backFromBank(t.app, cancelled.callback!);
    expect(await statusOf(orderNo)).toBe('FAILED');
  });
});
