// The municipality's clock, whatever the browser's zone.
const formatters = {
  tr: new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' }),
};

/** An instant as Turkish wall-clock time. */
export const formatInstant = (iso: string, language: 'tr' | 'en') => formatters[language].format(new Date(iso));
