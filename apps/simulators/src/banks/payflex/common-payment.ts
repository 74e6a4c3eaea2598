import { parseForm, type RequestContext, readBody, safeEqual } from '../../http.js';
import { readCard } from '../estv3/gate.js';
import { cardEntryPage } from '../estv3/pages.js';
import { currencies, digits, formatMajor, formatMoney, hex, parsePayflexAmount, payflexHostDate } from '../format.js';
import { acsPage, bankErrorPage, callbackPage, donePage } from '../pages.js';
import { sendPage, sendXml } from '../respond.js';
import { buildXml } from '../xml.js';
import { isAbsoluteHttpUrl, type PayflexDeps, publicBase, vakifbank } from './mpi.js';
import { applyFault, failAnswer } from './request.js';
import type { CommonPayment, VposTransaction } from './store.js';
import { vposResults } from './vpos.js';

/**
 * PayFlex Common Payment ("Ortak Ödeme Sayfası"): the merchant registers the sale server to server and gets a
 * PaymentToken and the page address; the browser goes there with the token (Ptkn); the bank takes the card,
 * runs 3-D Secure, charges through its VPOS and posts the result back to SuccessUrl or FailUrl unsigned. The
 * merchant then asks the bank (Search.aspx by OrderId) what really happened. Field names follow mews'
 * PayFlexCPV4Pos; the simulator's own error codes are 50xx.
 */
export const commonPaymentPaths = {
  register: '/payflex/CommonPayment/api/RegisterTransaction',
  page: '/payflex/CommonPayment/SecurePayment',
  card: '/payflex/CommonPayment/SecurePayment/card',
  acs: '/payflex/CommonPayment/SecurePayment/acs',
} as const;

type Result = readonly [string, string];

/** The merchant's return address with another value in every query parameter r. */
function forgeToken(address: string): string {
  const url = new URL(address);
  for (const key of [...url.searchParams.keys()]) url.searchParams.set(key, hex(16));
  return url.toString();
}

const registerErrors = {
  request: ['5000', 'Eksik ya da geçersiz alan'],
  duplicateOrder: ['5002', 'OrderID daha önce kaydedilmiş'],
} as const satisfies Record<string, Result>;

function registerError([code, message]: Result, detail = ''): string {
  return buildXml('CommonPaymentResponse', {
    Rc: code,
    ErrorCode: code,
    ResponseMessage: detail ? `${message}: ${detail}` : message,
  });
}

export function createCommonPayment({ config, store, now }: PayflexDeps) {
  const merchant = config.payflex;

  const register = async (ctx: RequestContext) => {
    const f = parseForm(await readBody(ctx.req));
    const idOk = safeEqual(f.HostMerchantId ?? '', merchant.merchantId);
    const passwordOk = safeEqual(f.MerchantPassword ?? '', merchant.password);
    const terminalOk = safeEqual(f.HostTerminalId ?? '', merchant.terminalNo);
    if (!idOk || !passwordOk || !terminalOk) return sendXml(ctx.res, 200, registerError(vposResults.merchant));
    if (applyFault(ctx, store, config.timeoutMs)) return;
    const amountMinor = parsePayflexAmount(f.Amount ?? '');
    const problem =
      (amountMinor === null && 'Amount (örnek: 10.10)') ||
      (!currencies[f.AmountCode ?? ''] && 'AmountCode') ||
      (!/^[A-Za-z0-9_-]{1,64}$/.test(f.OrderID ?? '') && 'OrderID') ||
      (f.TransactionType !== 'Sale' && f.TransactionType !== 'Auth' && 'TransactionType (Sale | Auth)') ||
      ((!isAbsoluteHttpUrl(f.SuccessUrl) || !isAbsoluteHttpUrl(f.FailUrl)) && 'SuccessUrl, FailUrl');
    if (problem) return sendXml(ctx.res, 200, registerError(registerErrors.request, problem));
    if (store.paymentOfOrder(f.OrderID)) return sendXml(ctx.res, 200, registerError(registerErrors.duplicateOrder));
    const chaos = store.chaos?.callFault('register', f.OrderID) ?? null;
    if (chaos === 'error') return failAnswer(ctx, chaos, config.timeoutMs);
    const payment: CommonPayment = {
      token: hex(16),
      orderId: f.OrderID,
      transactionType: f.TransactionType as CommonPayment['transactionType'],
      amountMinor: amountMinor as number,
      currency: f.AmountCode,
      successUrl: f.SuccessUrl,
      failUrl: f.FailUrl,
      stage: 'card-entry',
      pageKey: hex(16),
      callbacks: [],
      createdAt: now(),
    };
    store.addPayment(payment);
    // Registered, but the answer is lost: the merchant never learns the token.
    if (chaos) return failAnswer(ctx, chaos, config.timeoutMs);
    const xml = buildXml('CommonPaymentResponse', {
      Rc: '0000',
      Message: 'İşlem başarılı',
      PaymentToken: payment.token,
      CommonPaymentUrl: `${publicBase(ctx.req, config.publicUrl)}${commonPaymentPaths.page}`,
    });
    sendXml(ctx.res, 200, xml);
  };

  const badSession = (ctx: RequestContext) =>
    sendPage(
      ctx.res,
      400,
      bankErrorPage('Geçersiz ödeme oturumu', ['Ödeme oturumu bulunamadı, süresi doldu ya da daha önce tamamlandı.']),
    );

  /** The page a posted form (or a link with ?Ptkn=) shows, and whose one-time key the next post must carry. */
  const pageOf = (payment: CommonPayment) => {
    payment.pageKey = hex(16);
    return payment.pageKey;
  };

  const showCardEntry = (ctx: RequestContext, payment: CommonPayment, status: number, error?: string) =>
    sendPage(
      ctx.res,
      status,
      cardEntryPage({
        issuer: vakifbank,
        merchantName: config.merchantName,
        amount: formatMoney(payment.amountMinor, payment.currency),
        action: commonPaymentPaths.card,
        token: pageOf(payment),
        error,
      }),
    );

  /** The bank's own page, reached with the PaymentToken. */
  const page = async (ctx: RequestContext) => {
    const form = ctx.method === 'POST' ? parseForm(await readBody(ctx.req)) : {};
    const payment = store.getPayment(form.Ptkn ?? ctx.url.searchParams.get('Ptkn') ?? '');
    if (payment?.stage !== 'card-entry') return badSession(ctx);
    showCardEntry(ctx, payment, 200);
  };

  const byPageKey = (key: string) => {
    const payment = key ? store.commonPayments().find((p) => safeEqual(p.pageKey, key)) : undefined;
    if (payment) payment.pageKey = '';
    return payment;
  };

  /** Records the attempt at the VPOS, as the search service will report it, and sends the cardholder back. */
  const finish = (ctx: RequestContext, payment: CommonPayment, result: Result) => {
    payment.stage = 'done';
    const approved = result[0] === '0000';
    const tx: VposTransaction = {
      transactionType: payment.transactionType,
      transactionId: hex(16),
      orderId: payment.orderId,
      mpiTransactionId: '',
      referenceTransactionId: '',
      resultCode: result[0],
      resultDetail: result[1],
      authCode: approved ? digits(6) : '000000',
      rrn: digits(12),
      at: now(),
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      maskedPan: payment.card?.maskedPan ?? '',
      eci: approved ? (payment.card?.brand === 'MASTERCARD' ? '02' : '05') : '',
      canceled: false,
      refundedMinor: 0,
    };
    store.record(tx);
    const behaviour = payment.card?.behaviour;
    const fault = store.chaos?.callbackFault(payment.orderId) ?? null;
    const tampered = behaviour === 'tampered-callback' || fault === 'amount-mismatch';
    const shownAmount = tampered ? Math.max(1, Math.floor(payment.amountMinor / 10)) : null;
    const fields: Record<string, string> = {
      Rc: tx.resultCode,
      Message: tx.resultDetail,
      OrderID: payment.orderId,
      TransactionId: tx.transactionId,
      PaymentToken: payment.token,
      AuthCode: approved ? tx.authCode : '',
      MaskedPan: tx.maskedPan,
      Amount: formatMajor(shownAmount ?? payment.amountMinor),
      AmountCode: payment.currency,
      HostDate: payflexHostDate(tx.at),
    };
    // A forged return carries a return token of its own making (the query parameter r of our address).
    const url =
      fault === 'forged-hash'
        ? forgeToken(approved ? payment.successUrl : payment.failUrl)
        : approved
          ? payment.successUrl
          : payment.failUrl;
    const record = (kind: string) => payment.callbacks.push({ at: now(), url, kind, fields });
    if (fault && store.chaos) {
      store.chaos.applied(fault);
      if (fault === 'lost' || fault === 'late') store.chaos.keep(payment.orderId, 'withheld', { url, fields });
      // An earlier "no" of the same order (the payer cancelled once), to arrive after the answer.
      if (fault === 'out-of-order') {
        const [rc, message] = vposResults.cancelled;
        const stale = { ...fields, Rc: rc, Message: message, AuthCode: '', TransactionId: hex(16) };
        store.chaos.keep(payment.orderId, 'stale', { url: payment.failUrl, fields: stale });
      }
    }
    if (behaviour === 'lost-callback' || fault === 'lost' || fault === 'late') {
      record('withheld');
      return sendPage(ctx.res, 200, donePage('bu test kartında işyerine dönüş (callback) bilerek gönderilmez.'));
    }
    const duplicate = behaviour === 'duplicate-callback' || fault === 'duplicate' || fault === 'concurrent';
    record(duplicate ? 'posted-twice' : 'posted');
    const view = callbackPage(url, fields, duplicate);
    sendPage(ctx.res, 200, view.html, { scripts: [view.script], frames: view.frames });
  };

  const card = async (ctx: RequestContext) => {
    const form = parseForm(await readBody(ctx.req));
    const payment = byPageKey(form.token ?? '');
    if (payment?.stage !== 'card-entry') return badSession(ctx);
    if (form.islem === 'iptal') return finish(ctx, payment, vposResults.cancelled);
    const read = readCard(form.pan ?? '', form.month ?? '', form.year ?? '', form.cvv ?? '', now());
    if (!read) return showCardEntry(ctx, payment, 400, 'Kart bilgileri geçersiz. Lütfen kontrol edip yeniden deneyin.');
    payment.card = read;
    // AllowNotEnrolledCard=false: a card outside 3-D Secure is refused before any charge.
    if (read.behaviour === 'not-enrolled') return finish(ctx, payment, vposResults.notEnrolled);
    payment.stage = 'acs';
    const html = acsPage({
      issuer: vakifbank,
      brand: read.brand,
      merchantName: config.merchantName,
      amount: formatMoney(payment.amountMinor, payment.currency),
      maskedPan: read.maskedSpaced,
      action: commonPaymentPaths.acs,
      hidden: { token: pageOf(payment) },
      code: config.acsCode,
    });
    sendPage(ctx.res, 200, html);
  };

  const acs = async (ctx: RequestContext) => {
    const form = parseForm(await readBody(ctx.req));
    const payment = byPageKey(form.token ?? '');
    if (payment?.stage !== 'acs' || !payment.card) return badSession(ctx);
    const c = payment.card;
    const authenticated =
      form.islem !== 'iptal' && (form.code ?? '').trim() === config.acsCode && c.behaviour !== 'auth-failure';
    if (!authenticated) return finish(ctx, payment, vposResults.threeD);
    const declined: Partial<Record<string, Result>> = {
      'insufficient-funds': vposResults.insufficientFunds,
      'expired-card': vposResults.expiredCard,
      reject: vposResults.invalidCard,
    };
    finish(ctx, payment, c.expired ? vposResults.expiredCard : (declined[c.behaviour] ?? vposResults.approved));
  };

  return { register, page, card, acs };
}
