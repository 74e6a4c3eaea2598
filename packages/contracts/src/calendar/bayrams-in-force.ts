import type { ReligiousHoliday } from './working-days.js';

/**
 * The bayrams the office's settings put in force in this process (ADR 0038), apart from the calendar itself: the
 * web app's shell sets them from the settings it loads without carrying the calendar into every page.
 */
let inForce: readonly ReligiousHoliday[] | undefined;

/** Puts `list` in force for every later calendar question; the list in code when none is given. */
export function setReligiousHolidays(list?: readonly ReligiousHoliday[]) {
  inForce = list;
}

/** The list the settings put in force, if any. */
export const religiousHolidaysSet = () => inForce;
