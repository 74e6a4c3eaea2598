import { z } from 'zod';
import { access, BaseRequest, defineCall, Oid, Text } from '../common.js';
import { Collected, Debt } from '../debts/index.js';
import { Subscription } from '../water/index.js';
import { MemberLanguage } from './language.js';
import { RegistrySearchCriteria } from './search.js';

/**
 * The members and registries desk of the office: who is a member, their registry and what they owe and paid, and
 * the suspension of an account. Personal data comes masked unless the staff member holds `members.personal`;
 * a staff member limited to a region sees only the registries whose street lies in it. Masked, a number is
 * matched whole and a registry name search needs a district or birth year (search.ts).
 */

export const MemberStatus = z.enum(['ACTIVE', 'DISABLED']);
export type MemberStatus = z.infer<typeof MemberStatus>;
export const MemberStatusNames: Record<MemberStatus, string> = { ACTIVE: 'Etkin', DISABLED: 'Askıda' };
export const CreatedVia = z.enum(['PORTAL', 'EDEVLET', 'DEMO', 'COMPANY']);
export const DeskRegistryType = z.enum(['G', 'Y', 'T', 'K', 'D', 'B']);

const PAGE_SIZE_MAX = 100;
const DeskPage = BaseRequest.extend({
  /** Zero-based, as the spec's pageIndex. */
  pageIndex: z.int().min(0).max(100000).default(0),
  pageSize: z.int().min(1).max(PAGE_SIZE_MAX).default(25),
});
const Search = Text.trim().max(100);

export const DeskMember = z.object({
  MemberOid: z.int(),
  /** The T.C. Kimlik No / VKN the member logs in with; masked (123******90) without members.personal. */
  UserName: z.string(),
  NameSurname: z.string(),
  RegistryOid: z.int(),
  RegistryNo: z.string(),
  RegistryType: z.string(),
  RegistryTypeName: z.string(),
  Status: MemberStatus,
  CreatedVia: CreatedVia,
  CreatedAt: z.string(),
  LastLoginAt: z.string().nullable(),
});
export type DeskMember = z.infer<typeof DeskMember>;

export const DeskRegistry = z.object({
  RegistryOid: z.int(),
  RegistryNo: z.string(),
  RegistryType: z.string(),
  RegistryTypeName: z.string(),
  PidNo: z.string().nullable(),
  Name: z.string(),
  /** Masked, only when the search named the district or the whole number. */
  DistrictName: z.string().nullable(),
  /** The membership of this registry, if it has one. */
  MemberOid: z.int().nullable(),
  MemberStatus: MemberStatus.nullable(),
});
export type DeskRegistry = z.infer<typeof DeskRegistry>;

const Page = <T extends z.ZodType>(item: T) =>
  z.object({ Items: z.array(item), TotalCount: z.int(), PageIndex: z.int(), PageSize: z.int(), Masked: z.boolean() });

export const MemberAccount = z.object({
  MemberOid: z.int(),
  UserName: z.string(),
  Status: MemberStatus,
  StatusReason: z.string().nullable(),
  StatusChangedAt: z.string().nullable(),
  CreatedVia: CreatedVia,
  CreatedAt: z.string(),
  LastLoginAt: z.string().nullable(),
  Email: z.string().nullable(),
  GsmNumber: z.string().nullable(),
  /** The language the member chose to read the portal in, so a clerk knows how to answer them. */
  Language: MemberLanguage,
});
export type MemberAccount = z.infer<typeof MemberAccount>;

/**
 * A member's page. Each further service (declarations, requests) adds its own optional section here, so an
 * office page built today keeps working when one appears.
 */
export const MemberDossier = z.object({
  Masked: z.boolean(),
  Member: MemberAccount,
  Registry: z.object({
    Oid: z.int(),
    RegistryNo: z.string(),
    RegistryType: z.string(),
    RegistryTypeName: z.string(),
    PidNo: z.string().nullable(),
    Name: z.string(),
    FatherName: z.string().nullable(),
    BirthDate: z.string().nullable(),
    BirthPlace: z.string().nullable(),
    TaxOfficeCode: z.string().nullable(),
    TaxOfficeName: z.string().nullable(),
    Address: z.string().nullable(),
    DistrictName: z.string().nullable(),
  }),
  Subscriptions: z.array(Subscription),
  Debts: z.object({
    Items: z.array(Debt),
    PrincipalKurus: z.int(),
    LateFeeKurus: z.int(),
    TotalKurus: z.int(),
    OverdueCount: z.int(),
  }),
  Payments: z.array(Collected),
});
export type MemberDossier = z.infer<typeof MemberDossier>;

/** Shortest reason a suspension may carry: enough for the member and the next staff member to understand it. */
export const STATUS_REASON_MIN = 5;

const tag = 'members-desk';
export const memberDeskCalls = {
  GetAllUsersForEmunicipality: defineCall({
    tag,
    access: access.staff('members.read'),
    effect: 'read',
    summary:
      'Üyeler: T.C. Kimlik No (maskeli görünümde tamamı, members.personal ile başlangıcı) veya adla arama, sicil türü ve duruma göre süzme, sayfalı',
    request: DeskPage.extend({
      search: Search.optional(),
      registryType: DeskRegistryType.optional(),
      status: MemberStatus.optional(),
    }),
    response: Page(DeskMember),
  }),
  GetFilteredRegistries: defineCall({
    tag,
    access: access.staff('members.read'),
    effect: 'read',
    summary:
      'Siciller: T.C. Kimlik No / Vergi No ya da sicil no (maskeli görünümde tamamı) veya ad ile mahalle ya da doğum yılı, sicil türüne göre, sayfalı',
    request: DeskPage.extend({
      filter: Search.min(1, 'Aranacak T.C. Kimlik No, Vergi No, sicil no veya adı giriniz.'),
      registryType: DeskRegistryType.optional(),
      ...RegistrySearchCriteria,
    }),
    response: Page(DeskRegistry),
  }),
  GetMemberDossier: defineCall({
    tag,
    access: access.staff('members.read'),
    effect: 'read',
    summary: 'Bir üyenin sayfası: hesap, sicil, abonelikler, açık borçlar ve toplamları, ödemeler',
    request: BaseRequest.extend({ memberOid: Oid }),
    response: MemberDossier,
  }),
  UpdateUserStatusForEMunicipality: defineCall({
    tag,
    access: access.staff('members.manage'),
    effect: 'widen',
    reauth: true,
    summary: 'Üyeliği askıya alır (gerekçeyle) veya yeniden etkinleştirir; üyeye SMS ile bildirilir',
    request: BaseRequest.extend({
      memberOid: Oid,
      status: MemberStatus,
      reason: Text.trim().max(500).optional(),
    }).refine((r) => r.status === 'ACTIVE' || (r.reason?.length ?? 0) >= STATUS_REASON_MIN, {
      path: ['reason'],
      message: `Askıya alma gerekçesini en az ${STATUS_REASON_MIN} karakter olarak yazınız.`,
    }),
    response: MemberAccount,
  }),
};
