/**
 * The one clock of the portal: "today", "now" and "the day of this instant" are read in Turkey's time zone,
 * whatever the zone of the server or the browser. Between 00:00 and 03:00 Istanbul the UTC date is still
 * yesterday, so no other code reads a date from a Date (a lint check holds to that, ADR 0036).
 */

/** Where "now" comes from; tests set `clock.now` to run the services at e.g. 00:30 Istanbul. */
export const clock = { now: (): number => Date.now() };

/** The current instant of the clock. */
export const clockNow = (): Date => new Date(clock.now());

const DAY_MS = 86_400_000;

// One formatter for every Turkish clock reading: building an Intl.DateTimeFormat costs more than using it. Marked
// pure so a bundle that reads only the year (the footer, in every page's first load) leaves it out.
const istanbulFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface IstanbulParts {
  /** 'YYYY-MM-DD' */
  date: string;
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** Minutes since midnight. */
  minutes: number;
}

/**
 * The last minute read, as formatting is the costly part and a server reads the same minute on every request.
 * Since 1970 Turkey's offsets are whole hours, so every instant of a UTC minute has the same Turkish reading.
 */
let lastMinute: { minute: number; parts: IstanbulParts } | null = null;

/** The wall clock in Turkey at an instant (default: the clock's now). */
export function istanbulNow(now: Date | number | string = clock.now()): IstanbulParts {
  const at = new Date(now);
  const minute = Math.floor(at.getTime() / 60_000);
  if (lastMinute?.minute === minute) return { ...lastMinute.parts };
  const parts = readIstanbul(at);
  if (minute >= 0) lastMinute = { minute, parts: { ...parts } };
  return parts;
}

function readIstanbul(at: Date): IstanbulParts {
  const parts = istanbulFormat.formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const hour = Number(get('hour'));
  const minute = Number(get('minute'));
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour,
    minute,
    minutes: hour * 60 + minute,
  };
}

/**
 * Today in Turkey, 'YYYY-MM-DD': business dates (the day a late fee is computed for, the receipt year) are
 * Turkish dates, so a citizen paying at 00:30 Istanbul time owes the fee of the Turkish day, not of UTC's.
 */
export const istanbulToday = (now: Date | number = clock.now()): string => istanbulNow(now).date;

/** The Turkish calendar day of a timestamp (a row's created_at, an ISO string, epoch milliseconds). */
export const istanbulDateOf = (instant: Date | number | string): string => istanbulNow(instant).date;

/** The hour (0–23) in Turkey. */
export const istanbulHour = (now: Date | number = clock.now()): number => istanbulNow(now).hour;

const istanbulYearFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
});

/** The year in Turkey today. */
export const istanbulYear = (now: Date | number = clock.now()): number =>
  Number(istanbulYearFormat.format(new Date(now)));

/** Calendar arithmetic on 'YYYY-MM-DD': no clock and no time zone involved. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The moment a Turkish calendar day ('YYYY-MM-DD') begins. Turkey keeps UTC+3 all year since 2016 and kept
 * summer time before, so the offset is read from the time zone rather than assumed.
 */
export function istanbulDayStart(date: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`);
  let t = wall - 3 * 3_600_000;
  // Two corrections at most: the first guess is right for every date since 2016.
  for (let i = 0; i < 2; i++) {
    const seen = istanbulNow(t);
    const drift = wall - (Date.parse(`${seen.date}T00:00:00Z`) + seen.minutes * 60_000);
    if (drift === 0) break;
    t += drift;
  }
  return new Date(t);
}
