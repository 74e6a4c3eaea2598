import type { DebtsTexts } from './tr.js';

/** The debt inquiry’s texts, in English. */
export const en: DebtsTexts = {
  intro: 'Unpaid debts of your registry and your water subscriptions. Late fees are calculated as of today.',
  chartTitle: 'Open debt by revenue type',
  history: 'Payment history',
  noHistory: 'You have no recorded payments.',
  receiptNo: 'Receipt no',
  collectedAt: 'Date',
  collectionType: 'Collection type',
  channel: 'Channel',
  description: 'Description',
  amount: 'Amount',
  lines: (count: number) => `${count} items`,
  lateFee: 'Late fee',
  receipt: 'Receipt',
  year: 'Year',
  allYears: 'All years',
  pages: 'Payment history pages',
  receiptPdf: 'Receipt (PDF)',
  linkGone: (count: number) =>
    count === 1
      ? 'The debt in the link has been paid or is no longer open. Your open debts are below.'
      : `${count} debts in the link have been paid or are no longer open. Your open debts are below.`,
};
