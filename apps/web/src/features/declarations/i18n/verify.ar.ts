import type { VerifyTexts } from './verify.tr.js';

/** The declaration receipt check's texts, in Arabic. */
export const ar: VerifyTexts = {
  verify: {
    intro: 'أدخلوا رمز التحقق المدوّن على إيصال الإقرار للتأكد من أن البلدية أصدرته والاطلاع على حالة الإقرار.',
    code: 'رمز التحقق',
    codeHint: 'من 10 إلى 16 حرفًا ورقمًا',
    codeInvalid: 'يتكون رمز التحقق من 10 إلى 16 حرفًا ورقمًا.',
    submit: 'تحقق',
    checking: 'جارٍ التحقق من الإيصال…',
    valid: 'إيصال الإقرار هذا صحيح',
    notFound: 'لم يُقدَّم أي إقرار بهذا الرمز.',
    number: 'رقم الإقرار',
    kind: 'النوع',
    year: 'السنة',
    version: 'النسخة',
    status: 'الحالة',
    declarer: 'المُقِرّ',
    total: 'الضريبة السنوية',
    filedAt: 'تاريخ التقديم',
  },
};
