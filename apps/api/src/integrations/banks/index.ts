import { EstV3Gateway } from './estv3/gateway.js';
import { PayFlexGateway } from './payflex/gateway.js';
import type { BankConfig, BankGateway } from './types.js';

export { BankDeclinedError } from './errors.js';
export {
  amountToKurus,
  cardBrand,
  expiryMonth,
  expiryYearYY,
  expiryYYMM,
  expiryYYYYMM,
  kurusToAmount,
  luhnValid,
} from './format.js';
export { RETURN_TOKEN_FIELD, RETURN_TOKEN_PARAM } from './payflex/common-payment.js';
export type * from './types.js';
export { CARD_FROM_BROWSER } from './types.js';

/** Wrong settings should stop the first payment attempt loudly, not surface later as a bank error code. */
function checkConfig(config: BankConfig): void {
  const required: (keyof BankConfig)[] = ['gateUrl', 'apiUrl', 'clientId', 'apiPassword'];
  if (config.protocol === 'estv3') required.push('storeKey', 'apiUser');
  else required.push('terminalNo', 'queryUrl');
  // PayFlex offers the 3D model (MPI + VPOS) and its Common Payment page (3d_pay_hosting), nothing else.
  if (config.protocol === 'payflex' && config.storeType !== '3d' && config.storeType !== '3d_pay_hosting') {
    throw new Error(`bank config: PayFlex supports storeType 3d or 3d_pay_hosting, not ${config.storeType}`);
  }
  if (config.protocol === 'payflex' && config.storeType === '3d_pay_hosting') required.push('commonPaymentUrl');
  const missing = required.filter((k) => !config[k]);
  if (missing.length > 0) throw new Error(`bank config: missing ${missing.join(', ')}`);
}

/** The gateway for the configured bank. The protocol is configuration: Ziraat runs both EstV3 and PayFlex. */
export function createGateway(config: BankConfig): BankGateway {
  checkConfig(config);
  return config.protocol === 'estv3' ? new EstV3Gateway(config) : new PayFlexGateway(config);
}
