import type { DeliveryTexts } from './texts.tr.js';

/** The notifications desk's texts, in English. */
export const en: DeliveryTexts = {
  intro:
    'SMS and e-mail day by day: sent, failed and waiting, with the due-date reminders among them. The day is the ' +
    'Istanbul day a message was queued. Why a message failed is shown among the background jobs.',
  deliveryTitle: 'Delivery by day',
  from: 'First day',
  to: 'Last day',
  show: 'Show',
  badRange: 'The first day cannot be after the last day.',
  caption: (from: string, to: string) => `Delivery from ${from} to ${to}`,
  day: 'Day',
  sms: 'SMS',
  email: 'E-mail',
  reminders: 'Reminders',
  sent: 'sent',
  failed: 'failed',
  pending: 'waiting',
  total: 'Total',
  nothing: 'No message was sent in this period.',
  bounced: 'Bounced e-mail',
  bouncesTitle: 'Bounced e-mails',
  bouncesIntro:
    "E-mails the recipient's server accepted and later returned (a delivery report), newest first. After a " +
    'permanent bounce no more e-mail goes to that address until the member changes it.',
  bouncesCaption: (from: string, to: string) => `Bounced e-mails from ${from} to ${to}`,
  at: 'Received',
  recipient: 'Recipient',
  subject: 'Subject',
  kind: 'Kind',
  permanent: 'Permanent: no longer sent to',
  transient: 'Transient',
  reason: "The server's explanation",
  noBounces: 'No e-mail bounced in this period.',
};
