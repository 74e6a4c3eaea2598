import { isWorkingDay, nextWorkingDay } from '@e-belediye/contracts/calendar';
import type { Rng } from './random.js';

/** Calendar dates as 'YYYY-MM-DD' strings, computed in UTC so the result never depends on the host's zone. */
const DAY = 86_400_000;

export const MONTHS_TR = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const;
export const WEEKDAYS_TR = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const;

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

export function isoDate(year: number, month: number, day: number): string {
  return fromTime(Date.UTC(year, month - 1, day));
}

export function addDays(date: string, days: number): string {
  return fromTime(toTime(date) + days * DAY);
}

/** Same day n months later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return isoDate(y, m + months, Math.min(d, last));
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(toTime(date)).getUTCDay();
}

/** A weekend, an official holiday or a half day before one: the portal's one calendar, as live filings use it. */
export const isHoliday = (date: string): boolean => !isWorkingDay(date);

/** A due date that falls on a weekend or holiday moves to the next working day (VUK md. 18). */
export const nextWorkday = nextWorkingDay;

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

export function monthOf(date: string): number {
  return Number(date.slice(5, 7));
}

/** '2026-11-23' → '23.11.2026', as Turkish documents write dates. */
export function trDate(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

export function minDate(a: string, b: string): string {
  return a < b ? a : b;
}

export function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

/** A random date in [from, to]. */
export function dateBetween(rng: Rng, from: string, to: string): string {
  return addDays(from, rng.int(0, Math.max(0, daysBetween(from, to))));
}
