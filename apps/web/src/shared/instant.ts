import { LANGUAGES } from '@e-belediye/contracts/languages';
import type { Language } from './i18n/index.js';

/** One formatter per language, in that language's locale (ADR 0056: Gregorian, Latin digits). */
const perLanguage = (options: Intl.DateTimeFormatOptions): Record<Language, Intl.DateTimeFormat> => ({
  tr: new Intl.DateTimeFormat(LANGUAGES.tr.locale, options),
  en: new Intl.DateTimeFormat(LANGUAGES.en.locale, options),
  ar: new Intl.DateTimeFormat(LANGUAGES.ar.locale, options),
});

// The municipality's clock, whatever the browser's zone.
const clock = (timeStyle: 'short' | 'medium') =>
  perLanguage({ timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle });
const toMinute = clock('short');
const toSecond = clock('medium');

/** An instant as Turkish wall-clock time to the minute; `fallback` when there is none. */
export const formatInstant = (iso: string | null, language: Language, fallback = ''): string =>
  iso ? toMinute[language].format(new Date(iso)) : fallback;

/** An instant to the second, for records where the order of acts matters (the audit log). */
export const formatInstantToSecond = (iso: string | null, language: Language, fallback = ''): string =>
  iso ? toSecond[language].format(new Date(iso)) : fallback;

// A month of a period ('YYYY-MM'): the day is irrelevant, so it is read in UTC and cannot shift.
const month = (style: 'short' | 'long') =>
  perLanguage({ timeZone: 'UTC', month: style, year: style === 'short' ? '2-digit' : 'numeric' });
const shortMonth = month('short');
const longMonth = month('long');

/** A billing period 'YYYY-MM' as a person reads it: "Kasım 2024", or "Kas 24" where room is short (a chart's axis). */
export const formatPeriod = (period: string, language: Language, style: 'short' | 'long' = 'long'): string =>
  (style === 'short' ? shortMonth : longMonth)[language].format(new Date(`${period.slice(0, 7)}-01T00:00:00Z`));
