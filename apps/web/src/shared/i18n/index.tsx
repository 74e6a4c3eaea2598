import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { en } from './en.js';
import { type Messages, tr } from './tr.js';

export type Language = 'tr' | 'en';
const catalogs: Record<Language, Messages> = { tr, en };
const STORAGE_KEY = 'language';

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
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const setLanguage = useCallback((lang: Language) => {
    localStorage.setItem(STORAGE_KEY, lang);
    setLang(lang);
  }, []);
  const value = useMemo(() => ({ language, m: catalogs[language], setLanguage }), [language, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The messages of the current language: `const { m } = useI18n(); m.home.searchLabel`. */
export const useI18n = () => useContext(I18nContext);

/** Outside React (the API client): the current language's catalogue. */
export const currentMessages = (): Messages => catalogs[initialLanguage()];
