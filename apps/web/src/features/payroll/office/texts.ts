import { useFeatureMessages } from '../../../shared/i18n/index.js';
import { tr } from './texts.tr.js';

export type { PayrollDeskTexts } from './texts.tr.js';

/** The payroll desk's texts in the current language (the English ones are fetched when English is chosen). */
export const usePayrollDeskTexts = () => useFeatureMessages(tr, () => import('./texts.en.js'));
