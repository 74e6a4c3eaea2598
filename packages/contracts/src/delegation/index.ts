import { z } from 'zod';
import { Tckn } from '../auth/index.js';
import { access, BaseRequest, defineCall, IsoDate, Oid, Text } from '../common.js';
import { ChallengeId, SmsChallenge, SmsCode } from '../verification/index.js';
import { accountantCalls } from './accountants.js';
import { companyCalls } from './companies.js';
import { DELEGATION_SCOPES } from './scopes.js';

export * from './accountants.js';
export * from './companies.js';
export * from './scopes.js';

const tag = 'delegation';

export const DelegationScopeSchema = z.enum(DELEGATION_SCOPES);

export const DelegationMessages = {
  self: 'Kendinize yetki veremezsiniz.',
  unknownPerson:
    'Bu T.C. Kimlik No ile kayıtlı bir e-Belediye üyesi bulunamadı. Yetki verilecek kişi önce üye olmalıdır.',
  deceased: 'Bu T.C. Kimlik No ile yetki verilemez.',
  nameMismatch: 'Yazdığınız ad ve soyad, bu T.C. Kimlik No ile kayıtlı kişiyle eşleşmiyor.',
  expiryPast: 'Bitiş tarihi bugünden önce olamaz.',
  expiryTooFar: 'Yetki en çok bir yıl için verilebilir.',
  noPhone: 'Kayıtlı cep telefonunuz olmadığından yetki veremezsiniz. Önce profilinizden telefonunuzu ekleyiniz.',
  notFound: 'Yetki bulunamadı.',
  notPending: 'Bu yetki kabul edilebilir durumda değil.',
  alreadyEnded: 'Bu yetki zaten sona ermiş.',
  alreadyGiven: 'Bu kişiye verilmiş, süresi dolmamış bir yetkiniz var. Yenilemek için onu seçiniz.',
  notActing: 'Bu işlem başkası adına yapılamaz.',
  grantEnded: 'Bu kişi adına işlem yetkiniz sona erdi ya da kaldırıldı. Kendi adınıza devam ediyorsunuz.',
  scopeMissing: 'Bu kişi adına bu işlemi yapma yetkiniz yok.',
} as const;

export const DelegationStatus = z.enum(['PENDING', 'ACTIVE', 'DECLINED', 'REVOKED', 'SUSPENDED', 'EXPIRED']);
export type DelegationStatus = z.infer<typeof DelegationStatus>;

/** One act done under a grant: when, which call, what it did (Turkish summary) and under which scope. */
export const DelegationAct = z.object({
  At: z.string(),
  Call: z.string(),
  Scope: DelegationScopeSchema,
  What: z.string(),
  /** The order, declaration or application the act made, where it made one. */
  Reference: z.string().nullable(),
});

export const DelegationGrant = z.object({
  Oid: z.int(),
  /** The other person's name: masked for the grantee's, whom the owner identified but need not see in full. */
  OwnerName: z.string(),
  GranteeName: z.string(),
  /** The grantee's chamber registration number when the office registered them as a mali müşavir. */
  GranteeAccountantNo: z.string().nullable(),
  Scopes: z.array(DelegationScopeSchema),
  ExpiresOn: z.string(),
  Status: DelegationStatus,
  CreatedAt: z.string(),
  AcceptedAt: z.string().nullable(),
  EndedAt: z.string().nullable(),
  /** Whether the owner is sent an SMS on each payment or filing done under it. */
  NotifyActs: z.boolean(),
  /** A company's primary authority, approved by the office: under it the grantee manages the company's grants. */
  Primary: z.boolean(),
  Acts: z.array(DelegationAct),
});
export type DelegationGrant = z.infer<typeof DelegationGrant>;

const GrantRef = BaseRequest.extend({ grantOid: Oid });

/** What the owner chooses for a grant, new or renewed: its scopes and its last day. */
const GrantTerms = {
  scopes: z.array(DelegationScopeSchema).max(DELEGATION_SCOPES.length),
  expiresOn: IsoDate,
  /** The owner's choice: an SMS to them on each payment or filing done under the grant. */
  notifyActs: z.boolean().default(false),
};

/** The owner's code was sent; the grantee is named masked. */
const GrantChallenge = SmsChallenge.extend({
  GranteeMaskedName: z.string(),
  /** The grantee's chamber registration number, so the owner knows they grant a registered mali müşavir. */
  GranteeAccountantNo: z.string().nullable(),
});

/** A grant as the office sees it on a member's page: which side the member is on, the other person masked. */
export const MemberGrant = z.object({
  Oid: z.int(),
  /** OWNER: the member gave it; GRANTEE: it was given to the member. */
  Role: z.enum(['OWNER', 'GRANTEE']),
  OtherName: z.string(),
  OtherUserName: z.string(),
  Scopes: z.array(DelegationScopeSchema),
  ExpiresOn: z.string(),
  Status: DelegationStatus,
  CreatedAt: z.string(),
  EndedAt: z.string().nullable(),
  EndReason: z.string().nullable(),
});
export type MemberGrant = z.infer<typeof MemberGrant>;

export const delegationCalls = {
  ...accountantCalls,
  ...companyCalls,
  StartDelegationGrant: defineCall({
    tag,
    access: access.member,
    summary:
      'Başka bir üyeye sicilinizde işlem yetkisi vermeye başlar: kişiyi T.C. Kimlik No ve adıyla doğrular, ' +
      'onay için kayıtlı telefonunuza kod gönderir',
    request: BaseRequest.extend({
      granteePidNo: Tckn,
      granteeName: Text.trim().min(2, 'Ad ve soyadı yazınız.').max(100),
      ...GrantTerms,
    }),
    response: GrantChallenge,
  }),
  RenewDelegationGrant: defineCall({
    tag,
    access: access.member,
    summary:
      'Verdiğiniz, süresi dolmak üzere ya da dolmuş bir yetkinin son gününü (ve yetkilerini) yeniler: onay için ' +
      'kayıtlı telefonunuza kod gönderir; süresi dolmadan yenilenen yetki kesintisiz sürer',
    request: BaseRequest.extend({ grantOid: Oid, ...GrantTerms }),
    response: GrantChallenge,
  }),
  ConfirmDelegationGrant: defineCall({
    tag,
    access: access.member,
    summary: 'SMS koduyla yetkiyi onaylar; yetki, verilen kişi kabul edince başlar',
    request: BaseRequest.extend({ challengeId: ChallengeId, code: SmsCode }),
    response: DelegationGrant,
  }),
  GetDelegations: defineCall({
    tag,
    access: access.member,
    summary: 'Verdiğiniz ve size verilen yetkiler, her birinde yapılan işlemlerle',
    request: BaseRequest,
    response: z.object({ Given: z.array(DelegationGrant), Received: z.array(DelegationGrant) }),
  }),
  AcceptDelegationGrant: defineCall({
    tag,
    access: access.member,
    summary: 'Size verilen yetkiyi kabul eder',
    request: GrantRef,
    response: DelegationGrant,
  }),
  GetMemberDelegations: defineCall({
    tag,
    access: access.staff('members.read'),
    effect: 'read',
    summary: 'Üyenin verdiği ve ona verilen yetkiler (karşı taraf, members.personal yoksa maskeli)',
    request: BaseRequest.extend({ memberOid: Oid }),
    response: z.object({ Items: z.array(MemberGrant), Masked: z.boolean() }),
  }),
  SuspendDelegationGrant: defineCall({
    tag,
    access: access.staff('members.manage'),
    effect: 'change',
    reauth: true,
    summary: 'Bir şikâyet üzerine yetkiyi askıya alır; bir sonraki işlemde geçersizdir, iki kişi de denetim kaydında',
    request: BaseRequest.extend({
      memberOid: Oid,
      grantOid: Oid,
      reason: Text.trim().min(5, 'Askıya alma nedenini yazınız.').max(500),
    }),
    response: MemberGrant,
  }),
  RevokeDelegationGrant: defineCall({
    tag,
    access: access.member,
    summary: 'Yetkiyi hemen kaldırır (veren) ya da bırakır (verilen); bir sonraki işlemde geçersizdir',
    request: GrantRef,
    response: DelegationGrant,
  }),
};
