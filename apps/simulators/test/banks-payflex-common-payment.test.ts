import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildXml, child, leafFields, parseXmlBytes, type XmlElement } from '../src/banks/xml.js';
import { form, hiddenFields, postAction, type Running, start } from './support.js';

/** Vakıfbank's Common Payment page: registration, the bank's own card and 3-D Secure pages, the unsigned return. */
const merchant = { HostMerchantId: '000000000111111', MerchantPassword: 'dev-payflex-password' };
const successUrl = 'https://portal.test/payment/3d/EB1?r=anahtar';
const failUrl = 'https://portal.test/payment/3d/EB1?r=anahtar';

let sim: Running;
beforeAll(async () => {
  sim = await start({ banks: { timeoutMs: 150 } });
});
afterAll(() => sim.close());

let sequence = 0;
const newOrder = () => `EBCP${Date.now().toString(16)}${++sequence}`.toUpperCase();

async function register(overrides: Record<string, string> = {}) {
  const res = await fetch(
    `${sim.base}/payflex/CommonPayment/api/RegisterTransaction`,
    form({
      ...merchant,
      HostTerminalId: 'VP000001',
      TransactionType: 'Sale',
      AmountCode: '949',
      Amount: '10.10',
      OrderID: newOrder(),
      IsSecure: 'true',
      AllowNotEnrolledCard: 'false',
      SuccessUrl: successUrl,
      FailUrl: failUrl,
      RequestLanguage: 'tr-TR',
      ...overrides,
    }),
  );
  expect(res.status).toBe(200);
  const root = parseXmlBytes(Buffer.from(await res.arrayBuffer())).root;
  expect(root.name).toBe('CommonPaymentResponse');
  return leafFields(root);
}

const postPage = async (url: string, fields: Record<string, string>) =>
  (await fetch(new URL(url, sim.base), form(fields))).text();

/** The cardholder on the bank's pages: card, then the SMS code; returns what is posted back to the merchant. */
async function payOnPage(pan: string, { orderId = newOrder(), code = '123456', cancelAtCard = false } = {}) {
  const reg = await register({ OrderID: orderId });
  expect(reg.Rc).toBe('0000');
  let html = await postPage(reg.CommonPaymentUrl, { Ptkn: reg.PaymentToken });
  expect(html).toContain('Kart bilgileri');
  html = await postPage(postAction(html), {
    ...hiddenFields(html),
    holder: 'Zeynep Arslan',
    pan,
    month: '12',
    year: '30',
    cvv: '000',
    islem: cancelAtCard ? 'iptal' : 'ode',
  });
  if (html.includes('name="code"')) {
    html = await postPage(postAction(html), { ...hiddenFields(html), code, islem: 'onayla' });
  }
  return { orderId, html, url: /action="([^"]+)"/.exec(html)?.[1], fields: hiddenFields(html) };
}

async function searchOrder(orderId: string) {
  const xml = buildXml('SearchRequest', {
    MerchantCriteria: merchant,
    TransactionCriteria: { TransactionId: '', OrderId: orderId, AuthCode: '' },
  });
  const res = await fetch(`${sim.base}/payflex/UIService/Search.aspx`, form({ prmstr: xml }));
  const root = parseXmlBytes(Buffer.from(await res.arrayBuffer())).root;
  const results = child(root, 'TransactionSearchResultInfo');
  return results ? results.children.map((r: XmlElement) => leafFields(r)) : [];
}

describe('PayFlex Common Payment page', () => {
  it('registers a sale and answers a token and the page address on its own origin', async () => {
    const reg = await register();
    expect(reg).toMatchObject({ Rc: '0000' });
    expect(reg.PaymentToken).toMatch(/^[0-9a-f]{32}$/);
    expect(new URL(reg.CommonPaymentUrl).origin).toBe(sim.base);
  });

  it('refuses a wrong password, a bad amount and an order registered twice', async () => {
    expect((await register({ MerchantPassword: 'yanlis' })).Rc).toBe('9039');
    expect((await register({ Amount: '10,10' })).Rc).toBe('5000');
    const orderId = newOrder();
    expect((await register({ OrderID: orderId })).Rc).toBe('0000');
    expect((await register({ OrderID: orderId })).Rc).toBe('5002');
  });

  it('takes the card on the bank page, charges after 3-D Secure and returns unsigned; the search confirms', async () => {
    const back = await payOnPage('4546711234567894');
    expect(back.url).toBe(successUrl);
    expect(back.fields).toMatchObject({ Rc: '0000', OrderID: back.orderId, MaskedPan: '454671***7894' });
    expect(JSON.stringify(back.fields)).not.toContain('4546711234567894');
    const [sale] = await searchOrder(back.orderId);
    expect(sale).toMatchObject({ OrderId: back.orderId, ResultCode: '0000', TransactionType: 'Sale' });
  });

  it('a declined card and a cancel at the card page return to FailUrl, and the search shows no charge', async () => {
    const declined = await payOnPage('4090000000000516');
    expect(declined.fields.Rc).toBe('0051');
    expect((await searchOrder(declined.orderId))[0].ResultCode).toBe('0051');
    const cancelled = await payOnPage('4546711234567894', { cancelAtCard: true });
    expect(cancelled.fields.Rc).toBe('1050');
    expect((await searchOrder(cancelled.orderId))[0].ResultCode).toBe('1050');
  });

  it('a wrong SMS code fails 3-D Secure without a charge, and a token cannot open the page twice', async () => {
    const failed = await payOnPage('4546711234567894', { code: '000000' });
    expect(failed.fields.Rc).toBe('1045');
    const reg = await register();
    const first = await postPage(reg.CommonPaymentUrl, { Ptkn: reg.PaymentToken });
    const page = hiddenFields(first);
    const card = { holder: 'A', pan: '4546711234567894', month: '12', year: '30', cvv: '000', islem: 'ode' };
    expect(await postPage(postAction(first), { ...page, ...card })).toContain('3D Secure Doğrulama');
    const again = await fetch(new URL(postAction(first), sim.base), form({ ...page, ...card }));
    expect(again.status).toBe(400);
  });
});
