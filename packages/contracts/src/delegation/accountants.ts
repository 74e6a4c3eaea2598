import { z } from 'zod';
import { Obligation } from '../calendar/obligations.js';
import { access, BaseRequest, defineCall, Oid, Text } from '../common.js';
import { DeclarationSummaryItem } from '../declarations/index.js';
import { DELEGATION_SCOPES } from './scopes.js';

const tag = 'delegation';

export const AccountantMessages = {
  notMember: 'Üye bulunamadı.',
  alreadyRegistered: 'Bu üye zaten mali müşavir olarak kayıtlı.',
  notRegistered: 'Bu üye mali müşavir olarak kayıtlı değil.',
} as const;

/** The chamber registration number (TÜRMOB/SMMM oda sicil no) as the office reads it off the certificate. */
export const ChamberNo = Text.trim()
  .min(3, 'Oda sicil numarasını yazınız.')
  .max(40, 'Oda sicil numarası en çok 40 karakter olabilir.');

/** A member's registration as a mali müşavir, or none. */
export const AccountantRegistration = z.object({
  ChamberNo: z.string().nullable(),
  RegisteredAt: z.string().nullable(),
});
export type AccountantRegistration = z.infer<typeof AccountantRegistration>;

/** The open debts of a client: how many, and what they come to with today's late fee. */
export const ClientDebts = z.object({
  Count: z.int(),
  PrincipalKurus: z.int(),
  LateFeeKurus: z.int(),
  TotalKurus: z.int(),
});

/**
 * One client of an accountant: the grant, and what its scopes let the accountant see (a part the grant does not
 * allow is null, never empty).
 */
export const AccountantClient = z.object({
  GrantOid: z.int(),
  OwnerName: z.string(),
  Scopes: z.array(z.enum(DELEGATION_SCOPES)),
  ExpiresOn: z.string(),
  Debts: ClientDebts.nullable(),
  /** The next few days to pay or act by. */
  Deadlines: z.array(Obligation).nullable(),
  /** The latest few declarations. */
  Declarations: z.array(DeclarationSummaryItem).nullable(),
});
export type AccountantClient = z.infer<typeof AccountantClient>;

export const CLIENTS_PAGE_SIZE = 20;

export const accountantCalls = {
  GetMemberAccountant: defineCall({
    tag,
    access: access.staff('members.read'),
    effect: 'read',
    summary: 'Üyenin mali müşavir kaydı (oda sicil numarası), yoksa boş',
    request: BaseRequest.extend({ memberOid: Oid }),
    response: AccountantRegistration,
  }),
  RegisterAccountant: defineCall({
    tag,
    access: access.staff('members.manage'),
    effect: 'change',
    reauth: true,
    summary:
      'Üyeyi oda sicil numarasıyla mali müşavir olarak kaydeder; yetki veren mükellefler bunu görür, denetim kaydına yazılır',
    request: BaseRequest.extend({ memberOid: Oid, chamberNo: ChamberNo }),
    response: AccountantRegistration,
  }),
  WithdrawAccountant: defineCall({
    tag,
    access: access.staff('members.manage'),
    effect: 'change',
    reauth: true,
    summary: 'Üyenin mali müşavir kaydını kaldırır; verilmiş yetkiler sürer, denetim kaydına yazılır',
    request: BaseRequest.extend({ memberOid: Oid }),
    response: AccountantRegistration,
  }),
  GetMyClients: defineCall({
    tag,
    access: access.member,
    summary:
      'Mali müşavirin mükellefleri: yetkisi süren her mükellefin açık borçları, yaklaşan son günleri ve son ' +
      'beyannameleri, yetkinin izin verdiği kadarıyla, sayfa sayfa',
    request: BaseRequest.extend({ page: z.int().min(1).max(100000).default(1) }),
    response: z.object({
      Registration: AccountantRegistration,
      Items: z.array(AccountantClient),
      TotalCount: z.int(),
      PageSize: z.int(),
    }),
  }),
};
