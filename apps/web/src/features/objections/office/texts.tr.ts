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
    'Borç bir beyannameden tahakkuk etmişti. Gelecek yılın tahakkuku da doğru olsun diye beyannameyi inceleme ' +
    'masasında açınız: incelenmeyi bekliyorsa düzeltilmek üzere vatandaşa iade edebilirsiniz.',
  cancel: 'Vazgeç',
  confirm: 'Kaydet',
  close: 'Kapat',
  done: 'Kaydedildi; vatandaşa bildirildi.',
  required: 'Bu alan zorunludur.',
  amountInvalid: 'Tutarı 1.234,56 biçiminde yazınız.',
};

export type ObjectionDeskTexts = typeof tr;
