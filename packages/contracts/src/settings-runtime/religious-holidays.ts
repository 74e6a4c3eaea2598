import { z } from 'zod';
import {
  type BayramName,
  BayramNames,
  eveOf,
  lastDayOf,
  RELIGIOUS_HOLIDAYS,
  type ReligiousHoliday,
  trDay,
} from '../calendar/working-days.js';

/** Years a bayram may be entered for: the seeded history starts in 2019; beyond the century is a typing slip. */
export const HOLIDAY_YEARS = { min: 2000, max: 2099 } as const;
/** 2429 md. 2 gives 3 and 4 days; a law may add some, but not a fortnight. */
export const MAX_BAYRAM_DAYS = 9;
export const MAX_RELIGIOUS_HOLIDAYS = 200;
/**
 * A bayram comes back after a lunar year (354 or 355 days), so one name may fall twice in a calendar year (Ramazan
 * Bayramı in January and December 2033); two of one name closer than this are a mistyped date.
 */
export const MIN_DAYS_BETWEEN_SAME_BAYRAM = 330;

/** A bayram as a person reads it: "Ramazan Bayramı (26.02.2028)". */
export const bayramLabel = (h: Pick<ReligiousHoliday, 'Name' | 'FirstDay'>) =>
  `${BayramNames[h.Name]} (${trDay(h.FirstDay)})`;

export type ReligiousHolidayProblemKind = 'year' | 'overlap' | 'tooClose';

/** What is wrong with one entry of the list, against the list as a whole; `other` is the entry it clashes with. */
export interface ReligiousHolidayProblem {
  index: number;
  kind: ReligiousHolidayProblemKind;
  other: number | null;
  message: string;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** 'YYYY-MM-DD' naming a day the calendar has (not 30 February). */
export function isRealDay(date: string) {
  const day = new Date(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
}

/**
 * The checks across the list, for entries whose own fields are valid (a real day, a whole number of days): each
 * year within HOLIDAY_YEARS, no two bayrams sharing a day (the eve included), and two of one name a lunar year apart.
 * A clash is told on the later of the two entries. The form and the contract share it.
 */
export function religiousHolidayProblems(list: readonly ReligiousHoliday[]): ReligiousHolidayProblem[] {
  const problems: ReligiousHolidayProblem[] = [];
  const order = list
    .map((h, index) => ({ h, index }))
    .filter(({ h }) => isRealDay(h.FirstDay) && Number.isInteger(h.Days) && h.Days >= 1 && h.Days <= MAX_BAYRAM_DAYS)
    .sort((a, b) => (a.h.FirstDay < b.h.FirstDay ? -1 : a.h.FirstDay > b.h.FirstDay ? 1 : a.index - b.index));
  let latest: { h: ReligiousHoliday; index: number } | null = null;
  const lastOfName: Partial<Record<BayramName, { h: ReligiousHoliday; index: number }>> = {};
  for (const entry of order) {
    const { h, index } = entry;
    const year = Number(h.FirstDay.slice(0, 4));
    if (year < HOLIDAY_YEARS.min || year > HOLIDAY_YEARS.max) {
      problems.push({
        index,
        kind: 'year',
        other: null,
        message: `${bayramLabel(h)}: yıl ${HOLIDAY_YEARS.min} ile ${HOLIDAY_YEARS.max} arasında olmalıdır.`,
      });
      continue;
    }
    const before = lastOfName[h.Name];
    if (latest && eveOf(h) <= lastDayOf(latest.h)) {
      problems.push({
        index,
        kind: 'overlap',
        other: latest.index,
        message: `${bayramLabel(h)}, arifesiyle birlikte ${bayramLabel(latest.h)} ile çakışıyor.`,
      });
    } else if (before && daysBetween(before.h.FirstDay, h.FirstDay) < MIN_DAYS_BETWEEN_SAME_BAYRAM) {
      problems.push({
        index,
        kind: 'tooClose',
        other: before.index,
        message:
          `${bayramLabel(h)}, ${bayramLabel(before.h)} ile arasında yalnızca ` +
          `${daysBetween(before.h.FirstDay, h.FirstDay)} gün var; aynı bayram yaklaşık 354 günde bir gelir.`,
      });
    }
    if (!latest || lastDayOf(h) > lastDayOf(latest.h)) latest = entry;
    lastOfName[h.Name] = entry;
  }
  return problems.sort((a, b) => a.index - b.index);
}

/** One bayram of the office's list: which, its first day, and how many full days; its eve is the day before. */
export const ReligiousHolidayEntry = z.object({
  Name: z.enum(['RAMAZAN', 'KURBAN'], 'Bayram, Ramazan Bayramı (RAMAZAN) veya Kurban Bayramı (KURBAN) olmalıdır.'),
  FirstDay: z.iso.date('Bayramın ilk günü geçerli bir tarih olmalıdır (YYYY-AA-GG).'),
  Days: z
    .int('Bayramın gün sayısı bir tam sayı olmalıdır.')
    .min(1, `Bayramın gün sayısı 1 ile ${MAX_BAYRAM_DAYS} arasında olmalıdır.`)
    .max(MAX_BAYRAM_DAYS, `Bayramın gün sayısı 1 ile ${MAX_BAYRAM_DAYS} arasında olmalıdır.`),
}) satisfies z.ZodType<ReligiousHoliday>;

/** The bayrams the working-day calendar reads (ADR 0038); by default the list in code. */
export const ReligiousHolidayList = z
  .array(ReligiousHolidayEntry)
  .max(MAX_RELIGIOUS_HOLIDAYS, `En çok ${MAX_RELIGIOUS_HOLIDAYS} bayram tanımlanabilir.`)
  .superRefine((list, ctx) => {
    for (const p of religiousHolidayProblems(list)) {
      ctx.addIssue({ code: 'custom', path: [p.index, 'FirstDay'], message: p.message });
    }
  });

/** The list in code, as the settings hold it (a copy: a parsed value may be changed). */
export const defaultReligiousHolidays = () => RELIGIOUS_HOLIDAYS.map((h) => ({ ...h }));
