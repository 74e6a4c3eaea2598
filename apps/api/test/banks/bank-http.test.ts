import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AuthenticatedCallback,
  type BankConfig,
  BankDeclinedError,
  type Card,
  createGateway,
  type PaymentOrder,
} from '../../src/integrations/banks/index.js';
import { encodeIso88599 } from '../../src/integrations/banks/iso8859-9.js';
import { leafFields, parseXml, type XmlElement } from '../../src/integrations/banks/xml.js';
import { IntegrationError } from '../../src/integrations/http.js';

// A tiny fake bank: each test says what it answers; every request is recorded.
interface Seen {
  path: string;
  contentType: string;
  body: Buffer;
}
type Answer = { status?: number; contentType?: string; body: string | Buffer } | 'hang';

let answer: (request: Seen) => Answer = () => ({ body: '' });
const seen: Seen[] = [];
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = {
        path: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: Buffer.concat(chunks),
      };
      seen.push(request);
      const reply = answer(request);
      if (reply === 'hang') return;
      res.writeHead(reply.status ?? 200, { 'content-type': reply.contentType ?? 'text/xml' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  answer = () => ({ body: '' });
});

const reply = (body: string | Buffer, contentType = 'text/xml') => {
  answer = () => ({ body, contentType });
};
const latin5 = (xml: string) => encodeIso88599(xml, () => '?');
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: Error) => e,
  );

const order: PaymentOrder = {
  orderNo: 'EB2026000123',
  amountKurus: 10025,
  currency: 'TRY',
  okUrl: 'https://ebelediye.yesilvadi.bel.tr/api/payments/bank-return/ok',
  failUrl: 'https://ebelediye.yesilvadi.bel.tr/api/payments/bank-return/fail',
  lang: 'tr',
  clientIp: '85.105.12.34',
};
const visa: Card = { holder: 'Ayşe Yılmaz', number: '4546711234567894', expMonth: 12, expYear: 2026, cvv: '000' };

const estConfig = (over: Partial<BankConfig> = {}): BankConfig => ({
  bankCode: '0064',
  protocol: 'estv3',
  storeType: '3d',
  gateUrl: `${base}/fim/est3Dgate`,
  apiUrl: `${base}/fim/api`,
  clientId: '700655000200',
  storeKey: 'TRPS0200',
  apiUser: 'ISBANKAPI',
  apiPassword: 'ISBANK07',
  timeoutMs: 2000,
  ...over,
});

const payflexConfig = (over: Partial<BankConfig> = {}): BankConfig => ({
  bankCode: '0015',
  protocol: 'payflex',
  storeType: '3d',
  gateUrl: `${base}/MPIAPI/MPI_Enrollment.aspx`,
  apiUrl: `${base}/VposService/v3/Vposreq.aspx`,
  queryUrl: `${base}/UIService/Search.aspx`,
  clientId: '000100000013506',
  storeKey: '',
  apiUser: '',
  apiPassword: 'vpos-password',
  merchantPassword: 'mpi-password',
  terminalNo: 'VP000579',
  timeoutMs: 2000,
  ...over,
});

const estAuth: AuthenticatedCallback = {
  kind: 'authenticated',
  orderNo: 'EB2026000123',
  amountKurus: 10025,
  md: '454671:0F2E7C1B9A8D4E3F2A1B0C9D8E7F6A5B:4233:##700655000200',
  xid: 'N1An1iS5iN4u/1VWS6CgzSGRtN0=',
  eci: '05',
  cavv: 'ABABBCgghAAAAABllJMDdZdTdic=',
};

const cc5Response = (fields: string, extra = '') => `<?xml version="1.0" encoding="ISO-8859-9"?>
<CC5Response>
  ${fields}
  <Extra>${extra}</Extra>
</CC5Response>`;

const APPROVED = cc5Response(
  `<OrderId>EB2026000123</OrderId><GroupId>EB2026000123</GroupId><Response>Approved</Response>
  <AuthCode>P48911</AuthCode><HostRefNum>230200671758</HostRefNum><ProcReturnCode>00</ProcReturnCode>
  <TransId>22302V8rE11732</TransId><ErrMsg></ErrMsg>`,
  `<SETTLEID>2286</SETTLEID><TRXDATE>20261123 14:05:09</TRXDATE><ERRORCODE></ERRORCODE>
  <CARDBRAND>VISA</CARDBRAND><CARDISSUER>T. IS BANKASI A.S.</CARDISSUER><NUMCODE>00</NUMCODE>`,
);

const declined = (code: string, message: string) =>
  cc5Response(
    `<OrderId>EB2026000123</OrderId><GroupId>EB2026000123</GroupId><Response>Declined</Response><AuthCode></AuthCode>
    <HostRefNum>230200671759</HostRefNum><ProcReturnCode>${code}</ProcReturnCode><TransId>22302V8rE11733</TransId>
    <ErrMsg>${message}</ErrMsg>`,
    `<ERRORCODE>CORE-2001</ERRORCODE><NUMCODE>${code}</NUMCODE>`,
  );

const orderStatus = (transStat: string) =>
  cc5Response(
    `<ErrMsg>Record(s) found for EB2026000123</ErrMsg><ProcReturnCode>00</ProcReturnCode><Response>Approved</Response>
    <OrderId>EB2026000123</OrderId><TransId>26327Md4C19254</TransId>`,
    `<AUTH_CODE>P90325</AUTH_CODE><AUTH_DTTM>2026-11-23 12:29:53.773</AUTH_DTTM><CAPTURE_AMT>10025</CAPTURE_AMT>
    <CAVV_3D>ABABBCgghAAAAABllJMDdZdTdic=</CAVV_3D><CHARGE_TYPE_CD>S</CHARGE_TYPE_CD>
    <HOST_REF_NUM>632700671782</HOST_REF_NUM>
    <ORDERSTATUS>ORD_ID:EB2026000123&#9;TRANS_STAT:${transStat}&#9;ORIG_TRANS_AMT:10025</ORDERSTATUS>
    <ORD_ID>EB2026000123</ORD_ID><ORIG_TRANS_AMT>10025</ORIG_TRANS_AMT><PAN>4546 71** **** 7894</PAN>
    <PROC_RET_CD>00</PROC_RET_CD><TRANS_ID>26327Md4C19254</TRANS_ID><TRANS_STAT>${transStat}</TRANS_STAT>`,
  );

describe('EstV3 provision (3D model) against a fake /fim/api', () => {
  it('sends a CC5Request in ISO-8859-9 with md, xid, eci and cavv, and reads the approval', async () => {
    reply(latin5(APPROVED));
    const result = await createGateway(estConfig()).provision(order, estAuth);
    expect(result).toEqual({
      approved: true,
      procReturnCode: '00',
      authCode: 'P48911',
      hostRef: '230200671758',
      transId: '22302V8rE11732',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0].path).toBe('/fim/api');
    expect(seen[0].contentType).toBe('text/xml; charset=ISO-8859-9');
    const xml = seen[0].body.toString('latin1');
    expect(xml.startsWith('<?xml version="1.0" encoding="ISO-8859-9"?><CC5Request>')).toBe(true);
    expect(leafFields(parseXml(xml))).toEqual({
      Name: 'ISBANKAPI',
      Password: 'ISBANK07',
      ClientId: '700655000200',
      Type: 'Auth',
      IPAddress: '85.105.12.34',
      OrderId: 'EB2026000123',
      Total: '100.25',
      Currency: '949',
      Taksit: '',
      Number: estAuth.md,
      PayerTxnId: estAuth.xid,
      PayerSecurityLevel: '05',
      PayerAuthenticationCode: estAuth.cavv,
      Mode: 'P',
    });
  });

  it('a 51 decline is not approved and says why in Turkish', async () => {
    reply(latin5(declined('51', 'Insufficient funds')));
    expect(await createGateway(estConfig()).provision(order, estAuth)).toEqual({
      approved: false,
      procReturnCode: '51',
      transId: '22302V8rE11733',
      reason: 'Kartınızın bakiyesi yetersiz.',
    });
  });

  it('a 99 passes on the bank’s Turkish ErrMsg, decoded from ISO-8859-9', async () => {
    reply(latin5(declined('99', 'İşlem reddedildi, lütfen kartı veren bankayı arayın')));
    const result = await createGateway(estConfig()).provision(order, estAuth);
    expect(result.reason).toBe(
      'Ödeme bankanız tarafından tamamlanamadı. (Banka mesajı: İşlem reddedildi, lütfen kartı veren bankayı arayın)',
    );
  });

  it('refuses, before calling the bank, an authentication that belongs to another order or amount', async () => {
    const gateway = createGateway(estConfig());
    await expect(gateway.provision(order, { ...estAuth, orderNo: 'EB2026000999' })).rejects.toThrow(/another order/);
    await expect(gateway.provision(order, { ...estAuth, amountKurus: 1 })).rejects.toThrow(/another order/);
    await expect(createGateway(estConfig({ storeType: '3d_pay' })).provision(order, estAuth)).rejects.toThrow(
      /already charged/,
    );
    expect(seen).toHaveLength(0);
  });

  it('an answer about another order is an IntegrationError, not an approval', async () => {
    reply(latin5(APPROVED.replaceAll('EB2026000123', 'EB2026000999')));
    const error = await failure(createGateway(estConfig()).provision(order, estAuth));
    expect(error).toBeInstanceOf(IntegrationError);
  });
});

describe('EstV3 order status (Extra ORDERSTATUS=QUERY)', () => {
  it.each([
    ['A', 'paid'],
    ['C', 'paid'],
    ['S', 'paid'],
    ['PN', 'pending'],
    ['D', 'failed'],
    ['ERR', 'failed'],
    ['CNCL', 'cancelled'],
    ['V', 'cancelled'],
    ['XYZ', 'unknown'],
  ])('TRANS_STAT %s is %s', async (transStat, state) => {
    reply(latin5(orderStatus(transStat)));
    const status = await createGateway(estConfig()).queryStatus('EB2026000123');
    expect(status).toMatchObject({ state, amountKurus: 10025, authCode: 'P90325', transId: '26327Md4C19254' });
  });

  it('asks with the API user and keeps a card-free raw answer', async () => {
    reply(latin5(orderStatus('A')));
    const status = await createGateway(estConfig()).queryStatus('EB2026000123');
    const request = parseXml(seen[0].body.toString('latin1'));
    expect(leafFields(request)).toMatchObject({ Name: 'ISBANKAPI', ClientId: '700655000200', OrderId: 'EB2026000123' });
    expect(leafFields(request.children.find((c) => c.name === 'Extra'))).toEqual({ ORDERSTATUS: 'QUERY' });
    expect(status.raw).toMatchObject({ 'Extra.PAN': '4546 71** **** 7894', 'Extra.TRANS_STAT': 'A' });
    expect(status.raw).not.toHaveProperty(['Extra.CAVV_3D']);
  });

  it('falls back to the tab-separated ORDERSTATUS string', async () => {
    reply(
      latin5(
        cc5Response(
          '<ProcReturnCode>00</ProcReturnCode><OrderId>EB2026000123</OrderId>',
          '<ORDERSTATUS>ORD_ID:EB2026000123&#9;TRANS_STAT:C&#9;ORIG_TRANS_AMT:10025&#9;AUTH_CODE:P1</ORDERSTATUS>',
        ),
      ),
    );
    expect(await createGateway(estConfig()).queryStatus('EB2026000123')).toMatchObject({
      state: 'paid',
      amountKurus: 10025,
      authCode: 'P1',
    });
  });

  it('"No record found" is unknown, not failed: the caller decides when unknown means expired', async () => {
    reply(
      latin5(
        cc5Response(
          `<ErrMsg>No record found for EB2026000123</ErrMsg><ProcReturnCode>99</ProcReturnCode>
          <Response>Declined</Response><OrderId></OrderId><TransId></TransId>`,
          '<NUMCODE>0</NUMCODE><ORDERSTATUS>ORD_ID:&#9;TRANS_STAT:&#9;ORIG_TRANS_AMT:</ORDERSTATUS>',
        ),
      ),
    );
    const status = await createGateway(estConfig()).queryStatus('EB2026000123');
    expect(status.state).toBe('unknown');
    expect(status.raw?.ErrMsg).toBe('No record found for EB2026000123');
  });
});

describe('network failures become IntegrationError("Banka", …)', () => {
  it('a bank that never answers fails within timeoutMs', async () => {
    answer = () => 'hang';
    const started = Date.now();
    const error = await failure(createGateway(estConfig({ timeoutMs: 300 })).provision(order, estAuth));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toBeInstanceOf(IntegrationError);
    expect(error.message).toBe('Banka: 300 ms içinde yanıt vermedi');
  });

  it.each([
    ['malformed XML', '<CC5Response><ProcReturnCode>00</ProcReturnCode>', 200, /okunamayan yanıt/],
    ['an HTML error page', '<html><body>Bakımdayız<br></body></html>', 200, /okunamayan yanıt/],
    ['an empty body', '', 200, /okunamayan yanıt/],
    ['another document', '<?xml version="1.0"?><Error><Code>1</Code></Error>', 200, /CC5Response değil/],
    ['HTTP 500', '<CC5Response/>', 500, /HTTP 500/],
  ])('%s', async (_what, body, status, message) => {
    answer = () => ({ body, status });
    const error = await failure(createGateway(estConfig()).queryStatus('EB2026000123'));
    expect(error).toBeInstanceOf(IntegrationError);
    expect(error.message).toMatch(message);
  });

  it('a refused connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(
      createGateway(estConfig({ apiUrl: `http://127.0.0.1:${port}/fim/api` })).queryStatus('X'),
    );
    expect(error).toBeInstanceOf(IntegrationError);
    expect(error.message).toMatch(/^Banka: bağlantı kurulamadı/);
  });
});

const ipaySecure = (status: string, extra = '', id = 'EB2026000123') => `<?xml version="1.0" encoding="utf-8"?>
<IPaySecure>
  <Message ID="${id}">
    <VERes>
      <Status>${status}</Status>
      ${extra}
    </VERes>
  </Message>
  <VerifyEnrollmentRequestId>${id}</VerifyEnrollmentRequestId>
  <MessageErrorCode>${status === 'E' ? '2005' : ''}</MessageErrorCode>
  <ErrorMessage>${status === 'E' ? 'Merchant cannot be found for this bank' : ''}</ErrorMessage>
</IPaySecure>`;

const ENROLLED = ipaySecure(
  'Y',
  `<PaReq>eJxVUk1vgkAQvfdXEO7KLoqiGdcoxtSkpraSJu2NwqhEWXABqf++u1Rtfad5</PaReq>
      <TermUrl>https://3dsecuretest.vakifbank.com.tr:4443/MPIAPI/MPI_PARes.aspx</TermUrl>
      <MD>c2VzcwA1NTU1NDQ0NDMzMzMyMjIy</MD>
      <ACSUrl>https://acs.bank.example/mdpayacs/pareq</ACSUrl>`,
);

const vposResponse = (code: string, detail: string) => `<?xml version="1.0" encoding="utf-8"?>
<VposResponse>
  <MerchantId>000100000013506</MerchantId><TransactionType>Sale</TransactionType>
  <TransactionId>EB2026000123</TransactionId><ResultCode>${code}</ResultCode><ResultDetail>${detail}</ResultDetail>
  <CustomItems><Item name="CardHolderName" value="AY* YI*"></Item></CustomItems>
  <InstallmentTable /><CampaignResult />
  <AuthCode>${code === '0000' ? '961451' : '000000'}</AuthCode><HostDate>20261123234054</HostDate>
  <Rrn>632723971358</Rrn><TerminalNo>VP000579</TerminalNo><CurrencyAmount>100.25</CurrencyAmount>
  <CurrencyCode>949</CurrencyCode><OrderId>EB2026000123</OrderId><ECI>05</ECI><ThreeDSecureType>2</ThreeDSecureType>
  <TransactionDeviceSource>0</TransactionDeviceSource><BatchNo>300</BatchNo><TLAmount>100.25</TLAmount>
</VposResponse>`;

const searchResponse = (rows: string, code = '0000', message = 'Succeeded.') => `<?xml version="1.0" encoding="utf-8"?>
<SearchResponse>
  <ResponseInfo><Status>${code === '0000' ? 'Success' : 'Error'}</Status><ResponseCode>${code}</ResponseCode>
    <ResponseMessage>${message}</ResponseMessage><ResponseDateTime>2026-11-23T13:58:53+03:00</ResponseDateTime>
    <IsIdempotent>false</IsIdempotent></ResponseInfo>
  <PageIndex>1</PageIndex><PageSize>10</PageSize><TotalItemCount>1</TotalItemCount>
  <TransactionSearchResultInfo>${rows}</TransactionSearchResultInfo>
</SearchResponse>`;

const saleRow = (resultCode: string, flags = '') => `<TransactionSearchResultInfo>
    <MerchantId>000100000013506</MerchantId><TransactionType>Sale</TransactionType>
    <TransactionId>EB2026000123</TransactionId><OrderId>EB2026000123</OrderId><ResultCode>${resultCode}</ResultCode>
    <ResponseMessage>İŞLEM BAŞARILI</ResponseMessage><HostResultCode>000</HostResultCode><AuthCode>11234</AuthCode>
    <Rrn>632701240006</Rrn><CurrencyAmount>100.25</CurrencyAmount><AmountCode>949</AmountCode>
    <IsReversed>false</IsReversed><IsCanceled>${flags === 'canceled'}</IsCanceled><IsRefunded>false</IsRefunded>
  </TransactionSearchResultInfo>`;

const pfAuth: AuthenticatedCallback = {
  kind: 'authenticated',
  orderNo: 'EB2026000123',
  amountKurus: 10025,
  md: 'EB2026000123',
  xid: 'ondg8d9t5besgt88sk8h',
  eci: '05',
  cavv: 'ABIBCBgAAAEnAAABAQAAAAAAAAA=',
};

const prmstr = (request: Seen): XmlElement => {
  expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  return parseXml(new URLSearchParams(request.body.toString('utf8')).get('prmstr') ?? '');
};

describe('PayFlex enrollment (MPI) against a fake bank', () => {
  it('an enrolled card gets a browser form to the ACS with PaReq, TermUrl and MD only', async () => {
    reply(ENROLLED);
    const form = await createGateway(payflexConfig()).paymentForm(order, visa);
    expect(form).toEqual({
      action: 'https://acs.bank.example/mdpayacs/pareq',
      method: 'POST',
      fields: {
        PaReq: 'eJxVUk1vgkAQvfdXEO7KLoqiGdcoxtSkpraSJu2NwqhEWXABqf++u1Rtfad5',
        TermUrl: 'https://3dsecuretest.vakifbank.com.tr:4443/MPIAPI/MPI_PARes.aspx',
        MD: 'c2VzcwA1NTU1NDQ0NDMzMzMyMjIy',
      },
    });
    expect(seen[0].path).toBe('/MPIAPI/MPI_Enrollment.aspx');
    expect(seen[0].contentType).toBe('application/x-www-form-urlencoded');
    const sent = Object.fromEntries(new URLSearchParams(seen[0].body.toString('utf8')));
    expect(sent).toEqual({
      MerchantId: '000100000013506',
      MerchantPassword: 'mpi-password',
      MerchantType: '0',
      PurchaseAmount: '100.25',
      Currency: '949',
      VerifyEnrollmentRequestId: 'EB2026000123',
      SessionInfo: 'EB2026000123',
      Pan: '4546711234567894',
      ExpiryDate: '2612',
      BrandName: '100',
      SuccessUrl: order.okUrl,
      FailureUrl: order.failUrl,
      IsRecurring: 'false',
    });
  });

  it('a Mastercard is brand 200, and the MPI password defaults to the API password', async () => {
    reply(ENROLLED);
    const master = { ...visa, number: '5401341234567891' };
    await createGateway(payflexConfig({ merchantPassword: undefined })).paymentForm(order, master);
    const sent = new URLSearchParams(seen[0].body.toString('utf8'));
    expect(sent.get('BrandName')).toBe('200');
    expect(sent.get('MerchantPassword')).toBe('vpos-password');
  });

  it('Status N (not enrolled) is a BankDeclinedError the citizen can read', async () => {
    reply(ipaySecure('N'));
    const error = await failure(createGateway(payflexConfig()).paymentForm(order, visa));
    expect(error).toBeInstanceOf(BankDeclinedError);
    expect(error).toMatchObject({
      bankCode: 'N',
      reason: expect.stringContaining('3D Secure sistemine kayıtlı değil'),
    });
  });

  it('Status E 2005 (wrong environment) is declined as a set-up problem; the bank text is kept for logs', async () => {
    reply(ipaySecure('E'));
    const error = await failure(createGateway(payflexConfig()).paymentForm(order, visa));
    expect(error).toMatchObject({
      name: 'BankDeclinedError',
      bankCode: '2005',
      reason: 'Ödeme şu anda alınamıyor. Lütfen daha sonra tekrar deneyin.',
      bankMessage: 'Merchant cannot be found for this bank',
    });
  });

  it('an unsupported card brand is refused before anything is sent', async () => {
    const amex = { ...visa, number: '378282246310005', cvv: '1234' };
    const error = await failure(createGateway(payflexConfig()).paymentForm(order, amex));
    expect(error).toBeInstanceOf(BankDeclinedError);
    expect(seen).toHaveLength(0);
  });

  it('an answer for another enrollment, or without an ACS address, is an IntegrationError', async () => {
    reply(ipaySecure('Y', '<PaReq>x</PaReq><ACSUrl>https://acs.example</ACSUrl>', 'someone-else'));
    expect(await failure(createGateway(payflexConfig()).paymentForm(order, visa))).toBeInstanceOf(IntegrationError);
    reply(ipaySecure('Y', '<PaReq>x</PaReq><ACSUrl>javascript:alert(1)</ACSUrl>'));
    expect(await failure(createGateway(payflexConfig()).paymentForm(order, visa))).toBeInstanceOf(IntegrationError);
  });
});

describe('PayFlex provision (VPOS) and search', () => {
  it('posts prmstr=<VposRequest> with the card, YYYYMM expiry and the 3D proof; 0000 is approved', async () => {
    reply(vposResponse('0000', 'İŞLEM BAŞARILI'));
    const result = await createGateway(payflexConfig()).provision(order, pfAuth, visa);
    expect(result).toEqual({
      approved: true,
      procReturnCode: '0000',
      authCode: '961451',
      hostRef: '632723971358',
      transId: 'EB2026000123',
    });
    expect(seen[0].path).toBe('/VposService/v3/Vposreq.aspx');
    const request = prmstr(seen[0]);
    expect(request.name).toBe('VposRequest');
    expect(leafFields(request)).toEqual({
      MerchantId: '000100000013506',
      Password: 'vpos-password',
      TerminalNo: 'VP000579',
      TransactionType: 'Sale',
      TransactionId: 'EB2026000123',
      CurrencyAmount: '100.25',
      CurrencyCode: '949',
      CardHoldersName: 'Ayşe Yılmaz',
      Pan: '4546711234567894',
      Cvv: '000',
      Expiry: '202612',
      ECI: '05',
      CAVV: 'ABIBCBgAAAEnAAABAQAAAAAAAAA=',
      MpiTransactionId: 'EB2026000123',
      OrderId: 'EB2026000123',
      ClientIp: '85.105.12.34',
      TransactionDeviceSource: '0',
    });
  });

  it('0312 is declined with a Turkish reason', async () => {
    reply(vposResponse('0312', 'RED-GEÇERSİZ KART'));
    expect(await createGateway(payflexConfig()).provision(order, pfAuth, visa)).toEqual({
      approved: false,
      procReturnCode: '0312',
      reason: 'Bankanız kartı geçersiz saydı. Lütfen kart bilgilerinizi kontrol edin veya başka bir kart deneyin.',
    });
  });

  it('needs the card again, and says so before calling the bank', async () => {
    await expect(createGateway(payflexConfig()).provision(order, pfAuth)).rejects.toThrow(/needs the card/);
    expect(seen).toHaveLength(0);
  });

  it('status: a successful sale is paid, with the amount in kuruş', async () => {
    reply(searchResponse(saleRow('0000')));
    const status = await createGateway(payflexConfig()).queryStatus('EB2026000123');
    expect(status).toMatchObject({ state: 'paid', amountKurus: 10025, authCode: '11234', transId: 'EB2026000123' });
    expect(seen[0].path).toBe('/UIService/Search.aspx');
    const request = prmstr(seen[0]);
    expect(request.name).toBe('SearchRequest');
    expect(leafFields(request.children.find((c) => c.name === 'MerchantCriteria'))).toEqual({
      HostMerchantId: '000100000013506',
      MerchantPassword: 'vpos-password',
    });
    expect(leafFields(request.children.find((c) => c.name === 'TransactionCriteria'))).toEqual({
      TransactionId: '',
      OrderId: 'EB2026000123',
      AuthCode: '',
    });
  });

  it('status: cancelled, failed, and unknown when the search itself fails', async () => {
    const gateway = createGateway(payflexConfig());
    reply(searchResponse(saleRow('0000', 'canceled')));
    expect((await gateway.queryStatus('EB2026000123')).state).toBe('cancelled');
    reply(searchResponse(saleRow('0312')));
    expect((await gateway.queryStatus('EB2026000123')).state).toBe('failed');
    reply(searchResponse('', '9065', 'Üye isyeri bulunamadi'));
    const unknown = await gateway.queryStatus('EB2026000123');
    expect(unknown.state).toBe('unknown');
    expect(unknown.raw).toMatchObject({ 'ResponseInfo.ResponseCode': '9065' });
  });

  it('timeouts and malformed answers are IntegrationErrors here too', async () => {
    answer = () => 'hang';
    const slow = await failure(createGateway(payflexConfig({ timeoutMs: 300 })).provision(order, pfAuth, visa));
    expect(slow).toBeInstanceOf(IntegrationError);
    expect(slow.message).toBe('Banka: 300 ms içinde yanıt vermedi');
    reply('<VposResponse><ResultCode>0000</ResultCode></VposRespons>');
    expect(await failure(createGateway(payflexConfig()).provision(order, pfAuth, visa))).toBeInstanceOf(
      IntegrationError,
    );
    reply('<SearchResponse><PageIndex>1</PageIndex></SearchResponse>');
    expect(await failure(createGateway(payflexConfig()).queryStatus('EB2026000123'))).toBeInstanceOf(IntegrationError);
  });
});

describe('no error or returned structure carries the card number or CVV', () => {
  const card: Card = { ...visa, cvv: '917' };
  const echo = `kart ${card.number} cvv ${card.cvv}`;

  it('even when the bank echoes them back', async () => {
    const outcomes: unknown[] = [];
    const run = async (make: () => Promise<unknown>) => {
      try {
        outcomes.push(await make());
      } catch (e) {
        const error = e as Error;
        outcomes.push({ name: error.name, message: error.message, own: { ...error } });
      }
    };
    const payflex = createGateway(payflexConfig());
    const est = createGateway(estConfig({ storeType: '3d_pay' }));

    answer = () => ({
      body: `<IPaySecure><Message><VERes><Status>E</Status></VERes></Message>
        <MessageErrorCode>3001</MessageErrorCode><ErrorMessage>Hatalı ${echo}</ErrorMessage></IPaySecure>`,
    });
    await run(() => payflex.paymentForm(order, card));
    reply(ENROLLED);
    await run(() => payflex.paymentForm(order, card));
    reply(vposResponse('0999', `Red: ${echo}`));
    await run(() => payflex.provision(order, pfAuth, card));
    reply(`<VposResponse><ResultCode>0000</ResultCode><Pan>${card.number}</Pan><Cvv>917</Cvv></VposResponse>`);
    await run(() => payflex.provision(order, pfAuth, card));
    reply(searchResponse(saleRow('0000').replace('<Rrn>', `<Pan>${card.number}</Pan><Cvv>917</Cvv><Rrn>`)));
    await run(() => payflex.queryStatus('EB2026000123'));
    answer = () => ({ body: `<html>${echo}</html>`, status: 500 });
    await run(() => payflex.provision(order, pfAuth, card));
    await run(() => payflex.provision(order, pfAuth, { ...card, number: '4546711234567895' }));
    await run(() => est.paymentForm(order, { ...card, cvv: '9x7' }));
    outcomes.push(
      payflex.verifyCallback(
        { VerifyEnrollmentRequestId: 'EB2026000123', PurchAmount: '10025', PurchCurrency: '949', Status: 'E' },
        { orderNo: 'EB2026000123', amountKurus: 10025 },
      ),
      payflex.verifyCallback(
        {
          VerifyEnrollmentRequestId: 'EB2026000123',
          PurchAmount: '10025',
          PurchCurrency: '949',
          Pan: card.number,
          Status: 'Y',
          Eci: '05',
          Cavv: 'ABIBCBgAAAEnAAABAQAAAAAAAAA=',
        },
        { orderNo: 'EB2026000123', amountKurus: 10025 },
      ),
    );

    expect(outcomes).toHaveLength(10);
    const everything = JSON.stringify(outcomes);
    expect(everything).not.toContain(card.number);
    expect(everything).not.toContain('4546711234567895');
    expect(everything).not.toMatch(/(?<!\d)917(?!\d)/);
    // The bank's own words still reach support, masked.
    expect(everything).toContain('Red: kart **** cvv ***');
  });
});
