import { z } from 'zod';
import {
  access,
  BaseRequest,
  Code,
  defineCall,
  FORBIDDEN_CHARACTER,
  IsoDate,
  Oid,
  PageRequest,
  paged,
  Text,
  Year,
} from '../common.js';
import { Accrument, Debt } from '../debts/index.js';
import { FileId, FileRef } from '../files/index.js';
import { Parameter } from '../lookups/parameters.js';
import { Calculation, DeclarationRates, EntertainmentBasis } from './explain.js';
import {
  AdDeclarationInput,
  DeclarationInput,
  DeclarationKind,
  DeclarationStatus,
  Declarer,
  EctDeclarationInput,
  EntertainmentDeclarationInput,
  EstateDeclarationInput,
} from './shapes.js';

export * from './calc/advertising.js';
export * from './calc/ect.js';
export * from './calc/entertainment.js';
export * from './calc/estate.js';
export * from './calc/rounding.js';
export * from './explain.js';
export * from './shapes.js';
export * from './tax-year.js';

/** An attached upload (UploadFile, purpose 'declaration'); read back with GetFile by its owner and the office. */
export const DeclarationAttachment = FileRef;

/** Uploads to attach: each was uploaded by the caller (UploadFile) and is not attached elsewhere. */
const FileIds = z.array(FileId).max(10).default([]);

/** What the registry knows of the signed-in declarer; the form turns it into the declarer shape of its type. */
export const DeclarerProfile = z.object({
  RegistryType: z.enum(['G', 'Y', 'T', 'K', 'D', 'B']),
  RegistryTypeName: z.string(),
  /** TCKN, foreigner's number or VKN. */
  IdentityNo: z.string().nullable(),
  /** A person's first name, or the title of a company or institution. */
  Name: z.string(),
  Surname: z.string().nullable(),
  FatherName: z.string().nullable(),
  TaxOfficeCode: z.string().nullable(),
  GsmNumber: z.string().nullable(),
  Email: z.string().nullable(),
});
export type DeclarerProfile = z.infer<typeof DeclarerProfile>;

export const DeclarationSummaryItem = z.object({
  Oid: z.int(),
  /** B-2026-000123: the number the citizen quotes. */
  Number: z.string(),
  Kind: DeclarationKind,
  KindName: z.string(),
  /** 1 building, 2 plot, 3 land for an estate declaration. */
  EstateType: z.int().nullable(),
  Year: z.int(),
  Version: z.int(),
  Status: DeclarationStatus,
  StatusName: z.string(),
  /** What is declared in a few words: the parcel and street, the workplace, the venue. */
  Title: z.string(),
  TotalKurus: z.int(),
  PaidKurus: z.int(),
  RemainingKurus: z.int(),
  FiledAt: z.string(),
  ReturnReason: z.string().nullable(),
  /** Before the office approves it, the citizen may amend or withdraw it. */
  CanAmend: z.boolean(),
  CanWithdraw: z.boolean(),
  /** Set when the office made this version on an accepted objection: the case's number. */
  ObjectionCaseNo: z.string().nullable().optional(),
  /** Filed or amended under a grant: the name of who acted (ADR 0048); null when the owner did. */
  ActedByName: z.string().nullable().optional(),
});
export type DeclarationSummaryItem = z.infer<typeof DeclarationSummaryItem>;

export const DeclarationVersionItem = z.object({
  Oid: z.int(),
  Version: z.int(),
  Status: DeclarationStatus,
  TotalKurus: z.int(),
  FiledAt: z.string(),
});

/**
 * The names of the codes a declaration holds, as the tables name them (the address, the acquisition way, the land
 * kind, the advertising and venue types): a reader sees words, never codes. A code the tables no longer hold is
 * left out, and the screen shows the code.
 */
export const DeclarationNames = z.object({
  County: z.string().nullable(),
  District: z.string().nullable(),
  /** "2355. Sokak", "Atatürk Caddesi": the street's name with its type once. */
  Street: z.string().nullable(),
  OuterDoor: z.string().nullable(),
  InnerDoor: z.string().nullable(),
  AcquisitionReason: z.string().nullable(),
  LandKind: z.string().nullable(),
  VenueType: z.string().nullable(),
  /** Advertising type code → name, for each board. */
  AdTypes: z.record(z.string(), z.string()),
});
export type DeclarationNames = z.infer<typeof DeclarationNames>;

export const DeclarationDetail = DeclarationSummaryItem.extend({
  RegistryNo: z.string(),
  Declarer: Declarer,
  Declaration: DeclarationInput,
  Calculation: Calculation,
  Attachments: z.array(DeclarationAttachment),
  /** Printed on the receipt; anyone checks it with VerifyDeclarationReceipt. */
  VerificationCode: z.string(),
  ReplacesOid: z.int().nullable(),
  /** Every version of this declaration, newest first. */
  History: z.array(DeclarationVersionItem),
  AccrualOids: z.array(z.int()),
  Names: DeclarationNames,
  /** Filed or amended under a grant: "İşlemi Yapan" — who acted, for whom (ADR 0048); null when the owner did. */
  ActedBy: z.string().nullable(),
});
export type DeclarationDetail = z.infer<typeof DeclarationDetail>;

export const DeclarationRecorded = z.object({
  Oid: z.int(),
  Number: z.string(),
  Version: z.int(),
  Status: DeclarationStatus,
  Calculation: Calculation,
  AccrualOids: z.array(z.int()),
  VerificationCode: z.string(),
  /** GET this path (same session) for the receipt PDF. */
  ReceiptUrl: z.string(),
});
export type DeclarationRecorded = z.infer<typeof DeclarationRecorded>;

/** The declaration receipt PDF of the signed-in member. */
export const declarationReceiptPath = (oid: number) => `/api/declaration/receipt/${oid}`;

export const DeclarationAccrument = Accrument.extend({ DeclarationOid: z.int(), DeclarationNumber: z.string() });
export const DeclarationBalance = Debt.extend({ DeclarationOid: z.int(), DeclarationNumber: z.string() });
export const DeclarationCollection = z.object({
  CollectionOid: z.int(),
  ReceiptNo: z.string(),
  CollectedAt: z.string(),
  DeclarationOid: z.int(),
  DeclarationNumber: z.string(),
  Description: z.string(),
  Year: z.int(),
  InstallmentNo: z.int(),
  PrincipalKurus: z.int(),
  LateFeeKurus: z.int(),
});

export const DeclarationReceiptCheck = z.object({
  Number: z.string(),
  Kind: DeclarationKind,
  KindName: z.string(),
  Year: z.int(),
  Version: z.int(),
  Status: DeclarationStatus,
  StatusName: z.string(),
  DeclarerMasked: z.string(),
  TotalKurus: z.int(),
  FiledAt: z.string(),
});

export const AdvertisingType = z.object({
  Code: z.string(),
  Name: z.string(),
  /** Parameter 294 (ilan beyan tipi) the tariff row belongs to. */
  DeclarationTypeCode: z.string(),
  DeclarationTypeName: z.string(),
  /** Parameter 291 (hesaplama tipi). */
  CalculationTypeCode: z.string(),
  UnitName: z.string(),
  Illuminated: z.boolean(),
  /** Which measures the board needs: width × height (× sides), weeks, or only a count. */
  NeedsSize: z.boolean(),
  NeedsWeeks: z.boolean(),
});
export const EntertainmentType = z.object({
  Code: z.string(),
  Name: z.string(),
  Basis: EntertainmentBasis,
  /** Parameter 291 (hesaplama tipi): daily, or a share of ticket revenue. */
  CalculationTypeCode: z.string(),
  RateBp: z.int(),
  /** Daily amount by tariff group for a venue without tickets. */
  Groups: z.array(z.object({ GroupNo: z.int(), DailyKurus: z.int() })),
});

// ---------------------------------------------------------------------------------------------------------------
// The office

export const DeclarationReviewState = z.enum(['NEW', 'AMENDED', 'WITHDRAWN']);
export const DeclarationReviewStates = {
  NEW: 'Yeni',
  AMENDED: 'Düzeltilmiş',
  WITHDRAWN: 'Geri çekilmiş',
} as const;
export const DeclarationReviewItem = z.object({
  Oid: z.int(),
  Number: z.string(),
  Kind: DeclarationKind,
  KindName: z.string(),
  Year: z.int(),
  Version: z.int(),
  Status: DeclarationStatus,
  ReviewState: DeclarationReviewState,
  DeclarerName: z.string(),
  RegistryNo: z.string(),
  Title: z.string(),
  TotalKurus: z.int(),
  FiledAt: z.string(),
  AttachmentCount: z.int(),
});

export const DeclarationTableName = z.enum([
  'STREET_VALUATION',
  'CONSTRUCTION_COST',
  'ABRASION',
  'ECT',
  'AD',
  'ENTERTAINMENT',
  'RATES',
]);
export const DeclarationTableNames = {
  STREET_VALUATION: 'Arsa rayiç bedelleri',
  CONSTRUCTION_COST: 'Bina m² normal inşaat maliyetleri',
  ABRASION: 'Aşınma payları',
  ECT: 'Çevre temizlik vergisi tutarları',
  AD: 'İlan ve reklam vergisi tarifesi',
  ENTERTAINMENT: 'Eğlence vergisi tarifesi',
  RATES: 'Vergi oranları',
} as const;
const Kurus = z.int().min(0).max(100_000_000_000);
export const DeclarationTableChange = z.discriminatedUnion('table', [
  z.object({
    table: z.literal('STREET_VALUATION'),
    rows: z
      .array(z.object({ streetCode: Code, unitValueKurus: Kurus }))
      .min(1)
      .max(5000),
  }),
  z.object({
    table: z.literal('CONSTRUCTION_COST'),
    rows: z
      .array(
        z.object({
          usageName: Text.max(40),
          constructionType: Text.max(40),
          buildingClass: Text.max(40),
          unitCostKurus: Kurus,
        }),
      )
      .min(1)
      .max(500),
  }),
  z.object({
    table: z.literal('ABRASION'),
    rows: z
      .array(
        z.object({
          constructionGroup: z.int().min(1).max(9),
          ageFrom: z.int().min(0).max(200),
          sharePercent: z.int().min(0).max(100),
        }),
      )
      .min(1)
      .max(200),
  }),
  z.object({
    table: z.literal('ECT'),
    rows: z
      .array(z.object({ buildingGroup: z.int().min(1).max(7), degree: z.int().min(1).max(5), annualPriceKurus: Kurus }))
      .min(1)
      .max(100),
  }),
  z.object({
    table: z.literal('AD'),
    rows: z
      .array(z.object({ groupNo: z.int().min(1).max(9), adTypeCode: Code, unitPriceKurus: Kurus }))
      .min(1)
      .max(500),
  }),
  z.object({
    table: z.literal('ENTERTAINMENT'),
    rows: z
      .array(
        z.object({
          venueTypeCode: Code,
          groupNo: z.int().min(1).max(3),
          dailyKurus: Kurus,
          rateBp: z.int().min(0).max(10_000),
        }),
      )
      .min(1)
      .max(500),
  }),
  z.object({ table: z.literal('RATES'), rates: DeclarationRates.omit({ Year: true }) }),
]);
export type DeclarationTableChange = z.infer<typeof DeclarationTableChange>;

export const DeclarationTableVersion = z.object({
  Table: DeclarationTableName,
  TableName: z.string(),
  Year: z.int(),
  Version: z.int(),
  Reason: z.string(),
  StaffName: z.string(),
  At: z.string(),
  /** Each changed row: its key in words, the value before (null when new) and after. */
  Changes: z.array(z.object({ Row: z.string(), Before: z.string().nullable(), After: z.string() })),
});

const Reason = z
  .string()
  .refine((v) => !FORBIDDEN_CHARACTER.test(v), 'Geçersiz bir karakter içeriyor.')
  .trim()
  .min(10, 'En az 10 karakter olmalı.')
  .max(1000);

/** How much a year's amounts grow into the next: at most five decimals. */
const Factor = z.number().min(0.5).max(5);

const tag = 'declarations';
const review = access.staff('declarations.review');
const record = <D extends z.ZodType>(summary: string, declaration: D) =>
  defineCall({
    tag,
    access: access.member,
    summary,
    request: BaseRequest.extend({ declarer: Declarer, declaration, fileIds: FileIds }),
    response: DeclarationRecorded,
  });

export const declarationCalls = {
  // Public: the types and the live estimate
  RetrieveEstateTypes: defineCall({
    tag,
    access: access.public,
    summary: 'Emlak türleri (1 bina, 2 arsa, 3 arazi)',
    request: BaseRequest,
    response: z.array(Parameter),
  }),
  RetrieveLandTypes: defineCall({
    tag,
    access: access.public,
    summary: 'Arsa ve arazi cinsleri',
    request: BaseRequest,
    response: z.array(Parameter),
  }),
  RetrieveAdvertisingTypes: defineCall({
    tag,
    access: access.public,
    summary: 'İlan ve reklam türleri (parametre 294) ve tarife birimleri',
    request: BaseRequest.extend({ year: Year.optional() }),
    response: z.array(AdvertisingType),
  }),
  RetrieveEntertainmentTypes: defineCall({
    tag,
    access: access.public,
    summary: 'Eğlence yeri ve etkinlik türleri, günlük tutarları ve oranları',
    request: BaseRequest.extend({ year: Year.optional() }),
    response: z.array(EntertainmentType),
  }),
  RetrieveDeclarationRates: defineCall({
    tag,
    access: access.public,
    summary: 'Bir yılın emlak vergisi oranları ve istisna sınırları',
    request: BaseRequest.extend({ year: Year }),
    response: DeclarationRates,
  }),
  CalculateDeclaration: defineCall({
    tag,
    access: access.public,
    summary: 'Beyannamenin tahmini vergisi, taksitleri ve her tutarın dayanağı (kaydetmez)',
    request: BaseRequest.extend({ declaration: DeclarationInput }),
    response: Calculation,
  }),
  VerifyDeclarationReceipt: defineCall({
    tag,
    access: access.public,
    summary: 'Beyanname alındısını doğrulama koduyla doğrular',
    request: BaseRequest.extend({ code: Text.trim().regex(/^[A-Z0-9]{10,16}$/, 'Geçerli bir doğrulama kodu değil.') }),
    response: DeclarationReceiptCheck,
  }),

  // The member's own declarations
  RetrieveDeclarer: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki sicilin beyan eden bilgileri (formun beyan eden adımını doldurmak için)',
    request: BaseRequest,
    response: DeclarerProfile,
  }),
  RecordEMunicipalityEstateDeclaration: record(
    'Emlak vergisi beyannamesi (bina, arsa, arazi): hesaplar, tahakkuk eder, ekleri bağlar',
    EstateDeclarationInput,
  ),
  RecordEMunicipalityEntertainmentDeclaration: record(
    'Eğlence vergisi beyannamesi: hesaplar, tahakkuk eder, ekleri bağlar',
    EntertainmentDeclarationInput,
  ),
  RecordEMunicipalityAdDeclaration: record(
    'İlan ve reklam vergisi beyannamesi: hesaplar, tahakkuk eder, ekleri bağlar',
    AdDeclarationInput,
  ),
  RecordEMunicipalityECTDeclaration: record(
    'Çevre temizlik vergisi beyannamesi: hesaplar, tahakkuk eder, ekleri bağlar',
    EctDeclarationInput,
  ),
  AmendDeclaration: defineCall({
    tag,
    access: access.member,
    summary: 'Onaylanmamış beyannameyi düzeltir: yeni sürüm eskisinin ödenmemiş tahakkuklarının yerini alır',
    request: BaseRequest.extend({
      declarationOid: Oid,
      declarer: Declarer,
      declaration: DeclarationInput,
      fileIds: FileIds,
    }),
    response: DeclarationRecorded,
  }),
  WithdrawDeclaration: defineCall({
    tag,
    access: access.member,
    summary: 'Onaylanmamış beyannameyi geri çeker; ödenmemiş tahakkukları iptal edilir',
    request: BaseRequest.extend({ declarationOid: Oid, reason: Text.trim().max(500).optional() }),
    response: DeclarationSummaryItem,
  }),
  RetrieveDeclarationSummary: defineCall({
    tag,
    access: access.member,
    summary: 'Oturumdaki sicilin beyannameleri, durumları ve tutarları',
    request: BaseRequest.extend({ year: Year.optional(), kind: DeclarationKind.optional() }),
    response: z.array(DeclarationSummaryItem),
  }),
  GetDeclaration: defineCall({
    tag,
    access: access.member,
    summary: 'Bir beyannamenin tamamı: beyan, hesap açıklaması, ekler, sürümler',
    request: BaseRequest.extend({ declarationOid: Oid }),
    response: DeclarationDetail,
  }),
  GetDeclarationAccruments: defineCall({
    tag,
    access: access.member,
    summary: 'Beyannamelerin tahakkukları (ödenen ve kalan)',
    request: BaseRequest.extend({ declarationOid: Oid.optional(), year: Year.optional() }),
    response: z.array(DeclarationAccrument),
  }),
  GetDeclarationAccrumentBalancesofEMunicipality: defineCall({
    tag,
    access: access.member,
    summary: 'Beyanname borçları, seçilen tarihteki gecikme zammıyla',
    request: BaseRequest.extend({ registryInfoOid: Oid, delayFineCalculationDate: IsoDate }),
    response: z.array(DeclarationBalance),
  }),
  GetDeclarationCollectionsForEMunicipality: defineCall({
    tag,
    access: access.member,
    summary: 'Beyanname tahakkuklarına yapılan tahsilatlar',
    request: BaseRequest.extend({ year: Year.optional() }),
    response: z.array(DeclarationCollection),
  }),

  // The office
  GetDeclarationReviewQueue: defineCall({
    tag,
    access: review,
    effect: 'read',
    summary: 'İnceleme kuyruğu: yeni, düzeltilmiş ve geri çekilmiş beyannameler',
    request: BaseRequest.extend({
      criteria: PageRequest.omit({ userName: true }).extend({
        state: DeclarationReviewState.optional(),
        kind: DeclarationKind.optional(),
        sortBy: z.enum(['filed', 'number', 'total']).default('filed'),
      }),
    }),
    response: paged(DeclarationReviewItem),
  }),
  GetDeclarationForReview: defineCall({
    tag,
    access: review,
    effect: 'read',
    summary: 'İncelenecek beyanname: beyan eden, beyan, hesap, ekler (okuma kayda geçer)',
    request: BaseRequest.extend({ declarationOid: Oid }),
    response: DeclarationDetail,
  }),
  ApproveDeclaration: defineCall({
    tag,
    access: review,
    effect: 'change',
    summary: 'Beyannameyi onaylar (geri çekilmiş olanın geri çekilmesini kayda alır)',
    request: BaseRequest.extend({ declarationOid: Oid, note: Text.trim().max(500).optional() }),
    response: DeclarationReviewItem,
  }),
  ReturnDeclaration: defineCall({
    tag,
    access: review,
    effect: 'change',
    summary: 'Beyannameyi gerekçesiyle düzeltmeye iade eder; vatandaşa SMS ve e-posta gider',
    request: BaseRequest.extend({ declarationOid: Oid, reason: Reason }),
    response: DeclarationReviewItem,
  }),
  SaveDeclarationTable: defineCall({
    tag,
    access: access.staff('declarations.review'),
    effect: 'change',
    summary: 'Hesapta kullanılan bir yıl tablosunun satırlarını değiştirir (sürümlenir, kayda geçer)',
    request: BaseRequest.extend({ year: Year, change: DeclarationTableChange, reason: Reason }),
    response: z.object({ Table: DeclarationTableName, Year: z.int(), Version: z.int(), ChangedRows: z.int() }),
    reauth: true,
  }),
  OpenDeclarationTableYear: defineCall({
    tag,
    access: access.staff('declarations.review'),
    effect: 'change',
    summary: 'Yeni yılın tablolarını önceki yıldan artış oranlarıyla açar',
    request: BaseRequest.extend({
      fromYear: Year,
      toYear: Year,
      /** 1.12745: unit values rise by half the revaluation rate (2025: 25,49 % → 2026 = 2025 × 1,12745). */
      propertyFactor: Factor,
      constructionFactor: Factor,
      /** Tariffs of Law 2464 (ÇTV, ilan-reklam, eğlence) rise by the revaluation rate. */
      tariffFactor: Factor,
      reason: Reason,
    }),
    response: z.object({ Year: z.int(), Rows: z.int() }),
    reauth: true,
  }),
  GetDeclarationTableHistory: defineCall({
    tag,
    access: review,
    effect: 'read',
    summary: 'Hesap tablolarındaki değişiklikler, yeniden eskiye',
    request: BaseRequest.extend({ table: DeclarationTableName.optional(), year: Year.optional() }),
    response: z.array(DeclarationTableVersion),
  }),
};
