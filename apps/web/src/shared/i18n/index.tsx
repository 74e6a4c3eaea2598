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
/** A text in both languages, for what the first load must carry in both (the manifest's titles). */
export type Localized = Record<Language, string>;

// Turkish ships with the first load; English is a separate chunk fetched by those who choose it.
const catalogs: Partial<Record<Language, Messages>> = { tr };
const STORAGE_KEY = 'language';

type EnglishLoader<T> = () => Promise<{ en: T }>;
// The features whose texts are on screen: switching to English fetches theirs together with the shell's.
const featuresInUse = new Map<object, EnglishLoader<unknown>>();

/** Loads a language's catalogue once; boot awaits the stored language before the first render. */
export async function loadLanguage(lang: Language): Promise<Messages> {
  if (lang === 'tr') return tr;
  const [{ en }] = await Promise.all([
    loadOnce(catalogs, () => import('./en.js')),
    ...[...featuresInUse].map(([texts, load]) => loadOnce(texts, load)),
  ]);
  catalogs.en = en;
  return en;
}

interface I18n {
  language: Language;
  m: Messages;
  setLanguage(lang: Language): void;
}

const I18nContext = createContext<I18n>({ language: 'tr', m: tr, setLanguage: () => undefined });

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

/**
 * A feature's own texts: the Turkish catalogue travels with the feature's chunk, the English one is fetched when
 * English is chosen. `const t = useFeatureMessages(tr, () => import('./en.js'))`, with en.ts typed as tr.ts.
 */
export function useFeatureMessages<T extends object>(trTexts: T, loadEn: EnglishLoader<T>): T {
  return featureMessages(useI18n().language, trTexts, loadEn);
}

/** `useFeatureMessages` for texts that arrive with a later chunk, read during a render but not by a hook of their own. */
export function featureMessages<T extends object>(language: Language, trTexts: T, loadEn: EnglishLoader<T>): T {
  if (!featuresInUse.has(trTexts)) featuresInUse.set(trTexts, loadEn);
  return language === 'en' ? readChunk(trTexts, loadEn).en : trTexts;
}

/** Outside React (the API client): the current language's catalogue. */
export const currentMessages = (): Messages => catalogs[initialLanguage()] ?? tr;

/** The language the visitor chose last time (Turkish by default). */
export const storedLanguage = initialLanguage;
