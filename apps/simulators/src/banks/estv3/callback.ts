import { base64, digits, trxDate } from '../format.js';
import { hashV3 } from './hash.js';
import { type EstError, estBankInfo } from './outcome.js';
import type { EstCard, EstOrder, EstTransaction } from './store.js';

/** Posted form fields the bank never echoes: the card data and the merchant's own hash. */
const notEchoed = new Set([
  'pan',
  'cv2',
  'hash',
  'encoding',
  'ecom_payment_card_expdate_month',
  'ecom_payment_card_expdate_year',
]);

/** The posted form as the bank echoes it back (every merchant field, e.g. firmaadi or Email, comes back). */
export function echoFields(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(form).filter(([key]) => !notEchoed.has(key.toLowerCase())));
}

export interface CallbackParts {
  /** The posted form, already passed through `echoFields`. */
  request: Record<string, string>;
  clientId: string;
  storeKey: string;
  merchantName: string;
  bank: EstOrder['bank'];
  clientIp: string;
  now: number;
  card?: EstCard;
  auth?: EstOrder['auth'];
  /** The bank's own charge (3D Pay models). */
  sale?: EstTransaction;
  /** A request the gate refused before any 3D step. */
  error?: EstError;
  /** The tampered-callback card: HASH deliberately computed with the wrong key. */
  badHash?: boolean;
  /** A fault drill's amount-mismatch: the return names (and signs) this amount instead of the order's. */
  shownAmount?: string;
}

function cardFields(card: EstCard, bank: EstOrder['bank']): Record<string, string> {
  return {
    maskedCreditCard: card.maskedSpaced,
    MaskedPan: card.maskedPan,
    Ecom_Payment_Card_ExpDate_Month: card.expMonth,
    Ecom_Payment_Card_ExpDate_Year: card.expYear,
    EXTRA_CARDBRAND: card.brand,
    EXTRA_CARDISSUER: estBankInfo[bank].issuer,
    ACQBIN: estBankInfo[bank].acqBin,
  };
}

function authFields(auth: NonNullable<EstOrder['auth']>): Record<string, string> {
  const verified = auth.mdStatus === '1' || auth.mdStatus === '2';
  return {
    mdStatus: auth.mdStatus,
    mdErrorMsg: auth.mdErrorMsg,
    txstatus: auth.txstatus,
    md: auth.md,
    xid: auth.xid,
    // A failed authentication carries no ECI and no CAVV, as in the captured failures.
    ...(auth.eci ? { eci: auth.eci, cavv: auth.cavv } : {}),
    PAResSyntaxOK: 'true',
    PAResVerified: verified ? 'true' : 'false',
    sID: '1',
    dsId: '1',
    payResults_dsId: '1',
    version: '2.0',
    digest: 'digest',
    callbackCall: 'true',
  };
}

function saleFields(sale: EstTransaction): Record<string, string> {
  return {
    ProcReturnCode: sale.procReturnCode,
    Response: sale.response,
    AuthCode: sale.authCode,
    TransId: sale.transId,
    HostRefNum: sale.hostRefNum,
    ErrMsg: sale.errMsg,
    ...(sale.errorCode ? { ErrorCode: sale.errorCode } : {}),
    EXTRA_TRXDATE: trxDate(sale.at),
    SettleId: sale.response === 'Approved' ? String(2000 + (Math.floor(sale.at / 86_400_000) % 1000)) : '',
    acqStan: sale.response === 'Approved' ? sale.hostRefNum.slice(-6) : '',
  };
}

/** Every field of the POST back to okUrl/failUrl, HASH (ver3 over all of them) last. */
export function callbackFields(parts: CallbackParts): Record<string, string> {
  const { request, auth } = parts;
  const oid = request.oid ?? '';
  const fields: Record<string, string> = {
    ...request,
    clientid: parts.clientId,
    merchantID: parts.clientId,
    merchantName: parts.merchantName,
    oid,
    ReturnOid: oid,
    amount: parts.shownAmount ?? request.amount ?? '',
    currency: request.currency ?? '',
    storetype: request.storetype ?? '',
    lang: request.lang ?? 'tr',
    taksit: request.taksit ?? '',
    TRANID: '',
    clientIp: parts.clientIp,
    hashAlgorithm: 'ver3',
    // The bank draws its own rnd for the callback, so a replayed request hash is never a valid callback hash.
    rnd: base64(15),
    encoding: 'UTF-8',
    ...(parts.card ? cardFields(parts.card, parts.bank) : {}),
    ...(auth ? authFields(auth) : {}),
    ...(parts.sale ? saleFields(parts.sale) : {}),
  };
  // A failed or attempt-only authentication explains itself in ErrMsg too (mews reads it when mdStatus ≠ 1).
  if (auth && auth.mdStatus !== '1' && !parts.sale) fields.ErrMsg = auth.mdErrorMsg.replace(/^[A-Z]-status\//, '');
  if (parts.error) {
    Object.assign(fields, {
      mdStatus: '0',
      mdErrorMsg: parts.error.errMsg,
      Response: 'Error',
      ProcReturnCode: '99',
      ErrMsg: parts.error.errMsg,
      ErrorCode: parts.error.errorCode,
      EXTRA_TRXDATE: trxDate(parts.now),
    });
  }
  fields.HASH = hashV3(fields, parts.badHash ? `${parts.storeKey}-${digits(4)}` : parts.storeKey);
  return fields;
}
