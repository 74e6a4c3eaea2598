import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { tr } from './texts.tr.js';

export type { ImportsDeskTexts } from './texts.tr.js';

/** The data import desk's texts in the current language (the English ones are fetched when English is chosen). */
export const useImportsDeskTexts = () => useFeatureMessages(tr, () => import('./texts.en.js'));
