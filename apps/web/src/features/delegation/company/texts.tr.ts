/** Şirket yetkilisi, a person's applications to act for a company, in Turkish; en.ts and ar.ts have the same shape. */
export const tr = {
  intro:
    'Bir şirketin yetkilisi olarak e-Belediye’de şirket adına işlem yapmak için başvurunuz. Şirketin Vergi Kimlik ' +
    'No’sunu ve unvanını yazıp imza sirkülerini PDF olarak ekleyiniz; belediye inceleyip onaylayınca “Kimin adına?” ' +
    'ile şirket adına işlem yapar, şirketin çalışanlarına Yetki verdiklerim sayfasından yetki verirsiniz.',
  formTitle: 'Yeni başvuru',
  vkn: 'Şirketin Vergi Kimlik No',
  title: 'Şirketin unvanı',
  titleHint: 'Vergi levhasında yazdığı gibi; büyük-küçük harf fark etmez.',
  file: 'İmza sirküleri',
  fileHint: 'Yalnızca PDF; en çok 5 MB.',
  send: 'Başvur',
  sent: 'Başvurunuz alındı. Belediye inceleyip sonucu SMS ile bildirecek.',
  listTitle: 'Başvurularım',
  none: 'Henüz bir başvurunuz yok.',
  company: 'Şirket',
  vknShort: 'Vergi Kimlik No',
  applied: 'Başvuru tarihi',
  decided: 'Karar tarihi',
  status: 'Durum',
  statuses: { WAITING: 'İnceleniyor', APPROVED: 'Onaylandı', REFUSED: 'Reddedildi' },
  until: 'Yetkinin son günü',
  reason: 'Ret gerekçesi',
  circular: 'İmza sirküleri',
};
export type CompanyTexts = typeof tr;
