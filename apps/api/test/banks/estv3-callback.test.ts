import { describe, expect, it } from 'vitest';
import { ver3Hash } from '../../src/integrations/banks/estv3/hash.js';
import { type BankConfig, createGateway, type PaymentOrder } from '../../src/integrations/banks/index.js';

const config = (over: Partial<BankConfig> = {}): BankConfig => ({
  bankCode: '0064',
  protocol: 'estv3',
  storeType: '3d',
  gateUrl: 'https://entegrasyon.asseco-see.com.tr/fim/est3Dgate',
  apiUrl: 'https://entegrasyon.asseco-see.com.tr/fim/api',
  clientId: '700655000200',
  storeKey: 'TRPS0200',
  apiUser: 'ISBANKAPI',
  apiPassword: 'ISBANK07',
  ...over,
});

const order: PaymentOrder = {
  orderNo: 'EB2026000123',
  amountKurus: 10025,
  currency: 'TRY',
  okUrl: 'https://ebelediye.yesilvadi.bel.tr/api/payments/bank-return/ok',
  failUrl: 'https://ebelediye.yesilvadi.bel.tr/api/payments/bank-return/fail',
  lang: 'tr',
  clientIp: '85.105.12.34',
};
const expected = { orderNo: order.orderNo, amountKurus: order.amountKurus };
const card = { holder: 'Ayşe Yılmaz', number: '4546711234567894', expMonth: 12, expYear: 2026, cvv: '000' };

/** What the bank posts to okUrl/failUrl: every field plus HASH over them with the store key. */
function bankReturn(fields: Record<string, string>, storeKey = 'TRPS0200'): Record<string, string> {
  return { ...fields, HASH: ver3Hash(fields, storeKey) };
}

const threeD = {
  clientid: '700655000200',
  oid: 'EB2026000123',
  amount: '100.25',
  currency: '949',
  storetype: '3d',
  TranType: 'Auth',
  lang: 'tr',
  taksit: '',
  rnd: '6b1f0e1c2a9d4e7f8a0b1c2d',
  hashAlgorithm: 'ver3',
  okUrl: order.okUrl,
  failUrl: order.failUrl,
  encoding: 'ISO-8859-9',
  mdStatus: '1',
  mdErrorMsg: 'Authenticated',
  txstatus: 'Y',
  md: '454671:0F2E7C1B9A8D4E3F2A1B0C9D8E7F6A5B4C3D2E1F0A9B8C7D6E5F4A3B2C1D0E9F:4233:##700655000200',
  xid: 'N1An1iS5iN4u/1VWS6CgzSGRtN0=',
  eci: '05',
  cavv: 'ABABBCgghAAAAABllJMDdZdTdic=',
  MaskedPan: '454671***7894',
  Ecom_Payment_Card_ExpDate_Year: '26',
  Ecom_Payment_Card_ExpDate_Month: '12',
  EXTRA_CARDBRAND: 'VISA',
  payResults_dsId: '1',
  version: '2.0',
};

const threeDPay = {
  ...threeD,
  storetype: '3d_pay',
  ProcReturnCode: '00',
  Response: 'Approved',
  AuthCode: 'P48911',
  HostRefNum: '230200671758',
  TransId: '22302V8rE11732',
  ErrMsg: '',
  EXTRA_TRXDATE: '20261123 14:05:09',
};

describe('EstV3 payment form', () => {
  it('3D: posts the card to the bank with amount "100.25", currency 949 and a ver3 hash over every field', async () => {
    const form = await createGateway(config()).paymentForm(order, card);
    expect(form.action).toBe('https://entegrasyon.asseco-see.com.tr/fim/est3Dgate');
    expect(form.method).toBe('POST');
    const { hash, ...signed } = form.fields;
    expect(signed).toMatchObject({
      clientid: '700655000200',
      storetype: '3d',
      amount: '100.25',
      oid: 'EB2026000123',
      currency: '949',
      taksit: '',
      TranType: 'Auth',
      lang: 'tr',
      hashAlgorithm: 'ver3',
      pan: '4546711234567894',
      Ecom_Payment_Card_ExpDate_Month: '12',
      Ecom_Payment_Card_ExpDate_Year: '26',
      cv2: '000',
    });
    expect(signed.rnd).toMatch(/^[0-9a-f]{24}$/);
    expect(hash).toBe(ver3Hash(signed, 'TRPS0200'));
  });

  it('draws a fresh rnd for every form', async () => {
    const gateway = createGateway(config());
    const [a, b] = await Promise.all([gateway.paymentForm(order, card), gateway.paymentForm(order, card)]);
    expect(a.fields.rnd).not.toBe(b.fields.rnd);
  });

  it('hosted models never carry the card, and refuse one', async () => {
    const gateway = createGateway(config({ storeType: '3d_pay_hosting' }));
    const form = await gateway.paymentForm(order);
    expect(Object.keys(form.fields)).not.toContain('pan');
    expect(Object.keys(form.fields)).not.toContain('cv2');
    expect(form.fields.storetype).toBe('3d_pay_hosting');
    await expect(gateway.paymentForm(order, card)).rejects.toThrow(/do not pass it/);
    await expect(createGateway(config({ storeType: '3d_host' })).paymentForm(order, card)).rejects.toThrow();
  });

  it('3D and 3D Pay need the card, and a mistyped one is refused in Turkish without quoting it', async () => {
    await expect(createGateway(config()).paymentForm(order)).rejects.toThrow(/card is required/);
    const typo = { ...card, number: '4546711234567895' };
    const error = await createGateway(config({ storeType: '3d_pay' }))
      .paymentForm(order, typo)
      .catch((e: Error) => e);
    expect(error).toMatchObject({
      name: 'BankDeclinedError',
      reason: 'Kart numarası hatalı. Lütfen kontrol edip tekrar deneyin.',
    });
    expect(String(error)).not.toContain(typo.number);
  });
});

describe('EstV3 callback verification', () => {
  const gateway = createGateway(config());
  const payGateway = createGateway(config({ storeType: '3d_pay' }));

  it('3D: a valid full-3D return is authenticated and carries md/xid/eci/cavv for the provision', () => {
    expect(gateway.verifyCallback(bankReturn(threeD), expected)).toEqual({
      kind: 'authenticated',
      orderNo: 'EB2026000123',
      amountKurus: 10025,
      md: threeD.md,
      xid: threeD.xid,
      eci: '05',
      cavv: threeD.cavv,
    });
  });

  it('3D Pay: ProcReturnCode 00 with mdStatus 1 is paid', () => {
    expect(payGateway.verifyCallback(bankReturn(threeDPay), expected)).toEqual({
      kind: 'paid',
      orderNo: 'EB2026000123',
      amountKurus: 10025,
      authCode: 'P48911',
      hostRef: '230200671758',
      transId: '22302V8rE11732',
    });
  });

  it('a tampered amount, a forged HASH or a missing HASH is invalid', () => {
    const tampered = { ...bankReturn(threeDPay), amount: '1.00' };
    expect(payGateway.verifyCallback(tampered, { ...expected, amountKurus: 100 })).toEqual({
      kind: 'invalid',
      reason: 'HASH doğrulanamadı',
    });
    const forged = bankReturn(threeDPay, 'guessed-store-key');
    expect(payGateway.verifyCallback(forged, expected).kind).toBe('invalid');
    const { HASH: _dropped, ...unsigned } = bankReturn(threeDPay);
    expect(payGateway.verifyCallback(unsigned, expected)).toEqual({ kind: 'invalid', reason: 'HASH alanı yok' });
    expect(payGateway.verifyCallback({ ...bankReturn(threeDPay), mdStatus: '' }, expected).kind).toBe('invalid');
  });

  it('a genuinely signed return for another order or another amount is invalid (no replay)', () => {
    const signed = bankReturn(threeDPay);
    expect(payGateway.verifyCallback(signed, { orderNo: 'EB2026000999', amountKurus: 10025 })).toEqual({
      kind: 'invalid',
      reason: 'başka bir siparişe ait dönüş',
    });
    expect(payGateway.verifyCallback(signed, { orderNo: 'EB2026000123', amountKurus: 20025 })).toEqual({
      kind: 'invalid',
      reason: 'tutar bekleyen siparişle aynı değil',
    });
    expect(payGateway.verifyCallback(bankReturn({ ...threeDPay, currency: '840' }), expected).kind).toBe('invalid');
    expect(payGateway.verifyCallback(bankReturn({ ...threeDPay, clientid: '190100000' }), expected).kind).toBe(
      'invalid',
    );
    expect(gateway.verifyCallback(bankReturn(threeDPay), expected).kind).toBe('invalid');
  });

  it('fields the bank adds outside the hash (nationalidno, encoding) do not break verification', () => {
    const signed = { ...bankReturn(threeD), nationalidno: '12345678901', encoding: 'UTF-8' };
    expect(gateway.verifyCallback(signed, expected).kind).toBe('authenticated');
  });

  it('mdStatus 0 is declined: the 3D Secure password step failed', () => {
    const verdict = gateway.verifyCallback(
      bankReturn({ ...threeD, mdStatus: '0', mdErrorMsg: 'Not authenticated' }),
      expected,
    );
    expect(verdict).toEqual({
      kind: 'declined',
      orderNo: 'EB2026000123',
      mdStatus: '0',
      reason: 'Kart doğrulaması (3D Secure) başarısız oldu. Şifreyi doğru girdiğinizden emin olup tekrar deneyin.',
    });
  });

  it.each(['2', '3', '4'])('half 3D Secure (mdStatus %s) is declined: the municipality requires full 3D', (md) => {
    const verdict = payGateway.verifyCallback(bankReturn({ ...threeDPay, mdStatus: md }), expected);
    expect(verdict.kind).toBe('declined');
    expect(verdict).toMatchObject({ mdStatus: md, reason: expect.stringContaining('tam 3D Secure doğrulaması') });
  });

  it('other mdStatus values show the bank message', () => {
    const fields = {
      ...threeD,
      mdStatus: '7',
      mdErrorMsg: 'Isyeri kullanim tipi desteklenmiyor.',
      ProcReturnCode: '99',
    };
    expect(gateway.verifyCallback(bankReturn(fields), expected)).toEqual({
      kind: 'declined',
      orderNo: 'EB2026000123',
      mdStatus: '7',
      bankCode: '99',
      reason:
        '3D Secure doğrulaması yapılamadı. Lütfen daha sonra tekrar deneyin. ' +
        '(Banka mesajı: Isyeri kullanim tipi desteklenmiyor.)',
    });
  });

  it.each([
    ['51', 'Kartınızın bakiyesi yetersiz.'],
    ['54', 'Kartınızın son kullanma tarihi geçmiş.'],
    ['05', 'Bankanız işlemi onaylamadı.'],
    ['57', 'Bankanız işlemi onaylamadı.'],
    ['62', 'Bankanız işlemi onaylamadı.'],
    ['12', 'Geçersiz işlem.'],
  ])('3D Pay ProcReturnCode %s is declined as "%s"', (code, reason) => {
    const fields = { ...threeDPay, ProcReturnCode: code, Response: 'Declined', AuthCode: '', ErrMsg: 'Red' };
    expect(payGateway.verifyCallback(bankReturn(fields), expected)).toEqual({
      kind: 'declined',
      orderNo: 'EB2026000123',
      bankCode: code,
      mdStatus: '1',
      reason,
    });
  });

  it('ProcReturnCode 99 passes on the bank ErrMsg, with any card number masked', () => {
    const fields = { ...threeDPay, ProcReturnCode: '99', ErrMsg: 'Kart 4546711234567894 icin islem yapilamadi' };
    const verdict = payGateway.verifyCallback(bankReturn(fields), expected);
    expect(verdict).toMatchObject({
      kind: 'declined',
      reason: 'Ödeme bankanız tarafından tamamlanamadı. (Banka mesajı: Kart 454671******7894 icin islem yapilamadi)',
    });
  });

  it('3D Host: mdStatus 1 without ProcReturnCode is paid; 3D Pay without it is not', () => {
    const { ProcReturnCode: _none, ...hostFields } = { ...threeDPay, storetype: '3d_host' };
    const host = createGateway(config({ storeType: '3d_host' }));
    expect(host.verifyCallback(bankReturn(hostFields), expected).kind).toBe('paid');
    const { ProcReturnCode: _gone, ...payFields } = threeDPay;
    expect(payGateway.verifyCallback(bankReturn(payFields), expected).kind).toBe('declined');
  });
});
