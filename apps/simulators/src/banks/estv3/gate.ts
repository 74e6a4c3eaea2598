import type { IncomingMessage } from 'node:http';
import { parseForm, type RequestContext, readBody, safeEqual } from '../../http.js';
import { behaviourOf, brandOf, isExpired, luhnValid, maskShort, maskSpaced } from '../cards.js';
import type { BanksConfig, EstBank } from '../config.js';
import { currencies, formatMoney, parseEstAmount } from '../format.js';
import { acsPage, bankErrorPage, callbackPage, donePage } from '../pages.js';
import { holdThen, sendPage } from '../respond.js';
import { callbackFields, echoFields } from './callback.js';
import { verifyHashV3 } from './hash.js';
import { attemptOnly, authenticate, callbackUrl, charge, type EstError, estBankInfo, estErrors } from './outcome.js';
import { cardEntryPage } from './pages.js';
import {
  bankCharges,
  bankHostsCard,
  type EstCard,
  type EstOrder,
  type EstStore,
  type StoreType,
  storeTypes,
} from './store.js';

export interface EstDeps {
  config: BanksConfig;
  store: EstStore;
  now: () => number;
}

export const estPaths = (bank: EstBank) => ({
  gate: `/estv3/${bank}/fim/est3Dgate`,
  hosting: `/estv3/${bank}/fim/hosting`,
  acs: `/estv3/${bank}/mdpayacs/challenge`,
  api: `/estv3/${bank}/fim/api`,
});

function isAbsoluteHttpUrl(value: string | undefined): value is string {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function clientIp(req: IncomingMessage): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')[0]
    .trim();
  return forwarded || req.socket.remoteAddress || '';
}

/** Card fields as typed → the masked card the bank keeps, or null when they are not a usable card. */
export function readCard(pan: string, month: string, year: string, cvv: string, now: number): EstCard | null {
  const number = pan.replace(/[\s-]/g, '');
  const brand = brandOf(number);
  if (!luhnValid(number) || !brand || !/^\d{3,4}$/.test(cvv)) return null;
  if (!/^(0?[1-9]|1[0-2])$/.test(month) || !/^(\d{2}|20\d{2})$/.test(year)) return null;
  const mm = month.padStart(2, '0');
  const yy = year.slice(-2);
  return {
    maskedPan: maskShort(number),
    maskedSpaced: maskSpaced(number),
    bin: number.slice(0, 6),
    brand,
    behaviour: behaviourOf(number),
    expMonth: mm,
    expYear: yy,
    expired: isExpired(Number(mm), 2000 + Number(yy), now),
  };
}

/** The card fields a merchant's page adds to the signed form in the browser (3D, 3D Pay direct post). */
const cardFieldNames = new Set(['pan', 'cv2', 'ecom_payment_card_expdate_month', 'ecom_payment_card_expdate_year']);

/**
 * The ver3 hash of a 3D form covers the merchant's order fields; the card fields the browser adds are outside it.
 * A merchant that signs the card fields too (its server saw the card) is accepted as well.
 */
function formHashValid(form: Record<string, string>, storeKey: string): boolean {
  const signed = Object.fromEntries(Object.entries(form).filter(([key]) => !cardFieldNames.has(key.toLowerCase())));
  return verifyHashV3(signed, storeKey, form.hash) || verifyHashV3(form, storeKey, form.hash);
}

/** The first thing wrong with the order fields of a 3D form, as the bank would report it. */
function orderProblem(form: Record<string, string>): EstError | null {
  const invalid = (errMsg: string): EstError => ({ errMsg, errorCode: 'SIM-INVALID-REQUEST' });
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(form.oid ?? '')) return invalid('Geçersiz sipariş numarası (oid).');
  if (parseEstAmount(form.amount ?? '') === null) return invalid('Geçersiz tutar (amount), örnek: 100.25');
  if (!currencies[form.currency ?? '']) return invalid('Geçersiz para birimi (currency), örnek: 949');
  if (!(storeTypes as readonly string[]).includes(form.storetype ?? '')) return invalid('Geçersiz storetype.');
  if (!['Auth', 'PreAuth'].includes(form.TranType ?? form.islemtipi ?? '')) {
    return invalid('Geçersiz işlem tipi (TranType): Auth ya da PreAuth olmalıdır.');
  }
  if (!/^$|^([2-9]|1[0-2])$/.test(form.taksit ?? '')) return estErrors.installment;
  if (!['', 'tr', 'en'].includes(form.lang ?? '')) return invalid('Geçersiz dil (lang): tr ya da en olmalıdır.');
  if (!form.rnd) return invalid('rnd alanı zorunludur.');
  return null;
}

/** An order that already has a charge or a usable authentication keeps its number for good. */
function isFinal(order: EstOrder): boolean {
  return order.transactions.length > 0 || (order.stage === 'done' && order.auth?.mdStatus === '1');
}

export function createEstGate(bank: EstBank, deps: EstDeps) {
  const { config, store, now } = deps;
  const merchant = config.estv3[bank];
  const info = estBankInfo[bank];
  const paths = estPaths(bank);

  const parts = (order: Pick<EstOrder, 'request' | 'clientIp'>) => ({
    request: order.request,
    clientId: merchant.clientId,
    storeKey: merchant.storeKey,
    merchantName: config.merchantName,
    bank,
    clientIp: order.clientIp,
    now: now(),
  });

  /** Posts an error straight back to failUrl, before any order exists. */
  const refuse = (ctx: RequestContext, form: Record<string, string>, error: EstError) => {
    const fields = callbackFields({ ...parts({ request: echoFields(form), clientIp: clientIp(ctx.req) }), error });
    const view = callbackPage(form.failUrl, fields, false);
    sendPage(ctx.res, 200, view.html, { scripts: [view.script] });
  };

  /** After the 3D step: charge where the bank does, then post back (or not) as the card says. */
  const finish = (ctx: RequestContext, order: EstOrder) => {
    const card = order.card as EstCard;
    const fault = store.chaos?.callbackFault(order.oid) ?? null;
    let sale: EstOrder['transactions'][number] | undefined;
    if (order.auth?.mdStatus === '1' && bankCharges(order.storetype)) {
      sale = charge(card, order.tranType, order.amountMinor, 'gate', now());
      order.transactions.push(sale);
    }
    const fields = callbackFields({
      ...parts(order),
      card,
      auth: order.auth,
      sale,
      badHash: card.behaviour === 'tampered-callback' || fault === 'forged-hash',
      // Signed by the bank, yet about another amount than the order's.
      shownAmount: fault === 'amount-mismatch' ? ((order.amountMinor + 100) / 100).toFixed(2) : undefined,
    });
    const url = callbackUrl(order, sale);
    const record = (kind: EstOrder['callbacks'][number]['kind']) => {
      order.callbacks.push({ at: now(), url, kind, fields });
      store.touch(order);
    };
    if (fault && store.chaos) {
      store.chaos.applied(fault);
      if (fault === 'lost' || fault === 'late') store.chaos.keep(order.oid, 'withheld', { url, fields });
      // An earlier attempt's signed "no" (the payer cancelled once, then paid), to arrive after the answer.
      if (fault === 'out-of-order') {
        const stale = callbackFields({ ...parts(order), card, error: estErrors.cancelled });
        store.chaos.keep(order.oid, 'stale', { url: order.request.failUrl, fields: stale });
      }
    }
    if (card.behaviour === 'timeout' && sale) {
      record('timed-out');
      holdThen(ctx.res, config.timeoutMs, () =>
        sendPage(ctx.res, 504, bankErrorPage('Zaman aşımı', ['Banka sunucusu zamanında yanıt vermedi (504).'])),
      );
      return;
    }
    if (card.behaviour === 'lost-callback' || fault === 'lost' || fault === 'late') {
      record('withheld');
      sendPage(ctx.res, 200, donePage('bu test kartında işyerine dönüş (callback) bilerek gönderilmez.'));
      return;
    }
    const duplicate = card.behaviour === 'duplicate-callback' || fault === 'duplicate' || fault === 'concurrent';
    record(duplicate ? 'posted-twice' : 'posted');
    const view = callbackPage(url, fields, duplicate);
    sendPage(ctx.res, 200, view.html, { scripts: [view.script], frames: view.frames });
  };

  const showAcs = (ctx: RequestContext, order: EstOrder) => {
    const card = order.card as EstCard;
    if (card.behaviour === 'not-enrolled') {
      order.auth = attemptOnly(card, merchant.clientId);
      order.stage = 'done';
      return finish(ctx, order);
    }
    order.stage = 'acs';
    store.touch(order);
    const html = acsPage({
      issuer: info.name,
      brand: card.brand,
      merchantName: config.merchantName,
      amount: formatMoney(order.amountMinor, order.currency),
      maskedPan: card.maskedSpaced,
      action: paths.acs,
      hidden: { token: store.openSession(bank, order.oid, 'acs') },
      code: config.acsCode,
    });
    sendPage(ctx.res, 200, html);
  };

  const showCardEntry = (ctx: RequestContext, order: EstOrder, status: number, error?: string) => {
    const html = cardEntryPage({
      issuer: info.name,
      merchantName: config.merchantName,
      amount: formatMoney(order.amountMinor, order.currency),
      action: paths.hosting,
      token: store.openSession(bank, order.oid, 'card-entry'),
      error,
    });
    sendPage(ctx.res, status, html);
  };

  const gate = async (ctx: RequestContext) => {
    const form = parseForm(await readBody(ctx.req));
    if (!safeEqual(form.clientid ?? '', merchant.clientId)) {
      const problem = `Üye işyeri bulunamadı: ${form.clientid || '(clientid yok)'}`;
      return sendPage(ctx.res, 400, bankErrorPage('Geçersiz ödeme isteği', [problem]));
    }
    if (!isAbsoluteHttpUrl(form.okUrl) || !isAbsoluteHttpUrl(form.failUrl)) {
      const problem = 'okUrl ve failUrl mutlak http(s) adresleri olmalıdır.';
      return sendPage(ctx.res, 400, bankErrorPage('Geçersiz ödeme isteği', [problem]));
    }
    if (form.hashAlgorithm !== 'ver3') return refuse(ctx, form, estErrors.hashAlgorithm);
    if (!formHashValid(form, merchant.storeKey)) return refuse(ctx, form, estErrors.hash);
    const problem = orderProblem(form);
    if (problem) return refuse(ctx, form, problem);
    const existing = store.get(bank, form.oid);
    if (existing && isFinal(existing)) return refuse(ctx, form, estErrors.duplicateOrder);
    const storetype = form.storetype as StoreType;
    let card: EstCard | undefined;
    if (!bankHostsCard(storetype)) {
      const read = readCard(
        form.pan ?? '',
        form.Ecom_Payment_Card_ExpDate_Month ?? '',
        form.Ecom_Payment_Card_ExpDate_Year ?? '',
        form.cv2 ?? '',
        now(),
      );
      if (!read) return refuse(ctx, form, estErrors.cardFormat);
      card = read;
    }
    const time = now();
    const order: EstOrder = {
      bank,
      oid: form.oid,
      storetype,
      tranType: (form.TranType ?? form.islemtipi) as EstOrder['tranType'],
      amount: form.amount,
      amountMinor: parseEstAmount(form.amount) as number,
      currency: form.currency,
      request: echoFields(form),
      clientIp: clientIp(ctx.req),
      card,
      stage: card ? 'acs' : 'card-entry',
      transactions: [],
      callbacks: [],
      createdAt: time,
      updatedAt: time,
    };
    store.put(order);
    if (card) showAcs(ctx, order);
    else showCardEntry(ctx, order, 200);
  };

  const hosting = async (ctx: RequestContext) => {
    const form = parseForm(await readBody(ctx.req));
    const order = store.takeSession(form.token ?? '', bank, 'card-entry');
    if (!order) {
      const problem = 'Ödeme oturumu bulunamadı ya da süresi doldu.';
      return sendPage(ctx.res, 400, bankErrorPage('Geçersiz ödeme oturumu', [problem]));
    }
    if (form.islem === 'iptal') {
      order.stage = 'done';
      const fields = callbackFields({ ...parts(order), error: estErrors.cancelled });
      order.callbacks.push({ at: now(), url: order.request.failUrl, kind: 'posted', fields });
      store.touch(order);
      const view = callbackPage(order.request.failUrl, fields, false);
      return sendPage(ctx.res, 200, view.html, { scripts: [view.script] });
    }
    const card = readCard(form.pan ?? '', form.month ?? '', form.year ?? '', form.cvv ?? '', now());
    if (!card) return showCardEntry(ctx, order, 400, 'Kart bilgileri geçersiz. Lütfen kontrol edip yeniden deneyin.');
    order.card = card;
    showAcs(ctx, order);
  };

  const acs = async (ctx: RequestContext) => {
    const form = parseForm(await readBody(ctx.req));
    const order = store.takeSession(form.token ?? '', bank, 'acs');
    if (!order?.card) {
      const problem = 'Doğrulama oturumu bulunamadı ya da süresi doldu.';
      return sendPage(ctx.res, 400, bankErrorPage('Geçersiz doğrulama oturumu', [problem]));
    }
    order.auth = authenticate(order.card, config.acsCode, form.code ?? '', form.islem === 'iptal', merchant.clientId);
    order.stage = 'done';
    finish(ctx, order);
  };

  return { gate, hosting, acs };
}
