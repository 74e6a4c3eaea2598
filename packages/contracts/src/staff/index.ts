import { z } from 'zod';
import { Verification } from '../auth/index.js';
import { access, BaseRequest, defineCall, Oid, PageRequest, paged, Text } from '../common.js';
import { permissionNames } from './permissions.js';

export * from './messages.js';
export * from './permissions.js';

/** Lower-case letters, digits and . _ - : what a staff member types at the office door. */
export const StaffUserName = Text.trim()
  .min(3, 'Kullanıcı adı en az 3 karakter olmalıdır.')
  .max(40)
  .regex(/^[a-z0-9._-]+$/, 'Kullanıcı adında yalnızca küçük harf, rakam, nokta, tire ve alt çizgi olabilir.');
/** The 6 digits an authenticator app shows (RFC 6238). */
export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Doğrulama kodunu 6 rakam olarak giriniz.');
/** One of the ten codes shown once at enrolment, written as XXXXX-XXXXX (case and the dash are forgiven). */
export const RecoveryCode = Text.trim().min(10).max(20);
/** A password an administrator sets; staff accounts ask more than a citizen's 8 characters. */
export const StaffPassword = z.string().min(12, 'Personel şifresi en az 12 karakter olmalıdır.').max(128);
export const StaffStatus = z.enum(['ACTIVE', 'DISABLED']);
export const PermissionName = z.enum(permissionNames as [string, ...string[]]);
export const RoleCode = Text.trim()
  .min(2)
  .max(40)
  .regex(/^[A-Z0-9_]+$/);
export const RegionCode = Text.trim().min(1).max(20);

/** The signed-in staff member as the office shell needs them. */
export const StaffSession = z.object({
  Oid: z.int(),
  UserName: z.string(),
  DisplayName: z.string(),
  /** Empty until the second factor is enrolled: nothing but enrolment is open before. */
  Permissions: z.array(PermissionName),
  RegionCode: z.string().nullable(),
  RegionName: z.string().nullable(),
  /** Signed in with the password only: the office must show the TOTP enrolment and nothing else. */
  EnrolmentRequired: z.boolean(),
  /** When the session ends if nothing is done (ISO 8601); each call moves it. */
  IdleDeadline: z.string(),
  /** When the session ends whatever is done. */
  AbsoluteDeadline: z.string(),
  /** Until when sensitive acts need no new confirmation; null when none was given lately. */
  ReauthUntil: z.string().nullable(),
});

export const StaffListItem = z.object({
  Oid: z.int(),
  UserName: z.string(),
  DisplayName: z.string(),
  Email: z.string().nullable(),
  Status: StaffStatus,
  RegionCode: z.string().nullable(),
  RegionName: z.string().nullable(),
  RoleCodes: z.array(z.string()),
  TotpEnrolled: z.boolean(),
  LastLoginAt: z.string().nullable(),
  CreatedAt: z.string(),
});

export const StaffRole = z.object({ Code: z.string(), Name: z.string(), Permissions: z.array(PermissionName) });
export const StaffRegion = z.object({ Code: z.string(), Name: z.string(), Kind: z.enum(['COUNTY', 'DISTRICT']) });

const tag = 'staff';
const staffAnswer = z.object({ Staff: StaffListItem });
const oneStaff = BaseRequest.extend({ staffOid: Oid });

export const staffCalls = {
  StaffLogin: defineCall({
    tag,
    access: access.public,
    human: true,
    startsSession: true,
    summary: 'Personel girişi: kullanıcı adı, şifre ve doğrulama kodu (ya da bir kurtarma kodu)',
    request: BaseRequest.extend({
      username: Text.trim().min(1, 'Kullanıcı adınızı giriniz.').max(40),
      password: z.string().min(1, 'Şifrenizi giriniz.').max(128),
      code: TotpCode.optional(),
      recoveryCode: RecoveryCode.optional(),
      /** A solved human check, good once: each of the two steps of the office sign-in sends its own. */
      verification: Verification,
    }),
    response: z.object({
      Staff: StaffSession,
      CsrfToken: z.string(),
      /** Set when a recovery code was used: how many are left. */
      RecoveryCodesLeft: z.int().nullable(),
    }),
  }),
  StaffLogout: defineCall({
    tag,
    access: access.public,
    startsSession: true,
    summary: 'Personel oturumunu kapatır',
    request: BaseRequest,
    response: z.object({ Result: z.boolean() }),
  }),
  GetStaffSession: defineCall({
    tag,
    access: access.public,
    startsSession: true,
    summary: 'Geçerli personel oturumu (oturum yoksa Staff boş)',
    request: BaseRequest,
    response: z.object({ Staff: StaffSession.nullable(), CsrfToken: z.string().nullable() }),
  }),
  StartStaffTotpEnrolment: defineCall({
    tag,
    access: access.staff(null),
    effect: 'self',
    summary: 'İki aşamalı doğrulama kurulumu: yeni gizli anahtar, otpauth adresi ve QR kodu',
    request: BaseRequest,
    response: z.object({
      Secret: z.string(),
      OtpauthUri: z.string(),
      /** The otpauth URI as a QR code, an SVG image as a data: URL. */
      QrCode: z.string(),
    }),
  }),
  ConfirmStaffTotpEnrolment: defineCall({
    tag,
    access: access.staff(null),
    effect: 'self',
    summary: 'Uygulamadaki kodla kurulumu tamamlar; 10 kurtarma kodu yalnızca bir kez gösterilir',
    request: BaseRequest.extend({ code: TotpCode }),
    response: z.object({ Staff: StaffSession, RecoveryCodes: z.array(z.string()) }),
  }),
  StaffReauthenticate: defineCall({
    tag,
    access: access.staff(null),
    effect: 'self',
    summary: 'Hassas işlemlerden önce şifre ve doğrulama koduyla kimliği yeniden doğrular',
    request: BaseRequest.extend({ password: z.string().min(1, 'Şifrenizi giriniz.').max(128), code: TotpCode }),
    response: z.object({ ReauthUntil: z.string() }),
  }),
  GetStaffList: defineCall({
    tag,
    access: access.staff('staff.admin'),
    effect: 'read',
    summary: 'Personel listesi (ada ya da kullanıcı adına göre arama)',
    request: PageRequest.extend({ search: Text.trim().max(100).optional(), status: StaffStatus.optional() }),
    response: paged(StaffListItem),
  }),
  GetRoleList: defineCall({
    tag,
    access: access.staff('staff.admin'),
    effect: 'read',
    summary: 'Roller, izinleri ve atanabilecek bölgeler (ilçe ya da mahalle)',
    request: BaseRequest,
    response: z.object({ Roles: z.array(StaffRole), Regions: z.array(StaffRegion) }),
  }),
  CreateStaff: defineCall({
    tag,
    access: access.staff('staff.admin'),
    effect: 'credential',
    reauth: true,
    summary: 'Yeni personel hesabı; şifre verilmezse bir kez gösterilecek ilk şifre üretilir',
    request: BaseRequest.extend({
      username: StaffUserName,
      displayName: Text.trim().min(2, 'Ad soyad giriniz.').max(120),
      email: z.email('Geçerli bir e-posta adresi giriniz.').max(120).nullable().default(null),
      roleCodes: z.array(RoleCode).max(20).default([]),
      regionCode: RegionCode.nullable().default(null),
      password: StaffPassword.optional(),
    }),
    response: staffAnswer.extend({ InitialPassword: z.string().nullable() }),
  }),
  UpdateStaff: defineCall({
    tag,
    access: access.staff('staff.admin'),
    effect: 'widen',
    // Roles and region decide what a person may see and do: changing them is as sensitive as creating an account.
    reauth: true,
    summary: 'Personelin adını, e-postasını, rollerini ve bölgesini değiştirir',
    request: oneStaff.extend({
      displayName: Text.trim().min(2).max(120).optional(),
      email: z.email('Geçerli bir e-posta adresi giriniz.').max(120).nullable().optional(),
      roleCodes: z.array(RoleCode).max(20).optional(),
      regionCode: RegionCode.nullable().optional(),
    }),
    response: staffAnswer,
  }),
  ResetStaffSecondFactor: defineCall({
    tag,
    access: access.staff('staff.admin'),
    effect: 'credential',
    reauth: true,
    summary: 'Personelin iki aşamalı doğrulamasını sıfırlar (bir sonraki girişte yeniden kurulur)',
    request: oneStaff,
    response: staffAnswer,
  }),
  SetStaffStatus: defineCall({
    tag,
    access: access.staff('staff.admin'),
    effect: 'widen',
    reauth: true,
    summary: 'Personel hesabını kapatır ya da yeniden açar; kapatılınca oturumları sona erer',
    request: oneStaff.extend({ status: StaffStatus, reason: Text.trim().max(500).optional() }),
    response: staffAnswer,
  }),
};
