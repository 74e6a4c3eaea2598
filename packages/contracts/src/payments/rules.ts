/**
 * Payment rules shared by the screens and the API, free of zod so the web bundle can take them whole.
 */

import { clockNow, istanbulNow } from '../clock.js';
import { MerchantBankCodes } from '../codes.js';

/** EFT codes of the banks the portal can take cards through: one list, in codes.ts (spec section 9). */
export type PaymentBankCode = (typeof MerchantBankCodes)[keyof typeof MerchantBankCodes];
export const PaymentBankCodes = Object.values(MerchantBankCodes) as [PaymentBankCode, ...PaymentBankCode[]];

/** The four bank windows of the spec and the bank each one serves. */
export const PaymentBanks: Record<PaymentBankCode, { name: string; window: string }> = {
  '0010': { name: 'T.C. Ziraat Bankası', window: '/ziraat-banka' },
  '0015': { name: 'Türkiye Vakıflar Bankası', window: '/vakif-banka' },
  '0064': { name: 'Türkiye İş Bankası', window: '/payment-is-bank' },
  '0012': { name: 'Türkiye Halk Bankası', window: '/payment-other-banks' },
};

export const OrderStatuses = {
  NEW: 'Ödeme bekleniyor',
  PENDING: 'Bankada işlemde',
  PROVISIONING: 'Bankadan onay bekleniyor',
  PAID: 'Ödendi',
  FAILED: 'Başarısız',
  EXPIRED: 'Zaman aşımı',
} as const;
export type OrderStatus = keyof typeof OrderStatuses;

export const PaymentChannels = { DEBT: 'Borç ödeme', FAST: 'Hızlı ödeme', MATRIMONY: 'Nikah ücreti' } as const;
export type PaymentChannel = keyof typeof PaymentChannels;

/** Card brand codes by BIN (spec: VISA 100, MASTER 200 — Mastercard 51–55 and 2221–2720); others are refused. */
export function cardBrand(number: string): 100 | 200 | null {
  const n = number.replace(/[\s-]/g, '');
  if (!/^\d{6,19}$/.test(n)) return null;
  if (n.startsWith('4')) return 100;
  const two = Number(n.slice(0, 2));
  const four = Number(n.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 200;
  return null;
}

/** Luhn (mod 10) check over 12–19 digits; every real card number passes it. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export interface PauseSettings {
  OperationPauseStartHours: number;
  OperationPauseStartMinute: number;
  OperationPauseFinishHours: number;
  OperationPauseFinishMinute: number;
}

/** Kept for the many callers that read today from here; the clock lives in clock.ts. */
export { istanbulDayStart, istanbulToday as todayInIstanbul } from '../clock.js';

/** Minutes since midnight in Turkey: the window is a municipal clock time, whatever the server's zone. */
const istanbulMinutes = (now: Date): number => istanbulNow(now).minutes;

const hhmm = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;

/**
 * The daily pause (e.g. 23:45–00:15, while the day is closed at the bank): may cross midnight; start = finish
 * means no pause. Returns null outside the window, else when payments reopen ('00:15').
 */
export function paymentPause(settings: PauseSettings, now: Date = clockNow()): { from: string; until: string } | null {
  const start = settings.OperationPauseStartHours * 60 + settings.OperationPauseStartMinute;
  const finish = settings.OperationPauseFinishHours * 60 + settings.OperationPauseFinishMinute;
  if (start === finish) return null;
  const t = istanbulMinutes(now);
  const inside = start < finish ? t >= start && t < finish : t >= start || t < finish;
  if (!inside) return null;
  return {
    from: hhmm(settings.OperationPauseStartHours, settings.OperationPauseStartMinute),
    until: hhmm(settings.OperationPauseFinishHours, settings.OperationPauseFinishMinute),
  };
}

export const pauseMessage = (p: { from: string; until: string }) =>
  `Ödeme işlemleri her gün ${p.from} ile ${p.until} arasında gün sonu işlemleri nedeniyle yapılamamaktadır. ` +
  `Ödeme sayfası saat ${p.until} itibarıyla yeniden açılır.`;

/** What the oldest-first rule reads of a debt. */
export interface DueDebt {
  AccrualOid: number;
  RevenueCode: number;
  SubscriberNo: string | null;
  DueDate: string;
  /** A debt under an open objection is never required by the rule (ADR 0049). */
  UnderObjection?: boolean;
}

/**
 * Within one revenue type (and water meter) a partial payment must leave only later debts open. Returns the
 * first open debt the selection skips — older than a chosen debt of its group — or null when the rule holds.
 */
export function checkOldestFirst<T extends DueDebt>(open: readonly T[], chosen: ReadonlySet<number>): T | null {
  const latestChosen = new Map<string, string>();
  for (const d of open) {
    // A debt under objection is paid on its own: choosing it asks for no older debt of its kind.
    if (!chosen.has(d.AccrualOid) || d.UnderObjection) continue;
    const k = group(d);
    if ((latestChosen.get(k) ?? '') < d.DueDate) latestChosen.set(k, d.DueDate);
  }
  for (const d of open) {
    if (chosen.has(d.AccrualOid) || d.UnderObjection) continue;
    const latest = latestChosen.get(group(d));
    if (latest && d.DueDate < latest) return d;
  }
  return null;
}

/** The group the oldest-first rule works in: one revenue type, and one water meter. */
const group = (d: DueDebt) => `${d.RevenueCode}|${d.SubscriberNo ?? ''}`;

/**
 * A change of the selection that keeps the rule where the payer chooses: choosing debts also chooses the older
 * open debts of their groups, dropping debts also drops the later ones. `also` lists the debts the rule added
 * (on) or removed (off) beyond those asked for, so the screen can say why.
 */
export function selectOldestFirst<T extends DueDebt>(
  open: readonly T[],
  chosen: ReadonlySet<number>,
  changed: readonly number[],
  on: boolean,
): { selected: Set<number>; also: T[] } {
  const selected = new Set(chosen);
  const asked = new Set(changed);
  const also: T[] = [];
  for (const d of open) {
    if (!asked.has(d.AccrualOid) || d.UnderObjection) continue;
    for (const e of open) {
      if (asked.has(e.AccrualOid) || group(e) !== group(d) || selected.has(e.AccrualOid) !== !on) continue;
      // The rule skips a debt under objection: it is chosen or dropped only by hand.
      if (e.UnderObjection) continue;
      if (on ? e.DueDate < d.DueDate : e.DueDate > d.DueDate) {
        on ? selected.add(e.AccrualOid) : selected.delete(e.AccrualOid);
        also.push(e);
      }
    }
  }
  for (const oid of changed) on ? selected.add(oid) : selected.delete(oid);
  return { selected, also };
}
export * from './card-entry.js';
