/** The council and committee resolutions’ texts, in Turkish; en.ts has the same shape (the type enforces it). */
export const tr = {
  councilIntro: 'Belediye meclisinin aldığı kararlarda tarih, karar numarası, türü ve metin içinde arayabilirsiniz.',
  committeeIntro: 'Belediye encümeninin aldığı kararlarda tarih, karar numarası, türü ve metin içinde arayabilirsiniz.',
  dateFrom: 'Başlangıç tarihi',
  dateTo: 'Bitiş tarihi',
  number: 'Karar no',
  type: 'Karar türü',
  text: 'Konu veya metinde ara',
  date: 'Tarih',
  subject: 'Konu',
  open: 'Kararı oku',
  detailTitle: (no: string) => `Karar No ${no}`,
  meeting: 'Toplantı no',
  agenda: 'Gündem maddesi',
  department: 'İlgili birim',
  print: 'Yazdır',
  close: 'Kapat',
  kindCouncil: 'Meclis Kararı',
  kindCommittee: 'Encümen Kararı',
  dateOrder: 'Tarih sırası geçersiz: başlangıç tarihi bitiş tarihinden sonra olamaz.',
};
export type ResolutionsTexts = typeof tr;
