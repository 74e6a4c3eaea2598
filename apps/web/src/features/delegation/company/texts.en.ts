import type { CompanyTexts } from './texts.tr.js';

/** Company authorised person, in English. */
export const en: CompanyTexts = {
  intro:
    'Apply to act for a company on E-Belediye as its authorised person. Enter the company’s tax number and title and ' +
    'attach its signature circular as a PDF; once the municipality approves it, you act for the company through ' +
    '“Acting for?” and give the company’s staff authorisations on Authorisations I Gave.',
  formTitle: 'New application',
  vkn: 'Company’s tax number (VKN)',
  title: 'Company’s title',
  titleHint: 'As on its tax certificate; capitals do not matter.',
  file: 'Signature circular',
  fileHint: 'PDF only; at most 5 MB.',
  send: 'Apply',
  sent: 'Your application was received. The municipality will review it and tell you the result by SMS.',
  listTitle: 'My applications',
  none: 'You have no application yet.',
  company: 'Company',
  vknShort: 'Tax number',
  applied: 'Applied on',
  decided: 'Decided on',
  status: 'Status',
  statuses: { WAITING: 'Under review', APPROVED: 'Approved', REFUSED: 'Refused' },
  until: 'Last day of the authority',
  reason: 'Reason for refusal',
  circular: 'Signature circular',
};
