import { z } from 'zod';
import { Vkn } from '../auth/index.js';
import { access, BaseRequest, defineCall, IsoDate, Oid, Text } from '../common.js';
import { FileId, FileRef } from '../files/index.js';

const tag = 'delegation';

/**
 * A company's authorised person (şirket yetkilisi): a person applies with the company's VKN and title and its
 * signature circular; a clerk approves it with a last day, or refuses it with a reason (ADR 0048).
 */
export const CompanyMessages = {
  unknownCompany: 'Bu Vergi Kimlik No ile kayıtlı bir şirket bulunamadı.',
  titleMismatch: 'Yazdığınız unvan, bu Vergi Kimlik No ile kayıtlı şirketin unvanıyla eşleşmiyor.',
  noFile: 'İmza sirkülerini PDF olarak ekleyiniz.',
  notPdf: 'İmza sirküleri yalnızca PDF olarak eklenebilir.',
  alreadyWaiting: 'Bu şirket için incelenmeyi bekleyen bir başvurunuz var.',
  notFound: 'Başvuru bulunamadı.',
  alreadyDecided: 'Bu başvuru zaten karara bağlanmış.',
  authorityNotFound: 'Şirket yetkisi bulunamadı.',
  authorityEnded: 'Bu şirket yetkisi zaten sona ermiş.',
  outlivesPrimary: 'Verdiğiniz yetki, şirketteki kendi yetkinizin son gününden sonra süremez.',
  primaryByOffice:
    'Şirketin onaylanmış yetkililerinin yetkisini belediye verir, yeniler ve sona erdirir; yenilemek için yeni bir başvuru yapınız.',
  expiryPast: 'Son gün bugünden önce olamaz.',
  expiryTooFar: 'Şirket yetkisi en çok bir yıl için verilebilir.',
} as const;

/** The company's title as a person writes it: the registry's title is matched, never shown. */
export const CompanyTitle = Text.trim().min(2, 'Şirketin unvanını yazınız.').max(200);

export const CompanyApplicationStatus = z.enum(['WAITING', 'APPROVED', 'REFUSED']);
export type CompanyApplicationStatus = z.infer<typeof CompanyApplicationStatus>;

/** An application as its applicant reads it: the company's title masked, the clerk's reason when refused. */
export const CompanyApplication = z.object({
  Oid: z.int(),
  CompanyName: z.string(),
  CompanyVkn: z.string(),
  Status: CompanyApplicationStatus,
  CreatedAt: z.string(),
  DecidedAt: z.string().nullable(),
  Reason: z.string().nullable(),
  /** The authority's last day once approved. */
  ExpiresOn: z.string().nullable(),
  File: FileRef.nullable(),
});
export type CompanyApplication = z.infer<typeof CompanyApplication>;

/** An application on the office desk: the person and the company, masked unless the clerk sees personal data. */
export const DeskCompanyApplication = CompanyApplication.extend({
  ApplicantName: z.string(),
  ApplicantUserName: z.string(),
  ApplicantMemberOid: z.int(),
});
export type DeskCompanyApplication = z.infer<typeof DeskCompanyApplication>;

/** One authorised person of a company, as the office sees it on the company's member page. */
export const CompanyAuthority = z.object({
  GrantOid: z.int(),
  PersonName: z.string(),
  PersonUserName: z.string(),
  /** The company's primary authority (approved by the office) or a staff grant the primary gave. */
  Primary: z.boolean(),
  ExpiresOn: z.string(),
  Status: z.enum(['PENDING', 'ACTIVE', 'DECLINED', 'REVOKED', 'SUSPENDED', 'EXPIRED']),
  EndReason: z.string().nullable(),
});
export type CompanyAuthority = z.infer<typeof CompanyAuthority>;

export const companyCalls = {
  ApplyCompanyAuthority: defineCall({
    tag,
    access: access.member,
    summary:
      'Şirket yetkilisi olmak için başvurur: şirketin Vergi Kimlik No ve unvanı sicille karşılaştırılır, imza ' +
      'sirküleri PDF olarak eklenir; başvuru belediyece incelenir',
    request: BaseRequest.extend({
      companyVkn: Vkn,
      companyTitle: CompanyTitle,
      fileId: FileId.optional(),
    }),
    response: CompanyApplication,
  }),
  GetMyCompanyApplications: defineCall({
    tag,
    access: access.member,
    summary: 'Şirket yetkilisi başvurularınız ve durumları',
    request: BaseRequest,
    response: z.object({ Items: z.array(CompanyApplication) }),
  }),
  GetCompanyApplications: defineCall({
    tag,
    access: access.staff('members.read'),
    effect: 'read',
    summary: 'Şirket yetkilisi başvuruları (varsayılan: incelenmeyi bekleyenler), en eskisi önce',
    request: BaseRequest.extend({ status: CompanyApplicationStatus.default('WAITING') }),
    response: z.object({ Items: z.array(DeskCompanyApplication), Masked: z.boolean() }),
  }),
  ApproveCompanyApplication: defineCall({
    tag,
    access: access.staff('members.manage'),
    // It lets a person act for a company: access widens.
    effect: 'widen',
    reauth: true,
    summary:
      'Başvuruyu onaylar: kişi, verilen son güne kadar şirket adına işlem yapar ve şirketin diğer yetkilerini ' +
      'yönetir; denetim kaydına yazılır, kişiye SMS gider',
    request: BaseRequest.extend({ applicationOid: Oid, expiresOn: IsoDate }),
    response: DeskCompanyApplication,
  }),
  RefuseCompanyApplication: defineCall({
    tag,
    access: access.staff('members.manage'),
    effect: 'change',
    reauth: true,
    summary: 'Başvuruyu gerekçesiyle reddeder; denetim kaydına yazılır, kişiye SMS gider',
    request: BaseRequest.extend({
      applicationOid: Oid,
      reason: Text.trim().min(5, 'Ret gerekçesini yazınız.').max(500),
    }),
    response: DeskCompanyApplication,
  }),
  GetCompanyAuthorities: defineCall({
    tag,
    access: access.staff('members.read'),
    effect: 'read',
    summary: 'Şirketin yetkilileri: onaylanan birinci yetkililer ve onların verdiği yetkiler',
    request: BaseRequest.extend({ memberOid: Oid }),
    response: z.object({ Items: z.array(CompanyAuthority), Masked: z.boolean() }),
  }),
  EndCompanyAuthority: defineCall({
    tag,
    access: access.staff('members.manage'),
    effect: 'change',
    reauth: true,
    summary:
      'Şirketin birinci yetkilisinin yetkisini gerekçesiyle sona erdirir; denetim kaydına yazılır, kişiye SMS gider',
    request: BaseRequest.extend({
      memberOid: Oid,
      grantOid: Oid,
      reason: Text.trim().min(5, 'Sona erdirme nedenini yazınız.').max(500),
    }),
    response: CompanyAuthority,
  }),
};
