import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { tr } from './texts.tr.js';

/** The passkey sign-in's texts in the current language (English and Arabic fetched when chosen). */
export const usePasskeySignInTexts = () =>
  useFeatureMessages(
    tr,
    () => import('./texts.en.js'),
    () => import('./texts.ar.js'),
  );
