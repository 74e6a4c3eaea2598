/** The notifications desk's texts, in Turkish; texts.en.ts has the same shape (the type enforces it). */
export const tr = {
  intro:
    'Gün gün gönderilen SMS ve e-postalar: gönderilen, başarısız olan ve bekleyenler, aralarında son gün ' +
    'hatırlatmaları. Gün, iletinin kuyruğa alındığı İstanbul günüdür. Başarısız iletilerin nedeni arka plan işlerinde görünür.',
  deliveryTitle: 'Gün gün gönderim',
  from: 'İlk gün',
  to: 'Son gün',
  show: 'Göster',
  badRange: 'İlk gün son günden sonra olamaz.',
  caption: (from: string, to: string) => `${from} – ${to} arası gönderim`,
  day: 'Gün',
  sms: 'SMS',
  email: 'E-posta',
  reminders: 'Hatırlatmalar',
  sent: 'gönderilen',
  failed: 'başarısız',
  pending: 'bekleyen',
  total: 'Toplam',
  nothing: 'Bu dönemde gönderilen ileti yok.',
  bounced: 'Geri dönen e-posta',
  bouncesTitle: 'Geri dönen e-postalar',
  bouncesIntro:
    'Alıcının sunucusunun kabul edip sonra geri gönderdiği e-postalar (teslim raporu), en yenisi en üstte. Kalıcı ' +
    'bir geri dönüşten sonra o adrese, üye adresini değiştirene kadar e-posta gönderilmez.',
  bouncesCaption: (from: string, to: string) => `${from} – ${to} arası geri dönen e-postalar`,
  at: 'Geldiği zaman',
  recipient: 'Alıcı',
  subject: 'Konu',
  kind: 'Tür',
  permanent: 'Kalıcı: adrese artık gönderilmiyor',
  transient: 'Geçici',
  reason: 'Sunucunun açıklaması',
  noBounces: 'Bu dönemde geri dönen e-posta yok.',
};
export type DeliveryTexts = typeof tr;
