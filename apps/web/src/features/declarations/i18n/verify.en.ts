import type { VerifyTexts } from './verify.tr.js';

/** The declaration receipt check's texts, in English. */
export const en: VerifyTexts = {
  verify: {
    intro:
      'Enter the verification code on a declaration receipt to check that the municipality issued it and see the state of the declaration.',
    code: 'Verification code',
    codeHint: '10–16 letters and digits',
    codeInvalid: 'A verification code has 10–16 letters and digits.',
    submit: 'Verify',
    checking: 'Checking the receipt…',
    valid: 'This declaration receipt is genuine',
    notFound: 'No declaration was filed with this verification code.',
    number: 'Declaration no',
    kind: 'Kind',
    year: 'Year',
    version: 'Version',
    status: 'Status',
    declarer: 'Declarer',
    total: 'Annual tax',
    filedAt: 'Filed',
  },
};
