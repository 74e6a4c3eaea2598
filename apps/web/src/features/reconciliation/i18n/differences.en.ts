import type { DifferencesTexts } from './differences.tr.js';

export const en: DifferencesTexts = {
  title: 'Bank reconciliation differences',
  none: 'No open bank reconciliation differences.',
  bank: 'Bank',
  day: 'Day',
  kind: 'Difference',
  kinds: {
    MISSING_AT_BANK: 'Recorded here, missing from the bank’s list',
    MISSING_HERE: 'On the bank’s list, not recorded here',
    AMOUNT_MISMATCH: 'Amounts differ',
  },
  reference: 'Bank reference',
  ours: 'Our amount',
  theirs: 'Bank’s amount',
  actions: 'Action',
  resolve: 'Resolved',
  resolveFor: (reference: string) => `Mark the difference of reference ${reference} resolved`,
  dialogTitle: 'Mark the difference resolved',
  dialogIntro: (bank: string, reference: string) =>
    `Write what was done about ${bank}’s difference ${reference}; the note goes into the audit trail.`,
  note: 'Note',
  noteShort: 'Write a note (at least 5 characters).',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save as resolved',
  resolved: 'The difference is marked resolved.',
};
