import { describe, expect, it } from 'vitest';
import { type BankConfig, createGateway } from '../../src/integrations/banks/index.js';
import { enrollmentId } from '../../src/integrations/banks/payflex/enrollment.js';

const config: BankConfig = {
  bankCode: '0015',
  protocol: 'payflex',
  storeType: '3d',
  gateUrl: 'https://3dsecuretest.vakifbank.com.tr:4443/MPIAPI/MPI_Enrollment.aspx',
  apiUrl: 'https://onlineodemetest.vakifbank.com.tr:4443/VposService/v3/Vposreq.aspx',
  queryUrl: 'https://onlineodemetest.vakifbank.com.tr:4443/UIService/Search.aspx',
  clientId: '000100000013506',
  storeKey: '',
  apiUser: '',
  apiPassword: 'vpos-password',
  terminalNo: 'VP000579',
};
const gateway = createGateway(config);
const expected = { orderNo: 'EB2026000123', amountKurus: 10025 };

/** Shaped like mews' captured PayFlex callback; note the bank sends the full Pan back. */
const callback = (over: Record<string, string> = {}): Record<string, string> => ({
  MerchantId: '000100000013506',
  SubMerchantNo: '',
  SubMerchantName: '',
  SubMerchantNumber: '',
  PurchAmount: '10025',
  PurchCurrency: '949',
  VerifyEnrollmentRequestId: 'EB2026000123',
  SessionInfo: 'EB2026000123',
  InstallmentCount: '',
  Pan: '4938460158754205',
  Expiry: '2612',
  Xid: 'ondg8d9t5besgt88sk8h',
  Status: 'Y',
  Cavv: 'ABIBCBgAAAEnAAABAQAAAAAAAAA=',
  Eci: '05',
  ExpSign: '',
  ErrorCode: '',
  ErrorMessage: '',
  ...over,
});

describe('PayFlex callback verification (no hash: bound to the pending order)', () => {
  it('Status Y with ECI and CAVV is authenticated; md is the enrollment id provision quotes back', () => {
    const verdict = gateway.verifyCallback(callback(), expected);
    expect(verdict).toEqual({
      kind: 'authenticated',
      orderNo: 'EB2026000123',
      amountKurus: 10025,
      md: 'EB2026000123',
      xid: 'ondg8d9t5besgt88sk8h',
      eci: '05',
      cavv: 'ABIBCBgAAAEnAAABAQAAAAAAAAA=',
    });
    expect(JSON.stringify(verdict)).not.toContain('4938460158754205');
  });

  it('accepts PurchAmount written as a decimal too', () => {
    expect(gateway.verifyCallback(callback({ PurchAmount: '100.25' }), expected).kind).toBe('authenticated');
  });

  it('another order, another amount, another currency or merchant is invalid', () => {
    expect(gateway.verifyCallback(callback(), { orderNo: 'EB2026000999', amountKurus: 10025 })).toEqual({
      kind: 'invalid',
      reason: 'başka bir siparişe ait dönüş',
    });
    expect(gateway.verifyCallback(callback({ PurchAmount: '100' }), expected).kind).toBe('invalid');
    expect(gateway.verifyCallback(callback({ PurchAmount: '' }), expected).kind).toBe('invalid');
    expect(gateway.verifyCallback(callback({ PurchCurrency: '978' }), expected).kind).toBe('invalid');
    expect(gateway.verifyCallback(callback({ MerchantId: '000000000111111' }), expected).kind).toBe('invalid');
    expect(gateway.verifyCallback(callback({ VerifyEnrollmentRequestId: '' }), expected).kind).toBe('invalid');
  });

  it('half-secure Status A is declined: the municipality requires full 3D', () => {
    expect(gateway.verifyCallback(callback({ Status: 'A' }), expected)).toMatchObject({
      kind: 'declined',
      bankCode: 'A',
      reason: expect.stringContaining('tam 3D Secure doğrulaması'),
    });
  });

  it('Status N and U are declined with texts the citizen can act on', () => {
    expect(gateway.verifyCallback(callback({ Status: 'N' }), expected)).toMatchObject({
      kind: 'declined',
      reason: expect.stringContaining('3D Secure sistemine kayıtlı değil'),
    });
    expect(gateway.verifyCallback(callback({ Status: 'U' }), expected)).toMatchObject({
      kind: 'declined',
      reason: 'Kart doğrulaması şu anda yapılamıyor. Lütfen daha sonra tekrar deneyin.',
    });
  });

  it('Status E with the IP whitelist error is a set-up problem, not the citizen’s', () => {
    const verdict = gateway.verifyCallback(
      callback({ Status: 'E', ErrorCode: '1105', ErrorMessage: 'Üye isyeri IP si sistemde tanimli degil' }),
      expected,
    );
    expect(verdict).toEqual({
      kind: 'declined',
      orderNo: 'EB2026000123',
      bankCode: '1105',
      reason: 'Ödeme şu anda alınamıyor. Lütfen daha sonra tekrar deneyin.',
    });
  });

  it('Status Y without CAVV cannot be provisioned and is declined', () => {
    expect(gateway.verifyCallback(callback({ Cavv: '' }), expected).kind).toBe('declined');
  });

  it('long or unusual order numbers map to a stable 32-character enrollment id', () => {
    const id = enrollmentId('EB-2026-000123-BORC-ODEME-YENIDEN-DENEME');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(enrollmentId('EB-2026-000123-BORC-ODEME-YENIDEN-DENEME')).toBe(id);
    expect(enrollmentId('EB2026000123')).toBe('EB2026000123');
    const long = { orderNo: 'EB-2026-000123-BORC-ODEME-YENIDEN-DENEME', amountKurus: 10025 };
    expect(gateway.verifyCallback(callback({ VerifyEnrollmentRequestId: id }), long).kind).toBe('authenticated');
  });
});

describe('PayFlex return token (SessionInfo)', () => {
  const bound = { ...expected, returnToken: 'k3yed-hash-of-the-order' };

  it('accepts a return echoing the token the enrollment sent', () => {
    expect(gateway.verifyCallback(callback({ SessionInfo: bound.returnToken }), bound).kind).toBe('authenticated');
  });

  it('rejects a return without it or with another, a "no" included: it cannot fail the order', () => {
    for (const SessionInfo of ['', 'EB2026000123', `${bound.returnToken}x`]) {
      const forged = callback({ SessionInfo, Status: 'N', Eci: '', Cavv: '' });
      expect(gateway.verifyCallback(forged, bound)).toEqual({ kind: 'invalid', reason: 'SessionInfo doğrulanamadı' });
    }
    const { SessionInfo: _none, ...withoutIt } = callback({ Status: 'N' });
    expect(gateway.verifyCallback(withoutIt, bound).kind).toBe('invalid');
  });
});
