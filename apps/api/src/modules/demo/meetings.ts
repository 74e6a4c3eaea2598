import { addDays, addMonths, isHoliday, isoDate, weekday, yearOf } from './dates.js';

/**
 * When the council (meclis) and the committee (encümen) meet: the council on the first Tuesday of each month
 * except its recess month (5393 art. 20 allows one a year), the committee every Wednesday that is a working day.
 */
export type Kind = 'COMMITTEE' | 'COUNCIL';

export const RECESS_MONTH = 8;
const COUNCIL_WEEKDAY = 2;
const COMMITTEE_WEEKDAY = 3;

export function councilDay(year: number, month: number): string {
  let d = isoDate(year, month, 1);
  while (weekday(d) !== COUNCIL_WEEKDAY || isHoliday(d)) d = addDays(d, 1);
  return d;
}

/** All meeting days of a year up to `until`. */
export function meetingDates(kind: Kind, year: number, until: string): string[] {
  const dates: string[] = [];
  if (kind === 'COUNCIL') {
    for (let m = 1; m <= 12; m++) if (m !== RECESS_MONTH) dates.push(councilDay(year, m));
  } else {
    let d = isoDate(year, 1, 1);
    while (weekday(d) !== COMMITTEE_WEEKDAY) d = addDays(d, 1);
    for (; yearOf(d) === year; d = addDays(d, 7)) if (!isHoliday(d)) dates.push(d);
  }
  return dates.filter((d) => d <= until);
}

/** The council meeting `months` months before `date` (skipping the recess). */
export function councilDayBefore(date: string, months: number): string {
  let d = addMonths(date, -months);
  if (Number(d.slice(5, 7)) === RECESS_MONTH) d = addMonths(d, -1);
  return councilDay(yearOf(d), Number(d.slice(5, 7)));
}

/** The last committee meeting on or before `date`. */
export function committeeDayOnOrBefore(date: string): string {
  let d = date;
  while (weekday(d) !== COMMITTEE_WEEKDAY || isHoliday(d)) d = addDays(d, -1);
  return d;
}
