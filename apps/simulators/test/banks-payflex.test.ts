import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildXml, child, leafFields, parseXmlBytes, type XmlElement, type XmlFields } from '../src/banks/xml.js';
import { form, hiddenFields, postAction, type Running, start } from './support.js';

const merchantId = '000000000111111';
const password = 'dev-payflex-password';
const terminalNo = 'VP000001';
const successUrl = 'https://portal.test/odeme/vakif/basarili';
const failureUrl = 'https://portal.test/odeme/vakif/hata';
const timeoutMs = 150;

const cards = {
  visa: '4546711234567894',
  master: '5406675406675403',
  authFailure: '4090000000003007',
  notEnrolled: '5409000000003026',
  insufficientFunds: '4090000000000516',
  expired: '4090000000000540',
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
const newId = () => `vk${Date.now().toString(16)}${++sequence}`;

async function readXml(res: Response): Promise<XmlElement> {
  expect(res.status).toBe(200);
  return parseXmlBytes(Buffer.from(await res.arrayBuffer())).root;
}

function enrollmentFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    MerchantId: merchantId,
    MerchantPassword: password,
    MerchantType: '0',
    PurchaseAmount: '10.10',
    Currency: '949',
    VerifyEnrollmentRequestId: newId(),
    SessionInfo: 'oturum-1',
    Pan: cards.visa,
    ExpiryDate: '3012',
    BrandName: '100',
    SuccessUrl: successUrl,
    FailureUrl: failureUrl,
    ...overrides,
  };
}

interface EnrollAnswer {
  root: XmlElement;
  veres: Record<string, string>;
  detail: Record<string, string>;
}

async function enroll(fields: Record<string, string>): Promise<EnrollAnswer> {
  const root = await readXml(await fetch(`${sim.base}/payflex/MPIAPI/MPI_Enrollment.aspx`, form(fields)));
  expect(root.name).toBe('IPaySecure');
  const veres = child(child(root, 'Message') as XmlElement, 'VERes') as XmlElement;
  const detail = child(root, 'ResultDetail');
  return { root, veres: leafFields(veres), detail: detail ? leafFields(detail) : {} };
}

/** The merchant page's auto-post to ACSUrl, then the cardholder's answer on the issuer page. */
async function acsAnswer(veres: Record<string, string>, code = '123456', islem = 'onayla') {
  const page = await fetch(veres.ACSUrl, form({ PaReq: veres.PaReq, TermUrl: veres.TermUrl, MD: veres.MD }));
  const html = await page.text();
  expect(page.status, html).toBe(200);
  expect(html).toContain('Cep telefonunuza gönderilen doğrulama kodunu giriniz');
  return fetch(new URL(postAction(html), sim.base), form({ ...hiddenFields(html), code, islem }));
}

interface Authenticated {
  enrollment: Record<string, string>;
  url: string;
  callback: Record<string, string>;
}

async function authenticate(overrides: Record<string, string> = {}): Promise<Authenticated> {
  const enrollment = enrollmentFields(overrides);
  const { veres } = await enroll(enrollment);
  expect(veres.Status).toBe('Y');
  const html = await (await acsAnswer(veres)).text();
  return { enrollment, url: postAction(html), callback: hiddenFields(html) };
}

const vposRequest = (fields: XmlFields) =>
  buildXml('VposRequest', { MerchantId: merchantId, Password: password, TerminalNo: terminalNo, ...fields });

/** The provision the portal sends after a Status Y callback (mews PayFlexV4PosRequestDataMapper). */
function saleRequest(a: Authenticated, overrides: XmlFields = {}) {
  return vposRequest({
    TransactionType: 'Sale',
    TransactionId: newId(),
    CurrencyAmount: a.enrollment.PurchaseAmount,
    CurrencyCode: '949',
    Pan: a.enrollment.Pan,
    Cvv: '000',
    Expiry: `20${a.enrollment.ExpiryDate}`,
    ECI: a.callback.Eci,
    CAVV: a.callback.Cavv,
    MpiTransactionId: a.enrollment.VerifyEnrollmentRequestId,
    OrderId: a.enrollment.VerifyEnrollmentRequestId,
    ClientIp: '127.0.0.1',
    TransactionDeviceSource: '0',
    ...overrides,
  });
}

async function vpos(xml: string): Promise<{ status: number; fields: Record<string, string> }> {
  const res = await fetch(`${sim.base}/payflex/VposWeb/v3/Vposreq.aspx`, form({ prmstr: xml }));
  if (res.status !== 200) return { status: res.status, fields: {} };
  const root = await readXml(res);
  expect(root.name).toBe('VposResponse');
  return { status: 200, fields: leafFields(root) };
}

async function search(criteria: Record<string, string>, pass = password) {
  const xml = buildXml('SearchRequest', {
    MerchantCriteria: { HostMerchantId: merchantId, MerchantPassword: pass },
    TransactionCriteria: criteria,
  });
  const root = await readXml(await fetch(`${sim.base}/payflex/UIService/Search.aspx`, form({ prmstr: xml })));
  const results = child(root, 'TransactionSearchResultInfo');
  return {
    info: leafFields(child(root, 'ResponseInfo') as XmlElement),
    total: leafFields(root).TotalItemCount,
    results: results ? results.children.map(leafFields) : [],
  };
}

describe('PayFlex 3D Secure flow', () => {
  it('enrolls (Y), authenticates at the ACS, calls back without a hash, provisions once (0000)', async () => {
    const enrollment = enrollmentFields();
    const { veres, root } = await enroll(enrollment);
    expect(veres).toMatchObject({ Status: 'Y', Version: '1.0.2', ACTUALBRAND: 'Visa' });
    expect(veres.ACSUrl).toBe(`${sim.base}/payflex/acs`);
    expect(veres.TermUrl).toBe(`${sim.base}/payflex/MPIAPI/MPI_PARes.aspx`);
    expect(veres.MD).toMatch(/^[0-9a-f]{40}$/);
    expect(veres.PaReq).toBeTruthy();
    expect(leafFields(root)).toMatchObject({
      VerifyEnrollmentRequestId: enrollment.VerifyEnrollmentRequestId,
      MessageErrorCode: '200',
    });

    const page = await fetch(veres.ACSUrl, form({ PaReq: veres.PaReq, TermUrl: veres.TermUrl, MD: veres.MD }));
    const acsHtml = await page.text();
    expect(acsHtml).toContain('Türkiye Vakıflar Bankası T.A.O.');
    expect(acsHtml).toContain('₺10,10');
    expect(acsHtml).toContain('4546 71** **** 7894');
    expect(acsHtml).toContain('<code>123456</code>');

    const answer = await fetch(
      new URL(postAction(acsHtml), sim.base),
      form({ ...hiddenFields(acsHtml), code: '123456' }),
    );
    const html = await answer.text();
    expect(postAction(html)).toBe(successUrl);
    const callback = hiddenFields(html);
    expect(callback).toMatchObject({
      MerchantId: merchantId,
      VerifyEnrollmentRequestId: enrollment.VerifyEnrollmentRequestId,
      PurchAmount: '1010',
      PurchCurrency: '949',
      SessionInfo: 'oturum-1',
      Status: 'Y',
      Eci: '05',
      Pan: '454671***7894',
      Expiry: '3012',
      ErrorCode: '',
      ErrorMessage: '',
    });
    expect(callback.Cavv).toBeTruthy();
    expect(callback.Xid).toMatch(/^[a-z]{20}$/);
    expect(Object.keys(callback).some((k) => /hash/i.test(k))).toBe(false);

    const a: Authenticated = { enrollment, url: successUrl, callback };
    const transactionId = newId();
    const sale = await vpos(saleRequest(a, { TransactionId: transactionId }));
    expect(sale.fields).toMatchObject({
      ResultCode: '0000',
      ResultDetail: 'İŞLEM BAŞARILI',
      TransactionType: 'Sale',
      TransactionId: transactionId,
      MerchantId: merchantId,
      TerminalNo: terminalNo,
      CurrencyAmount: '10.10',
      TLAmount: '10.10',
      ECI: '05',
    });
    expect(sale.fields.AuthCode).toMatch(/^\d{6}$/);
    expect(sale.fields.Rrn).toMatch(/^\d{12}$/);
    expect(sale.fields.HostDate).toMatch(/^\d{14}$/);

    const again = await vpos(saleRequest(a));
    expect(again.fields.ResultCode).toBe('1041');

    const found = await search({ OrderId: enrollment.VerifyEnrollmentRequestId });
    expect(found.info).toMatchObject({ Status: 'Success', ResponseCode: '0000' });
    expect(found.total).toBe('1');
    expect(found.results[0]).toMatchObject({
      TransactionId: transactionId,
      ResultCode: '0000',
      AuthCode: sale.fields.AuthCode,
      CurrencyAmount: '10.10',
      IsCanceled: 'false',
      Pan: '454671***7894',
    });
  });

  it('refuses a provision with another card, amount, expiry format or CAVV than the enrollment', async () => {
    const a = await authenticate();
    expect((await vpos(saleRequest(a, { Pan: cards.master }))).fields.ResultCode).toBe('1042');
    expect((await vpos(saleRequest(a, { CurrencyAmount: '1.01' }))).fields.ResultCode).toBe('1043');
    expect((await vpos(saleRequest(a, { Expiry: '3012' }))).fields.ResultCode).toBe('1046');
    expect((await vpos(saleRequest(a, { CAVV: 'AAAA' }))).fields.ResultCode).toBe('1045');
    expect((await vpos(saleRequest(a, { MpiTransactionId: undefined }))).fields.ResultCode).toBe('1049');
    expect((await vpos(saleRequest(a))).fields.ResultCode).toBe('0000');
  });

  it('cancels and refunds a sale', async () => {
    const a = await authenticate({ PurchaseAmount: '100.00' });
    const sale = await vpos(saleRequest(a));
    const ref = sale.fields.TransactionId;
    const refund = await vpos(
      vposRequest({ TransactionType: 'Refund', ReferenceTransactionId: ref, CurrencyAmount: '40.00' }),
    );
    expect(refund.fields).toMatchObject({ ResultCode: '0000', ReferenceTransactionId: ref, CurrencyAmount: '40.00' });
    const tooMuch = await vpos(
      vposRequest({ TransactionType: 'Refund', ReferenceTransactionId: ref, CurrencyAmount: '70.00' }),
    );
    expect(tooMuch.fields.ResultCode).toBe('1061');
    const cancel = await vpos(
      vposRequest({ TransactionType: 'Cancel', ReferenceTransactionId: ref, ClientIp: '127.0.0.1' }),
    );
    expect(cancel.fields.ResultCode).toBe('0000');
    const twice = await vpos(vposRequest({ TransactionType: 'Cancel', ReferenceTransactionId: ref }));
    expect(twice.fields).toMatchObject({
      ResultCode: '1083',
      ResultDetail: 'Referans islem daha önceden iptal edilmis.',
    });
    const found = await search({ TransactionId: ref });
    expect(found.results[0]).toMatchObject({ IsCanceled: 'true', IsRefunded: 'true' });
  });
});

describe('PayFlex enrollment errors', () => {
  it('not-enrolled card: VERes Status N with ResultDetail, no ACS', async () => {
    const { veres, detail } = await enroll(enrollmentFields({ Pan: cards.notEnrolled, BrandName: '200' }));
    expect(veres.Status).toBe('N');
    expect(veres.ACSUrl).toBeUndefined();
    expect(detail.ErrorMessage).toContain('3D Secure');
  });

  it('wrong merchant password: Status E, 2005', async () => {
    const { veres, detail, root } = await enroll(enrollmentFields({ MerchantPassword: 'yanlis' }));
    expect(veres.Status).toBe('E');
    expect(detail).toEqual({ ErrorCode: '2005', ErrorMessage: 'Merchant cannot be found for this bank' });
    expect(leafFields(root).MessageErrorCode).toBe('2005');
  });

  it('refuses a reused VerifyEnrollmentRequestId (2023), a bad expiry (2030) and a brand mismatch', async () => {
    const fields = enrollmentFields();
    expect((await enroll(fields)).veres.Status).toBe('Y');
    expect((await enroll(fields)).detail.ErrorCode).toBe('2023');
    expect((await enroll(enrollmentFields({ ExpiryDate: '301' }))).detail.ErrorCode).toBe('2030');
    expect((await enroll(enrollmentFields({ BrandName: '200' }))).detail.ErrorCode).toBe('2014');
    expect((await enroll(enrollmentFields({ PurchaseAmount: '10,10' }))).detail.ErrorCode).toBe('2012');
  });

  it('takes the vendor sample’s FailUrl spelling as well', async () => {
    const { FailureUrl, ...rest } = enrollmentFields();
    expect((await enroll({ ...rest, FailUrl: FailureUrl })).veres.Status).toBe('Y');
  });
});

describe('PayFlex test cards', () => {
  it('3D authentication failure card: Status N to FailureUrl, provision refused', async () => {
    const a = await authenticate({ Pan: cards.authFailure });
    expect(a.url).toBe(failureUrl);
    expect(a.callback).toMatchObject({ Status: 'N', Eci: '', Cavv: '' });
    expect((await vpos(saleRequest(a))).fields.ResultCode).toBe('1045');
  });

  it('wrong ACS code also ends at FailureUrl with Status N', async () => {
    const { veres } = await enroll(enrollmentFields());
    const html = await (await acsAnswer(veres, '999999')).text();
    expect(postAction(html)).toBe(failureUrl);
    expect(hiddenFields(html).ErrorMessage).toContain('Doğrulama kodu hatalı');
  });

  it.each([
    ['insufficient funds', cards.insufficientFunds, '0051'],
    ['expired card', cards.expired, '0054'],
    ['general reject', '4090000000000052', '0312'],
  ])('%s: provision answers ResultCode %s and the sale shows declined', async (_name, pan, code) => {
    const a = await authenticate({ Pan: pan });
    const sale = await vpos(saleRequest(a));
    expect(sale.fields.ResultCode).toBe(code);
    expect((await search({ OrderId: a.enrollment.VerifyEnrollmentRequestId })).results[0].ResultCode).toBe(code);
  });

  it('tampered-callback card: PurchAmount in the callback is not the enrolled amount', async () => {
    const a = await authenticate({ Pan: cards.tampered, PurchaseAmount: '250.00' });
    expect(a.callback.Status).toBe('Y');
    expect(a.callback.PurchAmount).toBe('2500');
    // The real amount still provisions: only the callback was tampered with.
    expect((await vpos(saleRequest(a))).fields.ResultCode).toBe('0000');
  });

  it('lost-callback card: the bank never posts back, the replay endpoint has the fields', async () => {
    const enrollment = enrollmentFields({ Pan: cards.lost });
    const { veres } = await enroll(enrollment);
    const html = await (await acsAnswer(veres)).text();
    expect(html).toContain('İşleminiz tamamlandı');
    expect(html).not.toContain('<form');
    const replay = await fetch(
      `${sim.base}/payflex/replay-callback`,
      form({ VerifyEnrollmentRequestId: enrollment.VerifyEnrollmentRequestId }),
    );
    const late = (await replay.json()) as { url: string; kind: string; fields: Record<string, string> };
    expect(late).toMatchObject({ url: successUrl, kind: 'withheld' });
    expect(late.fields.Status).toBe('Y');
  });

  it('duplicate-callback card: the page posts twice', async () => {
    const { veres } = await enroll(enrollmentFields({ Pan: cards.duplicate }));
    const html = await (await acsAnswer(veres)).text();
    expect([...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1])).toEqual([
      successUrl,
      successUrl,
    ]);
    expect(html).toContain('Tekrar gönder');
  });

  it('timeout card: the provision hangs then 504, and the sale is charged', async () => {
    const a = await authenticate({ Pan: cards.timeout });
    const started = Date.now();
    expect((await vpos(saleRequest(a))).status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(timeoutMs - 20);
    const found = await search({ OrderId: a.enrollment.VerifyEnrollmentRequestId });
    expect(found.results[0].ResultCode).toBe('0000');
  });

  it('publishes the cards as JSON', async () => {
    const json = (await (await fetch(`${sim.base}/payflex/test-cards`)).json()) as {
      cards: Array<{ number: string; behaviour: string; description: string }>;
    };
    const tampered = json.cards.find((c) => c.number === cards.tampered);
    expect(tampered?.behaviour).toBe('tampered-callback');
    expect(tampered?.description).toContain('PurchAmount');
  });
});

describe('PayFlex request handling', () => {
  it('wants the XML in prmstr (9998), refuses malformed XML (9999) and accepts a raw XML body', async () => {
    const empty = await readXml(await fetch(`${sim.base}/payflex/VposWeb/v3/Vposreq.aspx`, form({ xml: 'x' })));
    expect(leafFields(empty)).toMatchObject({ ResultCode: '9998' });
    expect(leafFields(empty).ResultDetail).toContain('prmstr');
    for (const bad of ['<VposRequest><MerchantId>1</VposRequest>', '<VposRequest>&x;</VposRequest>', '<Other/>']) {
      expect((await vpos(bad)).fields.ResultCode).toBe('9999');
    }
    const raw = await fetch(`${sim.base}/payflex/VposWeb/v3/Vposreq.aspx`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: vposRequest({ TransactionType: 'Cancel', ReferenceTransactionId: 'yok' }),
    });
    expect(leafFields(await readXml(raw)).ResultCode).toBe('1060');
  });

  it('rejects wrong VPOS and search credentials', async () => {
    const wrong = buildXml('VposRequest', { MerchantId: merchantId, Password: 'x', TerminalNo: terminalNo });
    expect((await vpos(wrong)).fields).toMatchObject({ ResultCode: '9039', ResultDetail: 'Üye işyeri bulunamadı.' });
    const found = await search({ OrderId: 'x' }, 'yanlis');
    expect(found.info).toMatchObject({ Status: 'Error', ResponseCode: '9065' });
  });

  it('answers an unknown order with zero results', async () => {
    const found = await search({ OrderId: 'bilinmeyen' });
    expect(found).toMatchObject({ total: '0', results: [] });
  });

  it('fails the next server-to-server call on demand', async () => {
    await fetch(`${sim.base}/payflex/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failNext: 1, mode: 'timeout' }),
    });
    const res = await fetch(`${sim.base}/payflex/UIService/Search.aspx`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml' },
      body: buildXml('SearchRequest', {
        MerchantCriteria: { HostMerchantId: merchantId, MerchantPassword: password },
        TransactionCriteria: { OrderId: 'x' },
      }),
    });
    expect(res.status).toBe(504);
    expect((await search({ OrderId: 'x' })).info.Status).toBe('Success');
  });

  it('keeps only the masked card number in its state', async () => {
    await authenticate();
    const text = await (await fetch(`${sim.base}/payflex/orders.json`)).text();
    expect(text).toContain('454671***7894');
    expect(text).not.toContain(cards.visa);
    expect(text).not.toContain('panDigest');
  });
});
