import { describe, expect, it } from 'vitest';
import { sameHash, strnatcasecmp, ver3Hash, ver3Plaintext } from '../../src/integrations/banks/estv3/hash.js';

// Published vectors: mews/pos tests/Unit/Crypt/EstV3PosCryptTest.php (store key 123456, client 190100000).
const STORE_KEY = '123456';

/** The real Ziraat 3D Pay callback from the same test (PHP nulls arrive as empty form fields). */
const ziraatCallback: Record<string, string> = {
  ReturnOid: '202210308C0F',
  TRANID: '',
  hashAlgorithm: 'ver3',
  PAResSyntaxOK: 'true',
  firmaadi: 'John Doe',
  islemtipi: 'Auth',
  lang: 'tr',
  merchantID: '190200000',
  maskedCreditCard: '4355 08** **** 4358',
  amount: '1.01',
  sID: '1',
  ACQBIN: '454672',
  Ecom_Payment_Card_ExpDate_Year: '26',
  EXTRA_CARDBRAND: 'VISA',
  Email: 'mail@customer.com',
  MaskedPan: '435508***4358',
  acqStan: '184784',
  merchantName: 'Ziraat 3D_Pay',
  clientIp: '89.244.149.137',
  EXTRA_KAZANILANPUAN: '000000010.00',
  okUrl: 'http://localhost/akbank/3d-pay/response.php',
  md: '435508:51104213993AC8DFE8839C7F7E391B461115D09A1D88948C8ACE421D7D7EAA5A:3545:##190200000',
  ProcReturnCode: '00',
  payResults_dsId: '1',
  taksit: '',
  TransId: '22303RqiC11252',
  EXTRA_TRXDATE: '20221030 17:42:33',
  Ecom_Payment_Card_ExpDate_Month: '12',
  storetype: '3d_pay',
  Response: 'Approved',
  SettleId: '2383',
  mdErrorMsg:
    'Y-status/Challenge authentication via ACS: ' +
    'https://3ds-acs.test.modirum.com/mdpayacs/creq?token=214711321.1667140951.Ud_jQl3B2l1',
  ErrMsg: '',
  PAResVerified: 'true',
  cavv: 'ABABBCgghAAAAABllJMDdZdTdic=',
  digest: 'digest',
  HostRefNum: '230317184784',
  callbackCall: 'true',
  AuthCode: '216981',
  failUrl: 'http://localhost/akbank/3d-pay/response.php',
  xid: 'N1An1iS5iN4u/1VWS6CgzSGRtN0=',
  encoding: 'ISO-8859-9',
  currency: '949',
  oid: '202210308C0F',
  mdStatus: '1',
  dsId: '1',
  eci: '05',
  version: '2.0',
  EXTRA_CARDISSUER: 'AKBANK T.A.S.',
  clientid: '190200000',
  txstatus: 'Y',
  HASH: 'jVgcwtx4vxxAcX8+ajsrrzp77k9uaGu1pjDQfCpoUG95y2MwwGipc6cF3kESiTphjV8/1ESSc6zg9KyTSxUnzA==',
  rnd: 'J/jGATA5LLVaMfpU+Yyu',
};

describe('EstV3 ver3 hash reproduces the published test vectors', () => {
  it('signs the 3D Pay request vector', () => {
    const request = {
      clientid: '190100000',
      storetype: '3d_pay',
      amount: '100.25',
      oid: 'order222',
      okUrl: 'https://domain.com/success',
      failUrl: 'https://domain.com/fail_url',
      rnd: 'rand',
      lang: 'tr',
      currency: '949',
      taksit: '',
      islemtipi: 'Auth',
      firmaadi: 'siparis veren',
      Email: 'test@test.com',
      hashAlgorithm: 'ver3',
    };
    expect(ver3Hash(request, STORE_KEY)).toBe(
      '/uPxhEKWCEGi3NsDOOQ4u8Hu5g71v5GWspOid70WehTWEz97PqxG3IN1Jv5jsbOXOw3Z3Rr/0UtywzEgbqFfdA==',
    );
  });

  it('signs the 3D request vector', () => {
    const request = {
      clientid: '190100000',
      storetype: '3d',
      amount: '100.25',
      oid: 'order222',
      okUrl: 'https://domain.com/success',
      failUrl: 'https://domain.com/fail_url',
      rnd: '12345',
      hashAlgorithm: 'ver3',
      lang: 'tr',
      currency: '949',
      islemtipi: 'Auth',
      taksit: '',
    };
    expect(ver3Hash(request, STORE_KEY)).toBe(
      '4aUsG5hqlIFLc9s8PKc5rWb2OLhmxDDewNgKa2XrwoYCIxlyVq8Fjl4IVaZzoqL983CfTseicmnTA0PjZr74xg==',
    );
  });

  it('recomputes the real Ziraat callback to its own HASH, and mdStatus "" breaks it', () => {
    expect(ver3Hash(ziraatCallback, STORE_KEY)).toBe(ziraatCallback.HASH);
    expect(ver3Hash({ ...ziraatCallback, mdStatus: '' }, STORE_KEY)).not.toBe(ziraatCallback.HASH);
  });

  it('changing any hashed callback field breaks the hash', () => {
    for (const key of Object.keys(ziraatCallback)) {
      if (key === 'HASH' || key === 'encoding') continue;
      const changed = { ...ziraatCallback, [key]: `${ziraatCallback[key]}x` };
      expect(ver3Hash(changed, STORE_KEY), key).not.toBe(ziraatCallback.HASH);
    }
    expect(ver3Hash(ziraatCallback, 'another-store-key')).not.toBe(ziraatCallback.HASH);
  });

  it('leaves hash, encoding and nationalidno out, whatever their case', () => {
    const extra = { ...ziraatCallback, encoding: 'UTF-8', NationalIdNo: '12345678901', hash: 'whatever' };
    expect(ver3Hash(extra, STORE_KEY)).toBe(ziraatCallback.HASH);
  });

  it('escapes \\ before | in every value, the store key included', () => {
    expect(ver3Plaintext({ b: 'c\\d', a: 'x|y' }, 'k|\\')).toBe('x\\|y|c\\\\d|k\\|\\\\');
    expect(ver3Plaintext({ a: null, b: undefined }, 'key')).toBe('||key');
  });

  it('compares hashes in constant time and rejects different lengths', () => {
    expect(sameHash('abc', 'abc')).toBe(true);
    expect(sameHash('abc', 'abd')).toBe(false);
    expect(sameHash('abc', 'abcd')).toBe(false);
  });
});

describe('strnatcasecmp orders names like PHP ksort(SORT_NATURAL | SORT_FLAG_CASE)', () => {
  const sign = (a: string, b: string) => Math.sign(strnatcasecmp(a, b));

  it('puts digits before letters and letters before _, as ASCII after toupper does', () => {
    expect(sign('Ecom1', 'EcomX')).toBe(-1);
    expect(sign('EcomX', 'Ecom_Payment')).toBe(-1);
    expect(sign('a_b', 'aab')).toBe(1);
    expect(sign('payResults_dsId', 'payResults1')).toBe(1);
    const names = ['Ecom_Payment_Card_ExpDate_Year', 'EcomX', 'Ecom1'];
    expect([...names].sort(strnatcasecmp)).toEqual(['Ecom1', 'EcomX', 'Ecom_Payment_Card_ExpDate_Year']);
    // ICU collation disagrees, which is why localeCompare is not used.
    expect([...names].sort((a, b) => a.localeCompare(b))).not.toEqual([...names].sort(strnatcasecmp));
  });

  it('compares digit runs by value, and runs starting with 0 digit by digit', () => {
    expect(sign('item9', 'item10')).toBe(-1);
    expect(sign('item10', 'item100')).toBe(-1);
    expect(sign('a2b', 'a10b')).toBe(-1);
    expect(sign('a12', 'a12')).toBe(0);
    expect(sign('a01', 'a1')).toBe(-1);
    expect(sign('x05', 'x5')).toBe(-1);
    // Leading zeros of the whole string are skipped.
    expect(sign('01', '1')).toBe(0);
    expect(sign('007', '7')).toBe(0);
  });

  it('ignores case and whitespace', () => {
    expect(sign('EMAIL', 'email')).toBe(0);
    expect(sign('Email', 'failUrl')).toBe(-1);
    expect(sign('amount', 'Email')).toBe(-1);
    expect(sign('a b', 'ab')).toBe(0);
  });

  it('sorts prefixes and empty names first', () => {
    expect(sign('md', 'mdStatus')).toBe(-1);
    expect(sign('', 'a')).toBe(-1);
    expect(sign('a', '')).toBe(1);
    expect(sign('', '')).toBe(0);
  });
});
