import type { Language } from '../../shared/i18n/index.js';

// One formatter per language: the municipality's clock, whatever the browser's zone.
const formatters = {
  tr: new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'medium' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'medium' }),
};

/** An instant as Turkish wall-clock time. */
export const formatDateTime = (iso: string | null, language: Language): string =>
  iso ? formatters[language].format(new Date(iso)) : '';
