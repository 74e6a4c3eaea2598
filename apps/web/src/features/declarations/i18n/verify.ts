import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { tr } from './verify.tr.js';

/** The declaration receipt check's texts in the current language. */
export const useVerifyTexts = () =>
  useFeatureMessages(
    tr,
    () => import('./verify.en.js'),
    () => import('./verify.ar.js'),
  ).verify;
