import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type Messages, tr } from './tr.js';

export type Language = 'tr' | 'en';
// Turkish ships with the first load; English is a separate chunk fetched by those who choose it.
const catalogs: Partial<Record<Language, Messages>> = { tr };
const STORAGE_KEY = 'language';

/** Loads a language's catalogue once; boot awaits the stored language before the first render. */
export async function loadLanguage(lang: Language): Promise<Messages> {
  if (!catalogs[lang]) catalogs[lang] = (await import('./en.js')).en;
  return catalogs[lang] ?? tr;
}

interface I18n {
  language: Language;
  m: Messages;
  setLanguage(lang: Language): void;
}

const I18nContext = createContext<I18n>({ language: 'tr', m: tr, setLanguage: () => undefined });

function initialLanguage(): Language {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(STORAGE_KEY) : null;
  return stored === 'en' ? 'en' : 'tr';
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLang] = useState<Language>(initialLanguage);
  const [m, setMessages] = useState<Messages>(() => catalogs[language] ?? tr);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const setLanguage = useCallback((lang: Language) => {
    localStorage.setItem(STORAGE_KEY, lang);
    // Switch when the catalogue is here, so the screen never shows a half-translated state.
    void loadLanguage(lang).then((next) => {
      setMessages(next);
      setLang(lang);
    });
  }, []);
  const value = useMemo(() => ({ language, m, setLanguage }), [language, m, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The messages of the current language: `const { m } = useI18n(); m.home.searchLabel`. */
export const useI18n = () => useContext(I18nContext);

/** Outside React (the API client): the current language's catalogue. */
export const currentMessages = (): Messages => catalogs[initialLanguage()] ?? tr;

/** The language the visitor chose last time (Turkish by default). */
export const storedLanguage = initialLanguage;
