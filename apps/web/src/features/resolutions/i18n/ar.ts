import { ltr } from '../../../shared/i18n/bidi.js';
import type { ResolutionsTexts } from './tr.js';

/** The council and committee resolutions’ texts, in Arabic. */
export const ar: ResolutionsTexts = {
  councilIntro: 'ابحثوا في قرارات المجلس البلدي حسب التاريخ والرقم والنوع والنص.',
  committeeIntro: 'ابحثوا في قرارات اللجنة البلدية حسب التاريخ والرقم والنوع والنص.',
  dateFrom: 'من تاريخ',
  dateTo: 'إلى تاريخ',
  number: 'رقم القرار',
  type: 'نوع القرار',
  text: 'البحث في الموضوع أو النص',
  date: 'التاريخ',
  subject: 'الموضوع',
  open: 'قراءة القرار',
  detailTitle: (no: string) => `القرار رقم ${ltr(no)}`,
  meeting: 'رقم الجلسة',
  agenda: 'بند جدول الأعمال',
  department: 'الإدارة',
  print: 'طباعة',
  close: 'إغلاق',
  kindCouncil: 'قرار المجلس',
  kindCommittee: 'قرار اللجنة',
  dateOrder: 'ترتيب التواريخ غير صحيح: لا يمكن أن يكون تاريخ البداية بعد تاريخ النهاية.',
  withdrawn: 'سُحب هذا القرار.',
  withdrawalReason: 'السبب',
  attachments: 'المرفقات',
};
