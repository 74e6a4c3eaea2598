import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeLatin5Xml } from '../src/banks/charset.js';
import { hashV3, verifyHashV3 } from '../src/banks/estv3/hash.js';
import { buildXml, child, leafFields, parseXmlBytes, type XmlFields } from '../src/banks/xml.js';
import { form, hiddenFields, postAction, type Running, start } from './support.js';

const clientid = '190100000';
const storeKey = 'dev-store-key';
const apiUser = 'EBELEDIYEAPI';
const apiPassword = 'dev-merchant-password';
const okUrl = 'https://portal.test/odeme/sonuc/basarili';
const failUrl = 'https://portal.test/odeme/sonuc/hata';
const timeoutMs = 150;

const cards = {
  visa: '4546711234567894',
  master: '5406675406675403',
  authFailure: '4090000000003007',
  notEnrolled: '4090000000003023',
  insufficientFunds: '4090000000000516',
  expired: '4090000000000540',
  reject: '4090000000000052',
  timeout: '4090000000005044',
  lost: '4090000000004104',
  duplicate: '4090000000002223',
  tampered: '4090000000006661',
};

let sim: Running;
beforeAll(async () => {
  sim = await start({ banks: { timeoutMs } });
});
afterAll(() => sim.close());

let sequence = 0;
const newOid = () => `EB${Date.now()}${++sequence}`;

/** A signed est3Dgate form, as the portal's page would post it. */
function gateFields(overrides: Record<string, string> = {}, key = storeKey): Record<string, string> {
  const fields: Record<string, string> = {
    clientid,
    storetype: '3d',
    amount: '100.25',
    oid: newOid(),
    okUrl,
    failUrl,
    rnd: 'c3f1a9e07b2d4c58a1e6',
    lang: 'tr',
    currency: '949',
    taksit: '',
    TranType: 'Auth',
    hashAlgorithm: 'ver3',
    pan: cards.visa,
    Ecom_Payment_Card_ExpDate_Month: '12',
    Ecom_Payment_Card_ExpDate_Year: '30',
    cv2: '000',
    ...overrides,
  };
  return { ...fields, hash: hashV3(fields, key) };
}

const post = (path: string, fields: Record<string, string>) => fetch(new URL(path, sim.base), form(fields));

interface Callback {
  url: string;
  fields: Record<string, string>;
  html: string;
}

const readCallback = (html: string): Callback => ({ url: postAction(html), fields: hiddenFields(html), html });

async function openAcs(fields: Record<string, string>, bank = 'ziraat', gate = 'est3Dgate'): Promise<string> {
  const res = await post(`/estv3/${bank}/fim/${gate}`, fields);
  const html = await res.text();
  expect(res.status, html).toBe(200);
  expect(html).toContain('Cep telefonunuza gönderilen doğrulama kodunu giriniz');
  return html;
}

const answerAcs = (acsHtml: string, code = '123456', islem = 'onayla') =>
  post(postAction(acsHtml), { ...hiddenFields(acsHtml), code, islem });

/** Gate → ACS (correct code) → the page that posts back to the merchant. */
async function pay(overrides: Record<string, string> = {}, bank = 'ziraat'): Promise<Callback> {
  const res = await answerAcs(await openAcs(gateFields(overrides), bank));
  expect(res.status).toBe(200);
  return readCallback(await res.text());
}

interface ApiAnswer {
  status: number;
  contentType: string;
  bytes: Buffer;
  fields: Record<string, string>;
  extra: Record<string, string>;
}

async function api(body: string | Buffer, bank = 'ziraat', type = 'text/xml'): Promise<ApiAnswer> {
  const res = await fetch(`${sim.base}/estv3/${bank}/fim/api`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) return { status: res.status, contentType: '', bytes, fields: {}, extra: {} };
  const { root } = parseXmlBytes(bytes);
  expect(root.name).toBe('CC5Response');
  const extra = child(root, 'Extra');
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    bytes,
    fields: leafFields(root),
    extra: extra ? leafFields(extra) : {},
  };
}

const cc5 = (fields: XmlFields, charset: 'UTF-8' | 'ISO-8859-9' = 'UTF-8') =>
  buildXml('CC5Request', { Name: apiUser, Password: apiPassword, ClientId: clientid, ...fields }, charset);

/** The provision the portal sends after a 3d callback (mews EstPosRequestDataMapper::create3DPaymentRequestData). */
const provision = (cb: Callback, overrides: XmlFields = {}) =>
  cc5({
    Type: 'Auth',
    IPAddress: '127.0.0.1',
    OrderId: cb.fields.oid,
    Total: cb.fields.amount,
    Currency: cb.fields.currency,
    Taksit: '',
    Number: cb.fields.md,
    PayerTxnId: cb.fields.xid,
    PayerSecurityLevel: cb.fields.eci,
    PayerAuthenticationCode: cb.fields.cavv,
    Mode: 'P',
    ...overrides,
  });

const orderStatus = (oid: string, bank = 'ziraat') => api(cc5({ OrderId: oid, Extra: { ORDERSTATUS: 'QUERY' } }), bank);

describe('EstV3 3D model', () => {
  it('authenticates at the ACS, posts a signed callback, provisions once and reports the order', async () => {
    const fields = gateFields({ firmaadi: 'Yeşilvadi Belediyesi', Email: 'vatandas@example.com' });
    const acsHtml = await openAcs(fields);
    expect(acsHtml).toContain('YEŞİLVADİ BELEDİYESİ');
    expect(acsHtml).toContain('₺100,25');
    expect(acsHtml).toContain('4546 71** **** 7894');
    expect(acsHtml).toMatch(/Simülatör notu:<\/strong> doğrulama kodu her zaman\s*<code>123456<\/code>/);
    expect(acsHtml).toContain('>Onayla</button>');
    expect(acsHtml).toContain('>İptal</button>');

    const res = await answerAcs(acsHtml);
    const csp = res.headers.get('content-security-policy') ?? '';
    const cb = readCallback(await res.text());
    expect(cb.url).toBe(okUrl);
    expect(cb.html).toContain('<script>document.forms[0].submit()</script>');
    expect(cb.html).toContain('>Devam</button>');
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(cb.fields).toMatchObject({
      oid: fields.oid,
      ReturnOid: fields.oid,
      clientid,
      amount: '100.25',
      currency: '949',
      storetype: '3d',
      mdStatus: '1',
      txstatus: 'Y',
      eci: '05',
      MaskedPan: '454671***7894',
      maskedCreditCard: '4546 71** **** 7894',
      hashAlgorithm: 'ver3',
      lang: 'tr',
      firmaadi: 'Yeşilvadi Belediyesi',
      Email: 'vatandas@example.com',
      TranType: 'Auth',
    });
    expect(cb.fields.md).toMatch(/^454671:[0-9A-F]{64}:\d{4}:##190100000$/);
    expect(cb.fields.cavv).toBeTruthy();
    expect(cb.fields.xid).toBeTruthy();
    // Authentication only: the 3D model leaves the charge to the merchant's provision.
    expect(cb.fields.ProcReturnCode).toBeUndefined();
    expect(cb.fields.pan).toBeUndefined();
    expect(cb.fields.cv2).toBeUndefined();
    expect(verifyHashV3(cb.fields, storeKey, cb.fields.HASH)).toBe(true);

    const pending = await orderStatus(fields.oid);
    expect(pending.extra.TRANS_STAT).toBe('PN');

    const first = await api(provision(cb));
    expect(first.fields).toMatchObject({ OrderId: fields.oid, Response: 'Approved', ProcReturnCode: '00' });
    expect(first.fields.AuthCode).toMatch(/^P\d{5}$/);
    expect(first.fields.HostRefNum).toMatch(/^\d{12}$/);
    expect(first.fields.TransId).toMatch(/^\d{5}[A-Za-z0-9]{4}\d{5}$/);
    expect(first.extra.TRXDATE).toMatch(/^\d{8} \d{2}:\d{2}:\d{2}$/);

    const second = await api(provision(cb));
    expect(second.fields.Response).toBe('Declined');
    expect(second.fields.ProcReturnCode).toBe('99');
    expect(second.fields.ErrMsg).toContain('Mükerrer sipariş');

    const status = await orderStatus(fields.oid);
    expect(status.fields).toMatchObject({ Response: 'Approved', ProcReturnCode: '00', OrderId: fields.oid });
    expect(status.extra).toMatchObject({
      TRANS_STAT: 'C',
      ORIG_TRANS_AMT: '10025',
      CAPTURE_AMT: '10025',
      AUTH_CODE: first.fields.AuthCode,
      TRANS_ID: first.fields.TransId,
      PROC_RET_CD: '00',
      PAN: '4546 71** **** 7894',
    });
    expect(status.extra.ORDERSTATUS).toContain(`ORD_ID:${fields.oid}\t`);
  });

  it('refuses a provision whose md, 3D data or amount does not match the authentication', async () => {
    const cb = await pay();
    expect((await api(provision(cb, { Number: `${cb.fields.md}X` }))).fields.ErrMsg).toContain('MD');
    expect((await api(provision(cb, { PayerAuthenticationCode: 'AAAA' }))).fields.ErrMsg).toContain('3D');
    expect((await api(provision(cb, { Total: '1.00' }))).fields.ErrMsg).toContain('Tutar');
    expect((await api(provision(cb))).fields.Response).toBe('Approved');
  });

  it('accepts an ISO-8859-9 CC5Request and answers in ISO-8859-9', async () => {
    const cb = await pay();
    const ok = await api(encodeLatin5Xml(provision(cb).replace('UTF-8', 'ISO-8859-9')));
    expect(ok.fields.Response).toBe('Approved');
    expect(ok.contentType).toContain('iso-8859-9');

    const bad = await api(
      encodeLatin5Xml(cc5({ OrderId: cb.fields.oid }, 'ISO-8859-9').replace(apiPassword, 'yanlış')),
    );
    expect(bad.fields.Response).toBe('Error');
    expect(bad.fields.ErrMsg).toBe('Kullanıcı adı, şifre ya da üye işyeri numarası hatalı.');
    expect(bad.bytes.includes(0xfd)).toBe(true); // 'ı' as one Latin-5 byte
  });

  it('takes the XML from a DATA form field too', async () => {
    const cb = await pay();
    const body = new URLSearchParams({ DATA: provision(cb) }).toString();
    expect((await api(body, 'ziraat', 'application/x-www-form-urlencoded')).fields.Response).toBe('Approved');
  });

  it('posts mdStatus 0 to failUrl for a wrong ACS code and for İptal', async () => {
    const wrong = readCallback(await (await answerAcs(await openAcs(gateFields()), '000000')).text());
    expect(wrong.url).toBe(failUrl);
    expect(wrong.fields).toMatchObject({ mdStatus: '0', txstatus: 'N' });
    expect(wrong.fields.mdErrorMsg).toContain('Doğrulama kodu hatalı');
    expect(wrong.fields.cavv).toBeUndefined();
    expect(verifyHashV3(wrong.fields, storeKey, wrong.fields.HASH)).toBe(true);

    const cancelled = readCallback(await (await answerAcs(await openAcs(gateFields()), '', 'iptal')).text());
    expect(cancelled.url).toBe(failUrl);
    expect(cancelled.fields.mdStatus).toBe('0');
    expect(cancelled.fields.mdErrorMsg).toContain('iptal');

    // Nothing to provision after a failed authentication.
    expect((await api(provision(wrong))).fields.Response).toBe('Error');
  });

  it('answers an ACS form only once', async () => {
    const acsHtml = await openAcs(gateFields());
    expect((await answerAcs(acsHtml)).status).toBe(200);
    expect((await answerAcs(acsHtml)).status).toBe(400);
  });
});

describe('EstV3 gate checks', () => {
  it('posts a bad request hash back to failUrl with mdStatus 0 and ErrMsg, signed by the bank', async () => {
    const fields = gateFields({}, 'not-the-store-key');
    const cb = readCallback(await (await post('/estv3/ziraat/fim/est3Dgate', fields)).text());
    expect(cb.url).toBe(failUrl);
    expect(cb.fields).toMatchObject({ mdStatus: '0', Response: 'Error', ProcReturnCode: '99', oid: fields.oid });
    expect(cb.fields.ErrMsg).toContain('Hash');
    expect(verifyHashV3(cb.fields, storeKey, cb.fields.HASH)).toBe(true);
  });

  it('shows an error page for an unknown clientid or missing return addresses', async () => {
    const unknown = await post('/estv3/ziraat/fim/est3Dgate', gateFields({ clientid: '999' }));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Üye işyeri bulunamadı');
    expect((await post('/estv3/ziraat/fim/est3Dgate', gateFields({ okUrl: 'geri' }))).status).toBe(400);
  });

  it('refuses invalid cards, amounts and non-ver3 requests at failUrl', async () => {
    const send = async (fields: Record<string, string>) =>
      readCallback(await (await post('/estv3/ziraat/fim/est3Dgate', fields)).text()).fields;
    expect((await send(gateFields({ pan: '4546711234567895' }))).ErrMsg).toBe(
      'Kredi karti numarasi gecerli formatta degil.',
    );
    expect((await send(gateFields({ amount: '100,25' }))).ErrMsg).toContain('tutar');
    expect((await send(gateFields({ hashAlgorithm: 'ver2' }))).ErrMsg).toContain('ver3');
  });

  it('refuses to reuse an order number that already has a charge', async () => {
    const cb = await pay({ storetype: '3d_pay' });
    const again = await post('/estv3/ziraat/fim/est3Dgate', gateFields({ oid: cb.fields.oid, storetype: '3d_pay' }));
    const fields = readCallback(await again.text()).fields;
    expect(fields.ErrMsg).toContain('Mükerrer sipariş');
  });
});

describe('EstV3 3D Pay models', () => {
  it('3d_pay authenticates and charges: ProcReturnCode 00 in the callback, no provision needed', async () => {
    const cb = await pay({ storetype: '3d_pay', pan: cards.master });
    expect(cb.url).toBe(okUrl);
    expect(cb.fields).toMatchObject({ mdStatus: '1', ProcReturnCode: '00', Response: 'Approved', eci: '02' });
    expect(cb.fields.AuthCode).toMatch(/^P\d{5}$/);
    expect(cb.fields.TransId).toBeTruthy();
    expect(cb.fields.HostRefNum).toMatch(/^\d{12}$/);
    expect(cb.fields.EXTRA_TRXDATE).toMatch(/^\d{8} /);
    expect(verifyHashV3(cb.fields, storeKey, cb.fields.HASH)).toBe(true);
    const status = await orderStatus(cb.fields.oid);
    expect(status.extra).toMatchObject({ TRANS_STAT: 'C', AUTH_CODE: cb.fields.AuthCode, TRANS_ID: cb.fields.TransId });
  });

  it('3d_pay_hosting collects the card on the bank page first', async () => {
    const { pan, cv2, Ecom_Payment_Card_ExpDate_Month, Ecom_Payment_Card_ExpDate_Year, ...rest } = gateFields();
    const fields = gateFields({ ...rest, storetype: '3d_pay_hosting' });
    for (const key of ['pan', 'cv2', 'Ecom_Payment_Card_ExpDate_Month', 'Ecom_Payment_Card_ExpDate_Year', 'hash']) {
      delete fields[key];
    }
    fields.hash = hashV3(fields, storeKey);
    const cardPage = await (await post('/estv3/halkbank/fim/est3dgate', fields)).text();
    expect(cardPage).toContain('Kart bilgileri');
    expect(postAction(cardPage)).toBe('/estv3/halkbank/fim/hosting');
    const token = hiddenFields(cardPage).token;

    const retry = await post('/estv3/halkbank/fim/hosting', { token, pan: '1234', month: '12', year: '30', cvv: '1' });
    expect(retry.status).toBe(400);
    const retryHtml = await retry.text();
    expect(retryHtml).toContain('Kart bilgileri geçersiz');

    const acs = await post('/estv3/halkbank/fim/hosting', {
      ...hiddenFields(retryHtml),
      holder: 'Ayşe Yılmaz',
      pan: '4546 7112 3456 7894',
      month: '12',
      year: '30',
      cvv: '123',
      islem: 'ode',
    });
    const acsHtml = await acs.text();
    expect(acsHtml).toContain('Türkiye Halk Bankası A.Ş.');
    const cb = readCallback(await (await answerAcs(acsHtml)).text());
    expect(cb.fields).toMatchObject({ storetype: '3d_pay_hosting', ProcReturnCode: '00', MaskedPan: '454671***7894' });
    expect(verifyHashV3(cb.fields, storeKey, cb.fields.HASH)).toBe(true);
  });

  it('serves İş Bankası under its own prefix with the same merchant defaults', async () => {
    const cb = await pay({ storetype: '3d_pay' }, 'isbank');
    expect(cb.fields.EXTRA_CARDISSUER).toBe('TURKIYE IS BANKASI A.S.');
    expect((await orderStatus(cb.fields.oid, 'isbank')).extra.TRANS_STAT).toBe('C');
    // Orders are per bank.
    expect((await orderStatus(cb.fields.oid, 'ziraat')).fields.ErrMsg).toContain('No record found');
  });
});

describe('EstV3 test cards', () => {
  it.each([
    ['insufficient funds', cards.insufficientFunds, '51'],
    ['expired card', cards.expired, '54'],
    ['general reject', cards.reject, '05'],
  ])('%s: 3d_pay charge is declined with ProcReturnCode %s', async (_name, pan, code) => {
    const cb = await pay({ storetype: '3d_pay', pan });
    expect(cb.url).toBe(failUrl);
    expect(cb.fields).toMatchObject({ mdStatus: '1', Response: 'Declined', ProcReturnCode: code });
    expect((await orderStatus(cb.fields.oid)).extra).toMatchObject({ TRANS_STAT: 'D', PROC_RET_CD: code });
  });

  it.each([
    ['insufficient funds', cards.insufficientFunds, '51'],
    ['expired card', cards.expired, '54'],
  ])('%s: 3d provision is declined with ProcReturnCode %s', async (_name, pan, code) => {
    const cb = await pay({ pan });
    expect(cb.url).toBe(okUrl);
    const res = await api(provision(cb));
    expect(res.fields).toMatchObject({ Response: 'Declined', ProcReturnCode: code });
  });

  it('a success card with a past expiry date is declined with 54', async () => {
    const cb = await pay({ storetype: '3d_pay', Ecom_Payment_Card_ExpDate_Year: '20' });
    expect(cb.fields.ProcReturnCode).toBe('54');
  });

  it('3D authentication failure card: mdStatus 0 even with the right code, no charge', async () => {
    const cb = await pay({ storetype: '3d_pay', pan: cards.authFailure });
    expect(cb.url).toBe(failUrl);
    expect(cb.fields).toMatchObject({ mdStatus: '0', txstatus: 'N' });
    expect(cb.fields.ProcReturnCode).toBeUndefined();
    expect((await orderStatus(cb.fields.oid)).fields.ErrMsg).toContain('No record found');
  });

  it('not-enrolled card: no ACS page, mdStatus 2 to failUrl', async () => {
    const res = await post('/estv3/ziraat/fim/est3Dgate', gateFields({ storetype: '3d_pay', pan: cards.notEnrolled }));
    const cb = readCallback(await res.text());
    expect(cb.url).toBe(failUrl);
    expect(cb.fields).toMatchObject({ mdStatus: '2', txstatus: 'A' });
    expect(cb.fields.ProcReturnCode).toBeUndefined();
  });

  it('tampered-callback card: the callback HASH does not verify', async () => {
    const cb = await pay({ storetype: '3d_pay', pan: cards.tampered });
    expect(cb.fields.ProcReturnCode).toBe('00');
    expect(cb.fields.HASH).toBeTruthy();
    expect(verifyHashV3(cb.fields, storeKey, cb.fields.HASH)).toBe(false);
  });

  it('lost-callback card: the page never posts back, yet the 3d_pay order is charged and replayable', async () => {
    const res = await answerAcs(await openAcs(gateFields({ storetype: '3d_pay', pan: cards.lost })));
    const html = await res.text();
    expect(html).toContain('İşleminiz tamamlandı');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<script');
    const orders = (await (await fetch(`${sim.base}/estv3/ziraat/orders.json`)).json()) as {
      orders: Array<{ oid: string; status: string; storetype: string; behaviour: string; callbacks: unknown[] }>;
    };
    const order = orders.orders.find((o) => o.behaviour === 'lost-callback' && o.storetype === '3d_pay');
    expect(order?.status).toBe('charged');
    const oid = order?.oid ?? '';
    expect((await orderStatus(oid)).extra.TRANS_STAT).toBe('C');

    const replay = await fetch(`${sim.base}/estv3/ziraat/replay-callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oid }),
    });
    const late = (await replay.json()) as { url: string; kind: string; fields: Record<string, string> };
    expect(late).toMatchObject({ url: okUrl, kind: 'withheld' });
    expect(verifyHashV3(late.fields, storeKey, late.fields.HASH)).toBe(true);
  });

  it('lost-callback card in the 3d model leaves the order pending (PN)', async () => {
    const fields = gateFields({ pan: cards.lost });
    await answerAcs(await openAcs(fields));
    expect((await orderStatus(fields.oid)).extra.TRANS_STAT).toBe('PN');
  });

  it('duplicate-callback card: the page posts the same fields twice and offers "Tekrar gönder"', async () => {
    const res = await answerAcs(await openAcs(gateFields({ storetype: '3d_pay', pan: cards.duplicate })));
    const csp = res.headers.get('content-security-policy') ?? '';
    const html = await res.text();
    const forms = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1]);
    expect(forms).toEqual([okUrl, okUrl]);
    expect(html).toContain('Tekrar gönder');
    expect(html).toContain('<iframe name="tekrar"');
    expect(html).toContain('document.forms[1].submit()');
    expect(csp).toContain('frame-src *');
    const fields = hiddenFields(html);
    const replay = await post('/estv3/ziraat/replay-callback', { oid: fields.oid });
    const replayed = (await replay.json()) as { kind: string; fields: Record<string, string> };
    expect(replayed.kind).toBe('posted-twice');
    expect(replayed.fields).toEqual(fields);
  });

  it('timeout card, 3d model: the provision hangs then 504, but the bank has charged', async () => {
    const cb = await pay({ pan: cards.timeout });
    const started = Date.now();
    const res = await api(provision(cb));
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(timeoutMs - 20);
    expect((await orderStatus(cb.fields.oid)).extra.TRANS_STAT).toBe('C');
    expect((await api(provision(cb))).fields.ErrMsg).toContain('Mükerrer sipariş');
  });

  it('timeout card, 3d_pay: the ACS answer hangs then 504, and the order is charged', async () => {
    const fields = gateFields({ storetype: '3d_pay', pan: cards.timeout });
    const res = await answerAcs(await openAcs(fields));
    expect(res.status).toBe(504);
    expect((await orderStatus(fields.oid)).extra.TRANS_STAT).toBe('C');
  });

  it('publishes the cards as JSON and on the start page', async () => {
    const json = (await (await fetch(`${sim.base}/estv3/test-cards`)).json()) as {
      acsCode: string;
      cards: Array<{ number: string; behaviour: string }>;
    };
    expect(json.acsCode).toBe('123456');
    expect(json.cards).toContainEqual(expect.objectContaining({ number: cards.visa, behaviour: 'success' }));
    expect(json.cards).toContainEqual(expect.objectContaining({ number: cards.timeout, behaviour: 'timeout' }));
    const html = await (await fetch(`${sim.base}/estv3`)).text();
    expect(html).toContain('4090 0000 0000 0516');
    expect(html.match(/<h1>/g)).toHaveLength(1);
  });
});

describe('EstV3 API operations and faults', () => {
  it('voids and refunds charged orders, and refuses a refund beyond the remaining amount', async () => {
    const voided = await pay({ storetype: '3d_pay' });
    const voidRes = await api(cc5({ Type: 'Void', OrderId: voided.fields.oid }));
    expect(voidRes.fields.Response).toBe('Approved');
    expect((await orderStatus(voided.fields.oid)).extra.TRANS_STAT).toBe('V');
    expect((await api(cc5({ Type: 'Void', OrderId: voided.fields.oid }))).fields.ErrMsg).toBe(
      'İptal edilmeye uygun satış işlemi bulunamadı.',
    );

    const refunded = await pay({ storetype: '3d_pay' });
    const part = await api(cc5({ Type: 'Credit', OrderId: refunded.fields.oid, Total: '50.00', Currency: '949' }));
    expect(part.fields.Response).toBe('Approved');
    const tooMuch = await api(cc5({ Type: 'Credit', OrderId: refunded.fields.oid, Total: '60.00', Currency: '949' }));
    expect(tooMuch.fields.Response).toBe('Error');
    const history = await api(cc5({ OrderId: refunded.fields.oid, Extra: { ORDERHISTORY: 'QUERY' } }));
    expect(history.extra.TRXCOUNT).toBe('3');
  });

  it('answers malformed XML with an error response and keeps serving', async () => {
    for (const body of ['<CC5Request><Name>x</Name>', '<!DOCTYPE a [<!ENTITY x "y">]><CC5Request/>', 'not xml', '']) {
      const res = await api(body);
      expect(res.status).toBe(200);
      expect(res.fields.Response).toBe('Error');
      expect(res.fields.ErrMsg).toContain('XML');
    }
    expect((await api('<Other/>')).fields.ErrMsg).toContain('CC5Request');
    expect((await orderStatus('yok')).fields.ErrMsg).toBe('No record found for yok');
  });

  it('fails the next API calls on demand: timeout (504) then error (500)', async () => {
    const set = (body: unknown) =>
      fetch(`${sim.base}/estv3/ziraat/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await set({ failNext: 1, mode: 'timeout' });
    expect((await orderStatus('x')).status).toBe(504);
    await set({ failNext: 1, mode: 'error' });
    expect((await orderStatus('x')).status).toBe(500);
    expect((await orderStatus('x')).status).toBe(200);
  });

  it('keeps only masked card numbers in its state', async () => {
    await pay({ storetype: '3d_pay' });
    const text = await (await fetch(`${sim.base}/estv3/ziraat/orders.json`)).text();
    expect(text).toContain('454671***7894');
    expect(text).not.toContain(cards.visa);
    expect(text).not.toContain('"cv2"');
  });
});
