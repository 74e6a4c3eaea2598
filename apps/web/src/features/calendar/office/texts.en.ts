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
};
