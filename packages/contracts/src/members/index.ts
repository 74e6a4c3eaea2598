import { z } from 'zod';
import { Email, LoginResult, MobilePhone, Password, Verification } from '../auth/index.js';
import { access, BaseRequest, defineCall, Oid, Text } from '../common.js';
import { ChallengeId, SmsChallenge, SmsCode } from '../verification/index.js';
import { memberDeskCalls } from './desk.js';
import { MemberDetail, memberIdentityCalls } from './identity.js';
import { memberLanguageCalls } from './language.js';

export * from './desk.js';
export * from './identity.js';
export * from './language.js';
export * from './search.js';

const Day = z.int().min(1).max(31);
const Month = z.int().min(1).max(12);
const BirthYear = z.int().min(1900).max(2100);

/**
 * A member without a password (one who came only through e-Devlet) proves identity again before setting a first
 * password or changing contacts: an e-Devlet login in this session at most this many minutes ago, or an SMS code.
 */
export const IdentityProofRules = { eDevletLoginMinutes: 10 } as const;

/** The registration code: a new one may be asked for after a minute, at most twice per application. */
export const RegistrationCodeRules = { resendAfterSeconds: 60, resends: 2 } as const;

export const RegistryAddress = z.object({ Kind: z.string(), Text: z.string() });
export const MemberProfile = z.object({
  UserName: z.string(),
  PidNoMasked: z.string(),
  Name: z.string(),
  Surname: z.string().nullable(),
  Email: z.string().nullable(),
  GsmNumberMasked: z.string().nullable(),
  CreatedAt: z.string(),
  LastLoginAt: z.string().nullable(),
  /** False for a member who came only through e-Devlet and has not chosen a password yet. */
  HasPassword: z.boolean(),
  /** For a member without a password: until when this session's e-Devlet login proves who they are. */
  IdentityProvenUntil: z.string().nullable(),
  Registry: z.object({
    Oid: z.int(),
    RegistryNo: z.string(),
    RegistryType: z.string(),
    RegistryTypeName: z.string(),
    TaxOfficeCode: z.string().nullable(),
    /** The office by name, with its code: "Osmangazi Vergi Dairesi (016250)". */
    TaxOfficeName: z.string().nullable(),
    FatherName: z.string().nullable(),
    BirthPlace: z.string().nullable(),
    BirthDate: z.string().nullable(),
    Addresses: z.array(RegistryAddress),
    Phones: z.array(z.string()),
    Email: z.string().nullable(),
  }),
  /** The member's consent to SMS and e-mail and mailing address (CreateUserDetail); null until first saved. */
  Detail: MemberDetail.nullable(),
});

const tag = 'members';
export const memberCalls = {
  CreateUser: defineCall({
    tag,
    access: access.public,
    human: true,
    summary: 'Üyelik başvurusu: kimlik doğrulanır, sicil bulunur veya açılır, telefona kod gönderilir',
    request: BaseRequest.extend({
      chkCorporateRegistry: z.boolean().default(false),
      userPidNo: Text.trim().max(11),
      yearOfBirth: BirthYear.optional(),
      monthOfBirth: Month.optional(),
      dayOfBirth: Day.optional(),
      taxOfficeCode: Text.trim().max(10).optional(),
      userNameOrTitle: Text.trim().max(120).optional(),
      userGsmNumber: MobilePhone,
      userEmail: Email,
      password: Password,
      agreement: z.literal(true, 'Üyelik sözleşmesini onaylamanız gerekiyor.'),
      verification: Verification,
    }),
    // How long the applicant waits before a new code may be asked for.
    response: z.object({ ApplicationOid: z.int(), GsmNumberMasked: z.string(), ResendAfterSeconds: z.int() }),
  }),
  CreateUserStatus: defineCall({
    tag,
    access: access.public,
    startsSession: true,
    summary: 'SMS doğrulama koduyla üyeliği etkinleştirir ve oturum açar',
    request: BaseRequest.extend({
      applicationOid: Oid,
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'Kodu 6 rakam olarak giriniz.'),
    }),
    response: LoginResult,
  }),
  ResendUserCode: defineCall({
    tag,
    access: access.public,
    summary: 'Üyelik başvurusunun doğrulama kodunu yeniden gönderir (bir dakika arayla, en çok iki kez)',
    request: BaseRequest.extend({ applicationOid: Oid }),
    response: z.object({ GsmNumberMasked: z.string(), ResendAfterSeconds: z.int() }),
  }),
  GetUserOfEMunicipality: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki üyenin bilgileri ve sicili',
    request: BaseRequest,
    response: MemberProfile,
  }),
  UpdateUserForEMunicipality: defineCall({
    tag,
    access: access.member,
    summary:
      'E-posta, telefon veya şifre değişikliği (mevcut şifre ister; şifresi olmayan üye yeni e-Devlet girişi veya SMS koduyla)',
    request: BaseRequest.extend({
      // Required of a member who has a password; one without proves identity by e-Devlet or the SMS code instead.
      currentPassword: z.string().max(128).optional(),
      smsChallengeId: ChallengeId.optional(),
      smsCode: SmsCode.optional(),
      email: Email.optional(),
      gsmNumber: MobilePhone.optional(),
      newPassword: Password.optional(),
    }),
    response: MemberProfile,
  }),
  SendAccountCode: defineCall({
    tag,
    access: access.member,
    summary: 'Şifresi olmayan üyenin kayıtlı cep telefonuna kimlik doğrulama kodu gönderir',
    request: BaseRequest,
    response: SmsChallenge,
  }),
  ...memberDeskCalls,
  ...memberIdentityCalls,
  ...memberLanguageCalls,
};
