import { type RequestContext, safeEqual, sendText } from '../../http.js';
import { digits, formatMajor, hex, parsePayflexAmount, payflexHostDate } from '../format.js';
import { holdThen, sendXml } from '../respond.js';
import { buildXml, leafFields, type XmlError } from '../xml.js';
import type { PayflexDeps } from './mpi.js';
import { applyFault, readPayflexXml } from './request.js';
import { isSale, type VposTransaction, type VposTransactionType } from './store.js';

/** VPOS ResultCodes: 0000, 0312, 1059, 1083 and 9039 come from captured responses; the rest are the simulator's. */
export const vposResults = {
  approved: ['0000', 'İŞLEM BAŞARILI'],
  insufficientFunds: ['0051', 'RED-YETERSİZ BAKİYE'],
  expiredCard: ['0054', 'RED-SÜRESİ DOLMUŞ KART'],
  invalidCard: ['0312', 'RED-GEÇERSİZ KART'],
  merchant: ['9039', 'Üye işyeri bulunamadı.'],
  fullyRefunded: ['1059', 'İşlemin tamamı iade edilmiş.'],
  alreadyCanceled: ['1083', 'Referans islem daha önceden iptal edilmis.'],
  duplicateMpi: ['1041', 'Bu MpiTransactionId ile daha önce provizyon alınmış.'],
  cardMismatch: ['1042', 'Kart bilgileri 3D doğrulamadaki kartla uyuşmuyor.'],
  amountMismatch: ['1043', 'Tutar ya da para birimi 3D doğrulamadakiyle uyuşmuyor.'],
  noMpi: ['1044', 'MpiTransactionId için tamamlanmış 3D doğrulama bulunamadı.'],
  threeD: ['1045', '3D doğrulaması başarısız ya da ECI/CAVV uyuşmuyor.'],
  expiryFormat: ['1046', 'Invalid Expire Date (Expiry YYYYMM olmalıdır).'],
  cvv: ['1047', 'Cvv geçersiz.'],
  nonSecure: ['1049', 'Üye işyerinin 3D olmayan işlem yetkisi yok (MpiTransactionId eksik).'],
  noReference: ['1060', 'İşleme uygun referans işlem bulunamadı.'],
  refundAmount: ['1061', 'İade tutarı iade edilebilir tutarı aşıyor.'],
  type: ['1062', 'Geçersiz TransactionType.'],
  duplicateTransactionId: ['1063', 'TransactionId daha önce kullanılmış.'],
  notEnrolled: ['1048', 'Kart 3D Secure programına kayıtlı değil.'],
  cancelled: ['1050', 'Kart sahibi ödemeyi iptal etti.'],
  prmstr: ['9998', 'İstek Xml Mesajını prmstr parametresi ile iletiniz'],
  xml: ['9999', 'Geçersiz XML'],
} as const satisfies Record<string, readonly [string, string]>;

type Result = readonly [string, string];

function errorXml([code, detail]: Result, extra = ''): string {
  return buildXml('VposResponse', {
    ResultCode: code,
    ResultDetail: extra ? `${detail}: ${extra}` : detail,
    InstallmentTable: '',
  });
}

function transactionXml(t: VposTransaction, merchantId: string, terminalNo: string): string {
  const amount = formatMajor(t.amountMinor);
  const sale = isSale(t);
  return buildXml('VposResponse', {
    MerchantId: merchantId,
    TransactionType: t.transactionType,
    TransactionId: t.transactionId,
    ...(sale ? {} : { ReferenceTransactionId: t.referenceTransactionId }),
    ResultCode: t.resultCode,
    ResultDetail: t.resultDetail,
    InstallmentTable: '',
    CampaignResult: '',
    AuthCode: t.authCode,
    HostDate: payflexHostDate(t.at),
    Rrn: t.rrn,
    TerminalNo: terminalNo,
    CurrencyAmount: amount,
    CurrencyCode: t.currency,
    ...(sale ? { OrderId: t.orderId, ECI: t.eci, ThreeDSecureType: '2', TransactionDeviceSource: '0' } : {}),
    BatchNo: '300',
    TLAmount: amount,
  });
}

export function createPayflexVpos({ config, store, now }: PayflexDeps) {
  const { merchantId, terminalNo } = config.payflex;

  const newTransaction = (
    type: VposTransactionType,
    f: Record<string, string>,
    result: Result,
    rest: Partial<VposTransaction>,
  ): VposTransaction => {
    const transactionId = f.TransactionId || hex(16);
    return {
      transactionType: type,
      transactionId,
      orderId: f.OrderId || transactionId,
      mpiTransactionId: '',
      referenceTransactionId: '',
      resultCode: result[0],
      resultDetail: result[1],
      authCode: result[0] === '0000' ? digits(6) : '000000',
      rrn: digits(12),
      at: now(),
      amountMinor: 0,
      currency: f.CurrencyCode || '949',
      maskedPan: '',
      eci: '',
      canceled: false,
      refundedMinor: 0,
      ...rest,
    };
  };

  /** A 3D sale: the card, amount and 3D data must be those of the enrollment, once per MpiTransactionId. */
  const sale = (f: Record<string, string>, type: 'Sale' | 'Auth'): Result | VposTransaction => {
    if (!f.MpiTransactionId) return vposResults.nonSecure;
    const entry = store.get(f.MpiTransactionId);
    if (entry?.stage !== 'done') return vposResults.noMpi;
    if (store.transactions.some((t) => isSale(t) && t.mpiTransactionId === entry.id)) return vposResults.duplicateMpi;
    if (f.TransactionId && store.findTransaction(f.TransactionId)) return vposResults.duplicateTransactionId;
    const auth = entry.auth;
    if (auth?.status !== 'Y' || f.ECI !== auth.eci || f.CAVV !== auth.cavv) return vposResults.threeD;
    if (!/^20\d{2}(0[1-9]|1[0-2])$/.test(f.Expiry ?? '')) return vposResults.expiryFormat;
    if (!/^\d{3,4}$/.test(f.Cvv ?? '')) return vposResults.cvv;
    const sameCard = safeEqual(store.panDigest((f.Pan ?? '').replace(/\s/g, '')), entry.panDigest);
    if (!sameCard || f.Expiry.slice(2) !== entry.expiry) return vposResults.cardMismatch;
    if (parsePayflexAmount(f.CurrencyAmount ?? '') !== entry.amountMinor || f.CurrencyCode !== entry.currency) {
      return vposResults.amountMismatch;
    }
    const outcome: Result = entry.expired
      ? vposResults.expiredCard
      : ((
          {
            'insufficient-funds': vposResults.insufficientFunds,
            'expired-card': vposResults.expiredCard,
            reject: vposResults.invalidCard,
          } as Partial<Record<string, Result>>
        )[entry.behaviour] ?? vposResults.approved);
    const tx = newTransaction(type, f, outcome, {
      mpiTransactionId: entry.id,
      amountMinor: entry.amountMinor,
      currency: entry.currency,
      maskedPan: entry.maskedPan,
      eci: auth.eci,
    });
    store.record(tx);
    store.touch(entry);
    return tx;
  };

  const cancelOrRefund = (f: Record<string, string>, type: 'Cancel' | 'Refund'): Result | VposTransaction => {
    const ref = store.findTransaction(f.ReferenceTransactionId ?? '');
    if (!ref || !isSale(ref) || ref.resultCode !== '0000') return vposResults.noReference;
    if (ref.canceled) return vposResults.alreadyCanceled;
    let amountMinor = ref.amountMinor;
    if (type === 'Refund') {
      const remaining = ref.amountMinor - ref.refundedMinor;
      if (remaining <= 0) return vposResults.fullyRefunded;
      amountMinor = f.CurrencyAmount ? (parsePayflexAmount(f.CurrencyAmount) ?? Number.POSITIVE_INFINITY) : remaining;
      if (amountMinor > remaining) return vposResults.refundAmount;
      ref.refundedMinor += amountMinor;
    } else ref.canceled = true;
    const tx = newTransaction(type, f, vposResults.approved, {
      referenceTransactionId: ref.transactionId,
      amountMinor,
      currency: ref.currency,
      maskedPan: ref.maskedPan,
    });
    store.record(tx);
    return tx;
  };

  return async (ctx: RequestContext) => {
    const read = await readPayflexXml(ctx, 'VposRequest');
    if (!read.ok) {
      const xml = read.reason === 'prmstr' ? errorXml(vposResults.prmstr) : errorXml(vposResults.xml, read.detail);
      return sendXml(ctx.res, 200, xml);
    }
    let f: Record<string, string>;
    try {
      f = leafFields(read.root);
    } catch (error) {
      return sendXml(ctx.res, 200, errorXml(vposResults.xml, (error as XmlError).message));
    }
    const idOk = safeEqual(f.MerchantId ?? '', merchantId);
    const passwordOk = safeEqual(f.Password ?? '', config.payflex.password);
    const terminalOk = safeEqual(f.TerminalNo ?? '', terminalNo);
    if (!idOk || !passwordOk || !terminalOk) return sendXml(ctx.res, 200, errorXml(vposResults.merchant));
    if (applyFault(ctx, store, config.timeoutMs)) return;

    const type = f.TransactionType;
    let result: Result | VposTransaction;
    if (type === 'Sale' || type === 'Auth') result = sale(f, type);
    else if (type === 'Cancel' || type === 'Refund') result = cancelOrRefund(f, type);
    else result = vposResults.type;
    if (Array.isArray(result)) return sendXml(ctx.res, 200, errorXml(result as Result));
    const tx = result as VposTransaction;
    const entry = store.get(tx.mpiTransactionId);
    if (isSale(tx) && entry?.behaviour === 'timeout') {
      // The bank has charged; only the answer is lost.
      return holdThen(ctx.res, config.timeoutMs, () => sendText(ctx.res, 504, 'Gateway Timeout'));
    }
    sendXml(ctx.res, 200, transactionXml(tx, merchantId, terminalNo));
  };
}
