import { type Debt, estV3CardFields, type OnlinePayment } from '@e-belediye/contracts';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, type IdentityApp, openIdentityApp } from '../support/identity.js';
import { payAtBank } from './bank-browser.js';
import { debtDealer } from './debts.js';

/**
 * An order number is no credential: a member's order belongs to the member, an order opened without one to the
 * browser that opened it. Anyone else reads it with the payer's name masked, and to them the calls that change
 * it answer as if it did not exist. The bank's own return stays authenticated by the bank, not by a cookie.
 */
let t: IdentityApp;
let owner: Agent;
let otherMember: Agent;
const ZEYNEP = '10000000146';
const MEHMET = '23456789060';
const NO_PAUSE = {
  OperationPauseStartHours: 0,
  OperationPauseStartMinute: 0,
  OperationPauseFinishHours: 0,
  OperationPauseFinishMinute: 0,
};
const CARD = { holder: 'Zeynep Arslan', number: '4546711234567894', expMonth: 12, expYear: 2030, cvv: '123' };
const UNKNOWN = 'Bu numarayla bir ödeme bulunamadı.';

beforeAll(async () => {
  t = await openIdentityApp({
    simulators: { banks: { timeoutMs: 300 } },
    settings: { app: NO_PAUSE, payments: { firstCheckSeconds: 0, oldestFirst: false } },
  });
  // The models where our page or our API handles the card: their ownership rules matter most.
  t.settings.payments.banks['0064']!.storeType = '3d_pay';
  t.settings.payments.banks['0015']!.storeType = '3d';
  owner = new Agent(t);
  otherMember = new Agent(t);
  expect((await owner.login(ZEYNEP, 'Demo.2026')).status).toBe(200);
  expect((await otherMember.login(MEHMET, 'Demo.2026')).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

const stranger = () => new Agent(t);

/** Each test pays debts of its own: the member's list, or what a fast-payment lookup found. */
const deal = debtDealer();
const freeDebts = async (from: Agent | Debt[], count: number): Promise<Debt[]> =>
  Array.isArray(from) ? deal.from(from, count) : deal.of(from, count);

async function openOrder(agent: Agent, debts: Debt[], bankCode = '0015', paymentToken?: string) {
  const res = await agent.call<OnlinePayment>('GetOrderNumberForOnlinePayment', {
    accrualOids: debts.map((d) => d.AccrualOid),
    bankCode,
    ...(paymentToken ? { paymentToken } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

/** Zeynep's debts as anyone finds them by her ID number, behind the human check. */
async function lookup(agent: Agent): Promise<{ Token: string; Debts: Debt[] }> {
  const res = await agent.call<{ Token: string; Debts: Debt[] }>('GetFastPaymentDebts', {
    pidNo: ZEYNEP,
    verification: await agent.human(),
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** A plain GET link (the receipt download) with the browser's cookies. */
function getAs(agent: Agent, url: string) {
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v.value}`).join('; ');
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise;
  try {
    const content = await (await document.getPage(1)).getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  } finally {
    await document.destroy();
  }
}

const payerOf = async (agent: Agent, call: string, orderNo: string) => {
  const res = await agent.call<OnlinePayment & { Payment?: OnlinePayment }>(call, { orderNo });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.Payment ?? res.body).PayerName;
};

describe('a member’s order belongs to the member', () => {
  it('the owner reads the payer’s name; another member and an anonymous visitor read it masked', async () => {
    const { body: o } = await openOrder(owner, await freeDebts(owner, 1));
    for (const call of ['GetOnlinePaymentAccrumentList', 'ControlCollection', 'QueryOnlinePaymentOrderStatus']) {
      expect(await payerOf(owner, call, o.OrderNo)).toBe('Zeynep Arslan');
      expect(await payerOf(otherMember, call, o.OrderNo)).toBe('Ze**** Ar****');
      expect(await payerOf(stranger(), call, o.OrderNo)).toBe('Ze**** Ar****');
    }
  });

  it('only the owner changes, starts or completes it; to anyone else it is unknown', async () => {
    const [one, two] = await freeDebts(owner, 2);
    const { body: o } = await openOrder(owner, [one]);
    const edit = { orderNo: o.OrderNo, accrualOids: [one.AccrualOid, two.AccrualOid] };
    const completion = { orderNo: o.OrderNo, mpiResponse: { oid: o.OrderNo, Response: 'Approved' } };
    for (const agent of [otherMember, stranger()]) {
      for (const [call, body] of [
        ['SaveOnlinePaymentAccrument', edit],
        ['SaveOnlinePaymentRequest', { orderNo: o.OrderNo, card: CARD }],
        ['CompleteThreeDPaymentOperation', completion],
      ] as const) {
        const res = await agent.call<{ Message: string }>(call, body);
        expect(res.status, call).toBe(404);
        expect(res.body.Message).toBe(UNKNOWN);
      }
    }
    // Nothing the strangers sent changed the order.
    const before = (await owner.call<OnlinePayment>('GetOnlinePaymentAccrumentList', { orderNo: o.OrderNo })).body;
    expect(before).toMatchObject({ Status: 'NEW', AmountKurus: one.TotalKurus });
    const events = await t.database.db
      .selectFrom('online_payment_event')
      .select('oid')
      .where('order_no', '=', o.OrderNo)
      .execute();
    expect(events).toHaveLength(0);

    const edited = await owner.call<OnlinePayment>('SaveOnlinePaymentAccrument', edit);
    expect(edited.status).toBe(200);
    expect(edited.body.AmountKurus).toBe(one.TotalKurus + two.TotalKurus);
    expect((await owner.call('SaveOnlinePaymentRequest', { orderNo: o.OrderNo, card: CARD })).status).toBe(200);
    // A return that is not the bank's is refused by its hash, but the owner may relay one.
    const relayed = await owner.call<OnlinePayment>('CompleteThreeDPaymentOperation', completion);
    expect(relayed.status).toBe(200);
    expect(relayed.body.Status).toBe('PENDING');
  });

  it('IsOnlinePaymentAccrumentsTriedBefore answers only about the caller’s own debts', async () => {
    const [debt] = await freeDebts(owner, 1);
    const { body: o } = await openOrder(owner, [debt]);
    await owner.call('SaveOnlinePaymentRequest', { orderNo: o.OrderNo, card: CARD });
    const ask = (agent: Agent, paymentToken?: string) =>
      agent.call<{ Tried: boolean; OrderNo: string | null; Status: string | null }>(
        'IsOnlinePaymentAccrumentsTriedBefore',
        { accrualOids: [debt.AccrualOid], ...(paymentToken ? { paymentToken } : {}) },
      );
    expect((await ask(owner)).body).toEqual({ Tried: true, OrderNo: o.OrderNo, Status: 'PENDING' });
    expect((await ask(otherMember)).body).toEqual({ Tried: false, OrderNo: null, Status: null });
    // Whoever looked the registry up may learn that its debt is at the bank, not the order's number.
    const visitor = stranger();
    expect((await ask(visitor, (await lookup(visitor)).Token)).body).toEqual({
      Tried: true,
      OrderNo: null,
      Status: 'PENDING',
    });
  });

  it('a fast-payment lookup lists the registry’s unsettled orders with the payer masked', async () => {
    const [debt] = await freeDebts(owner, 1);
    const { body: o } = await openOrder(owner, [debt]);
    await owner.call('SaveOnlinePaymentRequest', { orderNo: o.OrderNo, card: CARD });
    const visitor = stranger();
    const listed = await visitor.call<OnlinePayment[]>('CheckRegistryUnpaidOnlinePayment', {
      paymentToken: (await lookup(visitor)).Token,
    });
    const mine = await owner.call<OnlinePayment[]>('CheckRegistryUnpaidOnlinePayment');
    expect(listed.body.find((p) => p.OrderNo === o.OrderNo)?.PayerName).toBe('Ze**** Ar****');
    expect(mine.body.find((p) => p.OrderNo === o.OrderNo)?.PayerName).toBe('Zeynep Arslan');
  });

  it('the bank’s return needs no cookie; the receipt opens for the owner or with its code, naming the payer only to the owner', async () => {
    const { body: o } = await openOrder(owner, await freeDebts(owner, 1), '0064');
    const form = (
      await owner.call<{ Form: { Action: string; Fields: Record<string, string> } }>('SaveOnlinePaymentRequest', {
        orderNo: o.OrderNo,
      })
    ).body.Form;
    // EstV3 3D Pay: our page adds the card to the bank's form, the API never sees it.
    const back = await payAtBank({ ...form, Fields: { ...form.Fields, ...estV3CardFields(CARD) } });
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(back.callback!.url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(back.callback!.fields).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toContain('/success-operation');
    const url = `/api/receipt/order/${o.OrderNo}`;
    const mine = await getAs(owner, url);
    expect(mine.statusCode).toBe(200);
    expect(await pdfText(mine.rawPayload)).toContain('Zeynep Arslan');
    const code = (await owner.call<OnlinePayment>('GetOnlinePaymentAccrumentList', { orderNo: o.OrderNo })).body
      .VerificationCode;
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    for (const agent of [otherMember, stranger()]) {
      // The number alone opens nothing, and the code is not read off the order by anyone else.
      expect((await getAs(agent, url)).statusCode).toBe(404);
      expect(
        (await agent.call<OnlinePayment>('GetOnlinePaymentAccrumentList', { orderNo: o.OrderNo })).body
          .VerificationCode,
      ).toBeNull();
      // With the receipt's verification code, the receipt opens with the payer masked.
      const text = await pdfText((await getAs(agent, `${url}?kod=${code!.toLowerCase()}`)).rawPayload);
      expect(text).toContain('Ze**** Ar****');
      expect(text).not.toContain('Zeynep');
    }
  });
});

describe('an order opened without a member belongs to the browser that opened it', () => {
  it('is remembered in a signed, HttpOnly, SameSite=Lax cookie scoped to the API', async () => {
    const browser = stranger();
    const found = await lookup(browser);
    const res = await openOrder(browser, await freeDebts(found.Debts, 1), '0010', found.Token);
    const cookie = res.setCookies.find((c) => c.startsWith('ebs_orders='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\//);
    expect(cookie).toContain(res.body.OrderNo);
    // A member's order needs no such cookie.
    const member = await openOrder(owner, await freeDebts(owner, 1));
    expect(member.setCookies.some((c) => c.startsWith('ebs_orders='))).toBe(false);
  });

  it('only that browser changes or starts it; another browser and a member of the same registry get a 404', async () => {
    const browser = stranger();
    const found = await lookup(browser);
    const [one, two, three] = await freeDebts(found.Debts, 3);
    // PayFlex orders, where the card is sent to our API: here only their owner may send it.
    const first = (await openOrder(browser, [one], '0015', found.Token)).body;
    const second = (await openOrder(browser, [two], '0015', found.Token)).body;
    // Another browser that writes the victim's order number into its own cookie breaks the signature.
    const forger = stranger();
    const own = (await openOrder(forger, [three], '0010', (await lookup(forger)).Token)).body;
    const cookie = forger.cookies.get('ebs_orders')!;
    forger.cookies.set('ebs_orders', { ...cookie, value: cookie.value.replace(own.OrderNo, first.OrderNo) });
    for (const agent of [stranger(), owner, forger]) {
      for (const o of [first, second]) {
        const edit = await agent.call('SaveOnlinePaymentAccrument', {
          orderNo: o.OrderNo,
          accrualOids: [one.AccrualOid],
        });
        expect(edit.status).toBe(404);
        expect((await agent.call('SaveOnlinePaymentRequest', { orderNo: o.OrderNo, card: CARD })).status).toBe(404);
      }
    }
    // Reading stays open to whoever has the number (the result pages), always masked.
    expect(await payerOf(stranger(), 'GetOnlinePaymentAccrumentList', first.OrderNo)).toBe('Ze**** Ar****');
    // The browser that opened them keeps both.
    for (const o of [first, second]) {
      expect((await browser.call('SaveOnlinePaymentRequest', { orderNo: o.OrderNo, card: CARD })).status).toBe(200);
    }
  });
});
