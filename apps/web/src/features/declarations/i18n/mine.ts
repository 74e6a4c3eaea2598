import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { tr } from './mine.tr.js';

/** Beyannamelerim's texts in the current language. */
export const useMineTexts = () =>
  useFeatureMessages(
    tr,
    () => import('./mine.en.js'),
    () => import('./mine.ar.js'),
  ).mine;
