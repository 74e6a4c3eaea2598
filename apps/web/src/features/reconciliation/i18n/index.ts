import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { tr } from './tr.js';

export type { ReconciliationTexts } from './tr.js';

/** The desk's texts in the current language (the English ones are fetched when English is chosen). */
export const useReconciliationTexts = () => useFeatureMessages(tr, () => import('./en.js'));
