/**
 * The languages the portal is offered in (ADR 0037), with the writing direction each is drawn with. The server
 * writes `<html lang dir>` from this list and draws the first paint in the visitor's language; the web app writes
 * the choice to the cookie the server reads. Arabic is drawn right to left (ADR 0056); the office stays in Turkish
 * or English (`STAFF_LANGUAGES`).
 */
export const LANGUAGES = {
  tr: { dir: 'ltr', name: 'Türkçe', locale: 'tr-TR' },
  en: { dir: 'ltr', name: 'English', locale: 'en-GB' },
  // Latin digits: the ones on the municipality's bills, receipts, cards and IBANs (ADR 0056).
  ar: { dir: 'rtl', name: 'العربية', locale: 'ar-u-nu-latn' },
} as const satisfies Record<
  string,
  {
    dir: 'ltr' | 'rtl';
    /** The language's own name for itself. */
    name: string;
    /** The `Intl` locale dates and times are written in (Gregorian calendar). */
    locale: string;
  }
>;

export type Language = keyof typeof LANGUAGES;

/** The languages the office's desks are written in: a clerk who chose Arabic on the citizen pages reads Turkish there. */
export const STAFF_LANGUAGES = ['tr', 'en'] as const satisfies readonly Language[];
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

/** The language the office draws in for a visitor's choice: Arabic (no desk speaks it) falls back to Turkish. */
export const staffLanguageOf = (language: Language): StaffLanguage => (language === 'ar' ? 'tr' : language);

/** The office's pages (their one prefix): drawn in the staff's language, whatever the citizen pages are read in. */
export const isOfficePath = (path: string): boolean => path === '/yonetim' || path.startsWith('/yonetim/');

/** The language a page at `path` is drawn in for a visitor who chose `language`. */
export const pageLanguageOf = (path: string, language: Language): Language =>
  isOfficePath(path) ? staffLanguageOf(language) : language;

/** The portal's own language: a visitor who chose none is served in it. */
export const DEFAULT_LANGUAGE: Language = 'tr';

/** The cookie that carries the visitor's choice to the server (not a secret: readable by the page). */
export const LANGUAGE_COOKIE = 'ebs_lang';

/** A year, in seconds: the choice outlives the session. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);

/** The language a cookie value names, or the portal's own for none or one not offered. */
export const languageOr = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);
