/**
 * The languages the portal is offered in (ADR 0037), with the writing direction each is drawn with. The server
 * writes `<html lang dir>` from this list and draws the first paint in the visitor's language; the web app writes
 * the choice to the cookie the server reads. A new language (Arabic, `rtl`) is one more entry here and its
 * catalogues in the web app.
 */
export const LANGUAGES = {
  tr: { dir: 'ltr', name: 'Türkçe' },
  en: { dir: 'ltr', name: 'English' },
} as const satisfies Record<string, { dir: 'ltr' | 'rtl' /** The language's own name for itself. */; name: string }>;

export type Language = keyof typeof LANGUAGES;

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
