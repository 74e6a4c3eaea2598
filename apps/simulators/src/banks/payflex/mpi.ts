import type { IncomingMessage } from 'node:http';
import { parseForm, type RequestContext, readBody, safeEqual, sendText } from '../../http.js';
import { behaviourOf, brandOf, type CardBrand, isExpired, luhnValid, maskShort, maskSpaced } from '../cards.js';
import type { BanksConfig } from '../config.js';
import { base64, currencies, formatMoney, hex, parsePayflexAmount } from '../format.js';
import { acsPage, bankErrorPage, callbackPage, donePage } from '../pages.js';
import { holdThen, sendPage, sendXml } from '../respond.js';
import { buildXml } from '../xml.js';
import type { Enrollment, PayflexStore } from './store.js';

export interface PayflexDeps {
  config: BanksConfig;
  store: PayflexStore;
  now: () => number;
}

export const payflexPaths = {
  enrollment: '/payflex/MPIAPI/MPI_Enrollment.aspx',
  acs: '/payflex/acs',
  termUrl: '/payflex/MPIAPI/MPI_PARes.aspx',
  vpos: '/payflex/VposWeb/v3/Vposreq.aspx',
  search: '/payflex/UIService/Search.aspx',
} as const;

export const vakifbank = 'Türkiye Vakıflar Bankası T.A.O.';

const brandNames: Record<CardBrand, string> = { VISA: '100', MASTERCARD: '200', TROY: '300', AMEX: '400' };
const actualBrand: Record<CardBrand, string> = { VISA: 'Visa', MASTERCARD: 'Master', TROY: 'Troy', AMEX: 'Amex' };

/** MPI error codes: 2005, 2023 and 2030 are seen in real responses; the others are the simulator's own. */
export const mpiErrors = {
  merchant: ['2005', 'Merchant cannot be found for this bank'],
  duplicate: ['2023', 'Verify Enrollment Request Id Already exist for this merchant'],
  expiry: ['2030', 'Invalid expire date'],
  requestId: ['2015', 'VerifyEnrollmentRequestId geçersiz ya da eksik'],
  pan: ['2011', 'Kart numarası geçersiz'],
  amount: ['2012', 'PurchaseAmount geçersiz (örnek: 10.10)'],
  currency: ['2013', 'Currency geçersiz'],
  brand: ['2014', 'BrandName kart markasıyla uyuşmuyor (100 Visa, 200 MasterCard, 300 Troy, 400 Amex)'],
  urls: ['2016', 'SuccessUrl ve FailureUrl mutlak http(s) adresleri olmalıdır'],
  installment: ['2017', 'InstallmentCount geçersiz'],
  notEnrolled: ['2050', 'Kart 3D Secure programına kayıtlı değil'],
} as const satisfies Record<string, readonly [string, string]>;

type MpiError = (typeof mpiErrors)[keyof typeof mpiErrors];

export function isAbsoluteHttpUrl(value: string | undefined): value is string {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function veResError(status: 'E' | 'N', requestId: string, [code, message]: MpiError): string {
  return buildXml('IPaySecure', {
    Message: { VERes: { Status: status } },
    VerifyEnrollmentRequestId: requestId,
    ResultDetail: { ErrorCode: code, ErrorMessage: message },
    // mews reads these two at the root; the vendor's samples put them under ResultDetail. Both are sent.
    MessageErrorCode: code,
    ErrorMessage: message,
  });
}

export function publicBase(req: IncomingMessage, configured: string | undefined): string {
  return configured ?? `http://${req.headers.host ?? 'localhost'}`;
}

const lowerAlnum = () => hex(10).replace(/[0-9]/g, (d) => 'ghijklmnop'[Number(d)]);

export function createPayflexMpi({ config, store, now }: PayflexDeps) {
  const merchant = config.payflex;

  const enrollment = async (ctx: RequestContext) => {
    const form = parseForm(await readBody(ctx.req));
    const requestId = form.VerifyEnrollmentRequestId ?? '';
    const refuse = (error: MpiError, status: 'E' | 'N' = 'E') =>
      sendXml(ctx.res, 200, veResError(status, requestId, error));
    const idOk = safeEqual(form.MerchantId ?? '', merchant.merchantId);
    const passwordOk = safeEqual(form.MerchantPassword ?? '', merchant.password);
    if (!idOk || !passwordOk) return refuse(mpiErrors.merchant);
    const fault = store.faults.take();
    if (fault === 'error') return sendText(ctx.res, 500, 'Internal Server Error');
    if (fault === 'timeout')
      return holdThen(ctx.res, config.timeoutMs, () => sendText(ctx.res, 504, 'Gateway Timeout'));

    if (!/^[A-Za-z0-9_-]{1,64}$/.test(requestId)) return refuse(mpiErrors.requestId);
    if (store.get(requestId)) return refuse(mpiErrors.duplicate);
    const pan = (form.Pan ?? '').replace(/\s/g, '');
    const brand = brandOf(pan);
    if (!luhnValid(pan) || !brand) return refuse(mpiErrors.pan);
    if (form.BrandName !== brandNames[brand]) return refuse(mpiErrors.brand);
    const expiry = /^(\d{2})(0[1-9]|1[0-2])$/.exec(form.ExpiryDate ?? '');
    if (!expiry) return refuse(mpiErrors.expiry);
    const amountMinor = parsePayflexAmount(form.PurchaseAmount ?? '');
    if (amountMinor === null) return refuse(mpiErrors.amount);
    if (!currencies[form.Currency ?? '']) return refuse(mpiErrors.currency);
    // The vendor's .NET sample names it FailUrl, mews FailureUrl: the bank takes either.
    const failureUrl = form.FailureUrl ?? form.FailUrl;
    if (!isAbsoluteHttpUrl(form.SuccessUrl) || !isAbsoluteHttpUrl(failureUrl)) return refuse(mpiErrors.urls);
    if (!/^$|^([2-9]|1[0-2])$/.test(form.InstallmentCount ?? '')) return refuse(mpiErrors.installment);

    const time = now();
    const behaviour = behaviourOf(pan);
    const entry: Enrollment = {
      id: requestId,
      md: hex(20),
      paReq: base64(180),
      amountMinor,
      currency: form.Currency,
      installmentCount: form.InstallmentCount ?? '',
      sessionInfo: form.SessionInfo ?? '',
      maskedPan: maskShort(pan),
      maskedSpaced: maskSpaced(pan),
      panDigest: store.panDigest(pan),
      expiry: form.ExpiryDate,
      expired: isExpired(Number(expiry[2]), 2000 + Number(expiry[1]), time),
      brand,
      behaviour,
      successUrl: form.SuccessUrl,
      failureUrl,
      stage: behaviour === 'not-enrolled' ? 'not-enrolled' : 'acs',
      callbacks: [],
      createdAt: time,
      updatedAt: time,
    };
    store.add(entry);
    if (entry.stage === 'not-enrolled') return refuse(mpiErrors.notEnrolled, 'N');
    const base = publicBase(ctx.req, config.publicUrl);
    const xml = buildXml('IPaySecure', {
      Message: {
        VERes: {
          Version: '1.0.2',
          Status: 'Y',
          PaReq: entry.paReq,
          ACSUrl: `${base}${payflexPaths.acs}`,
          TermUrl: `${base}${payflexPaths.termUrl}`,
          MD: entry.md,
          ACTUALBRAND: actualBrand[brand],
        },
      },
      VerifyEnrollmentRequestId: requestId,
      MessageErrorCode: '200',
    });
    sendXml(ctx.res, 200, xml);
  };

  const badSession = (ctx: RequestContext) =>
    sendPage(
      ctx.res,
      400,
      bankErrorPage('Geçersiz doğrulama oturumu', ['Doğrulama oturumu bulunamadı ya da daha önce tamamlandı.']),
    );

  /** The issuer's page, reached by the merchant's auto-submitted form (PaReq, TermUrl, MD). */
  const acs = async (ctx: RequestContext) => {
    const form = parseForm(await readBody(ctx.req));
    const entry = store.getByMd(form.MD ?? '');
    if (entry?.stage !== 'acs' || !safeEqual(entry.paReq, form.PaReq ?? '')) return badSession(ctx);
    const html = acsPage({
      issuer: vakifbank,
      brand: entry.brand,
      merchantName: config.merchantName,
      amount: formatMoney(entry.amountMinor, entry.currency),
      maskedPan: entry.maskedSpaced,
      // The ACS answers to the MPI's TermUrl; the simulator's MPI then posts to the merchant.
      action: payflexPaths.termUrl,
      hidden: { MD: entry.md },
      code: config.acsCode,
    });
    sendPage(ctx.res, 200, html);
  };

  /** TermUrl: the ACS result arrives here and leaves for SuccessUrl/FailureUrl (or, for one card, never). */
  const pares = async (ctx: RequestContext) => {
    const form = parseForm(await readBody(ctx.req));
    const entry = store.getByMd(form.MD ?? '');
    if (entry?.stage !== 'acs') return badSession(ctx);
    const failed = (errorMessage: string) =>
      ({ status: 'N', xid: lowerAlnum(), eci: '', cavv: '', errorCode: '', errorMessage }) as const;
    if (form.islem === 'iptal') entry.auth = failed('Kart sahibi doğrulamayı iptal etti');
    else if ((form.code ?? '').trim() !== config.acsCode) entry.auth = failed('Doğrulama kodu hatalı');
    else if (entry.behaviour === 'auth-failure') entry.auth = failed('Kimlik doğrulama başarısız');
    else {
      const eci = entry.brand === 'MASTERCARD' ? '02' : '05';
      entry.auth = { status: 'Y', xid: lowerAlnum(), eci, cavv: base64(20), errorCode: '', errorMessage: '' };
    }
    entry.stage = 'done';
    const auth = entry.auth;
    // PurchAmount is in kuruş without a separator ('101' for 1.01), as in the captured Vakıfbank callback.
    const amount = entry.behaviour === 'tampered-callback' ? Math.max(1, Math.floor(entry.amountMinor / 10)) : null;
    const fields: Record<string, string> = {
      MerchantId: merchant.merchantId,
      SubMerchantNo: '0',
      SubMerchantName: '',
      SubMerchantNumber: '',
      PurchAmount: String(amount ?? entry.amountMinor),
      PurchCurrency: entry.currency,
      VerifyEnrollmentRequestId: entry.id,
      SessionInfo: entry.sessionInfo,
      InstallmentCount: entry.installmentCount,
      Pan: entry.maskedPan,
      Expiry: entry.expiry,
      Xid: auth.xid,
      Status: auth.status,
      Cavv: auth.cavv,
      Eci: auth.eci,
      ExpSign: '',
      ErrorCode: auth.errorCode,
      ErrorMessage: auth.errorMessage,
    };
    const url = auth.status === 'Y' ? entry.successUrl : entry.failureUrl;
    const record = (kind: string) => {
      entry.callbacks.push({ at: now(), url, kind, fields });
      store.touch(entry);
    };
    if (entry.behaviour === 'lost-callback') {
      record('withheld');
      return sendPage(ctx.res, 200, donePage('bu test kartında işyerine dönüş (callback) bilerek gönderilmez.'));
    }
    const duplicate = entry.behaviour === 'duplicate-callback';
    record(duplicate ? 'posted-twice' : 'posted');
    const view = callbackPage(url, fields, duplicate);
    sendPage(ctx.res, 200, view.html, { scripts: [view.script], frames: view.frames });
  };

  return { enrollment, acs, pares };
}
