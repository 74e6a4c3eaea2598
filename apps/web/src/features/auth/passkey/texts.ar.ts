import type { PasskeySignInTexts } from './texts.tr.js';

/** The passkey sign-in and the second step of a password sign-in, in Arabic. */
export const ar: PasskeySignInTexts = {
  passkeySignIn: 'تسجيل الدخول بمفتاح مرور',
  passkeyHint: 'استخدموا قفل شاشة هاتفكم أو حاسوبكم، دون كتابة كلمة مرور.',
  secondFactorTitle: 'التحقق بخطوتين',
  totpIntro: 'كلمة المرور صحيحة. أدخلوا الرمز المكون من 6 أرقام من تطبيق المصادقة لإتمام تسجيل الدخول.',
  passkeyIntro: 'كلمة المرور صحيحة. استخدموا مفتاح المرور لإتمام تسجيل الدخول.',
  code: 'رمز التحقق',
  recoveryCode: 'رمز الاسترداد',
  recoveryHint: 'أحد الرموز التي حفظتموها عند تفعيل التحقق بخطوتين (XXXXX-XXXXX).',
  useRecovery: 'استخدام رمز استرداد',
  useApp: 'استخدام رمز التطبيق',
  usePasskey: 'استخدام مفتاح المرور',
  confirm: 'إتمام تسجيل الدخول',
  startOver: 'البدء من جديد',
  recoveryLeft: (left: number) =>
    `استخدمتم رمز استرداد؛ وتبقّى ${left}. للحصول على رموز جديدة أوقفوا التحقق بخطوتين في صفحة حسابي ثم فعّلوه مجددًا.`,
};
