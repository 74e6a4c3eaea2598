import type { Language } from './i18n/index.js';

// The municipality's clock, whatever the browser's zone.
const clock = (timeStyle: 'short' | 'medium') => ({
  tr: new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle }),
});
const toMinute = clock('short');
const toSecond = clock('medium');

/** An instant as Turkish wall-clock time to the minute; `fallback` when there is none. */
export const formatInstant = (iso: string | null, language: Language, fallback = ''): string =>
  iso ? toMinute[language].format(new Date(iso)) : fallback;

/** An instant to the second, for records where the order of acts matters (the audit log). */
export const formatInstantToSecond = (iso: string | null, language: Language, fallback = ''): string =>
  iso ? toSecond[language].format(new Date(iso)) : fallback;
