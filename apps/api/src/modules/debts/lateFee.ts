import { addDays, addMonths, daysBetween } from '../../db/seed/dates.js';

/** A monthly gecikme zammı rate (6183 art. 51) in force from `validFrom` on, in hundredths of a percent. */
export interface LateFeeRate {
  validFrom: string;
  monthlyRateBp: number;
}

export interface LateFeeInput {
  /** What is still owed of the accrual, in kuruş. */
  principalKurus: number;
  /** The vade, 'YYYY-MM-DD'. */
  dueDate: string;
  /** The day the fee is computed for (the payment day), 'YYYY-MM-DD'. */
  calculationDate: string;
  /** False for revenue types that carry no zam (rent, deposits, fees). */
  lateFeeApplies: boolean;
}

/** The statutory minimum ("bir milyon liradan az olamaz", old lira) is 1 kuruş since the 2005 redenomination. */
const MINIMUM_KURUS = 1n;
/** Daily share of a monthly rate: the part month is charged at rate ÷ 30 per day. */
const DAYS_PER_MONTH = 30n;
const BP_PER_UNIT = 10_000n;

/** The rate periods that overlap (from, to], oldest first: each as [first day, last day, bp]. */
function periods(rates: readonly LateFeeRate[], from: string, to: string): Array<[string, string, number]> {
  const sorted = [...rates].sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
  const out: Array<[string, string, number]> = [];
  sorted.forEach((rate, i) => {
    const next = sorted[i + 1]?.validFrom;
    const start = rate.validFrom > from ? rate.validFrom : addDays(from, 1);
    const end = next && addDays(next, -1) < to ? addDays(next, -1) : to;
    if (start <= end) out.push([start, end, rate.monthlyRateBp]);
  });
  return out;
}

/**
 * Gecikme zammı in integer kuruş, by the rules of the reference (section 5.2):
 * - it runs from the day after the vade through the calculation day (vade excluded, payment day included);
 * - the run is cut where the rate changes and each sub-period uses the rate in force in it;
 * - within a sub-period, whole months (same day of the next month, clamped to month end) at the monthly rate and
 *   the remaining days pro rata at rate ÷ 30 per day;
 * - the exact sum is rounded once, half up to the kuruş (the usual commercial rounding of Turkish tax offices;
 *   rounding once keeps the split at rate changes from adding rounding error), and is at least 1 kuruş.
 * Computed with bigint: principal × bp × days can pass 2^53 for large, old debts.
 */
export function lateFeeKurus(input: LateFeeInput, rates: readonly LateFeeRate[]): number {
  const { principalKurus, dueDate, calculationDate } = input;
  if (!input.lateFeeApplies || principalKurus <= 0 || calculationDate <= dueDate) return 0;
  // Numerator of the fee in units of (kuruş × bp ÷ 30): whole months count 30 day-shares each.
  let shares = 0n;
  for (const [first, last, bp] of periods(rates, dueDate, calculationDate)) {
    // The day before the sub-period is its anchor, as the vade is for the first one.
    const anchor = addDays(first, -1);
    let months = 0;
    while (addMonths(anchor, months + 1) <= last) months++;
    const days = daysBetween(addMonths(anchor, months), last);
    shares += BigInt(bp) * (BigInt(months) * DAYS_PER_MONTH + BigInt(days));
  }
  const denominator = BP_PER_UNIT * DAYS_PER_MONTH;
  const numerator = BigInt(principalKurus) * shares;
  if (numerator === 0n) return 0;
  const rounded = (2n * numerator + denominator) / (2n * denominator);
  return Number(rounded > MINIMUM_KURUS ? rounded : MINIMUM_KURUS);
}
