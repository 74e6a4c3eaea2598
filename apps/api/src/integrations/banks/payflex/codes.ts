import { HALF_3D_REASON, PROC_RETURN_REASONS } from '../estv3/codes.js';
import { bankText } from '../sanitize.js';

/** The citizen cannot fix these (our merchant settings, IP whitelist, credentials); support can. */
export const MERCHANT_SETUP_REASON = 'Ödeme şu anda alınamıyor. Lütfen daha sonra tekrar deneyin.';

/** Enrollment (VERes) and callback Status values other than Y. */
export function threeDStatusReason(status: string, errorCode?: string, errorMessage?: string): string {
  if (status === 'A') return HALF_3D_REASON;
  if (status === 'N') {
    return (
      'Kartınız 3D Secure sistemine kayıtlı değil. Kartınızı bankanızdan 3D Secure için etkinleştirin ' +
      'veya başka bir kart deneyin.'
    );
  }
  if (status === 'U') return 'Kart doğrulaması şu anda yapılamıyor. Lütfen daha sonra tekrar deneyin.';
  // 1105 (server IP not whitelisted) and 2005 (merchant not found: wrong environment) are set-up errors.
  if (errorCode === '1105' || errorCode === '2005') return MERCHANT_SETUP_REASON;
  const msg = bankText(errorMessage);
  const text = '3D Secure doğrulaması yapılamadı.';
  return msg ? `${text} (Banka mesajı: ${msg})` : text;
}

/** VposResponse ResultCode (mews PayFlexV4PosResponseDataMapper examples). */
const RESULT_REASONS: Record<string, string> = {
  '0312': 'Bankanız kartı geçersiz saydı. Lütfen kart bilgilerinizi kontrol edin veya başka bir kart deneyin.',
  '9039': MERCHANT_SETUP_REASON,
  '9065': MERCHANT_SETUP_REASON,
};

export function resultCodeReason(code: string, detail?: string): string {
  // '00NN' carries the issuer's ISO 8583 answer NN (0051 insufficient funds, 0054 expired card), as NestPay's do.
  const iso = /^00(\d\d)$/.exec(code)?.[1];
  const known = RESULT_REASONS[code] ?? (iso ? PROC_RETURN_REASONS[iso] : undefined);
  if (known) return known;
  const msg = bankText(detail);
  const text = 'Ödeme bankanız tarafından onaylanmadı.';
  return msg ? `${text} (Banka mesajı: ${msg})` : text;
}
