import type { ExportsTexts } from './exports.tr.js';

export const en: ExportsTexts = {
  title: 'Accounting export files',
  intro:
    "After each day closes (at midnight) that day's collections are prepared as a file for the accounting system: one line per receipt and revenue kind, with bank, channel and dates.",
  none: 'No export file has been prepared yet.',
  day: 'Day',
  count: 'Receipts / lines',
  counts: (receipts: number, lines: number) => `${receipts} / ${lines}`,
  total: 'Total',
  createdAt: 'Prepared',
  file: 'File',
  download: 'Download',
  which: (day: string, version: number) => `${day}, version ${version}`,
  version: (n: number) => `version ${n}`,
  newer: (n: number) => `A newer version exists (version ${n})`,
  downloaded: (name: string) => `${name} downloaded.`,
};
