import type { ResolutionsTexts } from './tr.js';

/** The council and committee resolutions’ texts, in English. */
export const en: ResolutionsTexts = {
  councilIntro: 'Search council resolutions by date, number, type and text.',
  committeeIntro: 'Search committee resolutions by date, number, type and text.',
  dateFrom: 'From date',
  dateTo: 'To date',
  number: 'Resolution no',
  type: 'Resolution type',
  text: 'Search subject or text',
  date: 'Date',
  subject: 'Subject',
  open: 'Read resolution',
  detailTitle: (no: string) => `Resolution No ${no}`,
  meeting: 'Meeting no',
  agenda: 'Agenda item',
  department: 'Department',
  print: 'Print',
  close: 'Close',
  kindCouncil: 'Council Resolution',
  kindCommittee: 'Committee Resolution',
  dateOrder: 'Invalid date order: the start date cannot be after the end date.',
  withdrawn: 'This resolution has been withdrawn.',
  withdrawalReason: 'Reason',
  attachments: 'Attachments',
};
