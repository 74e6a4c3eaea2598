/** The accounting export files of the desk, in Turkish; exports.en.ts has the same shape (the type enforces it). */
export const exportsTr = {
  title: 'Muhasebeye aktarım dosyaları',
  intro:
    'Her gün kapandıktan sonra (gece yarısı) o günün tahsilatları muhasebe sistemine aktarım dosyası olarak hazırlanır: makbuz ve gelir türü başına bir satır, banka, kanal ve tarihlerle.',
  none: 'Henüz hazırlanmış aktarım dosyası yok.',
  day: 'Gün',
  count: 'Makbuz / satır',
  counts: (receipts: number, lines: number) => `${receipts} / ${lines}`,
  total: 'Toplam',
  createdAt: 'Hazırlanma',
  file: 'Dosya',
  download: 'İndir',
  which: (day: string, version: number) => `${day}, ${version}. sürüm`,
  version: (n: number) => `${n}. sürüm`,
  newer: (n: number) => `Yeni sürümü var (${n}. sürüm)`,
  downloaded: (name: string) => `${name} indirildi.`,
};
export type ExportsTexts = typeof exportsTr;
