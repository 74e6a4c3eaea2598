import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { tr } from './texts.tr.js';

/** The account page's passkey texts in the current language (Turkish until an Arabic catalogue is added). */
export const useSignInSecurityTexts = () =>
  useFeatureMessages(
    tr,
    () => import('./texts.en.js'),
    () => import('./texts.ar.js'),
  );
