import { z } from 'zod';
import { LoginResult } from '../auth/index.js';
import { access, BaseRequest, defineCall, Oid, Text } from '../common.js';
// The office's code formats: one authenticator-app code and one recovery code, whoever signs in.
import { RecoveryCode, TotpCode } from '../staff/index.js';
import { ChallengeId, SmsChallenge, SmsCode } from '../verification/index.js';

/**
 * Passkeys (WebAuthn) and the optional second factor of a member's password sign-in (ADR 0055). The browser's
 * WebAuthn objects travel as the JSON the WebAuthn library speaks; the server checks them, never the contract.
 */
export const PasskeyMessages = {
  proofRequired:
    'Geçiş anahtarlarınızı ve iki adımlı doğrulamayı değiştirmeden önce kimliğinizi yeniden doğrulayınız: şifreniz ve cep telefonunuza gönderilen kodla ya da e-Devlet ile yeniden giriş yaparak.',
  passwordAndCode: 'Şifrenizi ve cep telefonunuza gönderilen kodu giriniz.',
  noPhone: 'Kayıtlı bir cep telefonunuz bulunmuyor. Kimliğinizi e-Devlet ile yeniden giriş yaparak doğrulayınız.',
  noPassword: 'Hesabınızın şifresi yok: kimliğinizi e-Devlet ile yeniden giriş yaparak doğrulayınız.',
  ceremonyFailed: 'Geçiş anahtarı doğrulanamadı. Lütfen tekrar deneyiniz.',
  ceremonyExpired: 'Geçiş anahtarı isteğinin süresi doldu. Lütfen tekrar deneyiniz.',
  unknownPasskey:
    'Bu geçiş anahtarı hesabınızda kayıtlı değil ya da kaldırılmış. Şifrenizle veya e-Devlet ile giriş yapınız.',
  clonedPasskey:
    'Bu geçiş anahtarı kopyalanmış görünüyor; güvenliğiniz için kabul edilmedi. Şifrenizle veya e-Devlet ile giriş yapıp anahtarı kaldırınız.',
  passkeyNotFound: 'Geçiş anahtarı bulunamadı.',
  tooManyPasskeys: 'En çok 10 geçiş anahtarı ekleyebilirsiniz.',
  factorAlreadyOn: 'İki adımlı doğrulama zaten açık.',
  factorNeedsPasskey: 'İkinci adım olarak geçiş anahtarı seçmek için önce bir geçiş anahtarı ekleyiniz.',
  lastPasskeyIsFactor:
    'Bu anahtar iki adımlı doğrulamanızın tek geçiş anahtarı: önce iki adımlı doğrulamayı kapatınız ya da başka bir anahtar ekleyiniz.',
  totpNotStarted: 'Önce doğrulama uygulaması kurulumunu başlatınız.',
  wrongCode: 'Doğrulama kodu hatalı veya süresi dolmuş.',
  secondFactorRequired: 'Girişi tamamlamak için iki adımlı doğrulamanın ikinci adımını tamamlayınız.',
  secondFactorExpired: 'Giriş adımının süresi doldu. Lütfen T.C. Kimlik No ve şifrenizle yeniden giriş yapınız.',
  codeOrRecovery: 'Doğrulama kodunu, bir kurtarma kodunu ya da geçiş anahtarınızı kullanınız.',
} as const;

export const SecondFactorKind = z.enum(['NONE', 'TOTP', 'PASSKEY']);
export type SecondFactorKind = z.infer<typeof SecondFactorKind>;

/** Limits of the passkey screens. */
export const PasskeyRules = { maxPerMember: 10, nameMax: 40, recoveryCodes: 10 } as const;

/** A name the member gives a passkey ("Telefonum"); one line, no control characters. */
export const PasskeyName = Text.trim()
  .min(1, 'Anahtara bir ad veriniz.')
  .max(PasskeyRules.nameMax, `Anahtar adı en çok ${PasskeyRules.nameMax} karakter olabilir.`);

const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/, 'Geçiş anahtarı yanıtı okunamadı.');
/** The browser's answer to a WebAuthn ceremony (RegistrationResponseJSON / AuthenticationResponseJSON). */
export const WebAuthnResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  // Strings in base64url, the transports, and the public key's COSE algorithm as a number.
  response: z.record(z.string(), z.union([z.string().max(8192), z.int(), z.array(z.string().max(20)).max(10)])),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
/** Options handed to the browser's WebAuthn call as they are. */
export const WebAuthnOptions = z.record(z.string(), z.unknown());
/** The id of a ceremony the server remembers (its challenge is stored, spent once). */
export const CeremonyId = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Geçiş anahtarı isteği bulunamadı.');

export const PasskeyItem = z.object({
  Oid: z.int(),
  Name: z.string(),
  CreatedAt: z.string(),
  LastUsedAt: z.string().nullable(),
  /** Synced to the member's other devices by their platform (a multi-device credential that is backed up). */
  Synced: z.boolean(),
});

export const SignInSecurity = z.object({
  Passkeys: z.array(PasskeyItem),
  SecondFactor: SecondFactorKind,
  RecoveryCodesLeft: z.int(),
  HasPassword: z.boolean(),
  /** Until when this session's proof of identity allows changes; null when it must be given again. */
  ProvenUntil: z.string().nullable(),
});

const tag = 'passkeys';
export const passkeyCalls = {
  GetSignInSecurity: defineCall({
    tag,
    access: access.member,
    summary: 'Üyenin geçiş anahtarları, iki adımlı doğrulaması ve kalan kurtarma kodları',
    request: BaseRequest,
    response: SignInSecurity,
  }),
  SendSignInSecurityCode: defineCall({
    tag,
    access: access.member,
    summary: 'Geçiş anahtarı ve ikinci adım değişikliklerinden önce kayıtlı cep telefonuna doğrulama kodu gönderir',
    request: BaseRequest,
    response: SmsChallenge,
  }),
  ProveSignInSecurityIdentity: defineCall({
    tag,
    access: access.member,
    summary: 'Şifre ve SMS koduyla kimliği yeniden doğrular; birkaç dakika değişiklik yapılabilir',
    request: BaseRequest.extend({
      currentPassword: z.string().min(1, 'Şifrenizi giriniz.').max(128),
      smsChallengeId: ChallengeId,
      smsCode: SmsCode,
    }),
    response: SignInSecurity,
  }),
  StartPasskeyRegistration: defineCall({
    tag,
    access: access.member,
    summary: 'Yeni geçiş anahtarı için WebAuthn kayıt seçenekleri (kimlik yeniden doğrulanmış olmalı)',
    request: BaseRequest,
    response: z.object({ CeremonyId, Options: WebAuthnOptions }),
  }),
  FinishPasskeyRegistration: defineCall({
    tag,
    access: access.member,
    summary: 'Tarayıcının WebAuthn kayıt yanıtını doğrular ve anahtarı verilen adla kaydeder',
    request: BaseRequest.extend({ ceremonyId: CeremonyId, name: PasskeyName, credential: WebAuthnResponse }),
    response: SignInSecurity,
  }),
  RemovePasskey: defineCall({
    tag,
    access: access.member,
    summary: 'Bir geçiş anahtarını kaldırır; o anahtarla artık giriş yapılamaz',
    request: BaseRequest.extend({ passkeyOid: Oid }),
    response: SignInSecurity,
  }),
  StartTotpSecondFactor: defineCall({
    tag,
    access: access.member,
    summary: 'Doğrulama uygulaması kurulumu: QR kodu ve anahtar',
    request: BaseRequest,
    response: z.object({ Secret: z.string(), OtpauthUri: z.string(), QrCode: z.string() }),
  }),
  TurnOnSecondFactor: defineCall({
    tag,
    access: access.member,
    summary:
      'Şifreyle girişte ikinci adımı açar (uygulama kodu ya da geçiş anahtarı); kurtarma kodları bir kez gösterilir',
    request: BaseRequest.extend({ kind: z.enum(['TOTP', 'PASSKEY']), code: TotpCode.optional() }),
    response: z.object({ Security: SignInSecurity, RecoveryCodes: z.array(z.string()) }),
  }),
  TurnOffSecondFactor: defineCall({
    tag,
    access: access.member,
    summary: 'Şifreyle girişteki ikinci adımı kapatır; kurtarma kodları geçersiz olur',
    request: BaseRequest,
    response: SignInSecurity,
  }),
  StartPasskeyLogin: defineCall({
    tag,
    access: access.public,
    summary: 'Geçiş anahtarıyla giriş için WebAuthn seçenekleri (keşfedilebilir anahtarlar)',
    request: BaseRequest,
    response: z.object({ CeremonyId, Options: WebAuthnOptions }),
  }),
  FinishPasskeyLogin: defineCall({
    tag,
    access: access.public,
    startsSession: true,
    summary: 'Geçiş anahtarıyla girişi doğrular ve oturum açar',
    request: BaseRequest.extend({
      ceremonyId: CeremonyId,
      credential: WebAuthnResponse,
      rememberMe: z.boolean().default(true),
    }),
    response: LoginResult,
  }),
  GetSecondFactorChallenge: defineCall({
    tag,
    access: access.public,
    summary: 'Şifresi doğrulanan girişin beklediği ikinci adım (uygulama kodu ya da geçiş anahtarı seçenekleri)',
    request: BaseRequest,
    response: z.object({
      Kind: z.enum(['TOTP', 'PASSKEY']),
      CeremonyId: CeremonyId.nullable(),
      Options: WebAuthnOptions.nullable(),
    }),
  }),
  CompleteSecondFactorLogin: defineCall({
    tag,
    access: access.public,
    startsSession: true,
    summary: 'Şifresi doğrulanan girişi ikinci adımla (uygulama kodu, kurtarma kodu ya da geçiş anahtarı) tamamlar',
    request: BaseRequest.extend({
      code: TotpCode.optional(),
      recoveryCode: RecoveryCode.optional(),
      ceremonyId: CeremonyId.optional(),
      credential: WebAuthnResponse.optional(),
    }),
    response: LoginResult.extend({ RecoveryCodesLeft: z.int().nullable() }),
  }),
};
