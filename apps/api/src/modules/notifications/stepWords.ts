import type { Translated } from '../../http/messages/phrasebook.js';
import { Phrasebook } from '../../http/messages/phrasebook.js';

/**
 * The step words a complaint or an objection puts into its message ("ilgili müdürlüğe iletildi", "karara
 * bağlandı"), in English and Arabic: the callers pass the Turkish words, and the English and Arabic templates say
 * them in their language. A step not listed here goes as it came.
 */
export const stepWords = new Phrasebook(
  [
    {
      // Both: a complaint's and an objection's first step.
      alındı: { en: 'received', ar: 'استُلم' },
      // A complaint's statuses and desk steps (complaints/reports.ts, complaints/desk.ts).
      'ilgili müdürlüğe iletildi': { en: 'passed to the department concerned', ar: 'أُحيل إلى المديرية المعنية' },
      'işleme alındı': { en: 'being worked on', ar: 'قيد المعالجة' },
      yanıtlandı: { en: 'answered', ar: 'تم الرد عليه' },
      çözüldü: { en: 'resolved', ar: 'تم حلّه' },
      kapatıldı: { en: 'closed', ar: 'أُغلق' },
      'aynı konudaki başka bir bildirimle birleştirildi': {
        en: 'merged with another report on the same matter',
        ar: 'دُمج مع بلاغ آخر في الموضوع نفسه',
      },
      '{0} birimine iletildi': { en: 'passed to {0}', ar: 'أُحيل إلى {0}' },
      'için belediyeden yeni bir açıklama var': {
        en: 'there is a new note from the municipality',
        ar: 'توجد ملاحظة جديدة من البلدية',
      },
      '{0} numaralı aynı konudaki bildirimle birleştirildi; gelişmeler size bildirilecek': {
        en: 'merged with report {0} on the same matter; you will be told how it goes',
        ar: 'دُمج مع البلاغ {0} في الموضوع نفسه؛ وسنُعلمكم بالمستجدات',
      },
      // An objection's steps (objections/cases.ts, objections/declaration.ts).
      'için ek bilgi istendi; lütfen yanıtlayınız': {
        en: 'more information is asked for; please reply',
        ar: 'طُلبت معلومات إضافية؛ يُرجى الرد',
      },
      'için gönderdiğiniz bilgi alındı, inceleniyor': {
        en: 'the information you sent was received and is being reviewed',
        ar: 'استُلمت المعلومات التي أرسلتموها وهي قيد الدراسة',
      },
      'karara bağlandı': { en: 'decided', ar: 'صدر القرار' },
      'üzerine {0} numaralı beyannameniz düzeltildi ({1}. sürüm)': {
        en: 'your declaration {0} was corrected on it (version {1})',
        ar: 'صُحّح إقراركم رقم {0} بناءً عليه (الإصدار {1})',
      },
    },
  ],
  false,
);

/** A step's words in an English or Arabic message. */
export const stepIn = (words: string, language: Translated): string => stepWords.translate(words, language) ?? words;
