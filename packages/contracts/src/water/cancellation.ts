/**
 * The rules of a water contract cancellation (su sözleşmesi fesih), shared by the API and the web: the steps an
 * application goes through, the cutting date and the deposit refund; the final bill is the water bill of bill.ts.
 */
import { holidayOn, weekdayOf } from '../calendar/working-days.js';

/** Where an application stands. Staff move it one step at a time; REJECTED and COMPLETED are final. */
export const CancellationStatuses = {
  RECEIVED: 'Başvuru alındı',
  ASSIGNED: 'Saha ekibine verildi',
  CUT: 'Su hattı kesildi',
  REJECTED: 'Kesme talebi reddedildi',
  BILLED: 'Kesin hesap faturası düzenlendi',
  REFUND_COMPUTED: 'Güvence bedeli iadesi hesaplandı',
  REFUND_APPROVED: 'İade onaylandı',
  COMPLETED: 'Tamamlandı',
} as const;
export type CancellationStatus = keyof typeof CancellationStatuses;
export const CANCELLATION_STATUSES = Object.keys(CancellationStatuses) as CancellationStatus[];

/** The acts of the desk, in the order they happen. */
export const CancellationActs = {
  assign: 'Saha ekibine verme',
  cut: 'Hat kesimini kaydetme',
  reject: 'Reddetme',
  bill: 'Kesin hesap faturası',
  computeRefund: 'İade hesabı',
  approveRefund: 'İade onayı',
  sendRefund: 'İadenin gönderilmesi',
} as const;
export type CancellationAct = keyof typeof CancellationActs;

const MOVES: Record<CancellationAct, Partial<Record<CancellationStatus, CancellationStatus>>> = {
  assign: { RECEIVED: 'ASSIGNED' },
  cut: { ASSIGNED: 'CUT' },
  reject: { RECEIVED: 'REJECTED', ASSIGNED: 'REJECTED' },
  bill: { CUT: 'BILLED' },
  computeRefund: { BILLED: 'REFUND_COMPUTED' },
  approveRefund: { REFUND_COMPUTED: 'REFUND_APPROVED' },
  sendRefund: { REFUND_APPROVED: 'COMPLETED' },
};

export type Move = { ok: true; status: CancellationStatus } | { ok: false; message: string };

/**
 * The status an act leads to from `status`, or why it cannot be done now: no step is skipped or repeated. A
 * refund of nothing (the whole deposit went to debts) is complete once approved: there is nothing to send.
 */
export function nextStatus(status: CancellationStatus, act: CancellationAct, refundKurus?: number | null): Move {
  const to = MOVES[act][status];
  if (!to) {
    return {
      ok: false,
      message: `${CancellationActs[act]} bu aşamada yapılamaz; başvuru "${CancellationStatuses[status]}" durumunda.`,
    };
  }
  if (act === 'approveRefund' && refundKurus === 0) return { ok: true, status: 'COMPLETED' };
  return { ok: true, status: to };
}

/** An application still in progress: at most one per subscription. */
export const isOpenCancellation = (status: CancellationStatus) => status !== 'REJECTED' && status !== 'COMPLETED';

/** The spec's water line status while the application is at `status`: 2 cut request sent, 3 cut, 4 rejected. */
export function lineStatusOf(status: CancellationStatus): 2 | 3 | 4 {
  if (status === 'RECEIVED' || status === 'ASSIGNED') return 2;
  if (status === 'REJECTED') return 4;
  return 3;
}

/** How the deposit comes back (depositReturnType): 1 to the subscriber's IBAN, 2 set against open debts. */
export const DepositReturnTypes = { 1: 'IBAN hesabına iade', 2: 'Borçlara mahsup' } as const;
export type DepositReturnType = keyof typeof DepositReturnTypes;

/** A day of an official holiday, full or half (the eves): field teams do not cut a line then. */
export const isOfficialHoliday = (date: string) => holidayOn(date) !== null;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** How far ahead a line can be cut: from `minDays` after today up to `maxDays` (the municipality's setting). */
export interface CuttingWindow {
  minDays: number;
  maxDays: number;
}

/** Why a cutting date cannot be chosen, in Turkish; null when field teams can cut the line that day. */
export function cuttingDateProblem(date: string, today: string, window: CuttingWindow): string | null {
  const ahead = daysBetween(today, date);
  if (Number.isNaN(ahead)) return 'Hat kesme tarihi geçerli bir tarih değil.';
  if (ahead < 0) return 'Hat kesme tarihi geçmiş bir gün olamaz.';
  if (ahead < window.minDays) return `Hat kesme tarihi en erken ${window.minDays} gün sonrası olabilir.`;
  if (ahead > window.maxDays) return `Hat kesme tarihi en geç ${window.maxDays} gün sonrası olabilir.`;
  if (weekdayOf(date) === 0 || weekdayOf(date) === 6) return 'Hat kesme tarihi hafta sonuna denk gelemez.';
  if (isOfficialHoliday(date)) return 'Hat kesme tarihi resmi tatil gününe denk gelemez.';
  return null;
}

/**
 * The deposit as the municipality returns it: updated to the subscription type's current deposit (İSKİ, İZSU),
 * never less than what was paid.
 */
export const updatedDeposit = (paidKurus: number, currentTariffKurus: number) =>
  Math.max(paidKurus, currentTariffKurus);

export interface OpenDebt {
  accrualOid: number;
  principalKurus: number;
  lateFeeKurus: number;
}
export interface NettingLine {
  accrualOid: number;
  principalKurus: number;
  lateFeeKurus: number;
}
export interface Refund {
  DepositKurus: number;
  NettedKurus: number;
  RefundKurus: number;
  lines: NettingLine[];
}

/**
 * Sets the deposit against the open debts, oldest first (each debt's late fee before its principal), and returns
 * what is left: never negative, never above the deposit.
 */
export function refundOf(depositKurus: number, debts: readonly OpenDebt[]): Refund {
  let left = Math.max(0, depositKurus);
  const lines: NettingLine[] = [];
  for (const d of debts) {
    if (left === 0) break;
    const fee = Math.min(left, d.lateFeeKurus);
    const principal = Math.min(left - fee, d.principalKurus);
    if (fee + principal === 0) continue;
    lines.push({ accrualOid: d.accrualOid, principalKurus: principal, lateFeeKurus: fee });
    left -= fee + principal;
  }
  const netted = depositKurus - left;
  return { DepositKurus: depositKurus, NettedKurus: netted, RefundKurus: left, lines };
}
