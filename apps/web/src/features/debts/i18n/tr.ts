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
};
export type DebtsTexts = typeof tr;
