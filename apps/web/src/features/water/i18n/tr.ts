/** The water subscriptions’ texts, in Turkish; en.ts has the same shape (the type enforces it). */
export const tr = {
  subscriptions: 'Su abonelikleri',
  noSubscriptions: 'Su aboneliğiniz bulunmuyor.',
  subscriberNo: 'Abone No',
  tariff: 'Tarife',
  lineStatus: 'Hat durumu',
  address: 'Adres',
  deposit: 'Güvence bedeli',
};
export type WaterTexts = typeof tr;
