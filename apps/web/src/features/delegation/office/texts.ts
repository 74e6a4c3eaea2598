import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { tr } from './texts.tr.js';

export type { MemberGrantsTexts } from './texts.tr.js';

/** The section's texts in the current language (the English ones are fetched when English is chosen). */
export const useMemberGrantsTexts = () => useFeatureMessages(tr, () => import('./texts.en.js'));
