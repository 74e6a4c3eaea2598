import { LANGUAGES, type Language } from '@e-belediye/contracts/languages';
import { useI18n } from './index.js';

/**
 * The choice of language, for the citizen's top bar and the office's alike: one option per language offered there
 * (the office has no Arabic), each in its own name and marked with its own language, so a screen reader says "English" in English.
 */
export function LanguageSwitch({
  languages = Object.keys(LANGUAGES) as Language[],
  onChosen,
}: {
  languages?: readonly Language[];
  /** Told of a choice after it is made, e.g. to store a signed-in member's language on the server. */
  onChosen?(lang: Language): void;
}) {
  const { language, setLanguage, m } = useI18n();
  function choose(lang: Language) {
    setLanguage(lang);
    onChosen?.(lang);
  }
  return (
    <label className="lang-switch">
      <span className="sr-only">{m.layout.language}</span>
      <select value={language} onChange={(e) => choose(e.target.value as Language)}>
        {languages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGES[lang].name}
          </option>
        ))}
      </select>
    </label>
  );
}
