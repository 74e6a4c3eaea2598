import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { tr } from './texts.tr.js';

export type { RestructuringDeskTexts } from './texts.tr.js';

/** The restructuring desk's texts in the current language (the English ones are fetched when English is chosen). */
export const useRestructuringDeskTexts = () => useFeatureMessages(tr, () => import('./texts.en.js'));
