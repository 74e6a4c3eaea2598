import { cardBrand, luhnValid } from '@e-belediye/contracts/payments';
import { BankDeclinedError } from './errors.js';
import type { Card, PaymentOrder } from './types.js';

export { cardBrand, luhnValid };

/** Whole kuruş to the banks' dot-decimal amount: 10025 → "100.25". */
export function kurusToAmount(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError('amount must be a whole, non-negative kuruş');
  return `${Math.trunc(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;
}

/** "100.25" / "100.2" / "100" → kuruş; anything else (commas, signs, three decimals) → undefined. */
export function amountToKurus(amount: string | undefined): number | undefined {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(amount?.trim() ?? '');
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

const fullYear = (card: Card) => (card.expYear < 100 ? 2000 + card.expYear : card.expYear);
/** "MM" for EstV3 Ecom_Payment_Card_ExpDate_Month. */
export const expiryMonth = (card: Card) => String(card.expMonth).padStart(2, '0');
/** "YY" for EstV3 Ecom_Payment_Card_ExpDate_Year. */
export const expiryYearYY = (card: Card) => String(fullYear(card) % 100).padStart(2, '0');
/** PayFlex enrollment ExpiryDate. */
export const expiryYYMM = (card: Card) => `${expiryYearYY(card)}${expiryMonth(card)}`;
/** PayFlex provision Expiry; YYMM here is rejected with "Invalid Expire Date" (mews issue #60). */
export const expiryYYYYMM = (card: Card) => `${fullYear(card)}${expiryMonth(card)}`;

/**
 * Checks the card the citizen typed before it goes anywhere. The texts never quote the card,
 * because error messages end up in logs.
 */
export function checkedCard(card: Card): Card {
  const number = card.number.replace(/[\s-]/g, '');
  if (!luhnValid(number)) throw new BankDeclinedError('Kart numarası hatalı. Lütfen kontrol edip tekrar deneyin.');
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const validDate = Number.isInteger(card.expMonth) && card.expMonth >= 1 && card.expMonth <= 12;
  if (!validDate || !Number.isInteger(year) || year < 2000 || year > 2099) {
    throw new BankDeclinedError('Kartın son kullanma tarihi hatalı.');
  }
  if (!/^\d{3,4}$/.test(card.cvv)) throw new BankDeclinedError('Kartın güvenlik kodu (CVV) hatalı.');
  return { ...card, number, holder: card.holder.trim() };
}

/** The order fields end up in bank requests and hashes, so malformed ones are a programming error. */
export function checkOrder(order: PaymentOrder): void {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(order.orderNo)) throw new Error('orderNo: 1–64 letters, digits, - or _');
  if (!Number.isSafeInteger(order.amountKurus) || order.amountKurus <= 0) throw new Error('amountKurus: positive');
  if (order.currency !== 'TRY') throw new Error('currency: only TRY');
  for (const url of [order.okUrl, order.failUrl]) {
    if (!/^https?:\/\//.test(url)) throw new Error('okUrl/failUrl: absolute http(s) URL');
  }
}

/** ISO 4217 numeric code of the only currency the portal takes. */
export const TRY_CODE = '949';
