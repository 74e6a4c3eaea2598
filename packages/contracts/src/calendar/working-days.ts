import { addDays } from '../clock.js';
import { religiousHolidaysSet } from './bayrams-in-force.js';

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

export type BayramName = 'RAMAZAN' | 'KURBAN';
export const BayramNames: Readonly<Record<BayramName, string>> = {
  RAMAZAN: 'Ramazan Bayramı',
  KURBAN: 'Kurban Bayramı',
};
/** The days of each bayram by 2429 md. 2 (3½ and 4½ with the eve), what a new entry starts from. */
export const BayramDays: Readonly<Record<BayramName, number>> = { RAMAZAN: 3, KURBAN: 4 };

/** A religious holiday of one year: its first day and how many full days it lasts; the day before is its eve. */
export interface ReligiousHoliday {
  Name: BayramName;
  FirstDay: string;
  Days: number;
}

/**
 * Ramazan and Kurban Bayramı move with the lunar calendar, so they are data: the days Diyanet announced for the
 * years below (the seeded history reaches back to 2019). The office keeps the list in force in its run-time
 * settings (ReligiousHolidays) and adds a year there; this list is what is in force until it does.
 */
export const RELIGIOUS_HOLIDAYS: readonly ReligiousHoliday[] = [
  { Name: 'RAMAZAN', FirstDay: '2019-06-04', Days: 3 },
  { Name: 'KURBAN', FirstDay: '2019-08-11', Days: 4 },
  { Name: 'RAMAZAN', FirstDay: '2020-05-24', Days: 3 },
  { Name: 'KURBAN', FirstDay: '2020-07-31', Days: 4 },
  { Name: 'RAMAZAN', FirstDay: '2021-05-13', Days: 3 },
  { Name: 'KURBAN', FirstDay: '2021-07-20', Days: 4 },
  { Name: 'RAMAZAN', FirstDay: '2022-05-02', Days: 3 },
  { Name: 'KURBAN', FirstDay: '2022-07-09', Days: 4 },
  { Name: 'RAMAZAN', FirstDay: '2023-04-21', Days: 3 },
  { Name: 'KURBAN', FirstDay: '2023-06-28', Days: 4 },
  { Name: 'RAMAZAN', FirstDay: '2024-04-10', Days: 3 },
  { Name: 'KURBAN', FirstDay: '2024-06-16', Days: 4 },
  { Name: 'RAMAZAN', FirstDay: '2025-03-30', Days: 3 },
  { Name: 'KURBAN', FirstDay: '2025-06-06', Days: 4 },
  { Name: 'RAMAZAN', FirstDay: '2026-03-20', Days: 3 },
  { Name: 'KURBAN', FirstDay: '2026-05-27', Days: 4 },
  { Name: 'RAMAZAN', FirstDay: '2027-03-09', Days: 3 },
  { Name: 'KURBAN', FirstDay: '2027-05-16', Days: 4 },
];

/** The eve of a bayram, a half day (2429 md. 2), is the day before its first day. */
export const eveOf = (h: Pick<ReligiousHoliday, 'FirstDay'>) => addDays(h.FirstDay, -1);
/** The last full day of a bayram. */
export const lastDayOf = (h: Pick<ReligiousHoliday, 'FirstDay' | 'Days'>) => addDays(h.FirstDay, h.Days - 1);

function religiousDaysOf(list: readonly ReligiousHoliday[]) {
  const days = new Map<string, Holiday>();
  for (const h of list) {
    const name = BayramNames[h.Name];
    days.set(eveOf(h), { name: `${name} arifesi`, half: true });
    for (let i = 0; i < h.Days; i++) days.set(addDays(h.FirstDay, i), { name, half: false });
  }
  return days;
}

export { setReligiousHolidays } from './bayrams-in-force.js';

/**
 * The days of the bayrams in force. Every due date is computed by the pure functions below, on the server and in
 * the browser's estimates alike, so the list is held in this process rather than passed through every calculator:
 * the API sets it from its run-time settings (at start and on every newer version), the web app from the settings
 * it loads. The days are worked out again only when the list changes.
 */
let builtFrom: readonly ReligiousHoliday[] | undefined;
let religiousDays = new Map<string, Holiday>();

/** The bayrams in force now: the settings' list, else the list in code. */
export const religiousHolidays = (): readonly ReligiousHoliday[] => religiousHolidaysSet() ?? RELIGIOUS_HOLIDAYS;

function religiousDayOn(date: string) {
  const list = religiousHolidays();
  if (list !== builtFrom) {
    builtFrom = list;
    religiousDays = religiousDaysOf(list);
  }
  return religiousDays.get(date);
}

/** The holiday on `date` ('YYYY-MM-DD'), a full or a half day; null on an ordinary day. */
export const holidayOn = (date: string): Holiday | null =>
  religiousDayOn(date) ?? FIXED_HOLIDAYS[date.slice(5)] ?? null;

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
