import { IntegrationError } from '../../http.js';
import { checkOrder, kurusToAmount, TRY_CODE } from '../format.js';
import { BANK } from '../transport.js';
import type { AuthenticatedCallback, BankConfig, PaymentOrder, ProvisionResult } from '../types.js';
import { cc5 } from './cc5.js';
import { procReturnReason } from './codes.js';

/**
 * 3D model, step 2: charge with the md/xid/eci/cavv the callback carried
 * (mews EstPosRequestDataMapper::create3DPaymentRequestData). The card itself is not sent again.
 */
export async function estV3Provision(
  config: BankConfig,
  order: PaymentOrder,
  auth: AuthenticatedCallback,
): Promise<ProvisionResult> {
  if (config.storeType !== '3d') throw new Error(`storeType ${config.storeType}: the bank already charged`);
  checkOrder(order);
  if (auth.orderNo !== order.orderNo || auth.amountKurus !== order.amountKurus) {
    throw new Error('the authenticated callback belongs to another order or amount');
  }
  const { fields } = await cc5(config, {
    Type: 'Auth',
    IPAddress: order.clientIp,
    OrderId: order.orderNo,
    Total: kurusToAmount(order.amountKurus),
    Currency: TRY_CODE,
    Taksit: '',
    Number: auth.md,
    PayerTxnId: auth.xid ?? '',
    PayerSecurityLevel: auth.eci ?? '',
    PayerAuthenticationCode: auth.cavv ?? '',
    Mode: 'P',
  });
  if (fields.OrderId && fields.OrderId !== order.orderNo) {
    throw new IntegrationError(BANK, 'yanıt başka bir siparişe ait');
  }
  const procReturnCode = fields.ProcReturnCode ?? '';
  if (procReturnCode === '00') {
    return {
      approved: true,
      procReturnCode,
      authCode: fields.AuthCode || undefined,
      hostRef: fields.HostRefNum || undefined,
      transId: fields.TransId || undefined,
    };
  }
  return {
    approved: false,
    procReturnCode,
    transId: fields.TransId || undefined,
    reason: procReturnReason(procReturnCode, fields.ErrMsg),
  };
}
