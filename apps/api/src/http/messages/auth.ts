import { AuthMessages, VerificationMessages } from '@e-belediye/contracts';
import { type Phrases, phrasesOf } from './phrasebook.js';

/** Sign-in, registration and password refusals. */
export const authPhrases: Phrases = phrasesOf(
  AuthMessages,
  {
    wrongCredentials: 'The user name or password is wrong.',
    verifyHuman: 'Please confirm that you are a real person',
    passwordSent: 'Your new password has been sent to your mobile phone by SMS.',
    eDevletInvalidToken: 'Invalid token, e-Devlet sign-in failed',
    eDevletFailed: 'e-Devlet sign-in failed',
    registryNotFound: 'No registry record was found.',
    verificationFailed: 'The verification failed or has expired. Please verify again.',
    locked: 'Too many wrong attempts. For your security, please try again in {0} minutes.',
    sessionExpired: 'Your session has expired. Please sign in again.',
    csrf: 'The security check failed. Please refresh the page and try again.',
    identityNotVerified:
      'The identity details could not be verified against the population registry. Check the T.C. identity number and the date of birth.',
    alreadyMember: 'There is already a membership with this identity number. You can sign in or reset your password.',
    wrongCode: 'The verification code is wrong or has expired.',
    currentPasswordWrong: 'Your current password is wrong.',
    mustChangePassword: 'For your security, set a new password first.',
    currentPasswordRequired: 'Enter your current password.',
    reproveIdentity:
      'Before setting a password, verify your identity: sign in again with e-Devlet or enter the code sent to your registered mobile phone.',
    noRegisteredPhone: 'You have no registered mobile phone. Verify your identity by signing in again with e-Devlet.',
    hasPassword: 'Your account has a password: confirm the changes with your current password.',
    resendWait: 'You can ask for a new code in {0} seconds.',
    resendLimit: 'No more codes can be sent for this application. Please correct your details and apply again.',
  },
  {
    wrongCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
    verifyHuman: 'يُرجى التأكيد أنكم شخص حقيقي',
    passwordSent: 'أُرسلت كلمة المرور الجديدة إلى هاتفكم المحمول برسالة نصية.',
    eDevletInvalidToken: 'رمز غير صالح، فشل الدخول عبر e-Devlet',
    eDevletFailed: 'فشل الدخول عبر e-Devlet',
    registryNotFound: 'لم يُعثر على بيانات السجل.',
    verificationFailed: 'فشل التحقق أو انتهت مدته. يُرجى التحقق مرة أخرى.',
    locked: 'أجريتم محاولات خاطئة كثيرة. حفاظًا على أمنكم، يُرجى المحاولة مرة أخرى بعد {0} دقيقة.',
    sessionExpired: 'انتهت مدة جلستكم. يُرجى تسجيل الدخول مرة أخرى.',
    csrf: 'فشل التحقق الأمني. يُرجى تحديث الصفحة والمحاولة مرة أخرى.',
    identityNotVerified: 'تعذّر التحقق من بيانات الهوية في سجلات النفوس. يُرجى مراجعة رقم الهوية التركية وتاريخ الميلاد.',
    alreadyMember: 'توجد عضوية برقم الهوية هذا. يمكنكم تسجيل الدخول أو إعادة تعيين كلمة المرور.',
    wrongCode: 'رمز التحقق غير صحيح أو انتهت صلاحيته.',
    currentPasswordWrong: 'كلمة المرور الحالية غير صحيحة.',
    mustChangePassword: 'حفاظًا على أمنكم، يُرجى تعيين كلمة مرور جديدة أولًا.',
    currentPasswordRequired: 'يُرجى إدخال كلمة المرور الحالية.',
    reproveIdentity:
      'قبل تعيين كلمة المرور يُرجى التحقق من هويتكم: سجّلوا الدخول مرة أخرى عبر e-Devlet أو أدخلوا الرمز المرسل إلى هاتفكم المحمول المسجل.',
    noRegisteredPhone: 'لا يوجد لديكم هاتف محمول مسجل. يُرجى التحقق من هويتكم بتسجيل الدخول مرة أخرى عبر e-Devlet.',
    hasPassword: 'لحسابكم كلمة مرور: يُرجى تأكيد التغييرات بكلمة المرور الحالية.',
    resendWait: 'يمكنكم طلب رمز جديد بعد {0} ثانية.',
    resendLimit: 'لا يمكن إرسال رموز أخرى لهذا الطلب. يُرجى تصحيح بياناتكم وتقديم الطلب من جديد.',
  },
);

/** The SMS codes' refusals. */
export const verificationPhrases: Phrases = phrasesOf(
  VerificationMessages,
  {
    wrong: 'The verification code is wrong. You have {0} attempts left.',
    tooManyWrong: 'Too many wrong attempts. Please ask for a new code.',
    expired: 'The verification code has expired. Please ask for a new code.',
    used: 'This verification code has already been used. Please ask for a new code.',
    unknown: 'The verification code is not valid. Please ask for a new code.',
    wait: 'Please wait {0} seconds before asking for a new code.',
    phoneLimit: 'Too many codes were sent to this phone number in a short time. Please try again in 15 minutes.',
    ipLimit: 'Too many codes were asked for in a short time. Please try again in 15 minutes.',
  },
  {
    wrong: 'رمز التحقق غير صحيح. بقيت لكم {0} محاولات.',
    tooManyWrong: 'أجريتم محاولات خاطئة كثيرة. يُرجى طلب رمز جديد.',
    expired: 'انتهت صلاحية رمز التحقق. يُرجى طلب رمز جديد.',
    used: 'استُخدم رمز التحقق هذا من قبل. يُرجى طلب رمز جديد.',
    unknown: 'رمز التحقق غير صالح. يُرجى طلب رمز جديد.',
    wait: 'يُرجى الانتظار {0} ثانية قبل طلب رمز جديد.',
    phoneLimit: 'أُرسلت رموز كثيرة إلى رقم الهاتف هذا في وقت قصير. يُرجى المحاولة مرة أخرى بعد 15 دقيقة.',
    ipLimit: 'طُلبت رموز كثيرة في وقت قصير. يُرجى المحاولة مرة أخرى بعد 15 دقيقة.',
  },
);

/** Literal sentences of the sign-in and member modules. */
export const memberModulePhrases: Phrases = {
  'Üye bulunamadı.': { en: 'The member was not found.', ar: 'لم يُعثر على العضو.' },
  'e-Devlet girişi geçersiz ya da süresi dolmuş; e-Devlet ile yeniden giriş yapınız.': {
    en: 'The e-Devlet sign-in is not valid or has expired; sign in again with e-Devlet.',
    ar: 'الدخول عبر e-Devlet غير صالح أو انتهت مدته؛ يُرجى تسجيل الدخول مرة أخرى عبر e-Devlet.',
  },
  'Bu sicil e-Devlet ile giriş yapan kişiye ait değil.': {
    en: 'This registry record does not belong to the person who signed in with e-Devlet.',
    ar: 'هذا السجل لا يعود إلى الشخص الذي سجّل الدخول عبر e-Devlet.',
  },
  'Üyeliğiniz askıya alınmış; belediyenin hizmet masasına başvurunuz.': {
    en: "Your membership has been suspended; please apply to the municipality's service desk.",
    ar: 'عضويتكم معلّقة؛ يُرجى مراجعة مكتب خدمات البلدية.',
  },
  'e-Devlet ile giriş şu anda kullanılamıyor.': {
    en: 'Signing in with e-Devlet is not available right now.',
    ar: 'الدخول عبر e-Devlet غير متاح حاليًا.',
  },
  'Dış kapı: Seçilen sokakta böyle bir kapı numarası yok.': {
    en: 'Building number: There is no such building number on the chosen street.',
    ar: 'رقم المبنى: لا يوجد رقم مبنى كهذا في الشارع المختار.',
  },
  'İç kapı: Seçilen dış kapıda böyle bir iç kapı numarası yok.': {
    en: 'Flat number: There is no such flat number in the chosen building.',
    ar: 'رقم الشقة: لا يوجد رقم شقة كهذا في المبنى المختار.',
  },
};
