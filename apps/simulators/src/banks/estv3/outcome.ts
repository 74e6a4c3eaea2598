import type { EstBank } from '../config.js';
import { base64, digits, estTransId, hex } from '../format.js';
import type { EstAuth, EstCard, EstOrder, EstTransaction, EstTxType } from './store.js';

export const estBankInfo: Record<EstBank, { name: string; issuer: string; acqBin: string; eft: string }> = {
  ziraat: { name: 'T.C. Ziraat Bankası A.Ş.', issuer: 'T.C. ZIRAAT BANKASI A.S.', acqBin: '454672', eft: '0010' },
  isbank: { name: 'Türkiye İş Bankası A.Ş.', issuer: 'TURKIYE IS BANKASI A.S.', acqBin: '450803', eft: '0064' },
  halkbank: { name: 'Türkiye Halk Bankası A.Ş.', issuer: 'TURKIYE HALK BANKASI A.S.', acqBin: '540061', eft: '0012' },
};

/** An error the bank answers itself (bad request, bad hash …): Payten-style code and message. */
export interface EstError {
  errMsg: string;
  errorCode: string;
}

export const estErrors = {
  // Codes seen in captured Payten responses (mews/pos fixtures).
  cardFormat: { errMsg: 'Kredi karti numarasi gecerli formatta degil.', errorCode: 'CORE-2012' },
  voidNotEligible: { errMsg: 'İptal edilmeye uygun satış işlemi bulunamadı.', errorCode: 'CORE-2008' },
  installment: { errMsg: 'Taksit tablosu icin gecersiz deger', errorCode: 'CORE-2603' },
  // Simulator-defined codes (SIM-…) for the cases no captured response shows.
  hash: { errMsg: 'Hash değeri doğrulanamadı (ver3).', errorCode: 'SIM-HASH' },
  hashAlgorithm: { errMsg: "hashAlgorithm 'ver3' olmalıdır.", errorCode: 'SIM-HASHALG' },
  duplicateOrder: {
    errMsg: 'Mükerrer sipariş: bu sipariş numarasıyla daha önce işlem yapılmış.',
    errorCode: 'SIM-DUPLICATE-ORDER',
  },
  cancelled: { errMsg: 'İşlem kart sahibi tarafından iptal edildi.', errorCode: 'SIM-CANCELLED' },
} satisfies Record<string, EstError>;

/** The outcome of the ACS step. `code` is what the cardholder typed, `cancelled` when they pressed İptal. */
export function authenticate(card: EstCard, acsCode: string, typed: string, cancelled: boolean, clientId: string) {
  const md = `${card.bin}:${hex(32).toUpperCase()}:${digits(4)}:##${clientId}`;
  const xid = base64(20);
  const failed = (reason: string): EstAuth => ({
    mdStatus: '0',
    mdErrorMsg: `N-status/${reason}`,
    txstatus: 'N',
    md,
    xid,
    eci: '',
    cavv: '',
  });
  if (cancelled) return failed('Kart sahibi doğrulamayı iptal etti');
  if (typed.trim() !== acsCode) return failed('Doğrulama kodu hatalı');
  if (card.behaviour === 'auth-failure') return failed('Kimlik doğrulama başarısız');
  return {
    mdStatus: '1',
    mdErrorMsg: 'Y-status/Challenge authentication via ACS',
    txstatus: 'Y',
    md,
    xid,
    eci: card.brand === 'MASTERCARD' ? '02' : '05',
    cavv: base64(20),
  } satisfies EstAuth;
}

/** A card outside 3-D Secure: no challenge, "attempt" only (mdStatus 2), which is not full 3D. */
export function attemptOnly(card: EstCard, clientId: string): EstAuth {
  return {
    mdStatus: '2',
    mdErrorMsg: 'A-status/Kart 3D Secure programına kayıtlı değil',
    txstatus: 'A',
    md: `${card.bin}:${hex(32).toUpperCase()}:${digits(4)}:##${clientId}`,
    xid: base64(20),
    eci: card.brand === 'MASTERCARD' ? '01' : '06',
    cavv: base64(20),
  };
}

const declines: Record<string, { procReturnCode: string; errMsg: string; errorCode: string }> = {
  'insufficient-funds': { procReturnCode: '51', errMsg: 'Yetersiz bakiye.', errorCode: 'ISO8583-51' },
  'expired-card': { procReturnCode: '54', errMsg: 'Kartın son kullanma tarihi geçmiş.', errorCode: 'ISO8583-54' },
  reject: { procReturnCode: '05', errMsg: 'Red - Onaylanmadı.', errorCode: 'ISO8583-05' },
};

/** The issuer's answer to a sale on this card: approved, or declined with the card's ProcReturnCode. */
export function charge(
  card: EstCard,
  type: EstTxType,
  amountMinor: number,
  source: EstTransaction['source'],
  now: number,
): EstTransaction {
  const decline = declines[card.expired ? 'expired-card' : card.behaviour];
  const base = { type, source, at: now, amountMinor, transId: estTransId(now) };
  if (decline) return { ...base, response: 'Declined', authCode: '', hostRefNum: '', ...decline };
  return {
    ...base,
    response: 'Approved',
    procReturnCode: '00',
    authCode: `${type === 'PreAuth' ? 'T' : 'P'}${digits(5)}`,
    hostRefNum: digits(12),
    errMsg: '',
    errorCode: '',
  };
}

/** A bank-side operation on an existing order (void, refund, capture): always approved. */
export function approvedOperation(type: EstTxType, amountMinor: number, now: number): EstTransaction {
  return {
    type,
    source: 'api',
    at: now,
    amountMinor,
    response: 'Approved',
    procReturnCode: '00',
    transId: estTransId(now),
    authCode: `P${digits(5)}`,
    hostRefNum: digits(12),
    errMsg: '',
    errorCode: '',
  };
}

export function rejectedOperation(type: EstTxType, error: EstError, now: number): EstTransaction {
  return {
    type,
    source: 'api',
    at: now,
    amountMinor: 0,
    response: 'Error',
    procReturnCode: '99',
    transId: estTransId(now),
    authCode: '',
    hostRefNum: '',
    ...error,
  };
}

/** okUrl for full 3D success (and, where the bank charges, an approved charge); failUrl otherwise. */
export function callbackUrl(order: EstOrder, sale: EstTransaction | undefined): string {
  const authOk = order.auth?.mdStatus === '1';
  const chargeOk = order.storetype === '3d' || sale?.procReturnCode === '00';
  return authOk && chargeOk ? (order.request.okUrl ?? '') : (order.request.failUrl ?? '');
}
