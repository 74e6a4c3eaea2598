import { z } from 'zod';
import { MobilePhone, Verification } from '../auth/index.js';
import { access, BaseRequest, defineCall } from '../common.js';

const tag = 'verification';

/** One-time SMS codes: 6 digits, valid 5 minutes, used once, at most 5 wrong tries. */
export const SmsCodeRules = { digits: 6, lifetimeMinutes: 5, maxWrongTries: 5 } as const;

/** A code sent: where to send the citizen's answer, until when, and to which (masked) phone. */
export const SmsChallenge = z.object({
  ChallengeId: z.string(),
  ExpiresAt: z.string(),
  MaskedGsm: z.string(),
});
export type SmsChallenge = z.infer<typeof SmsChallenge>;

/** The code the citizen types back with its challenge. */
export const SmsCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Doğrulama kodu 6 haneli olmalıdır.');
export const ChallengeId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Doğrulama kodu geçersiz. Lütfen yeni kod isteyiniz.');

export const VerificationMessages = {
  wrong: (left: number) => `Doğrulama kodu hatalı. ${left} deneme hakkınız kaldı.`,
  tooManyWrong: 'Çok sayıda hatalı deneme yapıldı. Lütfen yeni kod isteyiniz.',
  expired: 'Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyiniz.',
  used: 'Bu doğrulama kodu daha önce kullanıldı. Lütfen yeni kod isteyiniz.',
  unknown: 'Doğrulama kodu geçersiz. Lütfen yeni kod isteyiniz.',
  wait: (seconds: number) => `Yeni bir kod istemeden önce lütfen ${seconds} saniye bekleyiniz.`,
  phoneLimit: 'Bu telefon numarasına kısa sürede çok sayıda kod gönderildi. Lütfen 15 dakika sonra tekrar deneyiniz.',
  ipLimit: 'Kısa sürede çok sayıda kod istendi. Lütfen 15 dakika sonra tekrar deneyiniz.',
} as const;

export const verificationCalls = {
  SendSms: defineCall({
    tag,
    access: access.public,
    human: true,
    summary: 'Yazılan cep telefonuna tek kullanımlık doğrulama kodu gönderir (iletişim telefonunu doğrulamak için)',
    request: BaseRequest.extend({ gsmNumber: MobilePhone, verification: Verification }),
    response: SmsChallenge,
  }),
};
