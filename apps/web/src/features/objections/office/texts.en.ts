import type { ObjectionDeskTexts } from './texts.tr.js';

export const en: ObjectionDeskTexts = {
  title: 'Objections Desk',
  intro:
    'Objections to accruals and requests for correction, ordered by the end of their legal decision period. Those past ' +
    'it are flagged.',
  queueCaption: 'Objections',
  desk: 'Desk',
  desks: { GELIR: 'Revenue', SUISLERI: 'Water' },
  all: 'All',
  openOnly: 'Open only',
  yes: 'Yes',
  lateOnly: 'Past the period',
  late: 'Past the period',
  find: 'List',
  clear: 'Clear',
  openRecord: (caseNo: string) => `Open case ${caseNo}`,
  age: 'Days',
  back: 'Back to the queue',
  registry: 'Applicant',
  explanation: "Applicant's explanation",
  evidence: 'Documents',
  actions: { ask: 'Ask for more', decide: 'Decide', approve: 'Approve the decision', returnIt: 'Return the decision' },
  question: 'Question to the citizen',
  decision: 'Decision',
  corrected: 'Corrected amount (TL)',
  correctedHint: 'What the accrual should have been; 0 when it is wrong as a whole.',
  reason: 'Grounds',
  article: 'Article relied on',
  articleHint: 'E.g. VUK art. 116; Law 1319 art. 8',
  proposed: (who: string) => `Decision awaiting approval (proposed by ${who})`,
  proposedAmount: 'Proposed corrected amount',
  amendDeclaration: 'Correct the declaration',
  amendHint:
    'This debt was accrued from a declaration. So that next year’s accrual is right too, open the declaration on ' +
    'the review desk: while it waits for review you can return it to the citizen for correction.',
  cancel: 'Cancel',
  confirm: 'Save',
  close: 'Close',
  done: 'Saved; the citizen was told.',
  required: 'This field is required.',
  amountInvalid: 'Write the amount as 1.234,56.',
};
