import { clockNow, istanbulNow } from '@e-belediye/contracts/clock';
import { cardBrand, luhnValid } from '@e-belediye/contracts/payments';
import type { PaymentsTexts } from './i18n/index.js';

/** The card form as typed: strings, the number with its spaces. */
export interface CardFields {
  holder: string;
  number: string;
  month: string;
  year: string;
  cvv: string;
}
export type CardField = keyof CardFields;
export type CardErrorKey = keyof PaymentsTexts['card']['errors'];
export type CardErrors = Partial<Record<CardField, CardErrorKey>>;

export const emptyCard: CardFields = { holder: '', number: '', month: '', year: '', cvv: '' };

/** At most 19 digits, whatever was typed or pasted around them. */
export const cardDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 19);

/** "4546711234567894" → "4546 7112 3456 7894". */
export const formatCardNumber = (value: string): string => cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');

/** VISA (100) or Mastercard (200) once the first six digits tell; null before that or for other cards. */
export const brandOf = (number: string): 100 | 200 | null => cardBrand(cardDigits(number));

/** A brand the first six digits already rule out: shown while typing, before the number is complete. */
export const refusedBrand = (number: string): boolean => {
  const digits = cardDigits(number);
  return digits.length >= 6 && cardBrand(digits) === null;
};

const HOLDER = /^[\p{L} .'-]+$/u;

/** The same checks as the server (CardInput), in the same words; the expiry month is checked in local time. */
export function cardErrors(card: CardFields, now: Date = clockNow()): CardErrors {
  const errors: CardErrors = {};
  const holder = card.holder.trim();
  if (holder.length < 3) errors.holder = 'holder';
  else if (!HOLDER.test(holder)) errors.holder = 'holderLetters';

  const digits = cardDigits(card.number);
  if (!digits) errors.number = 'numberRequired';
  else if (!/^\d{15,19}$/.test(digits) || !luhnValid(digits)) errors.number = refusedBrand(digits) ? 'brand' : 'number';
  else if (cardBrand(digits) === null) errors.number = 'brand';

  if (!card.month) errors.month = 'month';
  if (!card.year) errors.year = 'year';
  if (card.month && card.year) {
    const expiry = Number(card.year) * 12 + Number(card.month);
    const today = istanbulNow(now);
    if (expiry < today.year * 12 + today.month) errors.month = 'expired';
  }

  if (!/^\d{3}$/.test(card.cvv)) errors.cvv = 'cvv';
  return errors;
}

/** The years a card can still be valid in: this year and ExpirationYearsToAdd more. */
export function expiryYears(yearsToAdd: number, now: Date = clockNow()): number[] {
  const first = istanbulNow(now).year;
  return Array.from({ length: Math.max(0, yearsToAdd) + 1 }, (_, i) => first + i);
}
