import { z } from 'zod';
import {
  access,
  BaseRequest,
  defineCall,
  FORBIDDEN_CHARACTER,
  IsoDate,
  Oid,
  PageRequest,
  paged,
  Text,
} from '../common.js';

export * from './campaign.js';
export * from './plan.js';

const Kurus = z.int();

/** 1: every eligible debt; 2: only the late debts, those on which a late fee runs today (spec section 4). */
export const InstallmentMethod = z.union([z.literal(1), z.literal(2)]);
export type InstallmentMethod = z.infer<typeof InstallmentMethod>;

export const PlanStatusSchema = z.enum(['ACTIVE', 'AT_RISK', 'BROKEN', 'COMPLETED', 'CANCELLED']);
export type PlanStatus = z.infer<typeof PlanStatusSchema>;
export const CampaignStatusSchema = z.enum(['OPEN', 'CLOSED']);

export const CampaignOption = z.object({
  Installments: z.int(),
  CoefficientBp: z.int(),
  IndexDiscountBp: z.int(),
});
export const Campaign = z.object({
  CampaignOid: z.int(),
  Version: z.int(),
  Status: CampaignStatusSchema,
  LawNo: z.string(),
  /** The law's own title, as the Official Gazette prints it. */
  LawTitle: z.string(),
  Title: z.string(),
  LawDate: z.string(),
  /** Debts due on or before this day are covered. */
  CutOffDate: z.string(),
  /** The revenue kinds whose debts are covered. */
  Revenues: z.array(z.object({ Code: z.int(), Name: z.string() })),
  /** The application window, both days included. */
  ApplicationStart: z.string(),
  ApplicationDeadline: z.string(),
  FirstDueDate: z.string(),
  /** 1: monthly installments (7440), 2: every two months (6736 … 7326). */
  IntervalMonths: z.int(),
  /** False when the law gives no coefficients and the municipality set them. */
  CoefficientsFromLaw: z.boolean(),
  FallbackMonthlyBp: z.int(),
  IndexMonths: z.array(z.object({ Month: z.string(), ChangeBp: z.int() })),
  Options: z.array(CampaignOption),
  ToleratedMissesPerYear: z.int(),
  /** What the citizen reads and accepts before applying. */
  Terms: z.string(),
  ClosedAt: z.string().nullable(),
});
export type Campaign = z.infer<typeof Campaign>;

export const EligibleDebt = z.object({
  AccrualOid: z.int(),
  RevenueName: z.string(),
  Description: z.string(),
  Year: z.int(),
  InstallmentNo: z.int(),
  DueDate: z.string(),
  SubscriberNo: z.string().nullable(),
  PrincipalKurus: Kurus,
  /** The late fee owed today, which the law forgives. */
  LateFeeKurus: Kurus,
  /** The index amount (Yİ-ÜFE) that replaces it. */
  IndexKurus: Kurus,
});
export type EligibleDebt = z.infer<typeof EligibleDebt>;

/** A debt the campaign would cover but something holds now (a payment at the bank): shown with what and why. */
export const HeldDebt = EligibleDebt.omit({ LateFeeKurus: true, IndexKurus: true }).extend({
  /** What holds it and how it is freed, in Turkish. */
  Reason: z.string(),
});
export type HeldDebt = z.infer<typeof HeldDebt>;

export const PlanRow = z.object({
  No: z.int(),
  DueDate: z.string(),
  PrincipalKurus: Kurus,
  IndexKurus: Kurus,
  SurchargeKurus: Kurus,
  TotalKurus: Kurus,
});
export const PlanSimulation = z.object({
  Installments: z.int(),
  CoefficientBp: z.int(),
  PrincipalKurus: Kurus,
  IndexKurus: Kurus,
  IndexDiscountKurus: Kurus,
  SurchargeKurus: Kurus,
  TotalKurus: Kurus,
  ForgivenLateFeeKurus: Kurus,
  PayTodayKurus: Kurus,
  Rows: z.array(PlanRow),
});
export type PlanSimulation = z.infer<typeof PlanSimulation>;

export const PlanInstallment = PlanRow.extend({
  AccrualOid: z.int().nullable(),
  PaidKurus: Kurus,
  State: z.enum(['PAID', 'DUE', 'LATE', 'CANCELLED']),
});
export const PlanSummary = z.object({
  PlanOid: z.int(),
  PlanNo: z.string(),
  Status: PlanStatusSchema,
  CreatedAt: z.string(),
  Installments: z.int(),
  TotalKurus: Kurus,
  PaidKurus: Kurus,
});
export type PlanSummary = z.infer<typeof PlanSummary>;
export const PlanDetail = PlanSummary.extend({
  CampaignTitle: z.string(),
  InstallmentMethod: z.int(),
  PrincipalKurus: Kurus,
  IndexKurus: Kurus,
  SurchargeKurus: Kurus,
  ForgivenLateFeeKurus: Kurus,
  VerificationCode: z.string(),
  /** Installment numbers missed so far (due, unpaid). */
  Missed: z.array(z.int()),
  StatusReason: z.string().nullable(),
  Debts: z.array(
    z.object({ AccrualOid: z.int(), Description: z.string(), DueDate: z.string(), PrincipalKurus: Kurus }),
  ),
  Rows: z.array(PlanInstallment),
});
export type PlanDetail = z.infer<typeof PlanDetail>;

export const DeskPlan = PlanSummary.extend({
  HolderName: z.string(),
  RegistryNo: z.string(),
  CampaignTitle: z.string(),
  Missed: z.int(),
});

const Selection = {
  installmentMethod: InstallmentMethod,
  accrualOids: z.array(Oid).min(1, 'En az bir borç seçiniz.').max(500),
  installmentCount: z.int().min(1).max(72),
};

const MultilineText = z.string().refine((v) => !FORBIDDEN_CHARACTER.test(v), 'Geçersiz bir karakter içeriyor.');
const Reason = MultilineText.trim().min(10, 'Gerekçe en az 10 karakter olmalı.').max(1000);
const Month = Text.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-AA biçiminde olmalı.');

export const CampaignDraftMessages = {
  period: 'Taksitler aylık ya da iki ayda bir ödenir.',
  count: 'Taksit sayısı 1 ile 72 arasında bir tam sayı olmalı.',
  coefficient: 'Katsayı 1’den küçük olamaz.',
  coefficientMax: 'Katsayı 2’den büyük olamaz.',
  discount: 'Yİ-ÜFE indirimi %0 ile %100 arasında olmalı.',
  noOption: 'En az bir ödeme seçeneği giriniz.',
  sameCount: 'Aynı taksit sayısı iki kez verilemez.',
  noRevenue: 'Kampanyanın kapsadığı en az bir gelir türü seçiniz.',
  sameRevenue: 'Aynı gelir türü iki kez verilemez.',
  cutOff: 'Kapsanan borçların son vadesi kanun tarihinden sonra olamaz.',
  startBeforeLaw: 'Başvurular kanun tarihinden önce başlayamaz.',
  window: 'Son başvuru tarihi başvuruların başladığı günden sonra olmalı.',
  firstDue: 'İlk taksit tarihi son başvuru tarihinden önce olamaz.',
} as const;

/** A campaign's law, as staff type it from the Official Gazette; the API checks the order of its dates. */
export const CampaignDraft = z
  .object({
    lawNo: Text.trim().regex(/^\d{3,5}$/, 'Kanun numarası 3–5 haneli olmalı.'),
    lawTitle: Text.trim().min(5).max(300),
    title: Text.trim().min(5).max(200),
    lawDate: IsoDate,
    cutOffDate: IsoDate,
    revenueCodes: z.array(z.int().positive()).min(1, CampaignDraftMessages.noRevenue).max(50),
    applicationStart: IsoDate,
    applicationDeadline: IsoDate,
    firstDueDate: IsoDate,
    intervalMonths: z.union([z.literal(1), z.literal(2)], CampaignDraftMessages.period),
    coefficientsFromLaw: z.boolean(),
    fallbackMonthlyBp: z.int().min(0).max(1000),
    indexMonths: z.array(z.object({ month: Month, changeBp: z.int().min(-2000).max(5000) })).max(240),
    options: z
      .array(
        z.object({
          installments: z
            .int(CampaignDraftMessages.count)
            .min(1, CampaignDraftMessages.count)
            .max(72, CampaignDraftMessages.count),
          coefficientBp: z
            .int()
            .min(10000, CampaignDraftMessages.coefficient)
            .max(20000, CampaignDraftMessages.coefficientMax),
          indexDiscountBp: z.int().min(0, CampaignDraftMessages.discount).max(10000, CampaignDraftMessages.discount),
        }),
      )
      .min(1, CampaignDraftMessages.noOption)
      .max(12),
    toleratedMissesPerYear: z.int().min(0).max(12),
    terms: MultilineText.trim().min(20).max(10_000),
  })
  .superRefine((d, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (d.cutOffDate > d.lawDate) issue('cutOffDate', CampaignDraftMessages.cutOff);
    if (d.applicationStart < d.lawDate) issue('applicationStart', CampaignDraftMessages.startBeforeLaw);
    if (d.applicationDeadline <= d.applicationStart) issue('applicationDeadline', CampaignDraftMessages.window);
    if (d.firstDueDate < d.applicationDeadline) issue('firstDueDate', CampaignDraftMessages.firstDue);
    const counts = d.options.map((o) => o.installments);
    if (new Set(counts).size !== counts.length) issue('options', CampaignDraftMessages.sameCount);
    if (new Set(d.revenueCodes).size !== d.revenueCodes.length)
      issue('revenueCodes', CampaignDraftMessages.sameRevenue);
    const months = d.indexMonths.map((m) => m.month);
    if (new Set(months).size !== months.length) issue('indexMonths', 'Aynı ay iki kez verilemez.');
  });

const tag = 'restructuring';
const desk = access.staff('restructuring.campaigns');

export const restructuringCalls = {
  GetCurrentRestructuringParameter: defineCall({
    tag,
    access: access.member,
    summary: 'Açık yapılandırma kampanyası (kanun, son başvuru, seçenekler); yoksa son kampanyanın bitişi',
    request: BaseRequest,
    response: z.object({ Campaign: Campaign.nullable(), LastEndedOn: z.string().nullable() }),
  }),
  GetDebtListWillBeRestructured: defineCall({
    tag,
    access: access.member,
    summary: 'Yapılandırılabilecek borçlar: gecikme zammı ve yerine gelen Yİ-ÜFE tutarıyla (yöntem 1 tümü, 2 gecikmiş)',
    request: BaseRequest.extend({ installmentMethod: InstallmentMethod }),
    response: z.object({ CalculationDate: z.string(), Debts: z.array(EligibleDebt), Held: z.array(HeldDebt) }),
  }),
  AuthorizedAdjustDebtRestructuringInstallments: defineCall({
    tag,
    access: access.member,
    summary: 'Seçilen borçlar ve taksit sayısıyla planın anlık hesabı (kaydedilmez)',
    request: BaseRequest.extend(Selection),
    response: PlanSimulation,
  }),
  SendRestructuringConsentCode: defineCall({
    tag,
    access: access.member,
    summary: 'Başvurunun onayı için üyenin cep telefonuna tek kullanımlık kod gönderir (bu seçim için geçerli)',
    request: BaseRequest.extend(Selection),
    response: z.object({ ChallengeId: z.string(), ExpiresAt: z.string(), MaskedGsm: z.string() }),
  }),
  AuthorizedSaveDebtRestructuringInstallments: defineCall({
    tag,
    access: access.member,
    summary: 'Planı SMS onayıyla kaydeder: eski borçlar plana kapanır, taksitler tahakkuk eder',
    request: BaseRequest.extend({
      ...Selection,
      termsAccepted: z.literal(true, 'Başvuru koşullarını kabul etmeniz gerekir.'),
      challengeId: Text.min(1).max(100),
      smsCode: Text.regex(/^\d{6}$/, 'Doğrulama kodu 6 haneli olmalı.'),
    }),
    response: z.object({ PlanOid: z.int(), PlanNo: z.string(), VerificationCode: z.string() }),
  }),
  AuthorizedGetRestructuringDetailInfo: defineCall({
    tag,
    access: access.member,
    summary: 'Üyenin yapılandırma planları ve seçilenin (yoksa en yenisinin) taksitleri, ödenen ve geciken',
    request: BaseRequest.extend({ planOid: Oid.optional() }),
    response: z.object({ Plans: z.array(PlanSummary), Plan: PlanDetail.nullable() }),
  }),
  VerifyRestructuringPlan: defineCall({
    tag,
    access: access.public,
    summary: 'Plan belgesinin doğrulama koduyla sorgulanması (kimlik bilgisi vermeden)',
    request: BaseRequest.extend({ verificationCode: Text.trim().regex(/^[A-Z0-9]{12}$/, 'Geçersiz doğrulama kodu.') }),
    response: z.object({
      PlanNo: z.string(),
      Status: PlanStatusSchema,
      CreatedAt: z.string(),
      Installments: z.int(),
      TotalKurus: Kurus,
      HolderName: z.string(),
      MunicipalityName: z.string(),
    }),
  }),
  GetRestructuringRevenueKinds: defineCall({
    tag,
    access: desk,
    effect: 'read',
    summary: 'Bir kampanyanın kapsayabileceği gelir türleri (taksitler ve güvenceler dışında)',
    request: BaseRequest,
    response: z.array(z.object({ Code: z.int(), Name: z.string() })),
  }),
  GetRestructuringCampaigns: defineCall({
    tag,
    access: desk,
    effect: 'read',
    summary: 'Yapılandırma kampanyaları, yeniden eskiye',
    request: BaseRequest,
    response: z.array(Campaign.extend({ PlanCount: z.int() })),
  }),
  OpenRestructuringCampaign: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Bir kanunla yeni yapılandırma kampanyası açar (aynı anda bir açık kampanya olur)',
    request: BaseRequest.extend({ draft: CampaignDraft }),
    response: z.object({ CampaignOid: z.int(), Version: z.int() }),
    reauth: true,
  }),
  UpdateRestructuringCampaign: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Açık kampanyanın parametrelerini düzeltir; yeni sürüm olur, kaydedilmiş planlar değişmez',
    request: BaseRequest.extend({
      campaignOid: Oid,
      version: z.int32().positive(),
      draft: CampaignDraft,
      reason: Reason,
    }),
    response: z.object({ CampaignOid: z.int(), Version: z.int() }),
    reauth: true,
  }),
  CloseRestructuringCampaign: defineCall({
    tag,
    access: desk,
    effect: 'change',
    summary: 'Kampanyayı kapatır; yeni başvuru alınmaz, planlar sürer',
    request: BaseRequest.extend({ campaignOid: Oid, version: z.int32().positive(), reason: Reason }),
    response: z.object({ CampaignOid: z.int(), Version: z.int() }),
    reauth: true,
  }),
  GetRestructuringPlanDeskList: defineCall({
    tag,
    access: desk,
    effect: 'read',
    summary: 'Başvurular ve planlar: duruma ve sicile göre',
    request: BaseRequest.extend({
      criteria: PageRequest.omit({ userName: true }).extend({
        status: PlanStatusSchema.optional(),
        text: Text.max(50).optional(),
      }),
    }),
    response: paged(DeskPlan),
  }),
  GetRestructuringPlanDesk: defineCall({
    tag,
    access: desk,
    effect: 'read',
    summary: 'Bir planın ayrıntısı (okuma denetim kaydına yazılır)',
    request: BaseRequest.extend({ planOid: Oid }),
    response: PlanDetail.extend({ HolderName: z.string(), RegistryNo: z.string() }),
  }),
  CancelRestructuringPlan: defineCall({
    tag,
    access: desk,
    effect: 'money',
    summary: 'Planı gerekçesiyle iptal eder: ödenmemiş taksitler kalkar, kalan borç gecikme zammıyla geri gelir',
    request: BaseRequest.extend({ planOid: Oid, reason: Reason }),
    response: z.object({ PlanOid: z.int(), Status: PlanStatusSchema }),
    reauth: true,
  }),
};
