import { addDays } from '../clock.js';

/**
 * The one working-day calendar of the portal: Saturdays and Sundays (394 s. Hafta Tatili Kanunu), the national and
 * general holidays of 2429 s. Kanun, and the half days before them. A period whose last day is not a full working
 * day ends on the next one (213 s. VUK md. 18), so every due date the portal computes goes through `workingDue`.
 */

/** What a day is: a half day is a general holiday from 13.00 (2429 md. 2), so the office closes at noon. */
export type DayKind = 'WORKING' | 'WEEKEND' | 'HOLIDAY' | 'HALF_DAY';

export interface Holiday {
  name: string;
  half: boolean;
}

/** Holidays on the same day every year (MM-DD), by 2429 s. Kanun md. 1–2. */
const FIXED_HOLIDAYS: Readonly<Record<string, Holiday>> = {
  '01-01': { name: 'Yılbaşı', half: false },
  '04-23': { name: 'Ulusal Egemenlik ve Çocuk Bayramı', half: false },
  '05-01': { name: 'Emek ve Dayanışma Günü', half: false },
  '05-19': { name: "Atatürk'ü Anma, Gençlik ve Spor Bayramı", half: false },
  '07-15': { name: 'Demokrasi ve Millî Birlik Günü', half: false },
  '08-30': { name: 'Zafer Bayramı', half: false },
  '10-28': { name: 'Cumhuriyet Bayramı arifesi', half: true },
  '10-29': { name: 'Cumhuriyet Bayramı', half: false },
};

/** A religious holiday of one year: its eve (a half day) and how many full days follow. */
export interface ReligiousHoliday {
  name: 'Ramazan Bayramı' | 'Kurban Bayramı';
  eve: string;
  days: number;
}

/**
 * Ramazan (3½ days) and Kurban Bayramı (4½ days) move with the lunar calendar, so they are data: the days
 * Diyanet announced for the years below (the seeded history reaches back to 2019). A later year is one line
 * more here, added when Diyanet publishes it.
 */
export const RELIGIOUS_HOLIDAYS: readonly ReligiousHoliday[] = [
  { name: 'Ramazan Bayramı', eve: '2019-06-03', days: 3 },
  { name: 'Kurban Bayramı', eve: '2019-08-10', days: 4 },
  { name: 'Ramazan Bayramı', eve: '2020-05-23', days: 3 },
  { name: 'Kurban Bayramı', eve: '2020-07-30', days: 4 },
  { name: 'Ramazan Bayramı', eve: '2021-05-12', days: 3 },
  { name: 'Kurban Bayramı', eve: '2021-07-19', days: 4 },
  { name: 'Ramazan Bayramı', eve: '2022-05-01', days: 3 },
  { name: 'Kurban Bayramı', eve: '2022-07-08', days: 4 },
  { name: 'Ramazan Bayramı', eve: '2023-04-20', days: 3 },
  { name: 'Kurban Bayramı', eve: '2023-06-27', days: 4 },
  { name: 'Ramazan Bayramı', eve: '2024-04-09', days: 3 },
  { name: 'Kurban Bayramı', eve: '2024-06-15', days: 4 },
  { name: 'Ramazan Bayramı', eve: '2025-03-29', days: 3 },
  { name: 'Kurban Bayramı', eve: '2025-06-05', days: 4 },
  { name: 'Ramazan Bayramı', eve: '2026-03-19', days: 3 },
  { name: 'Kurban Bayramı', eve: '2026-05-26', days: 4 },
  { name: 'Ramazan Bayramı', eve: '2027-03-08', days: 3 },
  { name: 'Kurban Bayramı', eve: '2027-05-15', days: 4 },
];

const religiousDays = new Map<string, Holiday>();
for (const h of RELIGIOUS_HOLIDAYS) {
  religiousDays.set(h.eve, { name: `${h.name} arifesi`, half: true });
  for (let i = 1; i <= h.days; i++) religiousDays.set(addDays(h.eve, i), { name: h.name, half: false });
}

/** The holiday on `date` ('YYYY-MM-DD'), a full or a half day; null on an ordinary day. */
export const holidayOn = (date: string): Holiday | null =>
  religiousDays.get(date) ?? FIXED_HOLIDAYS[date.slice(5)] ?? null;

/** 0 = Sunday … 6 = Saturday, of the calendar date itself (no time zone involved). */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export function dayKind(date: string): DayKind {
  const holiday = holidayOn(date);
  if (holiday && !holiday.half) return 'HOLIDAY';
  const day = weekdayOf(date);
  if (day === 0 || day === 6) return 'WEEKEND';
  return holiday ? 'HALF_DAY' : 'WORKING';
}

/** A full working day: a half day is not one, as a period cannot end at noon (see ADR 0038). */
export const isWorkingDay = (date: string) => dayKind(date) === 'WORKING';

/** `date` itself when it is a working day, else the first working day after it. */
export function nextWorkingDay(date: string): string {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** 'YYYY-MM-DD' as Turkish documents write it. */
export const trDay = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** Why `date` is not a working day, as the clause of a Turkish sentence ("hafta sonuna denk geldiği için"). */
export function notWorkingBecause(date: string): string {
  const holiday = holidayOn(date);
  const kind = dayKind(date);
  if (kind === 'HOLIDAY') return `resmî tatile (${holiday!.name}) denk geldiği için`;
  if (kind === 'HALF_DAY') return `yarım gün tatile (${holiday!.name}) denk geldiği için`;
  return 'hafta sonuna denk geldiği için';
}

/** A due date and the sentence that says why it is that day. */
export interface Due {
  date: string;
  /** "Son ödeme günü 29.11.2026 (…); hafta sonuna denk geldiği için ilk iş günü 30.11.2026 (213 s. VUK md. 18)." */
  why: string;
}

export const VUK_18 = '213 s. VUK md. 18';

/**
 * The last day of a period, `day`, moved to the next working day when it is not one. `lead` says where the day
 * comes from ("Son ödeme günü 30.11.2026 (1319 s. Kanun md. 30)"); the move and its article are added to it.
 */
export function workingDue(day: string, lead: string): Due {
  const date = nextWorkingDay(day);
  const moved = date === day ? '' : `; ${notWorkingBecause(day)} ilk iş günü ${trDay(date)} (${VUK_18})`;
  return { date, why: `${lead}${moved}.` };
}
