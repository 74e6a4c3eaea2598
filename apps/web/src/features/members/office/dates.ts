// The municipality's clock, whatever the browser's zone.
const formatters = {
  tr: new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' }),
};

/** An instant as Turkish wall-clock time; `fallback` when there is none. */
export const formatInstant = (iso: string | null, language: 'tr' | 'en', fallback = '') =>
  iso ? formatters[language].format(new Date(iso)) : fallback;
