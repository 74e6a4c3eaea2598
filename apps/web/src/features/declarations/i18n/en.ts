import type { DeclarationsTexts } from './tr.js';

/** The declaration pages' texts, in English. */
export const en: DeclarationsTexts = {
  engine: {
    progress: 'Declaration steps',
    stepOf: (n: number, total: number) => `Step ${n} of ${total}:`,
    checkTitle: 'Check your answers',
    checkShort: 'Check',
    checkIntro: 'Review your answers before sending. Press “Change” to correct a section.',
    change: 'Change',
    changeStep: (step: string) => `Change: ${step}`,
    back: 'Back',
    next: 'Continue',
    backToCheck: 'Back to the check page',
    send: 'Send the declaration',
    fixErrors: 'Correct the marked fields to continue.',
    declarationOath: 'By sending you declare that the information is true and complete.',
  },
};
