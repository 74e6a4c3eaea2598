import { z } from 'zod';

/** Every failure of the API has this shape; Message is Turkish text a citizen can act on. */
export const ApiErrorSchema = z.object({ Code: z.string(), Message: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Every Code the API answers with; no other string leaves it. */
export const ErrorCodes = {
  validation: 'error_validation',
  notFound: 'error_not_found',
  unknownCall: 'error_unknown_call',
  server: 'error_server',
  unauthenticated: 'error_unauthenticated',
  rateLimited: 'error_rate_limited',
  payloadTooLarge: 'error_payload_too_large',
  unsupportedMedia: 'error_unsupported_media',
  csrf: 'error_csrf',
  conflict: 'error_conflict',
  forbidden: 'error_forbidden',
  unavailable: 'error_unavailable',
  paymentPaused: 'error_payment_paused',
  paymentDeclined: 'error_payment_declined',
  uriTooLong: 'error_uri_too_long',
  timeout: 'error_timeout',
  reauthRequired: 'reauth_required',
  /** A member's password was right and the sign-in waits for its second factor (ADR 0055). */
  secondFactorRequired: 'second_factor_required',
  /** A call made under a grant that is no longer running: the client stops acting for the owner. */
  delegationEnded: 'error_delegation_ended',
  // Online bank collection: codes a contracted bank's system acts on without reading the message.
  bankReferenceReused: 'error_bank_reference_reused',
  debtHeld: 'error_debt_held',
  debtNotOpen: 'error_debt_not_open',
  amountMismatch: 'error_amount_mismatch',
  oldestFirst: 'error_oldest_first',
  stornoClosed: 'error_storno_closed',
  channelUnauthenticated: 'error_channel_unauthenticated',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

export const ErrorMessages = {
  unexpected: 'Beklenmedik bir hata oluştu',
  somethingWrong: 'Something went wrong!',
  server: 'Sunucuda beklenmedik bir hata oluştu. Lütfen biraz sonra tekrar deneyiniz.',
  notFound: 'Aradığınız kayıt bulunamadı.',
  unknownCall: 'Böyle bir işlem bulunmuyor.',
  unauthenticated: 'Bu işlem için giriş yapmanız gerekiyor.',
  rateLimited: 'Çok fazla istek gönderdiniz. Lütfen biraz bekleyip tekrar deneyiniz.',
  badJson: 'Gönderilen veri okunamadı. Lütfen formu kontrol edip tekrar deneyiniz.',
  payloadTooLarge: 'Gönderilen veri çok büyük.',
  unsupportedMedia: 'Bu içerik türü kabul edilmiyor.',
  forbidden: 'Bu işlem için yetkiniz bulunmuyor.',
  staffOnly: 'Bu işlem belediye personeline özeldir.',
  unavailable: 'Bağlı bir sisteme şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyiniz.',
  badUrl: 'İstenen adres okunamadı.',
  uriTooLong: 'İstenen adres çok uzun.',
  headersTooLarge: 'İsteğin başlıkları çok uzun.',
  controlCharacter: 'Gönderilen veri izin verilmeyen bir denetim karakteri içeriyor.',
  timeout: 'İşlem zamanında tamamlanamadı. Lütfen biraz sonra tekrar deneyiniz.',
  collided: 'İşleminiz aynı anda yapılan başka bir işlemle çakıştı ve kaydedilmedi. Lütfen tekrar deneyiniz.',
} as const;

/** What a citizen reads when an outside system does not answer, by the system's name. */
export const UnavailableMessages: Record<string, string> = {
  NIS: 'Nüfus kayıt sistemine şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyiniz.',
  'e-Devlet': 'e-Devlet Kapısına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyiniz.',
  SMS: 'SMS gönderim sistemine şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyiniz.',
};
