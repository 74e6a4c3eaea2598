/** The debt inquiry’s texts, in Turkish; en.ts has the same shape (the type enforces it). */
export const tr = {
  intro: 'Sicilinize ve su aboneliklerinize ait ödenmemiş borçlar. Gecikme zammı bugünün tarihiyle hesaplanmıştır.',
  chartTitle: 'Gelir türüne göre açık borç',
  history: 'Ödeme geçmişi',
  noHistory: 'Kayıtlı ödemeniz bulunmuyor.',
  receiptNo: 'Makbuz No',
  collectedAt: 'Tarih',
  collectionType: 'Tahsilat türü',
  channel: 'Kanal',
  description: 'Açıklama',
  amount: 'Tutar',
  lines: (count: number) => `${count} kalem`,
  lateFee: 'Gecikme Zammı',
  receipt: 'Makbuz',
  year: 'Yıl',
  allYears: 'Tüm yıllar',
  pages: 'Ödeme geçmişi sayfaları',
  receiptPdf: 'Makbuz (PDF)',
  linkGone: (count: number) =>
    count === 1
      ? 'Bağlantıdaki borç ödenmiş ya da artık açık değil. Açık borçlarınız aşağıdadır.'
      : `Bağlantıdaki ${count} borç ödenmiş ya da artık açık değil. Açık borçlarınız aşağıdadır.`,
};
export type DebtsTexts = typeof tr;
