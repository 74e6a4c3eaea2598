import { type Due, trDay, workingDue } from '../../calendar/working-days.js';
import { addDays } from '../../clock.js';
import { formatKurus } from '../../format.js';

export { addDays };

/**
 * The one rounding rule of every declaration: an amount is kept as an exact fraction of kuruş while it is
 * computed and rounded half up to whole kuruş where it becomes a figure of the explanation (a value, a tax, an
 * installment). The web's estimate and the server call these same functions, so both show the same kuruş.
 */
export function roundKurus(numerator: bigint, denominator: bigint = 1n): number {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (n * 2n + denominator) / (denominator * 2n);
  return Number(negative ? -q : q);
}

/** Square metres or metres with two decimals as exact hundredths. */
export const hundredths = (value: number): bigint => BigInt(Math.round(value * 100));

/** An amount of a year's table carried into the next by a factor (2026 = 2025 × 1,12745), to the kuruş. */
export function indexedKurus(kurus: number, factor: number): number {
  const scaled = BigInt(Math.round(factor * 100_000));
  return roundKurus(BigInt(kurus) * scaled, 100_000n);
}

/** Equal installments; the odd kuruş go to the first ones, so the parts always add up to the whole. */
export function splitEqually(totalKurus: number, parts: number): number[] {
  const base = Math.floor(totalKurus / parts);
  const rest = totalKurus - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < rest ? 1 : 0));
}

/** The last day of a month, 'YYYY-MM-DD'. */
export const monthEnd = (year: number, month: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;

/**
 * Days a late filer is given to pay an installment whose statutory day had passed on the filing day. The
 * reference is silent on it; it is the portal's rule, not the law's (ADR 0038).
 */
export const LATE_FILING_GRACE_DAYS = 30;

/**
 * The due date of an installment, judged on its own statutory day: that day, moved to a working day (VUK md. 18),
 * when it had not passed on the filing day — a November filing keeps 30 November for the second installment —
 * otherwise the grace period after filing, so a new accrual is never overdue the day it is made. `law` is the
 * article that sets the statutory day; the sentence that comes back says which rule gave the date.
 */
export function installmentDue(statutory: string, filedOn: string, law: string): Due {
  const onTime = workingDue(statutory, `Son ödeme günü ${trDay(statutory)} (${law})`);
  if (onTime.date >= filedOn) return onTime;
  const graceEnd = addDays(filedOn, LATE_FILING_GRACE_DAYS);
  return workingDue(
    graceEnd,
    `Kanuni son gün ${trDay(statutory)} (${law}) beyan gününden (${trDay(filedOn)}) önce geçtiği için ` +
      `beyandan ${LATE_FILING_GRACE_DAYS} gün sonra: ${trDay(graceEnd)}`,
  );
}

/** 1234,5 m² as "1.234,50 m²". */
export const formatArea = (h: bigint) => `${formatKurus(h)} m²`;
/** 123456 kuruş as "1.234,56 TL". */
export const tl = (kurus: number | bigint) => `${formatKurus(kurus)} TL`;
/** A rate in hundredths of a percent as the law writes it: 20 → "binde 2", 1000 → "%10". */
export function rateText(bp: number): string {
  if (bp % 100 === 0) return `%${bp / 100}`;
  const perMille = bp / 10;
  return `binde ${perMille.toLocaleString('tr-TR', { maximumFractionDigits: 2 })}`;
}

/** A value that the declarant cannot have meant: the calculation names the field and says why. */
export class DeclarationCalcError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
