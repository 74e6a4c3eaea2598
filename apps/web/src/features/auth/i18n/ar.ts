import type { AuthTexts } from './tr.js';

/** The sign-in, password reset and e-Devlet texts, in Arabic. */
export const ar: AuthTexts = {
  pidNo: 'رقم الهوية التركية',
  password: 'كلمة المرور',
  rememberMe: 'تذكرني',
  signIn: 'تسجيل الدخول',
  eDevlet: 'تسجيل الدخول عبر e-Devlet',
  or: 'أو',
  forgotPassword: 'نسيت كلمة المرور',
  home: 'الصفحة الرئيسية',
  otherLinks: 'إجراءات أخرى',
  signUp: 'لستم أعضاء؟ سجّلوا الآن',
  resetIntro: 'تُرسل كلمة المرور الجديدة في رسالة نصية إلى هاتفكم المحمول المسجل.',
  idOrTaxNo: 'رقم الهوية / الرقم الضريبي',
  mobile: 'الهاتف المحمول',
  resetNext:
    'إذا لم تصلكم كلمة المرور خلال بضع دقائق فتحققوا من رقم هاتفكم وأعيدوا المحاولة. وعند تسجيل الدخول بها سيُطلب منكم اختيار كلمة مرور جديدة.',
  resetAgain: 'إعادة الإرسال',
  confirm: 'تأكيد',
  eDevletIntro:
    'تحققوا من هويتكم عبر بوابة e-Devlet وسجّلوا الدخول دون كلمة مرور. وإن لم تكونوا أعضاء بعد، تُفتح عضويتكم استنادًا إلى سجلكم.',
  eDevletDisabled: 'تسجيل الدخول عبر e-Devlet غير متاح حاليًا.',
  eDevletRedirecting: 'جارٍ نقلكم إلى بوابة e-Devlet…',
  eDevletCompleting: 'جارٍ إتمام تسجيل الدخول عبر e-Devlet…',
  eDevletDone: 'تم تسجيل الدخول، جارٍ التحويل…',
  eDevletInvalidToken: 'رمز غير صالح، فشل تسجيل الدخول عبر e-Devlet',
  eDevletFailed: 'فشل تسجيل الدخول عبر e-Devlet',
  registryNotFound: 'لم يُعثر على أي سجل.',
  noRegistryNext:
    'أكدت بوابة e-Devlet هويتكم، لكن لا يوجد لدى البلدية سجل باسمكم. سجّلوا الآن لفتح سجل من قيد النفوس الخاص بكم، أو راجعوا أحد مكاتب خدماتنا ومعكم بطاقة الهوية.',
  signUpNow: 'التسجيل',
  withPassword: 'تسجيل الدخول برقم الهوية وكلمة المرور',
};
