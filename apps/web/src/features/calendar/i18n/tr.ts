/** Takvimim's texts, in Turkish; en.ts has the same shape (the type enforces it). */
export const tr = {
  intro:
    'Sicilinize, su aboneliklerinize ve yapılandırma planınıza ait yaklaşan son günler. Son gün hafta sonuna ya da ' +
    'tatile denk gelirse ilk iş gününe kaydırılmıştır; tutarlar bugünün gecikme zammıyla hesaplanmıştır.',
  views: 'Görünüm',
  list: 'Liste',
  month: 'Ay',
  empty: 'Yaklaşan bir son gününüz yok.',
  kinds: {
    ACCRUAL: 'Vergi ve harç',
    RESTRUCTURING: 'Yapılandırma taksiti',
    WATER_BILL: 'Su faturası',
    DECLARATION: 'Beyanname',
    WATER_CUT: 'Su hattı kesimi',
  },
  due: 'Son gün',
  amount: 'Tutar',
  lateFee: (fee: string) => `${fee} gecikme zammı dahil`,
  overdue: 'Süresi geçti',
  holds: {
    PLAN: 'Yapılandırma planında; planın taksitlerinden ödenir.',
    PAYMENT: 'Bankada süren bir ödeme var.',
    OTHER: 'Şu anda başka bir işlemde.',
  },
  pay: 'Öde',
  act: 'İşleme git',
  addToCalendar: 'Takvime ekle',
  addToCalendarOf: (title: string) => `${title}: takvime ekle`,
  payOf: (title: string) => `${title}: öde`,
  actOf: (title: string) => `${title}: işleme git`,
  previousMonth: 'Önceki ay',
  nextMonth: 'Sonraki ay',
  weekdays: ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'],
  weekdaysShort: ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'],
  dayCount: (n: number) => `${n} son gün`,
  dayTitle: (day: string) => `${day} tarihindeki son günler`,
  noneThatDay: 'Bu günde bir son gününüz yok.',
  reminders: {
    title: 'Hatırlatmalar',
    intro: (from: number, until: number) =>
      from === until
        ? 'Son günden önce SMS ve e-posta ile hatırlatırız.'
        : `Son günden önce SMS ve e-posta ile hatırlatırız; saat ${String(from).padStart(2, '0')}:00 ile ${String(until).padStart(2, '0')}:00 arasında mesaj göndermeyiz.`,
    days: 'Kaç gün önce',
    municipalDefault: (n: number) => `Belediyenin önerisi (${n} gün)`,
    daysOption: (n: number) => `${n} gün önce`,
    sms: 'SMS ile',
    email: 'E-posta ile',
    noConsent: 'Bu kanaldan ileti almaya izin vermediniz; izni Kullanıcı Bilgilerim sayfasından verebilirsiniz.',
    consentLink: 'Kullanıcı Bilgilerim',
    save: 'Kaydet',
    saved: 'Hatırlatma planınız kaydedildi.',
    upcoming: 'Gelecek hatırlatmalar',
    none: 'Yakında gönderilecek bir hatırlatma yok.',
    sendOn: 'Gönderileceği gün',
    channel: 'Kanal',
    about: 'Konu',
    channels: { SMS: 'SMS', EMAIL: 'E-posta' },
  },
  feed: {
    title: 'Takvim aboneliği',
    intro:
      'Telefonunuzun ya da bilgisayarınızın takvim uygulaması bu adrese abone olursa son günleriniz takviminizde ' +
      'görünür ve üç gün önce hatırlatılır. Adres size özeldir; başkasıyla paylaşmayınız.',
    none: 'Henüz bir takvim adresiniz yok.',
    since: (when: string) =>
      `Adresiniz ${when} tarihinde oluşturuldu. Güvenliğiniz için adres yalnız oluşturulduğunda gösterilir; yeniden görmek için yenileyiniz.`,
    showAmounts: 'Takvimde tutarlar görünsün',
    create: 'Takvim adresi al',
    renew: 'Adresi yenile',
    renewHint: 'Yenilediğinizde eski adres hemen çalışmaz olur.',
    stop: 'Aboneliği kapat',
    address: 'Takvim adresi',
    copy: 'Kopyala',
    copied: 'Adres kopyalandı.',
    copyFailed: 'Adres kopyalanamadı; kutudaki adresi seçip kopyalayınız.',
    open: 'Takvim uygulamasında aç',
    renewed: 'Yeni takvim adresiniz hazır; eski adres artık çalışmıyor.',
    stopped: 'Takvim aboneliği kapatıldı.',
  },
};
export type CalendarTexts = typeof tr;
