import { randomBytes } from 'node:crypto';
import { checkedCard, checkOrder, expiryMonth, expiryYearYY, kurusToAmount, TRY_CODE } from '../format.js';
import {
  type BankConfig,
  type BrowserForm,
  CARD_FROM_BROWSER,
  type Card,
  type CardFromBrowser,
  type PaymentOrder,
} from '../types.js';
import { ver3Hash } from './hash.js';

/** Models where our page collects the card and the browser posts it to the bank (direct post, SAQ A-EP). */
const CARD_IN_FORM = new Set(['3d', '3d_pay']);

/**
 * The est3Dgate form (mews EstPosRequestDataMapper::create3DFormDataCommon + EstV3 create3DFormData).
 * `card` 'browser': our page adds the card fields (contracts' estV3CardFields) to this signed form on its way to
 * the bank, so the card never reaches our API; the hash then covers the order fields, not the card. Given a card,
 * the hash covers every field, card fields included (for a store whose gate asks for that).
 */
export function estV3PaymentForm(config: BankConfig, order: PaymentOrder, card?: Card | CardFromBrowser): BrowserForm {
  checkOrder(order);
  const needsCard = CARD_IN_FORM.has(config.storeType);
  if (needsCard && !card) throw new Error(`storeType ${config.storeType}: the card is required`);
  // Hosted models keep the card off our servers entirely (PCI SAQ A); taking one here would defeat that.
  if (!needsCard && card) throw new Error(`storeType ${config.storeType}: the bank collects the card, do not pass it`);
  const fields: Record<string, string> = {
    clientid: config.clientId,
    storetype: config.storeType,
    amount: kurusToAmount(order.amountKurus),
    oid: order.orderNo,
    okUrl: order.okUrl,
    failUrl: order.failUrl,
    rnd: randomBytes(12).toString('hex'),
    lang: order.lang,
    currency: TRY_CODE,
    // '' means a single payment; municipal debts are not split into installments.
    taksit: '',
    TranType: 'Auth',
    hashAlgorithm: 'ver3',
  };
  if (card && card !== CARD_FROM_BROWSER) {
    const c = checkedCard(card);
    fields.pan = c.number;
    fields.Ecom_Payment_Card_ExpDate_Month = expiryMonth(c);
    fields.Ecom_Payment_Card_ExpDate_Year = expiryYearYY(c);
    fields.cv2 = c.cvv;
  }
  fields.hash = ver3Hash(fields, config.storeKey);
  return { action: config.gateUrl, method: 'POST', fields };
}
