import { z } from 'zod';
import {
  EDevletOutcome,
  HumanChallenge,
  MemberInfo,
  MobilePhone,
  Password,
  PidNo,
  Verification,
} from '../auth/index.js';
import { access, type CallDef, defineCall, Text } from '../common.js';
import { ErrorCodes } from '../errors.js';
import { RecoveryCode, TotpCode } from '../staff/index.js';
import { CHANNEL_TAGS, ChannelRequest } from './security.js';

/** What a kiosk or the app holds for a member once signed in: sent as `memberToken` in the member's later calls. */
export const MemberToken = Text.regex(/^[A-Za-z0-9_-]{43}$/, 'Geçersiz üye oturum anahtarı.');

export const ChannelLogin = z.object({
  Member: MemberInfo,
  MemberToken: z.string(),
  ExpiresAt: z.string(),
  /** After an SMS reset the member chooses a new password (ChangePassword) before anything else. */
  MustChangePassword: z.boolean(),
});

/** A member acting through a kiosk or the app: the web's account rules, throttles and password store. */
export const memberChannelCalls = {
  /**
   * A kiosk's or the app's key ships inside something anyone can take apart: its password guesses pay the web's
   * proof of work, so a copied key is no cheaper a way to guess than the web (ADR 0031).
   */
  GetHumanVerificationChallenge: defineCall({
    tag: CHANNEL_TAGS.uyelik,
    access: access.channel('uyelik'),
    summary: 'ValidateUser ve RetrievePassword için iş kanıtı (proof-of-work) görevi; web ile aynı zorluk kuralları',
    request: ChannelRequest.extend({ pidNo: Text.max(11).optional() }),
    response: HumanChallenge,
  }),
  ValidateUser: defineCall({
    tag: CHANNEL_TAGS.uyelik,
    access: access.channel('uyelik'),
    human: true,
    refusals: [ErrorCodes.secondFactorRequired],
    summary: 'T.C. Kimlik No / Vergi No ve şifreyle üye girişi; kısa ömürlü bir üye oturum anahtarı döner',
    request: ChannelRequest.extend({
      pidNo: PidNo,
      password: Text.min(1, 'Şifrenizi giriniz.').max(128),
      verification: Verification,
      /**
       * A member who turned a second factor on (ADR 0055) is answered 403 second_factor_required without them; the
       * app asks the member and calls again with a fresh proof of work and the authenticator-app code or a
       * recovery code (a passkey, bound to the portal's web address, is not offered to an app).
       */
      secondFactorCode: TotpCode.optional(),
      recoveryCode: RecoveryCode.optional(),
    }),
    response: ChannelLogin,
  }),
  RetrievePassword: defineCall({
    tag: CHANNEL_TAGS.uyelik,
    access: access.channel('uyelik'),
    human: true,
    summary: 'Yeni şifreyi üyenin kayıtlı cep telefonuna SMS ile gönderir (web ile aynı sınırlar)',
    request: ChannelRequest.extend({ pidNo: PidNo, gsmNumber: MobilePhone, verification: Verification }),
    response: z.object({ Message: z.string() }),
  }),
  ChangePassword: defineCall({
    tag: CHANNEL_TAGS.uyelik,
    access: access.channel('uyelik'),
    summary: 'Üye oturum anahtarıyla mevcut şifreyi doğrulayıp yeni şifreyi kaydeder',
    request: ChannelRequest.extend({
      memberToken: MemberToken,
      currentPassword: Text.min(1, 'Mevcut şifrenizi giriniz.').max(128),
      newPassword: Password,
    }),
    response: z.object({ Message: z.string() }),
  }),
  LoginViaEDevlet: defineCall({
    tag: CHANNEL_TAGS.edevlet,
    access: access.channel('edevlet'),
    summary:
      'Uygulamanın e-Devlet dönüşü: kod sunucuda e-Devlet ile değiştirilir, kişi ve sicili bulunur, üye oturum anahtarı döner (e-Devlet belirteci sunucuda kalır)',
    request: ChannelRequest.extend({
      /** The return address the app gave e-Devlet: the municipality's registered one. */
      edevlet_url: Text.max(500).pipe(z.url('e-Devlet dönüş adresi geçerli bir adres olmalıdır.')),
      code: Text.min(1, 'e-Devlet kodu boş olamaz.').max(500),
    }),
    response: z.object({ Outcome: EDevletOutcome, Login: ChannelLogin.nullable() }),
  }),
} satisfies Record<string, CallDef>;
