import { IntegrationError } from '../../http.js';
import { checkedCard, checkOrder, expiryYYYYMM, kurusToAmount, TRY_CODE } from '../format.js';
import { scrubCard } from '../sanitize.js';
import { BANK } from '../transport.js';
import type { AuthenticatedCallback, BankConfig, Card, PaymentOrder, ProvisionResult } from '../types.js';
import { leafFields } from '../xml.js';
import { resultCodeReason } from './codes.js';
import { postPrmstr } from './prmstr.js';

/**
 * PayFlex step 4: the sale, with the 3-D Secure proof (ECI, CAVV, MpiTransactionId) and, unlike EstV3, the card
 * again. TransactionId is the order number, so a retried provision is a duplicate the bank refuses, not a
 * second charge.
 */
export async function payFlexProvision(
  config: BankConfig,
  order: PaymentOrder,
  auth: AuthenticatedCallback,
  card?: Card,
): Promise<ProvisionResult> {
  checkOrder(order);
  if (!card) throw new Error('PayFlex: provision needs the card again');
  if (auth.orderNo !== order.orderNo || auth.amountKurus !== order.amountKurus) {
    throw new Error('the authenticated callback belongs to another order or amount');
  }
  const c = checkedCard(card);
  const root = await postPrmstr(
    config.apiUrl,
    'VposRequest',
    {
      MerchantId: config.clientId,
      Password: config.apiPassword,
      TerminalNo: config.terminalNo ?? '',
      TransactionType: 'Sale',
      TransactionId: order.orderNo,
      CurrencyAmount: kurusToAmount(order.amountKurus),
      CurrencyCode: TRY_CODE,
      CardHoldersName: c.holder,
      Pan: c.number,
      Cvv: c.cvv,
      Expiry: expiryYYYYMM(c),
      ECI: auth.eci ?? '',
      CAVV: auth.cavv ?? '',
      MpiTransactionId: auth.md,
      OrderId: order.orderNo,
      ClientIp: order.clientIp,
      TransactionDeviceSource: '0',
    },
    config.timeoutMs,
  );
  if (root.name !== 'VposResponse') throw new IntegrationError(BANK, 'beklenmeyen yanıt (VposResponse değil)');
  const f = leafFields(root);
  if (f.OrderId && f.OrderId !== order.orderNo) throw new IntegrationError(BANK, 'yanıt başka bir siparişe ait');
  const procReturnCode = f.ResultCode ?? '';
  if (procReturnCode === '0000') {
    return {
      approved: true,
      procReturnCode,
      authCode: f.AuthCode || undefined,
      hostRef: f.Rrn || undefined,
      transId: f.TransactionId || undefined,
    };
  }
  return { approved: false, procReturnCode, reason: resultCodeReason(procReturnCode, scrubCard(f.ResultDetail, c)) };
}
