import { formatDateTr, formatKurus } from '@e-belediye/contracts/format';
import { smsSize } from '../../integrations/sms/charset.js';
import { type Localized, localized } from './localized.js';
import { stepIn } from './stepWords.js';

/**
 * Every text the portal sends by SMS, one template set per message code, written with Turkish letters. The NetGSM
 * client asks for the alphabet each text needs (ADR 0059): GSM-7 for plain English, the Turkish table (NetGSM
 * `encoding: 'TR'`, 155 characters a message, 149 a part) where ç, ğ, ı, İ, ş, Ş or Ğ appear, and UCS-2 (70, 67 a
 * part) for Arabic. A Turkish or English text therefore keeps to those two tables: an amount is written "1.234,56
 * TL", never with ₺, and a cut ends in "...", since one such character would send the whole text as UCS-2.
 *
 * Budgets, in messages: a text carrying a code or a password fits one, so it arrives whole; a notice two. The
 * citizen's or the office's own words (a reason) are cut to what is left, never the facts.
 *
 * Each template is written in Turkish, English and Arabic and sent in the language the member chose (ADR 0056);
 * the Turkish texts are the ones sent before. A code or a password still ends the text, after a colon: the outbox
 * masks what follows the last colon.
 */
export const SmsBudget = {
  /** One message. */
  single: 1,
  /** Two concatenated messages. */
  notice: 2,
} as const;

/**
 * `words` cut so that `text(words)` takes at most `parts` messages in the alphabet it travels in. The cut mark stays
 * in that alphabet: "…" would turn a Turkish text into UCS-2.
 */
export function fitSms(text: (words: string) => string, words: string, parts: number): string {
  const whole = text(words);
  if (smsSize(whole).parts <= parts) return whole;
  const mark = smsSize(text('')).alphabet === 'UCS2' ? '…' : '...';
  const chars = [...words];
  const cut = (n: number) => text(`${chars.slice(0, n).join('').trimEnd()}${mark}`);
  let fits = 0;
  let fails = chars.length;
  while (fails - fits > 1) {
    const mid = Math.floor((fits + fails) / 2);
    if (smsSize(cut(mid)).parts <= parts) fits = mid;
    else fails = mid;
  }
  return cut(fits);
}

/** 123456 kuruş → "1.234,56 TL": the lira sign is outside GSM-7 and the Turkish table. */
export const smsAmount = (kurus: number | bigint) => `${formatKurus(kurus)} TL`;

const installmentWords = {
  tr: (n: number) => (n === 1 ? 'peşin' : `${n} taksit`),
  en: (n: number) => (n === 1 ? 'in one payment' : `${n} instalments`),
  ar: (n: number) => (n === 1 ? 'دفعة واحدة' : `${n} أقساط`),
};

const accountTr = {
  code: (code: string) => `E-Belediye doğrulama kodunuz: ${code}`,
  signUpCode: (code: string) => `E-Belediye üyelik doğrulama kodunuz: ${code}`,
  accountCode: (code: string) => `E-Belediye hesap doğrulama kodunuz: ${code}`,
  newPassword: (password: string) => `E-Belediye girişi için yeni şifreniz: ${password}`,
  /** The fixed text a channel's SendShortMessage sends under this code. */
  channelAccount:
    'E-Belediye hesabınız ve şifreniz için belediyemizin internet sitesine giriş yapınız. Bu işlemi siz ' +
    'istemediyseniz belediyemize başvurunuz.',
};
/** 7001: account, password and one-time codes (also a complaint's phone proof). */
export const AccountSms = localized({
  tr: accountTr,
  en: {
    code: (code) => `Your E-Belediye verification code: ${code}`,
    signUpCode: (code) => `Your E-Belediye membership verification code: ${code}`,
    accountCode: (code) => `Your E-Belediye account verification code: ${code}`,
    newPassword: (password) => `Your new E-Belediye sign-in password: ${password}`,
    channelAccount:
      "For your E-Belediye account and password, please visit the municipality's website. If you did not ask " +
      'for this, please contact the municipality.',
  },
  ar: {
    code: (code) => `رمز التحقق في E-Belediye: ${code}`,
    signUpCode: (code) => `رمز التحقق من العضوية في E-Belediye: ${code}`,
    accountCode: (code) => `رمز التحقق من الحساب في E-Belediye: ${code}`,
    newPassword: (password) => `كلمة المرور الجديدة للدخول إلى E-Belediye: ${password}`,
    channelAccount: 'لحسابكم وكلمة المرور في E-Belediye ادخلوا موقع البلدية. إن لم تطلبوا ذلك فراجعوا البلدية.',
  },
});

/** 7002: debt notices (a channel's SendShortMessage). */
export const DebtSms = localized({
  tr: {
    channelDebt:
      'Belediyemize vadesi geçmiş borcunuz bulunmaktadır. Borcunuzu E-Belediye üzerinden sorgulayıp ödeyebilirsiniz.',
  },
  en: {
    channelDebt: 'You have an overdue debt to the municipality. You can look it up and pay it on E-Belediye.',
  },
  ar: { channelDebt: 'لديكم دين مستحق للبلدية. يمكنكم الاستعلام عنه ودفعه عبر E-Belediye.' },
});

/**
 * What a channel's SendShortMessage sends under each code: the municipality's fixed text, never the caller's, so a
 * leaked key cannot send links or words of its own under the municipality's sender name.
 */
export const ChannelSmsTexts: Record<number, Localized> = {
  7001: AccountSms.channelAccount,
  7002: DebtSms.channelDebt,
};

/** 7003: the office's notices about a membership. */
export const MembershipSms = localized({
  tr: {
    disabled: (reason: string) =>
      fitSms(
        (r) => `E-Belediye üyeliğiniz askıya alınmıştır. Gerekçe: ${r}. Bilgi için belediyemize başvurunuz.`,
        reason,
        SmsBudget.notice,
      ),
    enabled: 'E-Belediye üyeliğiniz yeniden etkinleştirilmiştir. Şifrenizle veya e-Devlet ile giriş yapabilirsiniz.',
  },
  en: {
    disabled: (reason) =>
      fitSms(
        (r) => `Your E-Belediye membership has been suspended. Reason: ${r}. Please contact the municipality.`,
        reason,
        SmsBudget.notice,
      ),
    enabled: 'Your E-Belediye membership is active again. You can sign in with your password or e-Devlet.',
  },
  ar: {
    disabled: (reason) =>
      fitSms((r) => `عُلّقت عضويتكم في E-Belediye. السبب: ${r}. راجعوا البلدية.`, reason, SmsBudget.notice),
    enabled: 'أُعيد تفعيل عضويتكم في E-Belediye. يمكنكم الدخول بكلمة المرور أو e-Devlet.',
  },
});

/** 7010: declarations. */
export const DeclarationSms = localized({
  tr: {
    received: (number: string, annualKurus: number, verificationCode: string) =>
      `${number} numaralı beyannameniz alındı. Tahakkuk: ${formatKurus(annualKurus)} TL. ` +
      `Doğrulama kodu: ${verificationCode}`,
    returned: (number: string, reason: string) =>
      fitSms(
        (r) => `${number} numaralı beyannameniz düzeltme için iade edildi. Gerekçe: ${r}`,
        reason,
        SmsBudget.notice,
      ),
  },
  en: {
    received: (number, annualKurus, verificationCode) =>
      `Your declaration ${number} was received. Accrual: ${formatKurus(annualKurus)} TL. ` +
      `Verification code: ${verificationCode}`,
    returned: (number, reason) =>
      fitSms((r) => `Your declaration ${number} was returned for correction. Reason: ${r}`, reason, SmsBudget.notice),
  },
  ar: {
    received: (number, annualKurus, verificationCode) =>
      `استُلم إقراركم رقم ${number}. الاستحقاق: ${formatKurus(annualKurus)} TL. رمز التحقق: ${verificationCode}`,
    returned: (number, reason) =>
      fitSms((r) => `أُعيد إقراركم رقم ${number} للتصحيح. السبب: ${r}`, reason, SmsBudget.notice),
  },
});

/** 7020: debt restructuring. */
export const RestructuringSms = localized({
  tr: {
    consentCode: (installments: number, total: string, code: string) =>
      `Borç yapılandırma başvurunuz (${installmentWords.tr(installments)}, toplam ${total} TL) için onay kodunuz: ` +
      `${code}. Kodu kimseyle paylaşmayınız.`,
    saved: (planNo: string, installments: number, firstDue: string) =>
      `${planNo} numaralı yapılandırma planınız kaydedildi: ${installmentWords.tr(installments)}, ilk ödeme ` +
      `${formatDateTr(firstDue)} tarihinde. Taksitlerinizi Borç Sorgulama sayfasından ödeyebilirsiniz.`,
    broken: (planNo: string) =>
      `${planNo} numaralı yapılandırma planınız ödenmeyen taksitler nedeniyle bozuldu. Kalan borcunuz gecikme ` +
      'zammıyla birlikte Borç Sorgulama sayfasında yer almaktadır.',
    cancelled: (planNo: string, reason: string) =>
      fitSms((r) => `${planNo} numaralı yapılandırma planınız belediyece iptal edildi: ${r}`, reason, SmsBudget.notice),
  },
  en: {
    consentCode: (installments, total, code) =>
      `Your consent code for the debt restructuring (${installmentWords.en(installments)}, total ${total} TL): ` +
      `${code}. Do not share it with anyone.`,
    saved: (planNo, installments, firstDue) =>
      `Your restructuring plan ${planNo} was saved: ${installmentWords.en(installments)}, first payment on ` +
      `${formatDateTr(firstDue)}. You can pay the instalments on the Debt Inquiry page.`,
    broken: (planNo) =>
      `Your restructuring plan ${planNo} was broken by unpaid instalments. The remaining debt, with late payment ` +
      'interest, is on the Debt Inquiry page.',
    cancelled: (planNo, reason) =>
      fitSms(
        (r) => `Your restructuring plan ${planNo} was cancelled by the municipality: ${r}`,
        reason,
        SmsBudget.notice,
      ),
  },
  ar: {
    consentCode: (installments, total, code) =>
      `رمز موافقة الهيكلة (${installmentWords.ar(installments)}، ${total} TL)، لا تشاركوه: ${code}`,
    saved: (planNo, installments, firstDue) =>
      `حُفظت خطة إعادة الهيكلة ${planNo}: ${installmentWords.ar(installments)}، أول دفعة في ${formatDateTr(firstDue)}.`,
    broken: (planNo) =>
      `أُلغيت خطة إعادة الهيكلة ${planNo} لعدم دفع الأقساط. الدين المتبقي في صفحة الاستعلام عن الديون.`,
    cancelled: (planNo, reason) =>
      fitSms((r) => `ألغت البلدية خطة إعادة الهيكلة ${planNo}: ${r}`, reason, SmsBudget.notice),
  },
});

/** 7030: water contract cancellation; each step's sentence goes into `step`. */
export const WaterSms = localized({
  tr: {
    code: (municipality: string, code: string) =>
      `${municipality}: su sözleşmesi fesih başvurusu doğrulama kodunuz: ${code}`,
    received: (municipality: string, subscriberNo: string, cuttingDate: string, applicationNo: string) =>
      `${municipality}: ${subscriberNo} numaralı su aboneliğinizin fesih başvurusu alındı. Hat kesme tarihi ` +
      `${formatDateTr(cuttingDate)}. Başvuru no: ${applicationNo}`,
    step: (municipality: string, sentence: string, applicationNo: string) =>
      fitSms((s) => `${municipality}: ${s} Başvuru no: ${applicationNo}`, sentence, SmsBudget.notice),
    assigned: 'Su hattı kesme talebiniz saha ekibine verildi.',
    rejected: (reason: string) => `Su hattı kesme talebiniz reddedildi. Gerekçe: ${reason}.`,
    cut: (cutOn: string, finalIndex: number) =>
      `Su hattınız ${formatDateTr(cutOn)} tarihinde kesildi. Son sayaç endeksi ${finalIndex}.`,
    cutEarly: (cutOn: string, chosen: string, finalIndex: number, reason: string) =>
      // The reason last: a long one is what the message budget cuts, never the dates or the index.
      `Su hattınız, seçtiğiniz ${formatDateTr(chosen)} yerine ${formatDateTr(cutOn)} tarihinde kesildi; son sayaç ` +
      `endeksi ${finalIndex}. Gerekçe: ${reason}`,
    billed: (m3: number, totalKurus: number) =>
      `Kesin hesap faturanız ${m3} m3 için ${smsAmount(totalKurus)} olarak düzenlendi.`,
    refundComputed: (depositKurus: number, nettedKurus: number, refundKurus: number) =>
      `Güvence bedeliniz ${smsAmount(depositKurus)}; borçlara mahsup ${smsAmount(nettedKurus)}, ` +
      `iade ${smsAmount(refundKurus)}.`,
    nettedAll: 'Güvence bedeliniz borçlarınıza mahsup edildi; fesih işlemi tamamlandı.',
    refundToAccount: (refundKurus: number) =>
      `${smsAmount(refundKurus)} güvence bedeli iadeniz onaylandı; hesabınıza gönderilecek.`,
    refundAtDesk: (refundKurus: number) =>
      `${smsAmount(refundKurus)} güvence bedeli iadeniz onaylandı; belediye veznesinden alabilirsiniz.`,
    refundSent: (refundKurus: number, sentOn: string) =>
      `${smsAmount(refundKurus)} güvence bedeli iadeniz ${formatDateTr(sentOn)} tarihinde hesabınıza gönderildi.`,
    refundPaid: (refundKurus: number, sentOn: string) =>
      `${smsAmount(refundKurus)} güvence bedeli iadeniz ${formatDateTr(sentOn)} tarihinde vezneden ödendi.`,
  },
  en: {
    code: (municipality, code) => `${municipality}: your water contract cancellation verification code: ${code}`,
    received: (municipality, subscriberNo, cuttingDate, applicationNo) =>
      `${municipality}: the cancellation of water subscription ${subscriberNo} was received. Disconnection date ` +
      `${formatDateTr(cuttingDate)}. Application no: ${applicationNo}`,
    step: (municipality, sentence, applicationNo) =>
      fitSms((s) => `${municipality}: ${s} Application no: ${applicationNo}`, sentence, SmsBudget.notice),
    assigned: 'Your water disconnection request was given to the field team.',
    rejected: (reason) => `Your water disconnection request was rejected. Reason: ${reason}.`,
    cut: (cutOn, finalIndex) =>
      `Your water line was disconnected on ${formatDateTr(cutOn)}. Final meter reading ${finalIndex}.`,
    cutEarly: (cutOn, chosen, finalIndex, reason) =>
      `Your water line was disconnected on ${formatDateTr(cutOn)} instead of the ${formatDateTr(chosen)} you chose; ` +
      `final meter reading ${finalIndex}. Reason: ${reason}`,
    billed: (m3, totalKurus) => `Your final bill was issued for ${m3} m3: ${smsAmount(totalKurus)}.`,
    refundComputed: (depositKurus, nettedKurus, refundKurus) =>
      `Your deposit is ${smsAmount(depositKurus)}; set against debts ${smsAmount(nettedKurus)}, ` +
      `refund ${smsAmount(refundKurus)}.`,
    nettedAll: 'Your deposit was set against your debts; the cancellation is complete.',
    refundToAccount: (refundKurus) =>
      `Your deposit refund of ${smsAmount(refundKurus)} was approved; it will be sent to your account.`,
    refundAtDesk: (refundKurus) =>
      `Your deposit refund of ${smsAmount(refundKurus)} was approved; you can collect it at the municipal cash desk.`,
    refundSent: (refundKurus, sentOn) =>
      `Your deposit refund of ${smsAmount(refundKurus)} was sent to your account on ${formatDateTr(sentOn)}.`,
    refundPaid: (refundKurus, sentOn) =>
      `Your deposit refund of ${smsAmount(refundKurus)} was paid at the cash desk on ${formatDateTr(sentOn)}.`,
  },
  ar: {
    code: (municipality, code) => `${municipality}: رمز التحقق لطلب فسخ عقد المياه: ${code}`,
    received: (municipality, subscriberNo, cuttingDate, applicationNo) =>
      `${municipality}: استُلم طلب فسخ اشتراك المياه ${subscriberNo}. تاريخ قطع الخط ${formatDateTr(cuttingDate)}. ` +
      `رقم الطلب: ${applicationNo}`,
    step: (municipality, sentence, applicationNo) =>
      fitSms((s) => `${municipality}: ${s} رقم الطلب: ${applicationNo}`, sentence, SmsBudget.notice),
    assigned: 'أُحيل طلب قطع خط المياه إلى الفريق الميداني.',
    rejected: (reason) => `رُفض طلب قطع خط المياه. السبب: ${reason}.`,
    cut: (cutOn, finalIndex) => `قُطع خط المياه في ${formatDateTr(cutOn)}. آخر قراءة للعداد ${finalIndex}.`,
    cutEarly: (cutOn, chosen, finalIndex, reason) =>
      `قُطع خط المياه في ${formatDateTr(cutOn)} بدلًا من ${formatDateTr(chosen)} الذي اخترتموه؛ آخر قراءة للعداد ` +
      `${finalIndex}. السبب: ${reason}`,
    billed: (m3, totalKurus) => `صدرت فاتورتكم النهائية عن ${m3} m³ بمبلغ ${smsAmount(totalKurus)}.`,
    refundComputed: (depositKurus, nettedKurus, refundKurus) =>
      `مبلغ التأمين ${smsAmount(depositKurus)}؛ خُصم للديون ${smsAmount(nettedKurus)}، ويُعاد ${smsAmount(refundKurus)}.`,
    nettedAll: 'خُصم مبلغ التأمين من ديونكم؛ واكتمل الفسخ.',
    refundToAccount: (refundKurus) => `ووفق على إعادة مبلغ التأمين ${smsAmount(refundKurus)}؛ وسيُرسل إلى حسابكم.`,
    refundAtDesk: (refundKurus) =>
      `ووفق على إعادة مبلغ التأمين ${smsAmount(refundKurus)}؛ يمكنكم استلامه من صندوق البلدية.`,
    refundSent: (refundKurus, sentOn) =>
      `أُرسل مبلغ التأمين ${smsAmount(refundKurus)} إلى حسابكم في ${formatDateTr(sentOn)}.`,
    refundPaid: (refundKurus, sentOn) =>
      `دُفع مبلغ التأمين ${smsAmount(refundKurus)} من الصندوق في ${formatDateTr(sentOn)}.`,
  },
});

/** 7040: requests and complaints. */
export const ComplaintSms = localized({
  tr: {
    change: (municipality: string, trackingNo: string, what: string, link: string) =>
      `${municipality}: ${trackingNo} takip numaralı bildiriminiz ${what}. Ayrıntılar ${link} adresinde.`,
  },
  en: {
    change: (municipality, trackingNo, what, link) =>
      `${municipality}: your report ${trackingNo}: ${stepIn(what, 'en')}. Details at ${link}`,
  },
  ar: {
    change: (municipality, trackingNo, what, link) =>
      `${municipality}: بلاغكم ${trackingNo}: ${stepIn(what, 'ar')}. التفاصيل: ${link}`,
  },
});

/** 7060: objections to an accrual; `what` is the step ("alındı", "için ek bilgi istendi", "karara bağlandı"). */
export const ObjectionSms = localized({
  tr: {
    step: (municipality: string, caseNo: string, what: string, link: string) =>
      `${municipality}: ${caseNo} numaralı itiraz başvurunuz ${what}. Ayrıntılar ${link} adresinde.`,
  },
  en: {
    step: (municipality, caseNo, what, link) =>
      `${municipality}: your objection ${caseNo}: ${stepIn(what, 'en')}. Details at ${link}`,
  },
  ar: {
    step: (municipality, caseNo, what, link) =>
      `${municipality}: اعتراضكم ${caseNo}: ${stepIn(what, 'ar')}. التفاصيل: ${link}`,
  },
});

const delegation = localized({
  tr: {
    code: (who: string, code: string) => `${who} kişisine sicilinizde işlem yetkisi vermek için onay kodunuz: ${code}`,
    renewalCode: (who: string, code: string) =>
      `${who} kişisine verdiğiniz işlem yetkisini yenilemek için onay kodunuz: ${code}`,
    given: (who: string, until: string) =>
      `E-Belediye: ${who} kişisine ${until} tarihine kadar sicilinizde işlem yetkisi verdiniz. Bu işlemi siz ` +
      'yapmadıysanız Yetkilerim sayfasından hemen kaldırınız.',
    renewed: (who: string, until: string) =>
      `E-Belediye: ${who} kişisine verdiğiniz işlem yetkisini ${until} tarihine kadar yenilediniz. Bu işlemi siz ` +
      'yapmadıysanız Yetki verdiklerim sayfasından hemen kaldırınız.',
    revoked: (who: string) => `E-Belediye: ${who} kişisine verdiğiniz işlem yetkisini kaldırdınız.`,
    paid: (who: string, amount: string, orderNo: string) =>
      `E-Belediye: ${who} adınıza ${amount} ödeme yaptı (sipariş ${orderNo}). Yetki verdiklerim sayfasından ` +
      'görebilirsiniz.',
    filed: (who: string, number: string) =>
      `E-Belediye: ${who} adınıza beyanname işlemi yaptı (beyanname ${number}). Yetki verdiklerim sayfasından ` +
      'görebilirsiniz.',
    left: (who: string) => `E-Belediye: ${who} kişisi sicilinizdeki işlem yetkisini bıraktı.`,
    suspended: (who: string) => `E-Belediye: ${who} kişisine verdiğiniz işlem yetkisi belediyece askıya alındı.`,
    companyApproved: (company: string, until: string) =>
      `E-Belediye: ${company} şirket yetkilisi başvurunuz onaylandı. ${until} tarihine kadar şirket adına işlem ` +
      'yapabilirsiniz (Kimin adına?).',
    companyRefused: (company: string, reason: string) =>
      fitSms(
        (r) => `E-Belediye: ${company} şirket yetkilisi başvurunuz reddedildi. Gerekçe: ${r}`,
        reason,
        SmsBudget.notice,
      ),
    companyEnded: (company: string, reason: string) =>
      fitSms(
        (r) => `E-Belediye: ${company} şirketi adına işlem yetkiniz belediyece sona erdirildi. Gerekçe: ${r}`,
        reason,
        SmsBudget.notice,
      ),
  },
  en: {
    code: (who, code) => `Your code to let ${who} act on your registry: ${code}`,
    renewalCode: (who, code) => `Your code to renew the authority you gave ${who}: ${code}`,
    given: (who, until) =>
      `E-Belediye: you let ${who} act on your registry until ${until}. If this was not you, remove it at once on ` +
      'the My authorisations page.',
    renewed: (who, until) =>
      `E-Belediye: you renewed the authority you gave ${who} until ${until}. If this was not you, remove it at ` +
      'once on the People I authorised page.',
    revoked: (who) => `E-Belediye: you removed the authority you gave ${who}.`,
    paid: (who, amount, orderNo) =>
      `E-Belediye: ${who} paid ${amount} for you (order ${orderNo}). See the People I authorised page.`,
    filed: (who, number) =>
      `E-Belediye: ${who} made a declaration for you (declaration ${number}). See the People I authorised page.`,
    left: (who) => `E-Belediye: ${who} gave up the authority to act on your registry.`,
    suspended: (who) => `E-Belediye: the authority you gave ${who} was suspended by the municipality.`,
    companyApproved: (company, until) =>
      `E-Belediye: your application to act for ${company} was approved. You may act for the company until ` +
      `${until} (Acting for?).`,
    companyRefused: (company, reason) =>
      fitSms(
        (r) => `E-Belediye: your application to act for ${company} was refused. Reason: ${r}`,
        reason,
        SmsBudget.notice,
      ),
    companyEnded: (company, reason) =>
      fitSms(
        (r) => `E-Belediye: the municipality ended your authority to act for ${company}. Reason: ${r}`,
        reason,
        SmsBudget.notice,
      ),
  },
  ar: {
    code: (who, code) => `رمز الموافقة على تفويض ${who} بالتصرف في سجلكم: ${code}`,
    renewalCode: (who, code) => `رمز تجديد التفويض الممنوح لـ ${who}: ${code}`,
    given: (who, until) => `E-Belediye: فوّضتم ${who} بالتصرف في سجلكم حتى ${until}. إن لم تفعلوا ذلك فألغوه فورًا.`,
    renewed: (who, until) => `E-Belediye: جدّدتم تفويض ${who} حتى ${until}. إن لم تفعلوا ذلك فألغوه فورًا.`,
    revoked: (who) => `E-Belediye: ألغيتم التفويض الممنوح لـ ${who}.`,
    paid: (who, amount, orderNo) => `E-Belediye: دفع ${who} عنكم ${amount} (الطلب ${orderNo}).`,
    filed: (who, number) => `E-Belediye: قدّم ${who} إقرارًا عنكم (الإقرار ${number}).`,
    left: (who) => `E-Belediye: تخلّى ${who} عن التفويض بالتصرف في سجلكم.`,
    suspended: (who) => `E-Belediye: علّقت البلدية التفويض الممنوح لـ ${who}.`,
    companyApproved: (company, until) => `E-Belediye: قُبل طلبكم لتمثيل ${company} حتى ${until}.`,
    companyRefused: (company, reason) =>
      fitSms((r) => `E-Belediye: رُفض طلبكم لتمثيل ${company}. السبب: ${r}`, reason, SmsBudget.notice),
    companyEnded: (company, reason) =>
      fitSms((r) => `E-Belediye: أنهت البلدية تفويضكم بتمثيل ${company}. السبب: ${r}`, reason, SmsBudget.notice),
  },
});

/** 7070: grants to act for someone else (ADR 0048), told to the owner; `who` is the grantee's masked name. */
export const DelegationSms = {
  ...delegation,
  messageCode: 7070,
  /** The owner's confirmation code: the code ends the text, as the outbox masks what follows the last colon. */
  code: (who: string) => (code: string) => delegation.code(who, code),
  renewalCode: (who: string) => (code: string) => delegation.renewalCode(who, code),
} as const;

/** 7050: payroll. */
export const PayrollSms = localized({
  tr: { code: (code: string) => `E-Belediye bordro görüntüleme kodunuz: ${code}` },
  en: { code: (code) => `Your E-Belediye payslip viewing code: ${code}` },
  ar: { code: (code) => `رمز عرض كشف الراتب في E-Belediye: ${code}` },
});

/**
 * Under the password's code (7001): every change to how a member signs in (ADR 0055), so a change they did not make
 * is noticed.
 */
const signInTail = {
  tr: ' Bu işlemi siz yapmadıysanız hemen şifrenizi değiştirip belediyemize başvurunuz.',
  en: ' If you did not do this, change your password at once and contact the municipality.',
  ar: ' إذا لم تقوموا بهذه العملية فغيّروا كلمة المرور فورًا وراجعوا البلدية.',
};
type SecondFactor = 'TOTP' | 'PASSKEY';
export const SignInSecuritySms = localized({
  tr: {
    passkeyAdded: (name: string) => `E-Belediye: hesabınıza "${name}" adlı geçiş anahtarı eklendi.${signInTail.tr}`,
    passkeyRemoved: (name: string) => `E-Belediye: "${name}" adlı geçiş anahtarınız kaldırıldı.${signInTail.tr}`,
    factorOn: (kind: SecondFactor) =>
      `E-Belediye: şifreyle girişte ${kind === 'TOTP' ? 'doğrulama uygulaması' : 'geçiş anahtarı'} ile iki adımlı ` +
      `doğrulama açıldı.${signInTail.tr}`,
    factorOff: `E-Belediye: şifreyle girişteki iki adımlı doğrulama kapatıldı.${signInTail.tr}`,
    recoveryUsed: (left: number) =>
      `E-Belediye: girişte bir kurtarma kodunuz kullanıldı; ${left} kod kaldı.${signInTail.tr}`,
  },
  en: {
    passkeyAdded: (name) => `E-Belediye: the passkey "${name}" was added to your account.${signInTail.en}`,
    passkeyRemoved: (name) => `E-Belediye: your passkey "${name}" was removed.${signInTail.en}`,
    factorOn: (kind) =>
      `E-Belediye: two-step verification with ${kind === 'TOTP' ? 'an authenticator app' : 'a passkey'} was turned ` +
      `on for signing in with your password.${signInTail.en}`,
    factorOff: `E-Belediye: two-step verification for signing in with your password was turned off.${signInTail.en}`,
    recoveryUsed: (left) => `E-Belediye: a recovery code of yours was used to sign in; ${left} left.${signInTail.en}`,
  },
  ar: {
    passkeyAdded: (name) => `E-Belediye: أُضيف مفتاح المرور "${name}" إلى حسابكم.${signInTail.ar}`,
    passkeyRemoved: (name) => `E-Belediye: أُزيل مفتاح المرور "${name}" من حسابكم.${signInTail.ar}`,
    factorOn: (kind) =>
      `E-Belediye: فُعِّل التحقق بخطوتين عند تسجيل الدخول بكلمة المرور باستخدام ${kind === 'TOTP' ? 'تطبيق التحقق' : 'مفتاح مرور'}.${signInTail.ar}`,
    factorOff: `E-Belediye: أُوقف التحقق بخطوتين عند تسجيل الدخول بكلمة المرور.${signInTail.ar}`,
    recoveryUsed: (left) => `E-Belediye: استُخدم أحد رموز الاسترداد لتسجيل الدخول؛ بقي ${left}.${signInTail.ar}`,
  },
});

/** Every template set, for the test that holds each to all three languages. */
export const TEMPLATE_SETS = {
  AccountSms,
  DebtSms,
  MembershipSms,
  DeclarationSms,
  RestructuringSms,
  WaterSms,
  ComplaintSms,
  ObjectionSms,
  DelegationSms: delegation,
  PayrollSms,
  SignInSecuritySms,
};
