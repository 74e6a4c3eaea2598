/** The announcement desk's texts, in Turkish; announce.en.ts has the same shape (the type enforces it). */
export const tr = {
  intro:
    'Bir mahallede oturan ya da bir gelir türünden açık borcu olan üyelere bilgilendirme duyurusu gönderin. ' +
    'Yalnızca SMS veya e-posta almaya izin veren üyelere gider. KVKK gereği duyuru yalnızca bilgi verir: kişisel veri ' +
    'içermez, bir şey istemez. Göndermeden önce kaç kişiye gideceğini ve metni görün; gönderim dakikada 50 iletiyle sıraya alınır.',
  audience: 'Kime',
  byDistrict: 'Bir mahallenin üyeleri',
  byDebt: 'Bir gelir türünden açık borcu olanlar',
  district: 'Mahalle',
  revenue: 'Gelir türü',
  choose: 'Seçiniz',
  channels: 'Kanallar',
  sms: 'SMS',
  email: 'E-posta',
  subject: 'E-posta konusu',
  text: 'Duyuru metni (10–600 karakter)',
  preview: 'Önizle ve say',
  send: 'Duyuruyu gönder',
  previewTitle: 'Önizleme',
  counts: (members: string, sms: string, email: string) =>
    `İzin veren ${members} üyeye gidecek: ${sms} SMS, ${email} e-posta.`,
  smsText: 'SMS metni',
  mailText: 'E-posta metni',
  nobody: 'Bu seçime uyan ve izin veren üye yok.',
  sent: (members: string) => `Duyuru ${members} üyeye gönderilmek üzere sıraya alındı.`,
  chooseAudience: 'Mahalle ya da gelir türü seçiniz.',
};
export type AnnounceTexts = typeof tr;
