/** The grants on a member's page in the office, in Turkish; texts.en.ts has the same shape. */
export const tr = {
  title: 'İşlem yetkileri',
  none: 'Bu üyenin verdiği ya da ona verilen bir yetki yok.',
  roles: { OWNER: 'Verdiği', GRANTEE: 'Kendisine verilen' },
  columns: {
    role: 'Yön',
    other: 'Karşı taraf',
    scopes: 'Yetkiler',
    until: 'Son gün',
    status: 'Durum',
    actions: 'İşlem',
  },
  suspend: 'Askıya al',
  suspendTitle: 'Yetkiyi askıya al',
  suspendIntro:
    'Yetki hemen durur ve yetki verilen kişi bir sonraki işleminde reddedilir. Yetkiyi veren kişiye SMS gider; ' +
    'iki kişi de denetim kaydına yazılır.',
  reason: 'Askıya alma nedeni (şikâyet)',
  reasonRequired: 'Askıya alma nedenini en az 5 karakterle yazınız.',
  suspended: 'Yetki askıya alındı.',
  close: 'Kapat',
  cancel: 'Vazgeç',
  confirm: 'Askıya al',
  accountant: {
    title: 'Mali müşavir kaydı',
    registered: (no: string, since: string) =>
      `Mali müşavir olarak kayıtlı: oda sicil no ${no} (${since} tarihinden beri).`,
    none: 'Bu üye mali müşavir olarak kayıtlı değil.',
    register: 'Mali müşavir olarak kaydet',
    registerIntro:
      'Oda sicil numarasını üyenin TÜRMOB/SMMM oda belgesinden yazınız. Yetki veren mükellefler bu kaydı görür; ' +
      'işlem denetim kaydına yazılır.',
    chamberNo: 'Oda sicil no',
    chamberRequired: 'Oda sicil numarasını yazınız.',
    withdraw: 'Kaydı kaldır',
    withdrawTitle: 'Mali müşavir kaydını kaldır',
    withdrawIntro: 'Mükelleflerin verdiği yetkiler sürer; üye artık kayıtlı mali müşavir olarak görünmez.',
    done: 'Mali müşavir kaydı yapıldı.',
    withdrawn: 'Mali müşavir kaydı kaldırıldı.',
  },
};
export type MemberGrantsTexts = typeof tr;
