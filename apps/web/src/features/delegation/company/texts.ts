import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { tr } from './texts.tr.js';

export type { CompanyTexts } from './texts.tr.js';

/** The company authorised person page's texts in the current language (English and Arabic are fetched when chosen). */
export const useCompanyTexts = () =>
  useFeatureMessages(
    tr,
    () => import('./texts.en.js'),
    () => import('./texts.ar.js'),
  );
