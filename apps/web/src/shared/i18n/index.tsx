import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  LANGUAGES,
  type Language,
  languageOr,
} from '@e-belediye/contracts/languages';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { loadOnce, readChunk } from '../lazy.js';
import { type Messages, tr } from './tr.js';

export type { Language };
/**
 * A text the first load carries in Turkish (the manifest's titles). Its English and Arabic come with those
 * languages' shell catalogues (`m.titles`, by the Turkish), so neither costs the Turkish first load anything
 * (ADR 0056); a text may still carry its own translation (the office's titles, the home page's descriptions).
 */
export type Localized = { tr: string; en?: string; ar?: string };

/** A first-load text in `language`: its own translation, else the one of the language's catalogue, else Turkish. */
export const localized = (text: Localized, language: Language, m: Messages): string =>
  language === 'tr' ? text.tr : (text[language] ?? m.titles[text.tr] ?? text.tr);

// Turkish ships with the first load; English and Arabic are separate chunks fetched by those who choose them.
const catalogs: Partial<Record<Language, Messages>> = { tr };
const STORAGE_KEY = 'language';

type Loader<T, L extends Language> = () => Promise<{ [K in L]: T }>;
type EnglishLoader<T> = Loader<T, 'en'>;
type ArabicLoader<T> = Loader<T, 'ar'>;
interface FeatureLoaders<T> {
  en: EnglishLoader<T>;
  ar?: ArabicLoader<T>;
}
// The features whose texts are on screen: switching language fetches theirs together with the shell's.
const featuresInUse = new Map<object, FeatureLoaders<unknown>>();
// The Arabic catalogue's slot of a feature, apart from its English one (both are keyed by the Turkish texts).
const arabicKeys = new WeakMap<object, object>();
const arabicKeyOf = (texts: object): object => {
  let key = arabicKeys.get(texts);
  if (!key) {
    key = {};
    arabicKeys.set(texts, key);
  }
  return key;
};

/** A feature's catalogue in `lang`, fetched once; a feature without Arabic (the office's desks) stays Turkish. */
function loadFeature<T extends object>(lang: Language, texts: T, loaders: FeatureLoaders<T>): Promise<T> {
  if (lang === 'en') return loadOnce(texts, loaders.en).then((mod) => mod.en);
  const loadAr = loaders.ar;
  if (lang === 'ar' && loadAr) return loadOnce(arabicKeyOf(texts), loadAr).then((mod) => mod.ar);
  return Promise.resolve(texts);
}

const shellLoaders: Record<Exclude<Language, 'tr'>, () => Promise<Messages>> = {
  en: () => import('./en.js').then((mod) => mod.en),
  ar: () => import('./ar.js').then((mod) => mod.ar),
};

/** Loads a language's catalogue once; boot awaits the stored language before the first render. */
export async function loadLanguage(lang: Language): Promise<Messages> {
  if (lang === 'tr') return tr;
  const [messages] = await Promise.all([
    loadOnce(shellLoaders[lang], shellLoaders[lang]),
    ...[...featuresInUse].map(([texts, loaders]) => loadFeature(lang, texts, loaders as FeatureLoaders<object>)),
  ]);
  catalogs[lang] = messages;
  return messages;
}

export interface I18n {
  language: Language;
  m: Messages;
  setLanguage(lang: Language): void;
}

/** Exported for the office, which reads Turkish where the citizen chose Arabic (`office/StaffLanguage.tsx`). */
export const I18nContext = createContext<I18n>({ language: 'tr', m: tr, setLanguage: () => undefined });

/** Keeps the choice where the server sees it, so the next page is drawn in it from the first byte (ADR 0037). */
export function rememberLanguage(lang: Language) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and not in every browser.
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

function initialLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const cookie = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  // A choice stored before the cookie existed is moved to it, so the server draws it from the next load on.
  const stored = localStorage.getItem(STORAGE_KEY);
  if (cookie === undefined && stored) rememberLanguage(languageOr(stored));
  return languageOr(cookie ?? stored);
}

/** `language`: the one the server draws in (it reads no cookie of the browser's); the browser reads its own. */
export function I18nProvider({ children, language: drawnIn }: { children: ReactNode; language?: Language }) {
  const [language, setLang] = useState<Language>(() => drawnIn ?? initialLanguage());
  const [m, setMessages] = useState<Messages>(() => catalogs[language] ?? tr);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = LANGUAGES[language].dir;
  }, [language]);
  const setLanguage = useCallback((lang: Language) => {
    rememberLanguage(lang);
    // Switch when the catalogues are here, so the screen never shows a half-translated state; a feature that
    // still has to fetch its texts keeps the old screen up meanwhile (a transition) rather than a spinner.
    void loadLanguage(lang).then((next) =>
      startTransition(() => {
        setMessages(next);
        setLang(lang);
      }),
    );
  }, []);
  const value = useMemo(() => ({ language, m, setLanguage }), [language, m, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The shell's messages in the current language: `const { m } = useI18n(); m.home.searchLabel`. */
export const useI18n = () => useContext(I18nContext);

/** `const say = useLocalized(); say(entry.title)`: a manifest title in the current language. */
export function useLocalized(): (text: Localized) => string {
  const { language, m } = useI18n();
  return useCallback((text: Localized) => localized(text, language, m), [language, m]);
}

/**
 * A feature's own texts: the Turkish catalogue travels with the feature's chunk, the English and Arabic ones are
 * fetched when chosen. `const t = useFeatureMessages(tr, () => import('./en.js'), () => import('./ar.js'))`, with
 * en.ts and ar.ts typed as tr.ts. A feature without Arabic (the office's desks) shows its Turkish to an Arabic reader.
 */
export function useFeatureMessages<T extends object>(
  trTexts: T,
  loadEn: EnglishLoader<T>,
  loadAr?: ArabicLoader<T>,
): T {
  return featureMessages(useI18n().language, trTexts, loadEn, loadAr);
}

/** `useFeatureMessages` for texts that arrive with a later chunk, read during a render but not by a hook of their own. */
export function featureMessages<T extends object>(
  language: Language,
  trTexts: T,
  loadEn: EnglishLoader<T>,
  loadAr?: ArabicLoader<T>,
): T {
  if (!featuresInUse.has(trTexts)) featuresInUse.set(trTexts, { en: loadEn, ar: loadAr } as FeatureLoaders<unknown>);
  if (language === 'en') return readChunk(trTexts, loadEn).en;
  if (language === 'ar' && loadAr) return readChunk(arabicKeyOf(trTexts), loadAr).ar;
  return trTexts;
}

/** Outside React (the API client): the current language's catalogue. */
export const currentMessages = (): Messages => catalogs[initialLanguage()] ?? tr;

/** The language the visitor chose last time (Turkish by default). */
export const storedLanguage = initialLanguage;
