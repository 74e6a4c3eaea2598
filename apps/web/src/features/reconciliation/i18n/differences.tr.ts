/** The bank reconciliation differences of the desk, in Turkish; differences.en.ts has the same shape. */
export const differencesTr = {
  title: 'Banka mutabakatı farkları',
  none: 'Çözülmemiş banka mutabakatı farkı yok.',
  bank: 'Banka',
  day: 'Gün',
  kind: 'Fark',
  kinds: {
    MISSING_AT_BANK: 'Bizde var, bankanın listesinde yok',
    MISSING_HERE: 'Bankanın listesinde var, bizde yok',
    AMOUNT_MISMATCH: 'Tutar farklı',
  } as Record<'MISSING_AT_BANK' | 'MISSING_HERE' | 'AMOUNT_MISMATCH', string>,
  reference: 'Banka referansı',
  ours: 'Bizdeki tutar',
  theirs: 'Bankadaki tutar',
  actions: 'İşlem',
  resolve: 'Çözüldü',
  resolveFor: (reference: string) => `${reference} referanslı farkı çözüldü olarak işaretle`,
  dialogTitle: 'Farkı çözüldü olarak işaretle',
  dialogIntro: (bank: string, reference: string) =>
    `${bank} bankasının ${reference} referanslı farkı için ne yapıldığını yazınız; not denetim kaydına geçer.`,
  note: 'Açıklama notu',
  noteShort: 'Açıklama notunu yazınız (en az 5 karakter).',
  cancel: 'Vazgeç',
  close: 'Kapat',
  save: 'Çözüldü olarak kaydet',
  resolved: 'Fark çözüldü olarak işaretlendi.',
};
export type DifferencesTexts = typeof differencesTr;
