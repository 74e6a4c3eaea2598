import { ErrorMessages, UnavailableMessages } from '@e-belediye/contracts';
import { isLanguage, LANGUAGE_COOKIE, type Language, languageOr } from '@e-belediye/contracts/languages';
import type { FastifyRequest } from 'fastify';

type Translated = Exclude<Language, 'tr'>;

/**
 * The API's general failures in the portal's other languages (ADR 0056): a visitor reading English or Arabic reads
 * them in it. A module's own sentences (a rule of a service) stay Turkish, the language the municipality decides in.
 */
export const ErrorMessagesIn: Record<Translated, Record<keyof typeof ErrorMessages, string>> = {
  en: {
    unexpected: 'Something went wrong!',
    somethingWrong: 'Something went wrong!',
    server: 'An unexpected error occurred on the server. Please try again a little later.',
    notFound: 'The record you are looking for was not found.',
    unknownCall: 'There is no such operation.',
    unauthenticated: 'You need to sign in for this operation.',
    rateLimited: 'You have sent too many requests. Please wait a little and try again.',
    badJson: 'The data sent could not be read. Please check the form and try again.',
    payloadTooLarge: 'The data sent is too large.',
    unsupportedMedia: 'This kind of content is not accepted.',
    forbidden: 'You are not allowed to do this.',
    staffOnly: 'This operation is for municipal staff only.',
    unavailable: 'A connected system cannot be reached right now. Please try again a little later.',
    badUrl: 'The address asked for could not be read.',
    uriTooLong: 'The address asked for is too long.',
    headersTooLarge: 'The headers of the request are too long.',
    controlCharacter: 'The data sent contains a control character that is not allowed.',
    timeout: 'The operation could not be completed in time. Please try again a little later.',
    collided: 'Your request clashed with another one made at the same moment and was not saved. Please try again.',
  },
  ar: {
    unexpected: 'حدث خطأ غير متوقع',
    somethingWrong: 'حدث خطأ غير متوقع',
    server: 'حدث خطأ غير متوقع في الخادم. يُرجى المحاولة مرة أخرى بعد قليل.',
    notFound: 'لم يُعثر على السجل الذي تبحثون عنه.',
    unknownCall: 'لا توجد عملية كهذه.',
    unauthenticated: 'يلزمكم تسجيل الدخول لإجراء هذه العملية.',
    rateLimited: 'أرسلتم طلبات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
    badJson: 'تعذّرت قراءة البيانات المرسلة. يُرجى مراجعة النموذج والمحاولة مرة أخرى.',
    payloadTooLarge: 'البيانات المرسلة كبيرة جدًا.',
    unsupportedMedia: 'نوع المحتوى هذا غير مقبول.',
    forbidden: 'ليست لديكم صلاحية لإجراء هذه العملية.',
    staffOnly: 'هذه العملية مخصصة لموظفي البلدية.',
    unavailable: 'يتعذّر الوصول حاليًا إلى أحد الأنظمة المرتبطة. يُرجى المحاولة مرة أخرى بعد قليل.',
    badUrl: 'تعذّرت قراءة العنوان المطلوب.',
    uriTooLong: 'العنوان المطلوب طويل جدًا.',
    headersTooLarge: 'ترويسات الطلب طويلة جدًا.',
    controlCharacter: 'تحتوي البيانات المرسلة على حرف تحكم غير مسموح به.',
    timeout: 'تعذّر إتمام العملية في الوقت المحدد. يُرجى المحاولة مرة أخرى بعد قليل.',
    collided: 'تعارض طلبكم مع عملية أخرى أُجريت في اللحظة نفسها ولم يُحفظ. يُرجى المحاولة مرة أخرى.',
  },
};

/** An outside system that does not answer, by its name, in the other languages. */
export const UnavailableMessagesIn: Record<Translated, Record<keyof typeof UnavailableMessages, string>> = {
  en: {
    NIS: 'The population registry cannot be reached right now. Please try again a little later.',
    'e-Devlet': 'The e-Devlet Gateway cannot be reached right now. Please try again a little later.',
    SMS: 'The SMS service cannot be reached right now. Please try again a little later.',
  },
  ar: {
    NIS: 'يتعذّر الوصول حاليًا إلى نظام قيد النفوس. يُرجى المحاولة مرة أخرى بعد قليل.',
    'e-Devlet': 'يتعذّر الوصول حاليًا إلى بوابة e-Devlet. يُرجى المحاولة مرة أخرى بعد قليل.',
    SMS: 'يتعذّر الوصول حاليًا إلى خدمة الرسائل النصية. يُرجى المحاولة مرة أخرى بعد قليل.',
  },
};

// The Turkish sentence → its translations, so the one error path swaps a general message wherever it was raised.
const byTurkish = new Map<string, Record<Translated, string>>();
for (const key of Object.keys(ErrorMessages) as (keyof typeof ErrorMessages)[])
  byTurkish.set(ErrorMessages[key], { en: ErrorMessagesIn.en[key], ar: ErrorMessagesIn.ar[key] });
for (const key of Object.keys(UnavailableMessages))
  byTurkish.set(UnavailableMessages[key] as string, {
    en: UnavailableMessagesIn.en[key] as string,
    ar: UnavailableMessagesIn.ar[key] as string,
  });

/** A failure's message in `language`: the general ones are translated, a module's own stays as it was raised. */
export const errorMessageIn = (message: string, language: Language): string =>
  language === 'tr' ? message : (byTurkish.get(message)?.[language] ?? message);

/** The language the visitor reads the portal in (the web app's cookie, sent with every call), Turkish by default. */
export const requestLanguage = (request: FastifyRequest): Language => languageOr(request.cookies?.[LANGUAGE_COOKIE]);

/** The language the visitor chose, or undefined when the browser says none (a sign-in then keeps the stored one). */
export const chosenLanguage = (request: FastifyRequest): Language | undefined => {
  const value = request.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(value) ? value : undefined;
};
