import { z } from 'zod';
import { MobilePhone } from '../auth/index.js';
import {
  access,
  BaseRequest,
  Code,
  defineCall,
  FORBIDDEN_CHARACTER,
  Oid,
  PageRequest,
  paged,
  Text,
} from '../common.js';
import { FileId, FileRef } from '../files/index.js';
import { ChallengeId, SmsCode } from '../verification/index.js';
import { ComplaintKinds, ComplaintStatuses, MAX_COMPLAINT_FILES, REOPEN_DAYS } from './kinds.js';

export * from './kinds.js';

export const ComplaintKindSchema = z.enum(ComplaintKinds);
export const ComplaintStatusSchema = z.enum(ComplaintStatuses);

/** A status staff set by hand; assigning, closing and merging have their own calls. */
export const StaffSettableStatusSchema = z.enum(['IN_PROGRESS', 'ANSWERED', 'RESOLVED']);

/** The municipality's own tracking number: year and six letters or digits without look-alikes (2026-K7M4QX). */
export const TRACKING_NO = /^\d{4}-[2-9A-HJ-NP-Z]{6}$/;
export const TrackingNo = Text.trim()
  .toUpperCase()
  .regex(TRACKING_NO, 'Takip numarasını 2026-ABC234 biçiminde giriniz.');

/** Text of several lines typed by a citizen or staff: line breaks allowed, other control characters not. */
const Paragraphs = z.string().refine((v) => !FORBIDDEN_CHARACTER.test(v), 'Geçersiz bir karakter içeriyor.');
export const paragraphs = (min: number, max: number, what: string) =>
  Paragraphs.trim()
    .min(min, `${what} en az ${min} karakter olmalıdır.`)
    .max(max, `${what} en çok ${max} karakter olabilir.`);

const Email = z.email('Geçerli bir e-posta adresi giriniz.').max(120);

const FileIds = z.array(FileId).max(MAX_COMPLAINT_FILES, `En çok ${MAX_COMPLAINT_FILES} dosya eklenebilir.`);

/** The SMS code that proves the caller holds the contact phone (SendSms with purpose 'phone'). */
export const PhoneProof = z.object({ challengeId: ChallengeId, code: SmsCode });

/**
 * Who asks about a report: a signed-in member who filed or follows it needs nothing more; anyone else gives the
 * phone the report was filed (or followed) with.
 */
const Caller = BaseRequest.extend({ trackingNo: TrackingNo, gsmNumber: MobilePhone.optional() });

export const ComplaintCategory = z.object({
  Oid: z.int(),
  ParentOid: z.int().nullable(),
  Name: z.string(),
  /** Days the municipality sets itself to answer in; a report answered later is flagged late. */
  TargetDays: z.int(),
  Active: z.boolean(),
  SortOrder: z.int(),
});

/** An uploaded photo or document (UploadFile), downloaded with GetFile by its owner and by the desk. */
export const ComplaintFile = FileRef;

/** One entry of the timeline; an internal note never reaches the citizen. */
export const ComplaintEvent = z.object({
  At: z.string(),
  Kind: z.enum(['RECEIVED', 'ASSIGNED', 'STATUS', 'NOTE', 'INFO_ADDED', 'REOPENED', 'MERGED', 'RATED', 'CLOSED']),
  Status: ComplaintStatusSchema.nullable(),
  Text: z.string().nullable(),
  Public: z.boolean(),
  /** Who wrote it: the citizen, or the department's name (the staff member is named in the office only). */
  ByCitizen: z.boolean(),
  Department: z.string().nullable(),
  StaffName: z.string().nullable(),
  Files: z.array(ComplaintFile),
});

const location = {
  DistrictCode: z.string(),
  DistrictName: z.string(),
  StreetCode: z.string(),
  StreetName: z.string(),
  DoorNo: z.string().nullable(),
  Landmark: z.string().nullable(),
};

export const ComplaintSummary = z.object({
  TrackingNo: z.string(),
  Kind: ComplaintKindSchema,
  CategoryName: z.string(),
  SubcategoryName: z.string().nullable(),
  Subject: z.string(),
  Status: ComplaintStatusSchema,
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});

/** What the citizen sees of a report. */
export const ComplaintView = ComplaintSummary.extend({
  ...location,
  Description: z.string(),
  Department: z.string().nullable(),
  WrittenAnswer: z.boolean(),
  AnsweredAt: z.string().nullable(),
  /** The last day a resolved or answered report can be reopened; null while it is open. */
  ReopenUntil: z.string().nullable(),
  Rating: z.int().nullable(),
  RatingComment: z.string().nullable(),
  /** A merged report's citizen follows this one instead. */
  MergedInto: z.string().nullable(),
  /** The caller filed it (false: follows it). */
  Own: z.boolean(),
  Files: z.array(ComplaintFile),
  Timeline: z.array(ComplaintEvent),
});

export const SimilarComplaint = z.object({
  TrackingNo: z.string(),
  Subject: z.string(),
  Status: ComplaintStatusSchema,
  CreatedAt: z.string(),
  Followers: z.int(),
});

export const ComplaintQueueItem = z.object({
  Oid: z.int(),
  TrackingNo: z.string(),
  Kind: ComplaintKindSchema,
  CategoryName: z.string(),
  SubcategoryName: z.string().nullable(),
  Subject: z.string(),
  DistrictName: z.string(),
  StreetName: z.string(),
  Status: ComplaintStatusSchema,
  Department: z.string().nullable(),
  CreatedAt: z.string(),
  AgeDays: z.int(),
  TargetDays: z.int(),
  /** Answered after its target days, or still unanswered past them. */
  Late: z.boolean(),
});

export const ComplaintDeskView = ComplaintQueueItem.extend({
  ...location,
  Description: z.string(),
  ContactName: z.string(),
  GsmNumber: z.string(),
  Email: z.string().nullable(),
  WrittenAnswer: z.boolean(),
  MemberOid: z.int().nullable(),
  AnsweredAt: z.string().nullable(),
  Rating: z.int().nullable(),
  RatingComment: z.string().nullable(),
  MergedInto: z.object({ Oid: z.int(), TrackingNo: z.string() }).nullable(),
  Merged: z.array(z.object({ Oid: z.int(), TrackingNo: z.string() })),
  Followers: z.int(),
  Files: z.array(ComplaintFile),
  Timeline: z.array(ComplaintEvent),
});

export const ComplaintDashboard = z.object({
  Open: z.int(),
  Late: z.int(),
  OpenByCategory: z.array(z.object({ Name: z.string(), Count: z.int() })),
  OpenByDistrict: z.array(z.object({ Name: z.string(), Count: z.int() })),
  /** Median days from filing to the first answer, over the reports answered in the last 90 days. */
  MedianAnswerDays: z.number().nullable(),
  /** The same per month, oldest first: the chart of the last six months. */
  MedianAnswerDaysByMonth: z.array(z.object({ Month: z.string(), MedianDays: z.number(), Answered: z.int() })),
});

const Saved = z.object({ TrackingNo: z.string(), Status: ComplaintStatusSchema });
/** A desk act's answer: whether the citizen was sent an SMS or e-mail about it (an internal note tells nobody). */
const DeskSaved = Saved.extend({ CitizenTold: z.boolean() });

const tag = 'complaints';
const desk = access.staff('complaints.handle');
const staffNote = paragraphs(3, 4000, 'Yanıt notu');

export const complaintCalls = {
  GetComplaintCategoryList: defineCall({
    tag,
    access: access.public,
    summary: 'İstek ve şikayet kategorileri ile alt kategorileri (yalnızca kullanımdakiler)',
    request: BaseRequest,
    response: z.array(ComplaintCategory),
  }),
  FindSimilarComplaints: defineCall({
    tag,
    access: access.public,
    summary: 'Aynı sokak ve kategoride açık bildirimler: vatandaş yenisini yazmadan önce görür',
    request: BaseRequest.extend({ streetCode: Code, categoryOid: Oid }),
    response: z.array(SimilarComplaint),
  }),
  FileComplaint: defineCall({
    tag,
    access: access.public,
    summary:
      'İstek, şikayet, öneri veya bilgi edinme başvurusu yapar; giriş yapmamış kişinin telefonu SMS koduyla doğrulanır',
    request: BaseRequest.extend({
      kind: ComplaintKindSchema,
      categoryOid: Oid,
      subcategoryOid: Oid.nullable().default(null),
      subject: Text.trim().min(5, 'Konu en az 5 karakter olmalıdır.').max(150, 'Konu en çok 150 karakter olabilir.'),
      description: paragraphs(20, 4000, 'Açıklama'),
      districtCode: Code,
      streetCode: Code,
      outerDoorOid: Oid.nullable().default(null),
      landmark: Text.trim().max(200, 'Tarif en çok 200 karakter olabilir.').nullable().default(null),
      contactName: Text.trim().min(3, 'Adınızı ve soyadınızı yazınız.').max(100),
      /** Empty when signed in: the member's phone on file. */
      gsmNumber: MobilePhone.nullable().default(null),
      email: Email.nullable().default(null),
      writtenAnswer: z.boolean().default(false),
      fileIds: FileIds.default([]),
      /** Not needed when signed in with the same phone as the member's. */
      phoneProof: PhoneProof.nullable().default(null),
    }),
    response: Saved,
  }),
  GetComplaint: defineCall({
    tag,
    access: access.public,
    summary: 'Bildirimin durumu ve zaman çizelgesi (takip numarası ve telefonla, ya da giriş yapmış sahibine)',
    request: Caller,
    response: ComplaintView,
  }),
  AddComplaintInformation: defineCall({
    tag,
    access: access.public,
    summary: 'Açık bir bildirime bilgi ya da dosya ekler',
    request: Caller.extend({ text: paragraphs(5, 2000, 'Ek bilgi'), fileIds: FileIds.default([]) }),
    response: Saved,
  }),
  ReopenComplaint: defineCall({
    tag,
    access: access.public,
    summary: `Yanıtlanmış ya da çözülmüş bildirimi ${REOPEN_DAYS} gün içinde gerekçesiyle yeniden açar`,
    request: Caller.extend({ reason: paragraphs(10, 2000, 'Gerekçe') }),
    response: Saved,
  }),
  RateComplaint: defineCall({
    tag,
    access: access.public,
    summary: 'Verilen yanıtı 1–5 arasında puanlar',
    request: Caller.extend({
      rating: z.int().min(1, 'Puan 1 ile 5 arasında olmalıdır.').max(5, 'Puan 1 ile 5 arasında olmalıdır.'),
      comment: Text.trim().max(500).nullable().default(null),
    }),
    response: Saved,
  }),
  FollowComplaint: defineCall({
    tag,
    access: access.public,
    summary: 'Başkasının açtığı bir bildirimi izler: her değişiklikte SMS gelir, zaman çizelgesi görülür',
    request: BaseRequest.extend({
      trackingNo: TrackingNo,
      /** Empty when signed in: the member's phone on file. */
      gsmNumber: MobilePhone.nullable().default(null),
      email: Email.nullable().default(null),
      phoneProof: PhoneProof.nullable().default(null),
    }),
    response: Saved,
  }),
  GetMyComplaints: defineCall({
    tag,
    access: access.member,
    summary: 'Üyenin açtığı ve izlediği bütün bildirimler, yeniden eskiye',
    request: BaseRequest,
    response: z.array(ComplaintSummary.extend({ Own: z.boolean() })),
  }),

  GetComplaintQueue: defineCall({
    tag,
    access: desk,
    effect: 'read',
    summary: 'Müdürlük kuyruğu: duruma, kategoriye, mahalleye, müdürlüğe ve yaşa göre süzülür',
    request: BaseRequest.extend({
      criteria: PageRequest.omit({ userName: true }).extend({
        status: ComplaintStatusSchema.optional(),
        /** Open: every status still being worked on. */
        openOnly: z.boolean().default(false),
        categoryOid: Oid.optional(),
        districtCode: Code.optional(),
        department: Text.max(100).optional(),
        minAgeDays: z.int().min(0).max(3650).optional(),
        lateOnly: z.boolean().default(false),
        text: Text.max(100).optional(),
        sortDir: z.enum(['asc', 'desc']).default('asc'),
      }),
    }),
    response: paged(ComplaintQueueItem),
  }),
  GetComplaintForDesk: defineCall({
    tag,
    access: desk,
    effect: 'read',
    summary: 'Bildirimin bütün ayrıntıları, iç notlarla (kişisel veri okuması kaydedilir)',
    request: BaseRequest.extend({ complaintOid: Oid }),
    response: ComplaintDeskView,
  }),
  AssignComplaint: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Bildirimi bir müdürlüğe yönlendirir',
    request: BaseRequest.extend({ complaintOid: Oid, department: Text.trim().min(2).max(100) }),
    response: DeskSaved,
  }),
  ChangeComplaintStatus: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Durumu değiştirir (işlemde, yanıtlandı, çözüldü); yanıt ve çözüm vatandaşa açık bir notla yazılır',
    request: BaseRequest.extend({
      complaintOid: Oid,
      status: StaffSettableStatusSchema,
      note: staffNote.nullable().default(null),
    }).refine((b) => b.status === 'IN_PROGRESS' || b.note, {
      path: ['note'],
      message: 'Yanıtı vatandaşın okuyacağı biçimde yazınız.',
    }),
    response: DeskSaved,
  }),
  AddComplaintNote: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Vatandaşa açık ya da yalnızca personelin gördüğü not yazar',
    request: BaseRequest.extend({ complaintOid: Oid, text: staffNote, public: z.boolean() }),
    response: DeskSaved,
  }),
  MergeComplaint: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Mükerrer bildirimi asıl bildirimle birleştirir; vatandaşı asıl bildirimi izlemeye başlar',
    request: BaseRequest.extend({ complaintOid: Oid, intoTrackingNo: TrackingNo }),
    response: DeskSaved,
  }),
  CloseComplaint: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Bildirimi gerekçesiyle kapatır (belediyenin görev alanı dışında, yanıt verilemiyor …)',
    request: BaseRequest.extend({ complaintOid: Oid, reason: paragraphs(10, 2000, 'Gerekçe') }),
    response: DeskSaved,
  }),
  GetComplaintDashboard: defineCall({
    tag,
    access: desk,
    effect: 'read',
    summary: 'Kategoriye ve mahalleye göre açık bildirimler, ortalama (medyan) yanıt süresi',
    request: BaseRequest,
    response: ComplaintDashboard,
  }),
  GetComplaintCategoryDesk: defineCall({
    tag,
    access: desk,
    effect: 'read',
    summary: 'Kullanımdaki ve kaldırılmış bütün kategoriler',
    request: BaseRequest,
    response: z.array(ComplaintCategory),
  }),
  SaveComplaintCategory: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Kategori ya da alt kategori ekler veya değiştirir (ad, hedef gün, sıra, kullanımda)',
    request: BaseRequest.extend({
      categoryOid: Oid.nullable().default(null),
      parentOid: Oid.nullable().default(null),
      name: Text.trim().min(2, 'Kategori adı en az 2 karakter olmalıdır.').max(80),
      targetDays: z
        .int()
        .min(1, 'Hedef gün 1 ile 90 arasında olmalıdır.')
        .max(90, 'Hedef gün 1 ile 90 arasında olmalıdır.'),
      sortOrder: z.int().min(0).max(999).default(0),
      active: z.boolean().default(true),
    }),
    response: ComplaintCategory,
  }),
};
