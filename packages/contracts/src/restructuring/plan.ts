/**
 * The arithmetic of a restructuring law (reference section 6), free of zod so the web page recomputes a plan
 * at every click with the very code the API saves it with. Money is integer kuruş throughout.
 *
 * - The late fee (gecikme zammı) of every eligible debt is waived and replaced by an index amount: the principal
 *   times the sum of the monthly Yİ-ÜFE changes from the month after the vade up to the month before the law.
 * - An option is an installment count with a coefficient: total = (principal + index amount) × coefficient,
 *   paid in equal installments every `intervalMonths` months from the first due date; the last installment takes
 *   what the equal shares leave over, so the installments add up exactly.
 * - An option may waive part of the index amount (cash: 90 % under 7326, paid within two periods: 50 %).
 */

import { nextWorkingDay } from '../calendar/working-days.js';

/** A monthly change of the Yİ-ÜFE index, in hundredths of a percent (1.25 % = 125). */
export interface IndexMonth {
  /** 'YYYY-MM'. */
  month: string;
  changeBp: number;
}

export interface PlanOptionTerms {
  /** 1 is cash (peşin). */
  installments: number;
  /** The coefficient in ten-thousandths (1.045 = 10450). */
  coefficientBp: number;
  /** Share of the index amount waived with this option, in ten-thousandths (90 % = 9000). */
  indexDiscountBp: number;
}

export interface CampaignTerms {
  /** The law's date ('YYYY-MM-DD'): the index runs up to the month before it. */
  lawDate: string;
  /** Debts due on or before this day are eligible. */
  cutOffDate: string;
  /** Due date of the first installment (and of a cash payment). */
  firstDueDate: string;
  /** Months between two installments (2 under 6736 … 7326). */
  intervalMonths: number;
  /** Published monthly changes; a month without one takes `fallbackMonthlyBp` (7326: 0.35 % a month). */
  indexMonths: readonly IndexMonth[];
  fallbackMonthlyBp: number;
  options: readonly PlanOptionTerms[];
  /** Installments that may be missed in a calendar year once the first two are paid (7326: 2). */
  toleratedMissesPerYear: number;
}

export interface PlanDebt {
  accrualOid: number;
  dueDate: string;
  /** What is still owed of the principal. */
  principalKurus: number;
  /** The late fee that would be owed today: what the law forgives. */
  lateFeeKurus: number;
}

export interface PlanInstallment {
  no: number;
  dueDate: string;
  principalKurus: number;
  indexKurus: number;
  surchargeKurus: number;
  totalKurus: number;
}

export interface Plan {
  installments: number;
  coefficientBp: number;
  principalKurus: number;
  /** The index amount before any discount of the option. */
  indexKurus: number;
  /** The part of the index amount the option waives (cash discount). */
  indexDiscountKurus: number;
  /** What the coefficient adds. */
  surchargeKurus: number;
  totalKurus: number;
  forgivenLateFeeKurus: number;
  /** The same debts paid today with their late fees. */
  payTodayKurus: number;
  rows: PlanInstallment[];
}

/** Half up to the kuruş of numerator ÷ denominator (non-negative integers), exact with bigint. */
function roundDiv(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

const monthKey = (year: number, month0: number) => {
  const y = year + Math.floor(month0 / 12);
  const m = ((month0 % 12) + 12) % 12;
  return `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** The summed monthly changes (bp) from the month after `dueDate` through the month before `lawDate`. */
export function cumulativeIndexBp(
  terms: Pick<CampaignTerms, 'lawDate' | 'indexMonths' | 'fallbackMonthlyBp'>,
  dueDate: string,
): number {
  const published = new Map(terms.indexMonths.map((m) => [m.month, m.changeBp]));
  const dueYear = +dueDate.slice(0, 4);
  const dueMonth0 = +dueDate.slice(5, 7) - 1;
  const lawIndex = +terms.lawDate.slice(0, 4) * 12 + (+terms.lawDate.slice(5, 7) - 1);
  let sum = 0;
  for (let i = dueYear * 12 + dueMonth0 + 1; i < lawIndex; i++) {
    const key = monthKey(0, i);
    sum += published.get(key) ?? terms.fallbackMonthlyBp;
  }
  return sum;
}

/** The index amount that replaces a debt's late fee, half up to the kuruş. */
export function indexAmountKurus(
  terms: Pick<CampaignTerms, 'lawDate' | 'indexMonths' | 'fallbackMonthlyBp'>,
  debt: Pick<PlanDebt, 'dueDate' | 'principalKurus'>,
): number {
  if (debt.principalKurus <= 0) return 0;
  return roundDiv(BigInt(debt.principalKurus) * BigInt(cumulativeIndexBp(terms, debt.dueDate)), 10_000n);
}

/** `months` after `iso`; a month-end date stays at the month's end, another day is clamped to it. */
export function addMonths(iso: string, months: number): string {
  const y = +iso.slice(0, 4);
  const m0 = +iso.slice(5, 7) - 1 + months;
  const d = +iso.slice(8, 10);
  const lastOf = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
  const wasMonthEnd = d === lastOf(y, +iso.slice(5, 7) - 1);
  const ty = y + Math.floor(m0 / 12);
  const tm0 = ((m0 % 12) + 12) % 12;
  const day = wasMonthEnd ? lastOf(ty, tm0) : Math.min(d, lastOf(ty, tm0));
  return `${monthKey(ty, tm0)}-${String(day).padStart(2, '0')}`;
}

/** Equal shares of `total` over `n`, the last taking the remainder. */
function shares(total: number, n: number): number[] {
  const each = Math.floor(total / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? total - each * (n - 1) : each));
}

/** The plan of these debts under one option of the campaign. */
export function computePlan(terms: CampaignTerms, debts: readonly PlanDebt[], option: PlanOptionTerms): Plan {
  const n = option.installments;
  const principal = debts.reduce((s, d) => s + d.principalKurus, 0);
  const index = debts.reduce((s, d) => s + indexAmountKurus(terms, d), 0);
  const forgiven = debts.reduce((s, d) => s + d.lateFeeKurus, 0);
  const indexDiscount = roundDiv(BigInt(index) * BigInt(option.indexDiscountBp), 10_000n);
  const indexDue = index - indexDiscount;
  const base = principal + indexDue;
  const total = roundDiv(BigInt(base) * BigInt(option.coefficientBp), 10_000n);
  const totals = shares(total, n);
  const principals = shares(principal, n);
  const indexes = shares(indexDue, n);
  const rows = totals.map((t, i) => ({
    no: i + 1,
    // Counted from the campaign's first day, then moved off a weekend or holiday (VUK md. 18): a move never carries.
    dueDate: nextWorkingDay(addMonths(terms.firstDueDate, i * terms.intervalMonths)),
    principalKurus: principals[i]!,
    indexKurus: indexes[i]!,
    // What is left of the equal installment once principal and index are paid: the coefficient's share.
    surchargeKurus: t - principals[i]! - indexes[i]!,
    totalKurus: t,
  }));
  return {
    installments: n,
    coefficientBp: option.coefficientBp,
    principalKurus: principal,
    indexKurus: index,
    indexDiscountKurus: indexDiscount,
    surchargeKurus: total - base,
    totalKurus: total,
    forgivenLateFeeKurus: forgiven,
    payTodayKurus: principal + forgiven,
    rows,
  };
}

export type PlanStanding = 'ACTIVE' | 'AT_RISK' | 'BROKEN' | 'COMPLETED';

export interface InstallmentState {
  no: number;
  dueDate: string;
  /** What is still owed of the installment. */
  remainingKurus: number;
}

/**
 * Where a plan stands on `today` (7326, reference 6.1): an installment is missed once its due day has passed
 * unpaid. The plan breaks when one of the first two installments (the only one, for cash) is missed, when more
 * than `toleratedMissesPerYear` installments due in one calendar year are missed, or when a missed installment is
 * still unpaid after the month that follows the last installment. Any other miss puts it at risk.
 */
export function planStanding(
  installments: readonly InstallmentState[],
  today: string,
  toleratedMissesPerYear: number,
): { standing: PlanStanding; missed: number[] } {
  const sorted = [...installments].sort((a, b) => a.no - b.no);
  const missed = sorted.filter((i) => i.remainingKurus > 0 && i.dueDate < today);
  if (sorted.every((i) => i.remainingKurus <= 0)) return { standing: 'COMPLETED', missed: [] };
  const nos = missed.map((i) => i.no);
  if (missed.length === 0) return { standing: 'ACTIVE', missed: nos };
  if (missed.some((i) => i.no <= 2)) return { standing: 'BROKEN', missed: nos };
  const perYear = new Map<string, number>();
  for (const i of missed) perYear.set(i.dueDate.slice(0, 4), (perYear.get(i.dueDate.slice(0, 4)) ?? 0) + 1);
  if ([...perYear.values()].some((count) => count > toleratedMissesPerYear)) return { standing: 'BROKEN', missed: nos };
  const last = sorted[sorted.length - 1]!;
  // The end of the month after the last installment: the last day to make good what was missed.
  const graceEnd = addMonths(`${last.dueDate.slice(0, 7)}-01`, 2);
  if (today >= graceEnd) return { standing: 'BROKEN', missed: nos };
  return { standing: 'AT_RISK', missed: nos };
}
