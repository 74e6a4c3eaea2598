import { ltr } from '../../../shared/i18n/bidi.js';
import type { ClientsTexts } from './texts.tr.js';

/** My clients, in Arabic. */
export const ar: ClientsTexts = {
  intro:
    'المكلَّفون الذين فوّضوكم وما زال تفويضهم ساريًا. ترون ديون كل منهم المفتوحة ومواعيده القادمة وآخر إقراراته، ' +
    'بالقدر الذي يسمح به التفويض.',
  registered: (no: string) => `أنتم مسجَّلون لدى البلدية محاسبًا قانونيًا (رقم القيد في الغرفة ${ltr(no)}).`,
  notRegistered:
    'لستم مسجَّلين لدى البلدية محاسبًا قانونيًا. تقدّموا إلى البلدية بوثيقة الغرفة؛ والتفويضات الممنوحة لكم في صفحة تفويضاتي.',
  none: 'لا يوجد مكلَّف فوّضكم بتفويض سارٍ.',
  until: 'اليوم الأخير للتفويض',
  scopes: 'الصلاحيات',
  debts: 'الديون المفتوحة',
  debtsLine: (count: number, total: string, fee: string) =>
    count === 0
      ? 'لا توجد ديون مفتوحة.'
      : `${ltr(count)} دين، المجموع مع غرامة التأخير ${ltr(total)} (غرامة التأخير ${ltr(fee)})`,
  deadlines: 'المواعيد القادمة',
  noDeadlines: 'لا يوجد موعد قادم.',
  declarations: 'آخر الإقرارات',
  noDeclarations: 'لا توجد إقرارات.',
  notAllowed: 'لا يسمح لكم التفويض بالاطلاع على هذا.',
  actAs: 'التصرف نيابةً عن هذا المكلَّف',
  open: 'فتح',
  previous: 'الصفحة السابقة',
  next: 'الصفحة التالية',
  pageOf: (page: number, pages: number) => `الصفحة ${ltr(page)} من ${ltr(pages)}`,
};
