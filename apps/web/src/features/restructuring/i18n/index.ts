import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { tr } from './tr.js';

export type { RestructuringTexts } from './tr.js';

/** This feature's texts in the current language (the English and Arabic ones are fetched when chosen). */
export const useRestructuringTexts = () =>
  useFeatureMessages(
    tr,
    () => import('./en.js'),
    () => import('./ar.js'),
  );
