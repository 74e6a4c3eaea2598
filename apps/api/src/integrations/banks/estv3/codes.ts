import { bankText } from '../sanitize.js';

/**
 * Citizen-facing Turkish texts for NestPay ProcReturnCode values (codes as in mews EstPosResponseDataMapper).
 * Codes with a clear meaning get our own text; others fall back to a general text plus the bank's message.
 */
export const PROC_RETURN_REASONS: Record<string, string> = {
  '01': 'Bankanız bu işlem için onay istiyor. Lütfen bankanızı arayın veya başka bir kart deneyin.',
  '02': 'Bankanız bu işlem için onay istiyor. Lütfen bankanızı arayın veya başka bir kart deneyin.',
  '05': 'Bankanız işlemi onaylamadı.',
  '09': 'Bankanız şu anda işlemi yapamıyor. Lütfen biraz sonra tekrar deneyin.',
  '12': 'Geçersiz işlem.',
  '28': 'Bankanız işlemi onaylamadı.',
  '51': 'Kartınızın bakiyesi yetersiz.',
  '54': 'Kartınızın son kullanma tarihi geçmiş.',
  '57': 'Bankanız işlemi onaylamadı.',
  '62': 'Bankanız işlemi onaylamadı.',
  '77': 'Bankanız isteği reddetti.',
};

const withBankMessage = (text: string, bankMessage: string | undefined) => {
  const msg = bankText(bankMessage);
  return msg ? `${text} (Banka mesajı: ${msg})` : text;
};

export function procReturnReason(code: string | undefined, bankMessage?: string): string {
  const known = code ? PROC_RETURN_REASONS[code] : undefined;
  if (known) return known;
  // 99 and unlisted codes say little on their own; the bank's ErrMsg is what support and the citizen need.
  return withBankMessage('Ödeme bankanız tarafından tamamlanamadı.', bankMessage);
}

/** Half 3-D Secure (mdStatus 2/3/4, PayFlex Status A): the bank may accept it, the municipality does not. */
export const HALF_3D_REASON =
  'Kartınız için tam 3D Secure doğrulaması yapılamadı. Belediye ödemeleri yalnızca 3D Secure ile doğrulanan ' +
  'kartlarla alınabilir; kartınızı bankanızdan 3D Secure için etkinleştirin veya başka bir kart deneyin.';

/** mdStatus other than 1: why the 3-D Secure step failed. */
export function mdStatusReason(mdStatus: string, mdErrorMessage?: string): string {
  if (['2', '3', '4'].includes(mdStatus)) return HALF_3D_REASON;
  if (mdStatus === '0') {
    return 'Kart doğrulaması (3D Secure) başarısız oldu. Şifreyi doğru girdiğinizden emin olup tekrar deneyin.';
  }
  return withBankMessage('3D Secure doğrulaması yapılamadı. Lütfen daha sonra tekrar deneyin.', mdErrorMessage);
}
