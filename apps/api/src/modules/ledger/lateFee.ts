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

// Dates as whole days since 1970 (UTC): the fee is computed for every open debt on every inquiry, and integer
// days are much cheaper than date strings there.
const DAY_MS = 86_400_000;
const dayNo = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;

const sortedRates = new WeakMap<readonly LateFeeRate[], Array<{ start: number; bp: number }>>();
function rateStarts(rates: readonly LateFeeRate[]) {
  let sorted = sortedRates.get(rates);
  if (!sorted) {
    sorted = rates.map((r) => ({ start: dayNo(r.validFrom), bp: r.monthlyRateBp })).sort((a, b) => a.start - b.start);
    sortedRates.set(rates, sorted);
  }
  return sorted;
}

/** The rate periods that overlap (from, to], oldest first: each as [first day, last day, bp]. */
function periods(rates: readonly LateFeeRate[], from: number, to: number): Array<[number, number, number]> {
  const sorted = rateStarts(rates);
  const out: Array<[number, number, number]> = [];
  sorted.forEach((rate, i) => {
    const next = sorted[i + 1]?.start;
    const start = Math.max(rate.start, from + 1);
    const end = next !== undefined ? Math.min(next - 1, to) : to;
    if (start <= end) out.push([start, end, rate.bp]);
  });
  return out;
}

/**
 * Whole months from `anchor` to `last` (the most n with anchor + n months ≤ last, the day clamped to the month's
 * end) and the days left over.
 */
function monthsAndDays(anchor: number, last: number): [number, number] {
  const a = new Date(anchor * DAY_MS);
  const l = new Date(last * DAY_MS);
  const plus = (n: number) => {
    const monthEnd = new Date(Date.UTC(a.getUTCFullYear(), a.getUTCMonth() + n + 1, 0)).getUTCDate();
    return Date.UTC(a.getUTCFullYear(), a.getUTCMonth() + n, Math.min(a.getUTCDate(), monthEnd)) / DAY_MS;
  };
  let months = (l.getUTCFullYear() - a.getUTCFullYear()) * 12 + (l.getUTCMonth() - a.getUTCMonth());
  // Landing in last's own month can overshoot its day; one step back is then enough.
  while (months > 0 && plus(months) > last) months--;
  months = Math.max(0, months);
  return [months, last - plus(months)];
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
  for (const [first, last, bp] of periods(rates, dayNo(dueDate), dayNo(calculationDate))) {
    // The day before the sub-period is its anchor, as the vade is for the first one.
    const [months, days] = monthsAndDays(first - 1, last);
    shares += BigInt(bp) * (BigInt(months) * DAYS_PER_MONTH + BigInt(days));
  }
  const denominator = BP_PER_UNIT * DAYS_PER_MONTH;
  const numerator = BigInt(principalKurus) * shares;
  if (numerator === 0n) return 0;
  const rounded = (2n * numerator + denominator) / (2n * denominator);
  return Number(rounded > MINIMUM_KURUS ? rounded : MINIMUM_KURUS);
}
