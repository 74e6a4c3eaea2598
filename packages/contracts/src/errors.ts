import { z } from 'zod';

/** Every failure of the API has this shape; Message is Turkish text a citizen can act on. */
export const ApiErrorSchema = z.object({ Code: z.string(), Message: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;

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
} as const;

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
} as const;
