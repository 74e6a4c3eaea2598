import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { tr } from './tr.js';

export type { DeclarationsTexts } from './tr.js';

// One catalogue per page kind, so a page carries only its own texts (ADR 0010): the form's here, Beyannamelerim's
// (mine.ts) and the receipt check's (verify.ts) apart, and a kind's step texts with those steps' chunk.

/** The declaration form's texts in the current language (the English and Arabic ones are fetched when chosen). */
export const useDeclarationsTexts = () =>
  useFeatureMessages(
    tr,
    () => import('./en.js'),
    () => import('./ar.js'),
  );
