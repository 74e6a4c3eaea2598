import { type RequestContext, safeEqual } from '../../http.js';
import { formatMajor, isoIstanbul, payflexHostDate } from '../format.js';
import { sendXml } from '../respond.js';
import { buildXml, child, leafFields, type XmlFields } from '../xml.js';
import type { PayflexDeps } from './mpi.js';
import { applyFault, failAnswer, readPayflexXml } from './request.js';
import { isSale, type VposTransaction } from './store.js';

function responseInfo(status: 'Success' | 'Error', code: string, message: string, now: number): XmlFields {
  return {
    Status: status,
    ResponseCode: code,
    ResponseMessage: message,
    ResponseDateTime: isoIstanbul(now),
    IsIdempotent: 'false',
  };
}

function resultInfo(t: VposTransaction, merchantId: string): XmlFields {
  const amount = formatMajor(t.amountMinor);
  return {
    MerchantId: merchantId,
    TransactionType: t.transactionType,
    TransactionId: t.transactionId,
    OrderId: t.orderId,
    MpiTransactionId: t.mpiTransactionId,
    ResultCode: t.resultCode,
    ResponseMessage: t.resultDetail,
    HostResultCode: t.resultCode.slice(1),
    AuthCode: t.authCode,
    HostDate: payflexHostDate(t.at),
    Rrn: t.rrn,
    // The captured response says CurrencyAmount, mews issue #229 says Amount: both are given.
    CurrencyAmount: amount,
    Amount: amount,
    AmountCode: t.currency,
    CurrencyCode: '',
    Pan: t.maskedPan,
    ThreeDSecureType: '2',
    GainedPoint: '0',
    TotalPoint: '0',
    RefundedAmount: formatMajor(t.refundedMinor),
    IsReversed: 'false',
    IsCanceled: String(t.canceled),
    IsRefunded: String(t.refundedMinor > 0),
  };
}

/**
 * UIService/Search.aspx: SearchRequest{MerchantCriteria{HostMerchantId, MerchantPassword},
 * TransactionCriteria{TransactionId | OrderId, AuthCode}} → the matching sales, newest first, each with its
 * IsCanceled/IsRefunded flags.
 */
export function createPayflexSearch({ config, store, now }: PayflexDeps) {
  const send = (ctx: RequestContext, content: XmlFields) => sendXml(ctx.res, 200, buildXml('SearchResponse', content));
  const fail = (ctx: RequestContext, code: string, message: string) =>
    send(ctx, { ResponseInfo: responseInfo('Error', code, message, now()) });

  return async (ctx: RequestContext) => {
    const read = await readPayflexXml(ctx, 'SearchRequest');
    if (!read.ok) return fail(ctx, read.reason === 'prmstr' ? '9998' : '9999', `Geçersiz istek ${read.detail}`.trim());
    let merchant: Record<string, string>;
    let criteria: Record<string, string>;
    try {
      const merchantElement = child(read.root, 'MerchantCriteria');
      const criteriaElement = child(read.root, 'TransactionCriteria');
      merchant = merchantElement ? leafFields(merchantElement) : {};
      criteria = criteriaElement ? leafFields(criteriaElement) : {};
    } catch (error) {
      return fail(ctx, '9999', `Geçersiz istek ${(error as Error).message}`);
    }
    const idOk = safeEqual(merchant.HostMerchantId ?? '', config.payflex.merchantId);
    const passwordOk = safeEqual(merchant.MerchantPassword ?? '', config.payflex.password);
    if (!idOk || !passwordOk) return fail(ctx, '9065', 'Üye isyeri bulunamadi');
    if (applyFault(ctx, store, config.timeoutMs)) return;
    const { TransactionId: transactionId, OrderId: orderId, AuthCode: authCode } = criteria;
    if (!transactionId && !orderId) return fail(ctx, '9066', 'TransactionId ya da OrderId verilmelidir.');
    const chaos = store.chaos?.callFault('status', orderId ?? transactionId);
    if (chaos) return failAnswer(ctx, chaos, config.timeoutMs);
    const matches = store.transactions
      .filter(
        (t) =>
          isSale(t) &&
          (transactionId ? t.transactionId === transactionId : t.orderId === orderId) &&
          (!authCode || t.authCode === authCode),
      )
      .reverse();
    send(ctx, {
      ResponseInfo: responseInfo('Success', '0000', 'Succeeded.', now()),
      PageIndex: '1',
      PageSize: '10',
      TotalItemCount: String(matches.length),
      ...(matches.length
        ? {
            TransactionSearchResultInfo: {
              TransactionSearchResultInfo: matches.map((t) => resultInfo(t, config.payflex.merchantId)),
            },
          }
        : {}),
    });
  };
}
