import { createHash } from 'node:crypto';
import { IntegrationError } from '../../http.js';
import { BankDeclinedError } from '../errors.js';
import { cardBrand, checkedCard, checkOrder, expiryYYMM, kurusToAmount, TRY_CODE } from '../format.js';
import { scrubCard } from '../sanitize.js';
import { BANK, postForXml } from '../transport.js';
import type { BankConfig, BrowserForm, Card, PaymentOrder } from '../types.js';
import { descend, leafFields } from '../xml.js';
import { threeDStatusReason } from './codes.js';

/**
 * VerifyEnrollmentRequestId, derived from the order number so the callback can be matched to the pending order
 * without storing anything else. Plain order numbers up to 32 characters are used as they are (the length mews'
 * random ids have); longer or unusual ones become 32 hex characters of their SHA-256.
 */
export function enrollmentId(orderNo: string): string {
  if (/^[A-Za-z0-9]{1,32}$/.test(orderNo)) return orderNo;
  return createHash('sha256').update(orderNo, 'utf8').digest('hex').slice(0, 32);
}

/**
 * PayFlex step 1 and 2: ask the MPI whether the card is enrolled (server to server, no hash: the bank trusts the
 * merchant password and our whitelisted IP), then hand the browser a form to the card issuer's ACS.
 */
export async function payFlexPaymentForm(config: BankConfig, order: PaymentOrder, card?: Card): Promise<BrowserForm> {
  checkOrder(order);
  if (!card) throw new Error('PayFlex: the card is required for enrollment');
  const c = checkedCard(card);
  const brand = cardBrand(c.number);
  if (brand === null) {
    throw new BankDeclinedError('Bu kart türü kabul edilmiyor. Lütfen Visa veya Mastercard bir kart kullanın.');
  }
  const id = enrollmentId(order.orderNo);
  const form = new URLSearchParams({
    MerchantId: config.clientId,
    MerchantPassword: config.merchantPassword ?? config.apiPassword,
    MerchantType: '0',
    PurchaseAmount: kurusToAmount(order.amountKurus),
    Currency: TRY_CODE,
    VerifyEnrollmentRequestId: id,
    // Echoed in the return: the proof that the return is the bank's (see verifyPayFlexCallback).
    SessionInfo: order.returnToken ?? order.orderNo,
    Pan: c.number,
    ExpiryDate: expiryYYMM(c),
    BrandName: String(brand),
    SuccessUrl: order.okUrl,
    // mews sends FailureUrl, the vendor's .NET sample FailUrl; the bank's own document decides (reference §2.4).
    FailureUrl: order.failUrl,
    IsRecurring: 'false',
  });
  const root = await postForXml(config.gateUrl, form.toString(), 'application/x-www-form-urlencoded', config.timeoutMs);
  if (root.name !== 'IPaySecure') throw new IntegrationError(BANK, 'beklenmeyen yanıt (IPaySecure değil)');
  const top = leafFields(root);
  const veres = leafFields(descend(root, 'Message', 'VERes'));
  if (top.VerifyEnrollmentRequestId && top.VerifyEnrollmentRequestId !== id) {
    throw new IntegrationError(BANK, 'yanıt başka bir işleme ait');
  }
  const status = veres.Status ?? '';
  if (status !== 'Y') {
    const code = top.MessageErrorCode || status || undefined;
    const message = scrubCard(top.ErrorMessage, c);
    throw new BankDeclinedError(threeDStatusReason(status, top.MessageErrorCode, message), code, message);
  }
  if (!/^https?:\/\//.test(veres.ACSUrl ?? '') || !veres.PaReq) {
    throw new IntegrationError(BANK, 'kart doğrulama sayfası (ACS) bilgisi eksik');
  }
  return {
    action: veres.ACSUrl,
    method: 'POST',
    fields: { PaReq: veres.PaReq, TermUrl: veres.TermUrl ?? '', MD: veres.MD ?? '' },
  };
}
