import type { WaterTexts } from './tr.js';

/** The water subscriptions’ texts, in English. */
export const en: WaterTexts = {
  subscriptions: 'Water subscriptions',
  noSubscriptions: 'You have no water subscription.',
  subscriberNo: 'Subscriber no',
  tariff: 'Tariff',
  lineStatus: 'Line status',
  address: 'Address',
  deposit: 'Deposit',
};
