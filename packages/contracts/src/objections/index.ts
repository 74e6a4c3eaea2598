import { z } from 'zod';
import { access, BaseRequest, defineCall, Oid, PageRequest, paged, Text } from '../common.js';
import { paragraphs } from '../complaints/index.js';
import { EstateDeclarationInput } from '../declarations/shapes.js';
import { FileId, FileRef } from '../files/index.js';
import {
  MAX_OBJECTION_FILES,
  ObjectionDecisions,
  ObjectionDesks,
  ObjectionReasons,
  ObjectionStatuses,
  OVERPAYMENT_CHOICES,
} from './rules.js';

export * from './rules.js';

const tag = 'objections';

const Kurus = z.int();

export const ObjectionReasonSchema = z.enum(ObjectionReasons);
export const ObjectionStatusSchema = z.enum(ObjectionStatuses);
export const ObjectionDecisionSchema = z.enum(ObjectionDecisions);
export const ObjectionDeskSchema = z.enum(ObjectionDesks);
export const OverpaymentChoiceSchema = z.enum(OVERPAYMENT_CHOICES);

/** The case number: the year and six letters or digits without look-alikes (2026-K7M4QX), as a complaint's. */
export const CaseNo = Text.trim()
  .toUpperCase()
  .regex(/^\d{4}-[2-9A-HJ-NP-Z]{6}$/, 'Başvuru numarasını 2026-ABC234 biçiminde giriniz.');

const FileIds = z.array(FileId).max(MAX_OBJECTION_FILES, `En çok ${MAX_OBJECTION_FILES} dosya eklenebilir.`);

/** The debt a case is about, as both the citizen and the desk see it. */
export const ObjectionAccrual = z.object({
  AccrualOid: z.int(),
  RevenueName: z.string(),
  Description: z.string(),
  Year: z.int(),
  InstallmentNo: z.int(),
  DueDate: z.string(),
  AccruedKurus: Kurus,
  PaidKurus: Kurus,
  SubscriberNo: z.string().nullable(),
});

export const ObjectionEvent = z.object({
  At: z.string(),
  Kind: z.enum(['RECEIVED', 'INFO_REQUESTED', 'ANSWERED', 'DECISION_PROPOSED', 'DECIDED', 'DECLARATION_AMENDED']),
  Text: z.string().nullable(),
  ByCitizen: z.boolean(),
  /** The clerk's name, in the office only. */
  StaffName: z.string().nullable(),
  Files: z.array(FileRef),
});

export const ObjectionSummary = z.object({
  CaseNo: z.string(),
  Status: ObjectionStatusSchema,
  Desk: ObjectionDeskSchema,
  Reason: ObjectionReasonSchema,
  Description: z.string(),
  AccruedKurus: Kurus,
  CreatedAt: z.string(),
  DecideBy: z.string(),
  Decision: ObjectionDecisionSchema.nullable(),
});

export const ObjectionDecisionView = z.object({
  Decision: ObjectionDecisionSchema,
  CorrectedKurus: Kurus,
  Reason: z.string(),
  Article: z.string(),
  DecidedAt: z.string(),
  RefundKurus: Kurus,
  NettedKurus: Kurus,
  VerificationCode: z.string(),
  /** The court and period of the legal remedy against the decision. */
  RemedyCourt: z.string(),
  RemedyDays: z.int(),
  RemedyArticle: z.string(),
});

export const ObjectionView = ObjectionSummary.extend({
  Explanation: z.string(),
  ReceiptNo: z.string().nullable(),
  OverpaymentChoice: OverpaymentChoiceSchema,
  /** What the office asked, while it waits for the citizen's answer. */
  Question: z.string().nullable(),
  Accrual: ObjectionAccrual,
  Files: z.array(FileRef),
  Timeline: z.array(ObjectionEvent),
  DecisionDetail: ObjectionDecisionView.nullable(),
});
export type ObjectionView = z.infer<typeof ObjectionView>;

export const ObjectionDeskView = ObjectionView.extend({
  Oid: z.int(),
  Late: z.boolean(),
  RegistryName: z.string(),
  ProposedDecision: ObjectionDecisionSchema.nullable(),
  ProposedCorrectedKurus: Kurus.nullable(),
  ProposedBy: z.string().nullable(),
  /** Above the threshold a second clerk approves the decision. */
  NeedsSecondApproval: z.boolean(),
  /** The declaration the debt was accrued from, if any: an accepted case lets the clerk amend it ("beyannameyi düzelt"). */
  DeclarationOid: z.int().nullable(),
  /** The version the office made of that declaration on this case, once it did. */
  AmendedDeclaration: z.object({ Oid: z.int(), Number: z.string(), Version: z.int(), Year: z.int() }).nullable(),
});

export const ObjectionQueueItem = ObjectionSummary.extend({ Oid: z.int(), Late: z.boolean(), AgeDays: z.int() });

export const ObjectionMessages = {
  notFound: 'Başvuru bulunamadı.',
  notYours: 'Bu borç size ait değil ya da bulunamadı.',
  cancelled: 'İptal edilmiş bir tahakkuka itiraz edilemez.',
  reason: 'Bu gelir türü için seçilen itiraz nedeni geçerli değildir.',
  receipt: 'Daha önce ödendiğini belirttiğiniz borcun makbuz numarasını giriniz.',
  alreadyOpen: (caseNo: string) => `Bu borç için açık bir başvurunuz var: ${caseNo}.`,
  decided: 'Bu başvuru sonuçlanmıştır.',
  notWaiting: 'Belediye sizden ek bilgi istemediği için yanıt gönderilemez.',
  waiting: 'Vatandaştan istenen ek bilgi beklenirken karar verilemez.',
  corrected: 'Kabul ve kısmi kabulde düzeltilmiş tutarı giriniz; tutar tahakkuk edenden küçük olmalıdır.',
  partlyOnlyBelow: 'Kısmi kabulde düzeltilmiş tutar sıfırdan büyük olmalıdır.',
  noProposal: 'Onay bekleyen bir karar yok.',
  ownProposal: 'Kararı öneren personel aynı kararı onaylayamaz; başka bir yetkili onaylamalıdır.',
  notDeclared: 'Bu başvurunun borcu beyan edilmiş bir taşınmazın emlak vergisi değildir; beyanname düzeltilemez.',
  notAccepted: 'Beyanname, yalnız kabul ya da kısmen kabul edilmiş bir başvuru üzerine düzeltilir.',
  alreadyAmended: (number: string, version: number) =>
    `Bu başvuru üzerine beyanname zaten düzeltildi: ${number}, ${version}. sürüm.`,
  amendYear: (year: number) => `Düzeltme, borcun yılından (${year}) ya da izleyen yıldan geçerli olabilir.`,
  declarationClosed: 'Geri çekilmiş ya da yenisiyle değiştirilmiş bir beyanname düzeltilemez.',
} as const;

/** The declaration an accepted case's debt came from, as the clerk's "Beyannameyi düzelt" form starts from it. */
export const ObjectionDeclaration = z.object({
  Oid: z.int(),
  Number: z.string(),
  Version: z.int(),
  Year: z.int(),
  Title: z.string(),
  TotalKurus: Kurus,
  Declaration: EstateDeclarationInput,
  /** The years the correction may take effect from: the debt's year, and the next one when its tables are open. */
  Years: z.array(z.int()),
});

const DecideRequest = BaseRequest.extend({
  objectionOid: Oid,
  decision: ObjectionDecisionSchema,
  /** Accepted or partly accepted: what the accrual should have been, in kuruş. */
  correctedKurus: z.int().nonnegative().max(1_000_000_000_00).optional(),
  reason: paragraphs(10, 2000, 'Karar gerekçesi'),
  /** The article the decision rests on (VUK md. 116, 1319 md. 8 …). */
  article: Text.trim().min(3, 'Dayanılan maddeyi yazınız (ör. VUK md. 116).').max(120),
}).refine((v) => v.decision === 'REJECTED' || v.correctedKurus !== undefined, {
  message: ObjectionMessages.corrected,
  path: ['correctedKurus'],
});

export const objectionCalls = {
  OpenObjection: defineCall({
    tag,
    access: access.member,
    summary:
      'Bir tahakkuka itiraz eder ya da düzeltme ister: gelir türüne uygun neden, açıklama ve belgelerle başvuru numarası alır',
    request: BaseRequest.extend({
      accrualOid: Oid,
      reason: ObjectionReasonSchema,
      explanation: paragraphs(10, 2000, 'Açıklama'),
      receiptNo: Text.trim().max(40).optional(),
      overpaymentChoice: OverpaymentChoiceSchema.default('REFUND'),
      fileIds: FileIds.default([]),
    }),
    response: ObjectionSummary.extend({ VerificationCode: z.string() }),
  }),
  GetObjectionReasons: defineCall({
    tag,
    access: access.member,
    summary: 'Bir borca itiraz edilirken seçilebilecek nedenler ve borcun açık başvurusu',
    request: BaseRequest.extend({ accrualOid: Oid }),
    response: z.object({
      Accrual: ObjectionAccrual,
      Reasons: z.array(ObjectionReasonSchema),
      OpenCaseNo: z.string().nullable(),
    }),
  }),
  GetMyObjections: defineCall({
    tag,
    access: access.member,
    summary: 'Üyenin itiraz ve düzeltme başvuruları, en yenisi önce',
    request: BaseRequest,
    response: z.array(ObjectionSummary),
  }),
  GetMyObjection: defineCall({
    tag,
    access: access.member,
    summary: 'Üyenin bir başvurusu: zaman çizelgesi, belgeler ve karar',
    request: BaseRequest.extend({ caseNo: CaseNo }),
    response: ObjectionView,
  }),
  AnswerObjection: defineCall({
    tag,
    access: access.member,
    summary: 'Belediyenin istediği ek bilgiyi ve belgeleri gönderir; başvuru yeniden incelemeye girer',
    request: BaseRequest.extend({
      caseNo: CaseNo,
      text: paragraphs(2, 2000, 'Yanıt'),
      fileIds: FileIds.default([]),
    }),
    response: ObjectionSummary,
  }),
  VerifyObjectionDecision: defineCall({
    tag,
    access: access.public,
    summary: 'Bir itiraz kararının doğrulama koduyla gerçekliğini gösterir',
    request: BaseRequest.extend({ code: Text.trim().toUpperCase().min(6).max(20) }),
    response: z.object({
      CaseNo: z.string(),
      Decision: ObjectionDecisionSchema,
      DecidedAt: z.string(),
      Description: z.string(),
      AccruedKurus: Kurus,
      CorrectedKurus: Kurus,
    }),
  }),
  GetObjectionQueue: defineCall({
    tag,
    access: access.staff('objections.decide'),
    effect: 'read',
    summary: 'İtiraz masası kuyruğu: gelir veya su işleri, yasal karar süresi ve gecikme işaretiyle',
    request: PageRequest.extend({
      desk: ObjectionDeskSchema.optional(),
      openOnly: z.boolean().default(true),
      lateOnly: z.boolean().default(false),
    }),
    response: paged(ObjectionQueueItem),
  }),
  GetObjectionForDesk: defineCall({
    tag,
    access: access.staff('objections.decide'),
    effect: 'read',
    summary: 'Bir itiraz: tahakkuk, belgeler, zaman çizelgesi ve önerilen karar',
    request: BaseRequest.extend({ objectionOid: Oid }),
    response: ObjectionDeskView,
  }),
  AskObjectionInfo: defineCall({
    tag,
    access: access.staff('objections.decide'),
    effect: 'change',
    summary: 'Vatandaştan ek bilgi ister; başvuru yanıt gelene kadar bekler',
    request: BaseRequest.extend({ objectionOid: Oid, question: paragraphs(5, 1000, 'Soru') }),
    response: ObjectionSummary,
  }),
  DecideObjection: defineCall({
    tag,
    access: access.staff('objections.decide'),
    effect: 'money',
    reauth: true,
    summary:
      'İtirazı kabul, kısmen kabul veya ret ile karara bağlar; kabulde yanlış tahakkuk iptal edilip düzeltilmişi aynı işlemde tahakkuk eder',
    request: DecideRequest,
    response: ObjectionSummary,
  }),
  GetObjectionDeclaration: defineCall({
    tag,
    access: access.staff('objections.decide'),
    effect: 'read',
    summary: 'Kabul edilen bir başvurunun borcunun geldiği emlak beyannamesi, düzeltme formu için',
    request: BaseRequest.extend({ objectionOid: Oid }),
    response: ObjectionDeclaration,
  }),
  AmendDeclarationOnObjection: defineCall({
    tag,
    access: access.staff('objections.decide'),
    effect: 'money',
    reauth: true,
    summary:
      'Kabul edilen başvuru üzerine beyannamenin yeni sürümünü belediye adına düzenler: vatandaşın düzeltmesiyle aynı yoldan, borcun yılından ya da izleyen yıldan geçerli tahakkukla',
    request: BaseRequest.extend({
      objectionOid: Oid,
      /** The corrected fields; its year is the one they take effect from (the debt's year or the next). */
      declaration: EstateDeclarationInput,
    }),
    response: z.object({ Oid: z.int(), Number: z.string(), Version: z.int(), Year: z.int(), TotalKurus: Kurus }),
  }),
  ApproveObjectionDecision: defineCall({
    tag,
    access: access.staff('objections.decide'),
    effect: 'money',
    reauth: true,
    summary: 'Eşiği aşan bir kararı ikinci yetkili onaylar (ya da geri çevirir)',
    request: BaseRequest.extend({ objectionOid: Oid, approve: z.boolean() }),
    response: ObjectionSummary,
  }),
};
