import { timingSafeEqual } from 'node:crypto';
import { IntegrationError } from '../../http.js';
import { checkOrder, kurusToAmount, TRY_CODE } from '../format.js';
import { bankText } from '../sanitize.js';
import { BANK, postForXml } from '../transport.js';
import type { BankConfig, BrowserForm, CallbackVerdict, ExpectedReturn, PaymentOrder } from '../types.js';
import { leafFields } from '../xml.js';
import { resultCodeReason } from './codes.js';

/**
 * PayFlex Common Payment ("Ortak Ödeme Sayfası"): the bank's own page takes the card, runs 3-D Secure and
 * charges; the card never reaches us (SAQ A). The field names follow mews' PayFlexCPV4Pos; the reference we work
 * from documents the product only by name, so the simulator is built to the same shape (ADR 0006).
 */

/** The query parameter of our return address that carries the order's return token (see verify below). */
export const RETURN_TOKEN_PARAM = 'r';
/** The field our return route files that parameter under, next to the bank's posted fields. */
export const RETURN_TOKEN_FIELD = 'ReturnToken';

/** What of a rejected return is worth keeping: the fields read below. */
export const commonPaymentReturnFields = ['Rc', 'Message', 'OrderID', 'TransactionId', 'AuthCode'] as const;

function returnUrl(url: string, token: string | undefined): string {
  if (!token) return url;
  const u = new URL(url);
  u.searchParams.set(RETURN_TOKEN_PARAM, token);
  return u.toString();
}

/**
 * Registers the payment server to server (merchant password, our whitelisted IP) and hands the browser a form
 * to the payment page the answer names. That page must be on the registration's origin: the content security
 * policy allows forms only to configured origins, and a bank never sends its cardholders elsewhere.
 */
export async function commonPaymentForm(config: BankConfig, order: PaymentOrder): Promise<BrowserForm> {
  checkOrder(order);
  if (!config.commonPaymentUrl) throw new Error('PayFlex: commonPaymentUrl is not configured');
  const form = new URLSearchParams({
    HostMerchantId: config.clientId,
    MerchantPassword: config.merchantPassword ?? config.apiPassword,
    HostTerminalId: config.terminalNo ?? '',
    TransactionType: 'Sale',
    AmountCode: TRY_CODE,
    Amount: kurusToAmount(order.amountKurus),
    OrderID: order.orderNo,
    IsSecure: 'true',
    AllowNotEnrolledCard: 'false',
    SuccessUrl: returnUrl(order.okUrl, order.returnToken),
    FailUrl: returnUrl(order.failUrl, order.returnToken),
    RequestLanguage: order.lang === 'en' ? 'en-US' : 'tr-TR',
  });
  const root = await postForXml(
    config.commonPaymentUrl,
    form.toString(),
    'application/x-www-form-urlencoded',
    config.timeoutMs,
  );
  const f = leafFields(root);
  if (f.Rc !== '0000' || !f.PaymentToken) {
    throw new IntegrationError(BANK, `ödeme kaydı reddedildi (${bankText(f.ErrorCode || f.Rc) || 'kod yok'})`);
  }
  let page: URL;
  try {
    page = new URL(f.CommonPaymentUrl ?? '');
  } catch {
    throw new IntegrationError(BANK, 'ödeme sayfası adresi eksik');
  }
  if (page.origin !== new URL(config.commonPaymentUrl).origin) {
    throw new IntegrationError(BANK, 'ödeme sayfası kayıt adresinden başka bir yerde');
  }
  return { action: page.toString(), method: 'POST', fields: { Ptkn: f.PaymentToken } };
}

const sameToken = (given: string | undefined, expected: string) => {
  const a = Buffer.from(given ?? '', 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The page's return is unsigned. It is ours only if it comes back to the address we registered, with the order's
 * return token (a keyed hash of the order number), so nobody who merely knows the order number can post a "no"
 * while the cardholder is at the bank. Even then it only reports: the status query decides.
 */
export function verifyCommonPaymentReturn(fields: Record<string, string>, expected: ExpectedReturn): CallbackVerdict {
  if (expected.returnToken !== undefined && !sameToken(fields[RETURN_TOKEN_FIELD], expected.returnToken)) {
    return { kind: 'invalid', reason: 'dönüş anahtarı doğrulanamadı' };
  }
  if (fields.OrderID && fields.OrderID !== expected.orderNo)
    return { kind: 'invalid', reason: 'başka bir siparişe ait dönüş' };
  if (!fields.Rc) return { kind: 'invalid', reason: 'Rc alanı yok' };
  const approved = fields.Rc === '0000';
  return {
    kind: 'reported',
    orderNo: expected.orderNo,
    approved,
    ...(approved ? {} : { reason: resultCodeReason(fields.Rc, fields.Message), bankCode: fields.Rc }),
  };
}
