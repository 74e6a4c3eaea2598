import type { ObjectionDesk } from '@e-belediye/contracts';

export const tr = {
  title: 'İtiraz Masası',
  intro:
    'Tahakkuklara yapılan itiraz ve düzeltme başvuruları, yasal karar süresinin bitişine göre sıralı. Süresi geçenler ' +
    'işaretlidir.',
  queueCaption: 'İtiraz başvuruları',
  desk: 'Masa',
  desks: { GELIR: 'Gelir', SUISLERI: 'Su işleri' } satisfies Record<ObjectionDesk, string>,
  all: 'Tümü',
  openOnly: 'Yalnız açıklar',
  yes: 'Evet',
  lateOnly: 'Süresi geçenler',
  late: 'Süresi geçti',
  find: 'Listele',
  clear: 'Temizle',
  openRecord: (caseNo: string) => `${caseNo} numaralı başvuruyu aç`,
  age: 'Gün',
  back: 'Kuyruğa dön',
  registry: 'Başvuran',
  explanation: 'Başvuranın açıklaması',
  evidence: 'Belgeler',
  actions: { ask: 'Ek bilgi iste', decide: 'Karar ver', approve: 'Kararı onayla', returnIt: 'Kararı geri çevir' },
  question: 'Vatandaşa sorulacak',
  decision: 'Karar',
  corrected: 'Düzeltilmiş tutar (TL)',
  correctedHint: 'Tahakkukun olması gereken tutarı; tamamen yanlışsa 0.',
  reason: 'Gerekçe',
  article: 'Dayanılan madde',
  articleHint: 'Ör. VUK md. 116; 1319 sayılı Kanun md. 8',
  proposed: (who: string) => `Onay bekleyen karar (öneren: ${who})`,
  proposedAmount: 'Önerilen düzeltilmiş tutar',
  amendDeclaration: 'Beyannameyi düzelt',
  amendHint:
    'Borç bir beyannameden tahakkuk etmişti. Kararın bulduğunu beyannameye işleyin: yeni sürüm, seçtiğiniz yıldan ' +
    'sonraki tahakkukları da doğru kılar.',
  amendTitle: (no: string) => `Beyannameyi düzelt: ${no}`,
  amendIntro: (title: string, total: string) =>
    `Şu anki beyan: ${title}, yıllık ${total}. Yeni sürüm vatandaşın düzeltmesiyle aynı yoldan kaydedilir; ödenmemiş ` +
    'taksitler düzeltilmiş bilgilerle yeniden tahakkuk eder, karara bağlanan taksit olduğu gibi kalır.',
  fromYear: 'Geçerli olduğu yıl',
  yearOfDebt: (y: number) => `${y} (borcun yılı: hata o yıldan beri var)`,
  nextYear: (y: number) => `${y} (izleyen yıl: değişiklik yıl içinde oldu)`,
  estateType: 'Taşınmaz türü',
  estateTypes: { 1: 'Bina', 2: 'Arsa', 3: 'Arazi' } as Record<1 | 2 | 3, string>,
  usage: 'Kullanım şekli',
  usages: { RESIDENCE: 'Mesken (konut)', WORKPLACE: 'İşyeri', OTHER: 'Diğer' },
  floorArea: 'Brüt alan (m²)',
  landShare: 'Arsa payı (m²)',
  area: 'Parsel alanı (m²)',
  areaInvalid: 'Alanı 125,50 biçiminde yazınız.',
  amended: (no: string, version: number, year: number) =>
    `Beyanname düzeltildi: ${no}, ${version}. sürüm (${year} yılından geçerli).`,
  cancel: 'Vazgeç',
  confirm: 'Kaydet',
  close: 'Kapat',
  done: 'Kaydedildi; vatandaşa bildirildi.',
  required: 'Bu alan zorunludur.',
  amountInvalid: 'Tutarı 1.234,56 biçiminde yazınız.',
};

export type ObjectionDeskTexts = typeof tr;
