import { timingSafeEqual } from 'node:crypto';
import { amountToKurus, TRY_CODE } from '../format.js';
import type { BankConfig, CallbackVerdict, ExpectedReturn } from '../types.js';
import { threeDStatusReason } from './codes.js';
import { enrollmentId } from './enrollment.js';

const invalid = (reason: string): CallbackVerdict => ({ kind: 'invalid', reason });

/** What of a callback is worth keeping when it is rejected: the fields read below, never Pan, Expiry or Cavv. */
export const payFlexCallbackFields = [
  'VerifyEnrollmentRequestId',
  'MerchantId',
  'PurchAmount',
  'PurchCurrency',
  'Status',
  'ErrorCode',
  'ErrorMessage',
  'Eci',
  'Xid',
  'SessionInfo',
] as const;

/** PurchAmount comes back in kuruş without a point ("101" for 1.01 TL); accept a dot-decimal form too. */
function purchaseKurus(value: string | undefined): number | undefined {
  const v = value?.trim() ?? '';
  if (/^\d{1,15}$/.test(v)) return Number(v);
  return v.includes('.') ? amountToKurus(v) : undefined;
}

const sameToken = (given: string | undefined, expected: string) => {
  const a = Buffer.from(given ?? '', 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * PayFlex signs nothing in its callback. Its proof is the SessionInfo our enrollment sent (a keyed hash of the
 * order number, which only the bank has seen), then our pending order (enrollment id), its amount and currency.
 * Without SessionInfo anyone who knows the order number could post a "no" while the cardholder is at the bank.
 * A forged "Y" would gain nothing anyway: the charge happens only at provision, where the bank checks ECI/CAVV.
 * The callback also carries the full Pan: it is never copied out.
 */
export function verifyPayFlexCallback(
  config: BankConfig,
  fields: Record<string, string>,
  expected: ExpectedReturn,
): CallbackVerdict {
  const id = fields.VerifyEnrollmentRequestId;
  if (!id) return invalid('VerifyEnrollmentRequestId alanı yok');
  if (id !== enrollmentId(expected.orderNo)) return invalid('başka bir siparişe ait dönüş');
  if (expected.returnToken !== undefined && !sameToken(fields.SessionInfo, expected.returnToken)) {
    return invalid('SessionInfo doğrulanamadı');
  }
  if (fields.MerchantId && fields.MerchantId !== config.clientId) return invalid('MerchantId farklı');
  if (purchaseKurus(fields.PurchAmount) !== expected.amountKurus) return invalid('tutar bekleyen siparişle aynı değil');
  if (fields.PurchCurrency !== TRY_CODE) return invalid('para birimi TRY değil');
  const orderNo = expected.orderNo;
  const status = fields.Status ?? '';
  const bankCode = fields.ErrorCode || status || undefined;
  if (status !== 'Y') {
    return {
      kind: 'declined',
      orderNo,
      reason: threeDStatusReason(status, fields.ErrorCode, fields.ErrorMessage),
      bankCode,
    };
  }
  if (!fields.Eci || !fields.Cavv) {
    return {
      kind: 'declined',
      orderNo,
      reason: threeDStatusReason('E', fields.ErrorCode, fields.ErrorMessage),
      bankCode,
    };
  }
  return {
    kind: 'authenticated',
    orderNo,
    amountKurus: expected.amountKurus,
    // PayFlex has no md: the enrollment id is what provision quotes back (MpiTransactionId).
    md: id,
    xid: fields.Xid || undefined,
    eci: fields.Eci,
    cavv: fields.Cavv,
  };
}
