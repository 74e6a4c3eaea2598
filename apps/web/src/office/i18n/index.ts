import { useFeatureMessages } from '../../shared/i18n/index.js';
import { tr } from './tr.js';

export type { OfficeTexts } from './tr.js';

/** The office's texts in the current language (the English ones are fetched when English is chosen). */
export const useOfficeTexts = () => useFeatureMessages(tr, () => import('./en.js'));
