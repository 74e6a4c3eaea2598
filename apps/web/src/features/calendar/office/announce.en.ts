import type { AnnounceTexts } from './announce.tr.js';

/** The announcement desk's texts, in English. */
export const en: AnnounceTexts = {
  intro:
    'Send an informational announcement to the members of a district or to those with an open debt of a revenue ' +
    'kind. Only members who allow SMS or e-mail receive it. Under KVKK an announcement only informs: no personal data, ' +
    'no request. See how many it reaches and the text before sending; it is queued at 50 messages a minute.',
  audience: 'To whom',
  byDistrict: 'Members of a district',
  byDebt: 'Members with an open debt of a revenue kind',
  district: 'District',
  revenue: 'Revenue kind',
  choose: 'Choose',
  channels: 'Channels',
  sms: 'SMS',
  email: 'E-mail',
  subject: 'E-mail subject',
  text: 'Announcement text (10–600 characters)',
  preview: 'Preview and count',
  send: 'Send the announcement',
  previewTitle: 'Preview',
  counts: (members: string, sms: string, email: string) =>
    `It will reach ${members} consenting members: ${sms} SMS, ${email} e-mails.`,
  smsText: 'SMS text',
  mailText: 'E-mail text',
  nobody: 'No consenting member matches this choice.',
  sent: (members: string) => `The announcement is queued for ${members} members.`,
  chooseAudience: 'Choose a district or a revenue kind.',
};
