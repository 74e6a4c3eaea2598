import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { tr } from './tr.js';

export type { SettingsTexts } from './tr.js';

/** The settings desk's texts in the current language (the English ones are fetched when English is chosen). */
export const useSettingsTexts = () => useFeatureMessages(tr, () => import('./en.js'));
