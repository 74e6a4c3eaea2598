import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { tr } from './texts.tr.js';

export type { ClientsTexts } from './texts.tr.js';

/** The clients page's texts in the current language (English and Arabic are fetched when chosen). */
export const useClientsTexts = () =>
  useFeatureMessages(
    tr,
    () => import('./texts.en.js'),
    () => import('./texts.ar.js'),
  );
