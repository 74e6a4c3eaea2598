import { z } from 'zod';
import { access, BaseRequest, defineCall, Oid, Text } from '../common.js';
import { ErrorCodes } from '../errors.js';
import { isValidIdentityNumber, isValidMobile, isValidTckn, isValidVkn } from '../validators.js';

export * from './messages.js';

const digits = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${min},${max}}$`), 'Yalnızca rakam giriniz.');

/** T.C. Kimlik No (11 digits) or Vergi Kimlik No (10 digits), checksums verified. */
export const PidNo = digits(10, 11).refine(isValidIdentityNumber, 'Geçerli bir T.C. Kimlik No veya Vergi No giriniz.');
export const Tckn = digits(11, 11).refine(isValidTckn, 'Geçerli bir T.C. Kimlik No giriniz.');
export const Vkn = digits(10, 10).refine(isValidVkn, 'Geçerli bir Vergi Kimlik No giriniz.');
export const MobilePhone = z.string().trim().refine(isValidMobile, 'Cep telefonunu (5xx) xxx xx xx biçiminde giriniz.');
export const Password = z.string().min(8, 'Şifre en az 8 karakter olmalıdır.').max(128);
// The screen speaks Turkish; the spec's English wording is the English catalogue's.
export const Email = z.email('Geçerli bir e-posta adresi giriniz.').max(120);
/** The human-verification payload (ALTCHA v1: base64 JSON of algorithm, challenge, number, salt, signature). */
export const Verification = Text.min(10, 'Lütfen gerçek kişi olduğunuzu doğrulayınız').max(2000);

export const MemberInfo = z.object({
  Oid: z.int(),
  UserName: z.string(),
  NameSurname: z.string(),
  UserDetail: z.object({
    Registry: z.object({ Oid: z.int(), RegistryNo: z.string(), RegistryInfo: z.object({ Oid: z.int() }) }),
  }),
});

export const LoginResult = z.object({
  Member: MemberInfo,
  /** Not a credential: a marker that a session exists (the credential is an HttpOnly cookie). */
  AccessToken: z.string(),
  CsrfToken: z.string(),
  /** After an SMS reset the member chooses a new password before anything else. */
  MustChangePassword: z.boolean(),
});

export const HumanChallenge = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.int(),
  salt: z.string(),
  signature: z.string(),
});

export const EDevletOutcome = z.enum(['OK', 'INVALID_TOKEN', 'FAILED', 'NO_REGISTRY']);

/** The browser's reference to an e-Devlet login the server keeps (with its access token): 43 base64url letters. */
export const EDevletReference = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Geçersiz e-Devlet giriş anahtarı.');
/** How long an e-Devlet login's reference may be used (person info, binding to a registry). */
export const EDevletReferenceRules = { lifetimeMinutes: 10 } as const;

const tag = 'auth';
export const authCalls = {
  GetHumanVerificationChallenge: defineCall({
    tag,
    access: access.public,
    summary: 'İnsan doğrulaması için iş kanıtı (proof-of-work) görevi',
    // The ID being logged in is a hint only: an account with recent failures gets a harder proof of work.
    request: BaseRequest.extend({ pidNo: Text.max(11).optional() }),
    response: HumanChallenge,
  }),
  ValidateUser: defineCall({
    tag,
    access: access.public,
    human: true,
    startsSession: true,
    // A member who turned the second step on (ADR 0055): no session yet, CompleteSecondFactorLogin finishes.
    refusals: [ErrorCodes.secondFactorRequired],
    summary: 'T.C. Kimlik No / Vergi No ve şifreyle giriş',
    request: BaseRequest.extend({
      pidNo: PidNo,
      password: z.string().min(1, 'Şifrenizi giriniz.').max(128),
      rememberMe: z.boolean().default(true),
      verification: Verification,
    }),
    response: LoginResult,
  }),
  GetSessionInfo: defineCall({
    tag,
    access: access.public,
    startsSession: true,
    summary: 'Geçerli oturumun üyesi (oturum yoksa Member boş)',
    request: BaseRequest,
    response: z.object({
      Member: MemberInfo.nullable(),
      CsrfToken: z.string().nullable(),
      MustChangePassword: z.boolean(),
    }),
  }),
  Logout: defineCall({
    tag,
    access: access.public,
    startsSession: true,
    summary: 'Oturumu kapatır',
    request: BaseRequest,
    response: z.object({ Result: z.boolean() }),
  }),
  SendPasswordForMember: defineCall({
    tag,
    access: access.public,
    human: true,
    summary: 'Yeni şifre üretir ve üyenin cep telefonuna SMS ile gönderir',
    request: BaseRequest.extend({ pidNo: PidNo, gsmNumber: MobilePhone, verification: Verification }),
    response: z.object({ Message: z.string() }),
  }),
  GetEDevletLoginUrl: defineCall({
    tag,
    access: access.public,
    summary: 'e-Devlet yetkilendirme adresi (rastgele state ile)',
    request: BaseRequest,
    response: z.object({ Url: z.string(), State: z.int() }),
  }),
  LoginViaEDevlet: defineCall({
    tag,
    access: access.public,
    startsSession: true,
    summary: 'e-Devlet dönüşündeki kodla giriş (token ve kişi bilgisi sunucuda alınır)',
    // The page passes the state on from the query string; a number no integer column holds was never issued.
    request: BaseRequest.extend({ code: Text.min(1).max(500), state: z.coerce.number().pipe(z.int32()) }),
    response: z.object({
      Outcome: EDevletOutcome,
      Login: LoginResult.nullable(),
      /** Once e-Devlet has named the person: the reference to this login for the two calls below. */
      Token: EDevletReference.optional(),
    }),
  }),
  GetPersonInfoViaEDevlet: defineCall({
    tag,
    access: access.public,
    summary: 'e-Devlet girişinin kişi bilgisi (erişim anahtarı sunucuda kalır; tarayıcı yalnızca referansı gönderir)',
    request: BaseRequest.extend({ token: EDevletReference }),
    // The spec's shape: e-Devlet's result code and the ID of the person who just signed in there.
    response: z.object({
      sonucKodu: z.string(),
      kullaniciBilgileri: z.object({ kimlikNo: z.string() }).nullable(),
    }),
  }),
  SaveEDevletLogin: defineCall({
    tag,
    access: access.public,
    startsSession: true,
    summary: 'e-Devlet girişini o kişinin bir siciline bağlar, kaydeder ve oturum açar',
    request: BaseRequest.extend({ token: EDevletReference, registryOid: Oid }),
    response: LoginResult,
  }),
};
