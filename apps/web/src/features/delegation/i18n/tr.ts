/** Acting for someone else (Yetkilerim, Yetki verdiklerim), in Turkish; en.ts has the same shape. */
export const tr = {
  accountant: (no: string) => `Belediyece kayıtlı mali müşavir (oda sicil no ${no})`,
  tabs: { received: 'Yetkilerim', given: 'Yetki verdiklerim' },
  receivedIntro:
    'Başka kişilerin size verdiği işlem yetkileri. Kabul ettiğiniz bir yetkiyle üst çubuktaki “Kimin adına?” ' +
    'seçiminden o kişi adına işlem yapabilirsiniz; yaptığınız her işlemi yetkiyi veren kişi de görür.',
  givenIntro:
    'Sicilinizde sizin adınıza işlem yapabilecek kişileri buradan belirlersiniz. Yetki, kayıtlı telefonunuza ' +
    'gelen kodla onaylanır, karşı taraf kabul edince başlar ve istediğiniz an kaldırılabilir.',
  scopes: {
    see: 'Borçları ve makbuzları görme',
    pay: 'Ödeme yapma',
    declare: 'Beyanname işlemleri',
    restructure: 'Borç yapılandırma başvurusu',
    water: 'Su başvuruları',
    complain: 'İstek ve şikayetler',
  },
  statuses: {
    PENDING: 'Kabul bekliyor',
    ACTIVE: 'Geçerli',
    DECLINED: 'Reddedildi',
    REVOKED: 'Kaldırıldı',
    SUSPENDED: 'Belediyece askıya alındı',
    EXPIRED: 'Süresi doldu',
  },
  columns: {
    owner: 'Yetkiyi veren',
    grantee: 'Yetki verilen',
    scopes: 'Yetkiler',
    until: 'Son gün',
    status: 'Durum',
    notify: 'Size SMS',
    actions: 'İşlemler',
  },
  notify: {
    each: 'Her ödeme ve beyanname işleminde',
    grantOnly: 'Yalnız yetki verilince ve bitince',
  },
  none: { received: 'Size verilmiş bir yetki yok.', given: 'Henüz kimseye yetki vermediniz.' },
  accept: 'Kabul et',
  actAs: 'Bu kişi adına işlem yap',
  leave: 'Yetkiyi bırak',
  revoke: 'Yetkiyi kaldır',
  acted: 'İşlem',
  acts: (n: number) => `Bu yetkiyle yapılan işlemler (${n})`,
  noActs: 'Bu yetkiyle henüz işlem yapılmadı.',
  actColumns: { at: 'Zaman', what: 'Yapılan', reference: 'Kayıt' },
  accepted: 'Yetkiyi kabul ettiniz. Üst çubuktaki “Kimin adına?” seçiminden bu kişi adına işlem yapabilirsiniz.',
  revoked: 'Yetki kaldırıldı. Bu yetkiyle bir sonraki işlem yapılamaz.',
  left: 'Yetkiyi bıraktınız.',
  renewal: {
    open: 'Yenile',
    title: (who: string) => `${who} kişisine verdiğiniz yetkiyi yenileyin`,
    intro:
      'Yeni son günü ve yetkileri seçin; kayıtlı telefonunuza gelen kodla onaylayınız. Süresi dolmadan yenilenen ' +
      'yetki kesintisiz sürer, süresi dolmuş yetki yeniden başlar.',
    codeSent: (masked: string, gsm: string) =>
      `${masked} kişisine verdiğiniz yetkiyi yenilemek için ${gsm} numaralı telefonunuza onay kodu gönderildi.`,
    confirm: 'Yenilemeyi onayla',
    done: (until: string) => `Yetki yenilendi. Son günü: ${until}.`,
  },
  form: {
    title: 'Yeni yetki ver',
    pidNo: 'Yetki verilecek kişinin T.C. Kimlik No',
    name: 'Yetki verilecek kişinin adı ve soyadı',
    nameHint: 'Kimlik numarasıyla eşleşmesi gerekir.',
    scopes: 'Verilecek yetkiler',
    seeAlways: 'Borçları ve makbuzları görme her yetkiye dahildir.',
    notifyActs: 'Bu kişi adıma her ödeme ya da beyanname işlemi yaptığında bana SMS gönderilsin',
    until: 'Yetkinin son günü',
    untilHint: 'En çok bir yıl sonrası seçilebilir.',
    send: 'Onay kodu gönder',
    codeSent: (masked: string, gsm: string) =>
      `${masked} kişisine yetki vermek için ${gsm} numaralı telefonunuza onay kodu gönderildi.`,
    code: 'Onay kodu',
    confirm: 'Yetkiyi onayla',
    cancel: 'Vazgeç',
    done: 'Yetki verildi. Karşı taraf kabul edince başlar.',
  },
};
export type DelegationTexts = typeof tr;
