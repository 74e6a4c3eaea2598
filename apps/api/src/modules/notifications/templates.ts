import { formatDateTr, formatKurus, formatTry } from '@e-belediye/contracts/format';

/**
 * Every text the portal sends by SMS, one template set per message code, written with Turkish letters: the
 * gateway is asked for its Turkish character set (NetGSM `encoding: 'TR'`), in which ç, ğ, ı, İ, ş, Ş and Ğ cost
 * one character each like any other letter.
 *
 * Budgets, in characters of that set: a text carrying a code or a password fits one message, so it arrives whole;
 * a notice fits two. The citizen's or the office's own words (a reason) are cut to what is left, never the facts.
 */
export const SmsBudget = {
  /** One message in the Turkish set (single shift table). */
  single: 155,
  /** Two concatenated messages (149 characters each). */
  notice: 298,
} as const;

/** `words` cut with "…" so that `text(words)` stays within `max`. */
function fitting(text: (words: string) => string, words: string, max: number): string {
  const whole = text(words);
  if (whole.length <= max) return whole;
  const room = Math.max(0, words.length - (whole.length - max) - 1);
  return text(`${words.slice(0, room).trimEnd()}…`);
}

const installmentWords = (n: number) => (n === 1 ? 'peşin' : `${n} taksit`);

/** 7001: account, password and one-time codes (also a complaint's phone proof). */
export const AccountSms = {
  code: (code: string) => `E-Belediye doğrulama kodunuz: ${code}`,
  signUpCode: (code: string) => `E-Belediye üyelik doğrulama kodunuz: ${code}`,
  accountCode: (code: string) => `E-Belediye hesap doğrulama kodunuz: ${code}`,
  newPassword: (password: string) => `E-Belediye girişi için yeni şifreniz: ${password}`,
  /** The fixed text a channel's SendShortMessage sends under this code. */
  channelAccount:
    'E-Belediye hesabınız ve şifreniz için belediyemizin internet sitesine giriş yapınız. Bu işlemi siz ' +
    'istemediyseniz belediyemize başvurunuz.',
};

/** 7002: debt notices (a channel's SendShortMessage). */
export const DebtSms = {
  channelDebt:
    'Belediyemize vadesi geçmiş borcunuz bulunmaktadır. Borcunuzu E-Belediye üzerinden sorgulayıp ödeyebilirsiniz.',
};

/**
 * What a channel's SendShortMessage sends under each code: the municipality's fixed text, never the caller's, so a
 * leaked key cannot send links or words of its own under the municipality's sender name.
 */
export const ChannelSmsTexts: Record<number, string> = {
  7001: AccountSms.channelAccount,
  7002: DebtSms.channelDebt,
};

/** 7003: the office's notices about a membership. */
export const MembershipSms = {
  disabled: (reason: string) =>
    fitting(
      (r) => `E-Belediye üyeliğiniz askıya alınmıştır. Gerekçe: ${r}. Bilgi için belediyemize başvurunuz.`,
      reason,
      SmsBudget.notice,
    ),
  enabled: 'E-Belediye üyeliğiniz yeniden etkinleştirilmiştir. Şifrenizle veya e-Devlet ile giriş yapabilirsiniz.',
};

/** 7010: declarations. */
export const DeclarationSms = {
  received: (number: string, annualKurus: number, verificationCode: string) =>
    `${number} numaralı beyannameniz alındı. Tahakkuk: ${formatKurus(annualKurus)} TL. ` +
    `Doğrulama kodu: ${verificationCode}`,
  returned: (number: string, reason: string) =>
    fitting(
      (r) => `${number} numaralı beyannameniz düzeltme için iade edildi. Gerekçe: ${r}`,
      reason,
      SmsBudget.notice,
    ),
};

/** 7020: debt restructuring. */
export const RestructuringSms = {
  consentCode: (installments: number, total: string, code: string) =>
    `Borç yapılandırma başvurunuz (${installmentWords(installments)}, toplam ${total} TL) için onay kodunuz: ` +
    `${code}. Kodu kimseyle paylaşmayınız.`,
  saved: (planNo: string, installments: number, firstDue: string) =>
    `${planNo} numaralı yapılandırma planınız kaydedildi: ${installmentWords(installments)}, ilk ödeme ` +
    `${formatDateTr(firstDue)} tarihinde. Taksitlerinizi Borç Sorgulama sayfasından ödeyebilirsiniz.`,
  broken: (planNo: string) =>
    `${planNo} numaralı yapılandırma planınız ödenmeyen taksitler nedeniyle bozuldu. Kalan borcunuz gecikme ` +
    'zammıyla birlikte Borç Sorgulama sayfasında yer almaktadır.',
  cancelled: (planNo: string, reason: string) =>
    fitting((r) => `${planNo} numaralı yapılandırma planınız belediyece iptal edildi: ${r}`, reason, SmsBudget.notice),
};

/** 7030: water contract cancellation; each step's sentence goes into `step`. */
export const WaterSms = {
  code: (municipality: string, code: string) =>
    `${municipality}: su sözleşmesi fesih başvurusu doğrulama kodunuz: ${code}`,
  received: (municipality: string, subscriberNo: string, cuttingDate: string, applicationNo: string) =>
    `${municipality}: ${subscriberNo} numaralı su aboneliğinizin fesih başvurusu alındı. Hat kesme tarihi ` +
    `${formatDateTr(cuttingDate)}. Başvuru no: ${applicationNo}`,
  step: (municipality: string, sentence: string, applicationNo: string) =>
    fitting((s) => `${municipality}: ${s} Başvuru no: ${applicationNo}`, sentence, SmsBudget.notice),
  assigned: 'Su hattı kesme talebiniz saha ekibine verildi.',
  rejected: (reason: string) => `Su hattı kesme talebiniz reddedildi. Gerekçe: ${reason}.`,
  cut: (cutOn: string, finalIndex: number) =>
    `Su hattınız ${formatDateTr(cutOn)} tarihinde kesildi. Son sayaç endeksi ${finalIndex}.`,
  cutEarly: (cutOn: string, chosen: string, finalIndex: number, reason: string) =>
    // The reason last: a long one is what the message budget cuts, never the dates or the index.
    `Su hattınız, seçtiğiniz ${formatDateTr(chosen)} yerine ${formatDateTr(cutOn)} tarihinde kesildi; son sayaç ` +
    `endeksi ${finalIndex}. Gerekçe: ${reason}`,
  billed: (m3: number, totalKurus: number) =>
    `Kesin hesap faturanız ${m3} m³ için ${formatTry(totalKurus)} olarak düzenlendi.`,
  refundComputed: (depositKurus: number, nettedKurus: number, refundKurus: number) =>
    `Güvence bedeliniz ${formatTry(depositKurus)}; borçlara mahsup ${formatTry(nettedKurus)}, ` +
    `iade ${formatTry(refundKurus)}.`,
  nettedAll: 'Güvence bedeliniz borçlarınıza mahsup edildi; fesih işlemi tamamlandı.',
  refundToAccount: (refundKurus: number) =>
    `${formatTry(refundKurus)} güvence bedeli iadeniz onaylandı; hesabınıza gönderilecek.`,
  refundAtDesk: (refundKurus: number) =>
    `${formatTry(refundKurus)} güvence bedeli iadeniz onaylandı; belediye veznesinden alabilirsiniz.`,
  refundSent: (refundKurus: number, sentOn: string) =>
    `${formatTry(refundKurus)} güvence bedeli iadeniz ${formatDateTr(sentOn)} tarihinde hesabınıza gönderildi.`,
  refundPaid: (refundKurus: number, sentOn: string) =>
    `${formatTry(refundKurus)} güvence bedeli iadeniz ${formatDateTr(sentOn)} tarihinde vezneden ödendi.`,
};

/** 7040: requests and complaints. */
export const ComplaintSms = {
  change: (municipality: string, trackingNo: string, what: string, link: string) =>
    `${municipality}: ${trackingNo} takip numaralı bildiriminiz ${what}. Ayrıntılar ${link} adresinde.`,
};

/** 7060: objections to an accrual; `what` is the step ("alındı", "için ek bilgi istendi", "karara bağlandı"). */
export const ObjectionSms = {
  step: (municipality: string, caseNo: string, what: string, link: string) =>
    `${municipality}: ${caseNo} numaralı itiraz başvurunuz ${what}. Ayrıntılar ${link} adresinde.`,
};

/** 7070: grants to act for someone else (ADR 0048), told to the owner; `who` is the grantee's masked name. */
export const DelegationSms = {
  messageCode: 7070,
  /** The owner's confirmation code: the code ends the text, as the outbox masks what follows the last colon. */
  code: (who: string) => (code: string) =>
    `${who} kişisine sicilinizde işlem yetkisi vermek için onay kodunuz: ${code}`,
  renewalCode: (who: string) => (code: string) =>
    `${who} kişisine verdiğiniz işlem yetkisini yenilemek için onay kodunuz: ${code}`,
  given: (who: string, until: string) =>
    `E-Belediye: ${who} kişisine ${until} tarihine kadar sicilinizde işlem yetkisi verdiniz. Bu işlemi siz ` +
    'yapmadıysanız Yetkilerim sayfasından hemen kaldırınız.',
  renewed: (who: string, until: string) =>
    `E-Belediye: ${who} kişisine verdiğiniz işlem yetkisini ${until} tarihine kadar yenilediniz. Bu işlemi siz ` +
    'yapmadıysanız Yetki verdiklerim sayfasından hemen kaldırınız.',
  revoked: (who: string) => `E-Belediye: ${who} kişisine verdiğiniz işlem yetkisini kaldırdınız.`,
  /** The owner's optional notice of each payment and filing done for them (the grant's setting). */
  paid: (who: string, amount: string, orderNo: string) =>
    `E-Belediye: ${who} adınıza ${amount} ödeme yaptı (sipariş ${orderNo}). Yetki verdiklerim sayfasından ` +
    'görebilirsiniz.',
  filed: (who: string, number: string) =>
    `E-Belediye: ${who} adınıza beyanname işlemi yaptı (beyanname ${number}). Yetki verdiklerim sayfasından ` +
    'görebilirsiniz.',
  left: (who: string) => `E-Belediye: ${who} kişisi sicilinizdeki işlem yetkisini bıraktı.`,
  suspended: (who: string) => `E-Belediye: ${who} kişisine verdiğiniz işlem yetkisi belediyece askıya alındı.`,
} as const;

/** 7050: payroll. */
export const PayrollSms = {
  code: (code: string) => `E-Belediye bordro görüntüleme kodunuz: ${code}`,
};
