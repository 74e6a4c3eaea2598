import type { DebtsTexts } from './tr.js';

/** The debt inquiry’s texts, in Arabic. */
export const ar: DebtsTexts = {
  intro: 'الديون غير المسددة المسجلة باسمكم وعلى اشتراكات المياه الخاصة بكم. تُحسب غرامات التأخير حتى تاريخ اليوم.',
  chartTitle: 'الديون المستحقة حسب نوع الإيراد',
  history: 'سجل المدفوعات',
  noHistory: 'لا توجد لديكم مدفوعات مسجلة.',
  receiptNo: 'رقم الإيصال',
  collectedAt: 'التاريخ',
  collectionType: 'نوع التحصيل',
  channel: 'قناة الدفع',
  description: 'البيان',
  amount: 'المبلغ',
  lines: (count: number) => `${count} بنود`,
  lateFee: 'غرامة التأخير',
  receipt: 'الإيصال',
  year: 'السنة',
  allYears: 'جميع السنوات',
  pages: 'صفحات سجل المدفوعات',
  receiptPdf: 'الإيصال (PDF)',
  linkGone: (count: number) =>
    count === 1
      ? 'الدين الوارد في الرابط سُدّد أو لم يعد مستحقًا. ديونكم المستحقة أدناه.'
      : `${count} من الديون الواردة في الرابط سُدّدت أو لم تعد مستحقة. ديونكم المستحقة أدناه.`,
};
