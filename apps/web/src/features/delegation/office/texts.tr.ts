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
  company: {
    title: 'Şirket Yetkilileri',
    intro:
      'Şirket adına işlem yapmak için yapılan başvurular. İmza sirkülerini açıp başvuranın şirketi temsile yetkili ' +
      'olduğunu denetleyiniz; onaylanan kişi, verdiğiniz son güne kadar şirket adına işlem yapar ve şirketin ' +
      'çalışanlarına yetki verir. Kişiye SMS gider; işlem denetim kaydına yazılır.',
    filter: 'Durum',
    statuses: { WAITING: 'İnceleme bekleyen', APPROVED: 'Onaylanan', REFUSED: 'Reddedilen' },
    queue: 'Başvurular',
    empty: 'Bu durumda başvuru yok.',
    masked: 'Kişisel veriler maskelidir (members.personal yetkisi gerekir).',
    columns: {
      applicant: 'Başvuran',
      company: 'Şirket',
      applied: 'Başvuru tarihi',
      circular: 'İmza sirküleri',
      outcome: 'Sonuç',
      actions: 'İşlem',
    },
    open: 'Aç',
    openLabel: (name: string) => `${name} imza sirkülerini aç`,
    approve: 'Onayla',
    approveTitle: 'Şirket yetkilisini onayla',
    approveIntro:
      'Kişi, son güne kadar şirket adına her işlemi yapar ve şirketin çalışanlarına yetki verir. Son gün en çok bir ' +
      'yıl sonrası olabilir; yenilemek için kişi yeniden başvurur.',
    until: 'Yetkinin son günü',
    approved: 'Başvuru onaylandı.',
    refuse: 'Reddet',
    refuseTitle: 'Başvuruyu reddet',
    refuseIntro: 'Gerekçe başvurana SMS ile gider ve başvurularında görünür.',
    refuseReason: 'Ret gerekçesi',
    refuseRequired: 'Ret gerekçesini en az 5 karakterle yazınız.',
    refused: 'Başvuru reddedildi.',
    approvedUntil: (day: string) => `Onaylandı, son gün ${day}`,
    refusedBecause: (reason: string) => `Reddedildi: ${reason}`,
    people: 'Şirketin yetkilileri',
    columnsPeople: { person: 'Kişi', kind: 'Tür', until: 'Son gün', status: 'Durum', actions: 'İşlem' },
    primary: 'Onaylı yetkili',
    staff: 'Çalışan (yetkilinin verdiği)',
    end: 'Sona erdir',
    endTitle: 'Şirket yetkisini sona erdir',
    endIntro:
      'Kişi bir sonraki işleminde şirket adına reddedilir; ona SMS gider. Verdiği çalışan yetkileri kaldırılana ya ' +
      'da süreleri dolana kadar sürer.',
    endReason: 'Sona erdirme nedeni',
    endRequired: 'Nedeni en az 5 karakterle yazınız.',
    ended: 'Şirket yetkisi sona erdirildi.',
  },
};
export type MemberGrantsTexts = typeof tr;
