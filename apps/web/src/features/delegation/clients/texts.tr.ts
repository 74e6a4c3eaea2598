/** Mükelleflerim, an accountant's clients, in Turkish; en.ts and ar.ts have the same shape. */
export const tr = {
  intro:
    'Size yetki veren ve yetkisi süren mükellefleriniz. Her birinin açık borçlarını, yaklaşan son günlerini ve son ' +
    'beyannamelerini yetkinin izin verdiği kadarıyla görürsünüz.',
  registered: (no: string) => `Belediyece kayıtlı mali müşavirsiniz (oda sicil no ${no}).`,
  notRegistered:
    'Belediyece mali müşavir olarak kayıtlı değilsiniz. Kaydınız için oda belgenizle belediyeye başvurunuz; size ' +
    'verilen yetkileri Yetkilerim sayfasında görebilirsiniz.',
  none: 'Size yetki vermiş, yetkisi süren bir mükellefiniz yok.',
  until: 'Yetkinin son günü',
  scopes: 'Yetkiler',
  debts: 'Açık borçlar',
  debtsLine: (count: number, total: string, fee: string) =>
    count === 0 ? 'Açık borcu yok.' : `${count} borç, gecikme zammıyla toplam ${total} (gecikme zammı ${fee})`,
  deadlines: 'Yaklaşan son günler',
  noDeadlines: 'Yaklaşan bir son günü yok.',
  declarations: 'Son beyannameler',
  noDeclarations: 'Beyannamesi yok.',
  notAllowed: 'Yetkiniz bunu görmeye izin vermiyor.',
  actAs: 'Bu mükellef adına işlem yap',
  open: 'Aç',
  previous: 'Önceki sayfa',
  next: 'Sonraki sayfa',
  pageOf: (page: number, pages: number) => `Sayfa ${page} / ${pages}`,
};
export type ClientsTexts = typeof tr;
