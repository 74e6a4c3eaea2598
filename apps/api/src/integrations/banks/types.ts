import type { PaymentBankCode } from '@e-belediye/contracts/payments';

/**
 * One interface over the banks' 3-D Secure virtual POS protocols (Payten EstV3 "NestPay" and PayFlex MPI/VPOS).
 * Amounts are always whole kuruş here; each protocol formats them its own way at the edge.
 */

export type StoreType = '3d' | '3d_pay' | '3d_pay_hosting' | '3d_host';

/** EFT codes of the banks the portal can use: Ziraat, İşbank, Halkbank, Vakıfbank (one list, in the contracts). */
export type BankCode = PaymentBankCode;

export interface BankConfig {
  bankCode: BankCode;
  /** Ziraat runs both infrastructures, so the bank code alone never decides the protocol. */
  protocol: 'estv3' | 'payflex';
  storeType: StoreType;
  /** EstV3: the browser's 3D gate (…/fim/est3Dgate). PayFlex: the MPI enrollment URL (…/MPI_Enrollment.aspx). */
  gateUrl: string;
  /** EstV3: the XML API (…/fim/api). PayFlex: the VPOS provision URL (…/Vposreq.aspx). */
  apiUrl: string;
  /**
   * PayFlex Common Payment ("Ortak Ödeme Sayfası", storeType 3d_pay_hosting): the registration address
   * (…/CommonPayment/api/RegisterTransaction). Its answer names the bank's payment page, on the same origin.
   */
  commonPaymentUrl?: string;
  /** PayFlex only: the transaction search URL (…/UIService/Search.aspx); EstV3 queries through apiUrl. */
  queryUrl?: string;
  /** EstV3 clientid; PayFlex MerchantId (also HostMerchantId in searches). */
  clientId: string;
  /** EstV3 store key for the ver3 hash; unused by PayFlex. */
  storeKey: string;
  /** EstV3 API user (CC5Request Name); unused by PayFlex. */
  apiUser: string;
  /** EstV3 API password; PayFlex VPOS and search password. */
  apiPassword: string;
  /**
   * PayFlex MPI: origins of the issuers' 3-D Secure (ACS) pages. The enrollment answer names the page our browser
   * form posts to, so the content security policy must allow it in advance.
   */
  acsOrigins?: string[];
  /** PayFlex terminal number (VP…). */
  terminalNo?: string;
  /** PayFlex MPI MerchantPassword when it differs from apiPassword. */
  merchantPassword?: string;
  /** Time limit for every call to the bank; 15 s when not set. */
  timeoutMs?: number;
}

/** Our page adds the card to the bank's form in the browser (EstV3 3D, 3D Pay): the server signs the rest. */
export const CARD_FROM_BROWSER = 'browser';
export type CardFromBrowser = typeof CARD_FROM_BROWSER;

/** Held in memory for one request only: never logged, stored or echoed. */
export interface Card {
  holder: string;
  number: string;
  expMonth: number;
  /** Four digits (2026) or two (26). */
  expYear: number;
  cvv: string;
}

export interface PaymentOrder {
  /** Unique per payment attempt: it is the bank's order id (EstV3 oid, PayFlex OrderId and enrollment id). */
  orderNo: string;
  amountKurus: number;
  currency: 'TRY';
  okUrl: string;
  failUrl: string;
  lang: 'tr' | 'en';
  clientIp: string;
  /**
   * A keyed hash of the order number (HMAC with the machine key). PayFlex echoes it in its return (SessionInfo),
   * which is otherwise unsigned: only a return that carries it can be the bank's.
   */
  returnToken?: string;
}

/** What a callback must match: our pending order, and for PayFlex the token its enrollment sent. */
export interface ExpectedReturn {
  orderNo: string;
  amountKurus: number;
  returnToken?: string;
}

/** What the browser must POST to the bank (auto-submitted form). */
export interface BrowserForm {
  action: string;
  method: 'POST';
  fields: Record<string, string>;
}

export type CallbackVerdict =
  /** 3D model: the card holder is authenticated; provision() charges next. Do not store cavv. */
  | {
      kind: 'authenticated';
      orderNo: string;
      amountKurus: number;
      md: string;
      xid?: string;
      eci?: string;
      cavv?: string;
    }
  /** 3D Pay / hosted models: the bank has already charged the card. */
  | { kind: 'paid'; orderNo: string; amountKurus: number; authCode: string; hostRef: string; transId: string }
  /** reason is Turkish text a citizen understands; bankCode and mdStatus are for logs and support. */
  | { kind: 'declined'; orderNo: string; reason: string; bankCode?: string; mdStatus?: string }
  /**
   * A hosted page's unsigned result (PayFlex Common Payment), bound to our order by the return token: only the
   * bank's answer to a status query may record or fail the order.
   */
  | { kind: 'reported'; orderNo: string; approved: boolean; reason?: string; bankCode?: string }
  /** Bad hash, another order, wrong amount or missing fields: reject and log; the order stays pending. */
  | { kind: 'invalid'; reason: string };

export type AuthenticatedCallback = Extract<CallbackVerdict, { kind: 'authenticated' }>;

export interface ProvisionResult {
  approved: boolean;
  authCode?: string;
  hostRef?: string;
  transId?: string;
  procReturnCode: string;
  /** Turkish text for the citizen when not approved. */
  reason?: string;
}

export interface StatusResult {
  state: 'paid' | 'pending' | 'failed' | 'cancelled' | 'unknown';
  amountKurus?: number;
  authCode?: string;
  transId?: string;
  /** The bank's answer, flattened, with card data removed. */
  raw?: Record<string, string>;
}

export interface BankGateway {
  readonly config: BankConfig;
  /**
   * EstV3 3d / 3d_pay: the card goes into the form the browser posts to the bank, added by the browser itself
   * (CARD_FROM_BROWSER); hosted models take none. PayFlex needs the card itself, for enrollment.
   */
  paymentForm(order: PaymentOrder, card?: Card | CardFromBrowser): Promise<BrowserForm>;
  verifyCallback(fields: Record<string, string>, expected: ExpectedReturn): CallbackVerdict;
  provision(order: PaymentOrder, auth: AuthenticatedCallback, card?: Card): Promise<ProvisionResult>;
  queryStatus(orderNo: string): Promise<StatusResult>;
}
