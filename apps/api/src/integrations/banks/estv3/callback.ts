import { amountToKurus, TRY_CODE } from '../format.js';
import type { BankConfig, CallbackVerdict } from '../types.js';
import { mdStatusReason, procReturnReason } from './codes.js';
import { sameHash, ver3Hash } from './hash.js';

const invalid = (reason: string): CallbackVerdict => ({ kind: 'invalid', reason });

/** What of a callback is worth keeping when it is rejected: the fields read below and the bank's own words. */
export const estV3CallbackFields = [
  'clientid',
  'oid',
  'amount',
  'currency',
  'storetype',
  'mdStatus',
  'mdErrorMsg',
  'ProcReturnCode',
  'Response',
  'ErrMsg',
  'AuthCode',
  'HostRefNum',
  'TransId',
  'xid',
  'eci',
] as const;

/** The callback's own HASH field, whatever its case (NestPay sends HASH). */
function postedHash(fields: Record<string, string>): string | undefined {
  const key = Object.keys(fields).find((k) => k.toLowerCase() === 'hash');
  return key === undefined ? undefined : fields[key];
}

/**
 * The okUrl/failUrl POST comes through the citizen's browser, so nothing in it counts until the HASH matches;
 * then it must be about the pending order we expect (oid, amount, currency), not a replay of another one.
 * Only mdStatus 1 (full 3-D Secure) goes on: the municipality does not take half-secure payments.
 */
export function verifyEstV3Callback(
  config: BankConfig,
  fields: Record<string, string>,
  expected: { orderNo: string; amountKurus: number },
): CallbackVerdict {
  const hash = postedHash(fields);
  if (!hash) return invalid('HASH alanı yok');
  if (!sameHash(ver3Hash(fields, config.storeKey), hash)) return invalid('HASH doğrulanamadı');
  if (fields.clientid !== undefined && fields.clientid !== config.clientId) return invalid('clientid farklı');
  if (fields.oid !== expected.orderNo) return invalid('başka bir siparişe ait dönüş');
  if (amountToKurus(fields.amount) !== expected.amountKurus) return invalid('tutar bekleyen siparişle aynı değil');
  if (fields.currency !== TRY_CODE) return invalid('para birimi TRY değil');
  if (fields.storetype !== undefined && fields.storetype.toLowerCase() !== config.storeType) {
    return invalid('ödeme modeli yapılandırmayla aynı değil');
  }
  const orderNo = expected.orderNo;
  const code = fields.ProcReturnCode || undefined;
  const mdStatus = fields.mdStatus ?? '';
  if (mdStatus !== '1') {
    return { kind: 'declined', orderNo, reason: mdStatusReason(mdStatus, fields.mdErrorMsg), bankCode: code, mdStatus };
  }
  if (config.storeType === '3d') {
    if (!fields.md) return invalid('md alanı yok');
    return {
      kind: 'authenticated',
      orderNo,
      amountKurus: expected.amountKurus,
      md: fields.md,
      xid: fields.xid || undefined,
      eci: fields.eci || undefined,
      cavv: fields.cavv || undefined,
    };
  }
  // The bank has already tried to charge. mews accepts a 3D Host return on mdStatus alone, so a missing
  // ProcReturnCode passes only there; anywhere else it must be 00.
  const charged = code === '00' || (code === undefined && config.storeType === '3d_host');
  if (!charged) {
    return { kind: 'declined', orderNo, reason: procReturnReason(code, fields.ErrMsg), bankCode: code, mdStatus };
  }
  return {
    kind: 'paid',
    orderNo,
    amountKurus: expected.amountKurus,
    authCode: fields.AuthCode ?? '',
    hostRef: fields.HostRefNum ?? '',
    transId: fields.TransId ?? '',
  };
}
