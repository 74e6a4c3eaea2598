import { contentType, type RequestContext, safeEqual, sendText } from '../../http.js';
import type { Charset } from '../charset.js';
import { parseFormBytes, readRawBody } from '../charset.js';
import type { EstBank } from '../config.js';
import { dttm, estHostDate, estTransId, parseEstAmount, trxDate } from '../format.js';
import { holdThen, sendXml } from '../respond.js';
import { buildXml, child, leafFields, parseXmlBytes, XmlError } from '../xml.js';
import type { EstDeps } from './gate.js';
import { approvedOperation, charge, type EstError, estErrors, rejectedOperation } from './outcome.js';
import { type EstOrder, type EstTransaction, isSale, isVoided, lastSale, refundedMinor } from './store.js';

/** A CC5Response, fields in the order Payten writes them (a type alias, so it is assignable to XmlFields). */
type Cc5Response = {
  OrderId: string;
  GroupId: string;
  Response: string;
  AuthCode: string;
  HostRefNum: string;
  ProcReturnCode: string;
  TransId: string;
  ErrMsg: string;
  Extra: Record<string, string>;
};

const apiErrors = {
  malformed: (detail: string): EstError => ({ errMsg: `XML işlenemedi: ${detail}`, errorCode: 'SIM-XML' }),
  credentials: { errMsg: 'Kullanıcı adı, şifre ya da üye işyeri numarası hatalı.', errorCode: 'SIM-AUTH' },
  unknownOrder: { errMsg: 'Sipariş bulunamadı.', errorCode: 'SIM-NO-ORDER' },
  badMd: { errMsg: 'MD değeri bu sipariş için geçersiz.', errorCode: 'SIM-MD' },
  notAuthenticated: {
    errMsg: 'Tam 3D doğrulaması (mdStatus 1) olmayan işlem için provizyon alınamaz.',
    errorCode: 'SIM-MDSTATUS',
  },
  threeDData: { errMsg: '3D doğrulama verileri (xid, eci, cavv) uyuşmuyor.', errorCode: 'SIM-3D-DATA' },
  amount: { errMsg: 'Tutar ya da para birimi 3D doğrulamadakiyle uyuşmuyor.', errorCode: 'SIM-AMOUNT' },
  nonSecure: { errMsg: 'Bu üye işyerine 3D olmayan işlem yetkisi tanımlı değil.', errorCode: 'SIM-NON-SECURE' },
  type: { errMsg: 'Geçersiz işlem tipi (Type).', errorCode: 'SIM-TYPE' },
  refundAmount: { errMsg: 'İade tutarı iade edilebilir tutarı aşıyor.', errorCode: 'SIM-REFUND-AMOUNT' },
  notCapturable: { errMsg: 'Kapatılacak ön provizyon bulunamadı.', errorCode: 'SIM-POSTAUTH' },
  notEligible: { errMsg: 'İşleme uygun onaylı satış bulunamadı.', errorCode: 'SIM-NO-SALE' },
} satisfies Record<string, EstError | ((detail: string) => EstError)>;

function errorResponse(error: EstError, now: number, orderId = ''): Cc5Response {
  return {
    OrderId: orderId,
    GroupId: orderId,
    Response: 'Error',
    AuthCode: '',
    HostRefNum: '',
    ProcReturnCode: '99',
    TransId: estTransId(now),
    ErrMsg: error.errMsg,
    Extra: { SETTLEID: '', TRXDATE: trxDate(now), ERRORCODE: error.errorCode, NUMCODE: '99' },
  };
}

function transactionResponse(order: EstOrder, tx: EstTransaction, clientId: string): Cc5Response {
  const approved = tx.response === 'Approved';
  return {
    OrderId: order.oid,
    GroupId: order.oid,
    Response: tx.response,
    AuthCode: tx.authCode,
    HostRefNum: tx.hostRefNum,
    ProcReturnCode: tx.procReturnCode,
    TransId: tx.transId,
    ErrMsg: tx.errMsg,
    Extra: {
      SETTLEID: approved ? String(2000 + (Math.floor(tx.at / 86_400_000) % 1000)) : '',
      TRXDATE: trxDate(tx.at),
      ERRORCODE: tx.errorCode,
      ...(approved ? { MERCHANTID: clientId, CARDBRAND: order.card?.brand ?? '', HOSTDATE: estHostDate(tx.at) } : {}),
      NUMCODE: approved ? '00' : tx.response === 'Declined' ? tx.procReturnCode : '99',
    },
  };
}

/** TRANS_STAT as the ORDERSTATUS query reports it: C captured, A pre-authorized, D declined, V voided. */
function transStat(order: EstOrder, sale: EstTransaction): string {
  if (sale.response !== 'Approved') return 'D';
  if (isVoided(order)) return 'V';
  const captured = order.transactions.some((t) => t.type === 'PostAuth' && t.response === 'Approved');
  return sale.type === 'PreAuth' && !captured ? 'A' : 'C';
}

function statusResponse(order: EstOrder | undefined, oid: string): Cc5Response {
  const sale = order && lastSale(order);
  const pending = order && !sale && order.stage === 'done' && order.auth?.mdStatus === '1';
  if (!order || (!sale && !pending)) {
    return {
      OrderId: '',
      GroupId: '',
      Response: 'Declined',
      AuthCode: '',
      HostRefNum: '',
      ProcReturnCode: '99',
      TransId: '',
      ErrMsg: `No record found for ${oid}`,
      Extra: {
        NUMCODE: '0',
        ORDERSTATUS:
          'ORD_ID:\tCHARGE_TYPE_CD:\tORIG_TRANS_AMT:\tCAPTURE_AMT:\tTRANS_STAT:\tAUTH_DTTM:\tCAPTURE_DTTM:\tAUTH_CODE:',
      },
    };
  }
  const stat = sale ? transStat(order, sale) : 'PN';
  const captured = stat === 'C' || (stat === 'V' && sale?.type === 'Auth');
  const voidTx = order.transactions.find((t) => t.type === 'Void' && t.response === 'Approved');
  const row: Record<string, string> = {
    ORD_ID: order.oid,
    CHARGE_TYPE_CD: 'S',
    ORIG_TRANS_AMT: String(order.amountMinor),
    CAPTURE_AMT: captured ? String(order.amountMinor) : '',
    TRANS_STAT: stat,
    AUTH_DTTM: sale ? dttm(sale.at) : '',
    CAPTURE_DTTM: captured && sale ? dttm(sale.at) : '',
    AUTH_CODE: sale?.authCode ?? '',
    TRANS_ID: sale?.transId ?? '',
  };
  return {
    OrderId: order.oid,
    GroupId: order.oid,
    Response: 'Approved',
    AuthCode: '',
    HostRefNum: '',
    ProcReturnCode: '00',
    TransId: sale?.transId ?? '',
    ErrMsg: `Record(s) found for ${order.oid}`,
    Extra: {
      ...row,
      HOST_REF_NUM: sale?.hostRefNum ?? '',
      PROC_RET_CD: sale?.procReturnCode ?? '',
      HOSTDATE: sale ? estHostDate(sale.at) : '',
      PAN: order.card?.maskedSpaced ?? '',
      MDSTATUS: order.auth?.mdStatus ?? '',
      XID_3D: '',
      ECI_3D: '',
      CAVV_3D: '',
      SETTLEID: '',
      ...(voidTx ? { VOID_DTTM: dttm(voidTx.at) } : {}),
      REFUNDED_AMT: String(refundedMinor(order)),
      NUMCODE: '0',
      ORDERSTATUS: Object.entries(row)
        .map(([k, v]) => `${k}:${v}`)
        .join('\t'),
    },
  };
}

/** ORDERHISTORY: one TRXn line per transaction, tab-separated as in the captured responses. */
function historyResponse(order: EstOrder | undefined, oid: string): Cc5Response {
  const txs = order?.transactions ?? [];
  const lines = txs.map((t, i): [string, string] => {
    const stat = isSale(t) && order ? transStat(order, t) : t.response === 'Approved' ? 'C' : 'D';
    const type = t.type === 'Credit' ? 'C' : 'S';
    const amount = String(t.amountMinor);
    const cells = [type, stat, amount, amount, dttm(t.at), dttm(t.at), '', t.hostRefNum, t.authCode];
    return [`TRX${i + 1}`, [...cells, t.procReturnCode, t.transId].join('\t')];
  });
  return {
    OrderId: order ? oid : '',
    GroupId: order ? oid : '',
    Response: 'Approved',
    AuthCode: '',
    HostRefNum: '',
    ProcReturnCode: '00',
    TransId: '',
    ErrMsg: '',
    Extra: { ...Object.fromEntries(lines), TRXCOUNT: String(lines.length), NUMCODE: '0' },
  };
}

export function createEstApi(bank: EstBank, deps: EstDeps) {
  const { config, store, now } = deps;
  const merchant = config.estv3[bank];

  const send = (ctx: RequestContext, r: Cc5Response, charset: Charset) =>
    sendXml(ctx.res, 200, buildXml('CC5Response', r, charset), charset);

  /** 3D provision: Number carries the md of an authenticated order; each order is provisioned once. */
  const provision = (fields: Record<string, string>, type: 'Auth' | 'PreAuth') => {
    const order = store.get(bank, fields.OrderId ?? '');
    if (!order) return { r: errorResponse(apiErrors.unknownOrder, now(), fields.OrderId) };
    if (order.transactions.some(isSale)) {
      const duplicate = rejectedOperation(type, estErrors.duplicateOrder, now());
      return { r: { ...transactionResponse(order, duplicate, merchant.clientId), Response: 'Declined' } };
    }
    if (!order.auth || !safeEqual(order.auth.md, fields.Number ?? '')) {
      return { r: errorResponse(apiErrors.badMd, now(), order.oid) };
    }
    if (order.auth.mdStatus !== '1') return { r: errorResponse(apiErrors.notAuthenticated, now(), order.oid) };
    const { xid, eci, cavv } = order.auth;
    if (fields.PayerTxnId !== xid || fields.PayerSecurityLevel !== eci || fields.PayerAuthenticationCode !== cavv) {
      return { r: errorResponse(apiErrors.threeDData, now(), order.oid) };
    }
    if (parseEstAmount(fields.Total ?? '') !== order.amountMinor || (fields.Currency ?? '') !== order.currency) {
      return { r: errorResponse(apiErrors.amount, now(), order.oid) };
    }
    const sale = charge(order.card!, type, order.amountMinor, 'api', now());
    order.transactions.push(sale);
    store.touch(order);
    return { r: transactionResponse(order, sale, merchant.clientId), hang: order.card?.behaviour === 'timeout' };
  };

  /** Void, refund (Credit, partial with Total) and capture (PostAuth) of an approved sale. */
  const operate = (fields: Record<string, string>, type: 'Void' | 'Credit' | 'PostAuth') => {
    const order = store.get(bank, fields.OrderId ?? '');
    const ineligible = type === 'Void' ? estErrors.voidNotEligible : apiErrors.notEligible;
    if (!order) return errorResponse(ineligible, now(), fields.OrderId);
    const record = (tx: EstTransaction) => {
      order.transactions.push(tx);
      store.touch(order);
      return transactionResponse(order, tx, merchant.clientId);
    };
    const sale = lastSale(order);
    if (sale?.response !== 'Approved' || isVoided(order)) return record(rejectedOperation(type, ineligible, now()));
    if (type === 'Void') return record(approvedOperation('Void', order.amountMinor, now()));
    if (type === 'PostAuth') {
      const captured = order.transactions.some((t) => t.type === 'PostAuth' && t.response === 'Approved');
      if (sale.type !== 'PreAuth' || captured) return record(rejectedOperation(type, apiErrors.notCapturable, now()));
      return record(approvedOperation('PostAuth', order.amountMinor, now()));
    }
    const remaining = order.amountMinor - refundedMinor(order);
    const amount = fields.Total ? parseEstAmount(fields.Total) : remaining;
    if (amount === null || amount > remaining) return record(rejectedOperation(type, apiErrors.refundAmount, now()));
    return record(approvedOperation('Credit', amount, now()));
  };

  return async (ctx: RequestContext) => {
    const body = await readRawBody(ctx.req);
    // mews posts the XML as the body; some integrations send it as the DATA form field instead.
    const bytes =
      contentType(ctx.req) === 'application/x-www-form-urlencoded' ? parseFormBytes(body).get('DATA') : body;
    let parsed: ReturnType<typeof parseXmlBytes>;
    try {
      parsed = parseXmlBytes(bytes ?? Buffer.alloc(0));
      if (parsed.root.name !== 'CC5Request') throw new XmlError('Kök eleman CC5Request olmalıdır');
    } catch (error) {
      const detail = error instanceof XmlError ? error.message : 'okunamadı';
      return send(ctx, errorResponse(apiErrors.malformed(detail), now()), 'UTF-8');
    }
    const { root, charset } = parsed;
    let fields: Record<string, string>;
    let extra: Record<string, string>;
    try {
      fields = leafFields(root);
      const extraElement = child(root, 'Extra');
      extra = extraElement ? leafFields(extraElement) : {};
    } catch (error) {
      return send(ctx, errorResponse(apiErrors.malformed((error as Error).message), now()), charset);
    }
    const userOk = safeEqual(fields.Name ?? '', merchant.apiUser);
    const passwordOk = safeEqual(fields.Password ?? '', merchant.apiPassword);
    const clientOk = safeEqual(fields.ClientId ?? '', merchant.clientId);
    if (!userOk || !passwordOk || !clientOk) return send(ctx, errorResponse(apiErrors.credentials, now()), charset);

    const fault = store.faults(bank).take();
    if (fault === 'error') return sendText(ctx.res, 500, 'Internal Server Error');
    if (fault === 'timeout')
      return holdThen(ctx.res, config.timeoutMs, () => sendText(ctx.res, 504, 'Gateway Timeout'));

    let result: { r: Cc5Response; hang?: boolean };
    const oid = fields.OrderId ?? '';
    const statusQuery = (extra.ORDERSTATUS ?? '').toUpperCase() === 'QUERY';
    const provisionCall = fields.Type === 'Auth' || fields.Type === 'PreAuth';
    const chaos =
      statusQuery || provisionCall ? store.chaos?.callFault(statusQuery ? 'status' : 'provision', oid) : null;
    if (chaos === 'error' || (chaos === 'timeout' && statusQuery)) {
      if (chaos === 'error') return sendText(ctx.res, 500, 'Internal Server Error');
      return holdThen(ctx.res, config.timeoutMs, () => sendText(ctx.res, 504, 'Gateway Timeout'));
    }
    if (statusQuery) result = { r: statusResponse(store.get(bank, oid), oid) };
    else if ((extra.ORDERHISTORY ?? '').toUpperCase() === 'QUERY') {
      result = { r: historyResponse(store.get(bank, oid), oid) };
    } else if (fields.Type === 'Auth' || fields.Type === 'PreAuth') {
      // A 3D provision's Number is the md ('454671:…:##clientid'); a bare card number is a non-3D sale.
      result = (fields.Number ?? '').includes(':')
        ? provision(fields, fields.Type)
        : { r: errorResponse(apiErrors.nonSecure, now(), oid) };
    } else if (fields.Type === 'Void' || fields.Type === 'Credit' || fields.Type === 'PostAuth') {
      result = { r: operate(fields, fields.Type) };
    } else result = { r: errorResponse(apiErrors.type, now(), oid) };

    // A provision that charged the card and whose answer is then lost: held past the client's patience, or a 500.
    if (result.hang || chaos === 'timeout')
      return holdThen(ctx.res, config.timeoutMs, () => sendText(ctx.res, 504, 'Gateway Timeout'));
    if (chaos === 'error-after') return sendText(ctx.res, 500, 'Internal Server Error');
    send(ctx, result.r, charset);
  };
}
