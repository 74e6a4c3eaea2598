import { ConstructionYearMessages } from '@e-belediye/contracts';
import { type Phrases, phrasesOf } from './phrasebook.js';

/** Declarations: the construction year's rules and the module's own refusals. */
export const declarationPhrases: Phrases = {
  ...phrasesOf(
    ConstructionYearMessages,
    {
      filing: 'Cannot be after the year of filing ({0}): a building is declared after it is finished.',
      taxYear: 'Cannot be after the tax year ({0}).',
    },
    {
      filing: 'لا يمكن أن يكون بعد سنة تقديم الإقرار ({0}): يُصرَّح بالمبنى بعد اكتمال بنائه.',
      taxYear: 'لا يمكن أن يكون بعد السنة الضريبية ({0}).',
    },
  ),
  // A calculation's refusal names its field: "Label: sentence", both parts translated by the book.
  '{0}: {1}': { en: '{0}: {1}', ar: '{0}: {1}' },
  'Yıl: {0} yılı için oranlar tanımlı değil.': {
    en: 'Year: No rates are defined for {0}.',
    ar: 'السنة: لا توجد نسب محددة لسنة {0}.',
  },
  'Beyanname bulunamadı.': { en: 'The declaration was not found.', ar: 'لم يُعثر على الإقرار.' },
};
