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
};
export type MemberGrantsTexts = typeof tr;
