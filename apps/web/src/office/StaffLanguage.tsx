import { LANGUAGES, staffLanguageOf } from '@e-belediye/contracts/languages';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nContext, useI18n } from '../shared/i18n/index.js';
import { tr } from '../shared/i18n/tr.js';

/**
 * The desks are written in Turkish and English (ADR 0056): a clerk who reads the citizen pages in Arabic reads the
 * office in Turkish, left to right, as the server already sent it. The citizen pages keep the Arabic choice.
 */
export function StaffLanguage({ children }: { children: ReactNode }) {
  const outer = useI18n();
  const language = staffLanguageOf(outer.language);
  const value = useMemo(() => (language === outer.language ? outer : { ...outer, language, m: tr }), [outer, language]);
  useEffect(() => {
    if (language === outer.language) return;
    const root = document.documentElement;
    root.lang = language;
    root.dir = LANGUAGES[language].dir;
    return () => {
      root.lang = outer.language;
      root.dir = LANGUAGES[outer.language].dir;
    };
  }, [language, outer.language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
