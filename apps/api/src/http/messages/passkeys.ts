import { PasskeyMessages } from '@e-belediye/contracts';
import { type Phrases, phrasesOf } from './phrasebook.js';

/** Passkeys and the second factor. */
export const passkeyPhrases: Phrases = phrasesOf(
  PasskeyMessages,
  {
    proofRequired:
      'Before changing your passkeys and two-step verification, verify your identity again: with your password and the code sent to your mobile phone, or by signing in again with e-Devlet.',
    passwordAndCode: 'Enter your password and the code sent to your mobile phone.',
    noPhone: 'You have no registered mobile phone. Verify your identity by signing in again with e-Devlet.',
    noPassword: 'Your account has no password: verify your identity by signing in again with e-Devlet.',
    ceremonyFailed: 'The passkey could not be verified. Please try again.',
    ceremonyExpired: 'The passkey request has expired. Please try again.',
    unknownPasskey:
      'This passkey is not registered to your account or has been removed. Sign in with your password or with e-Devlet.',
    clonedPasskey:
      'This passkey appears to have been copied, so it was not accepted for your security. Sign in with your password or with e-Devlet and remove the passkey.',
    passkeyNotFound: 'The passkey was not found.',
    tooManyPasskeys: 'You can add at most 10 passkeys.',
    factorAlreadyOn: 'Two-step verification is already on.',
    factorNeedsPasskey: 'To choose a passkey as the second step, add a passkey first.',
    lastPasskeyIsFactor:
      'This is the only passkey of your two-step verification: turn two-step verification off first or add another passkey.',
    totpNotStarted: 'Start setting up the authenticator app first.',
    wrongCode: 'The verification code is wrong or has expired.',
    secondFactorRequired: 'Complete the second step of two-step verification to finish signing in.',
    secondFactorExpired:
      'The sign-in step has expired. Please sign in again with your T.C. identity number and password.',
    codeOrRecovery: 'Use the verification code, a recovery code or your passkey.',
  },
  {
    proofRequired:
      'قبل تغيير مفاتيح المرور والتحقق بخطوتين يُرجى التحقق من هويتكم مرة أخرى: بكلمة المرور والرمز المرسل إلى هاتفكم المحمول، أو بتسجيل الدخول مرة أخرى عبر e-Devlet.',
    passwordAndCode: 'يُرجى إدخال كلمة المرور والرمز المرسل إلى هاتفكم المحمول.',
    noPhone: 'لا يوجد لديكم هاتف محمول مسجل. يُرجى التحقق من هويتكم بتسجيل الدخول مرة أخرى عبر e-Devlet.',
    noPassword: 'ليس لحسابكم كلمة مرور: يُرجى التحقق من هويتكم بتسجيل الدخول مرة أخرى عبر e-Devlet.',
    ceremonyFailed: 'تعذّر التحقق من مفتاح المرور. يُرجى المحاولة مرة أخرى.',
    ceremonyExpired: 'انتهت مدة طلب مفتاح المرور. يُرجى المحاولة مرة أخرى.',
    unknownPasskey: 'مفتاح المرور هذا غير مسجل في حسابكم أو أُزيل. يُرجى تسجيل الدخول بكلمة المرور أو عبر e-Devlet.',
    clonedPasskey:
      'يبدو أن مفتاح المرور هذا منسوخ، فلم يُقبل حفاظًا على أمنكم. سجّلوا الدخول بكلمة المرور أو عبر e-Devlet ثم أزيلوا المفتاح.',
    passkeyNotFound: 'لم يُعثر على مفتاح المرور.',
    tooManyPasskeys: 'يمكنكم إضافة 10 مفاتيح مرور على الأكثر.',
    factorAlreadyOn: 'التحقق بخطوتين مفعّل أصلًا.',
    factorNeedsPasskey: 'لاختيار مفتاح مرور خطوةً ثانية، يُرجى إضافة مفتاح مرور أولًا.',
    lastPasskeyIsFactor:
      'هذا هو مفتاح المرور الوحيد للتحقق بخطوتين: يُرجى إيقاف التحقق بخطوتين أولًا أو إضافة مفتاح آخر.',
    totpNotStarted: 'يُرجى بدء إعداد تطبيق التحقق أولًا.',
    wrongCode: 'رمز التحقق غير صحيح أو انتهت صلاحيته.',
    secondFactorRequired: 'لإتمام تسجيل الدخول يُرجى إكمال الخطوة الثانية من التحقق بخطوتين.',
    secondFactorExpired: 'انتهت مدة خطوة الدخول. يُرجى تسجيل الدخول مرة أخرى برقم الهوية التركية وكلمة المرور.',
    codeOrRecovery: 'يُرجى استخدام رمز التحقق أو أحد رموز الاسترداد أو مفتاح المرور.',
  },
);
