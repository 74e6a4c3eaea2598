import { z } from 'zod';
import { Code, IsoDate, Oid, Text, Year } from '../common.js';
import { todayInIstanbul } from '../payments/rules.js';
import { isValidMobile, isValidTckn, isValidVkn } from '../validators.js';
import { constructionYearProblem, ESTATE_LIABILITY_LAW } from './tax-year.js';

/**
 * What a declaration says: who declares (one shape per registry type, spec section 3) and what is declared
 * (estate, environmental cleaning, advertising, entertainment). Request fields are camelCase, answers PascalCase.
 */

// ---------------------------------------------------------------------------------------------------------------
// Declarer: the member's registry type decides the shape; the server checks it against the session's registry.

const Tckn = Text.trim().refine(isValidTckn, 'Geçerli bir T.C. Kimlik No değil.');
const Vkn = Text.trim().refine(isValidVkn, 'Geçerli bir Vergi Kimlik No değil.');
/** Foreigners' identity numbers start with 99 and follow the TCKN check digits. */
const ForeignerId = Text.trim().refine(
  (v) => v.startsWith('99') && isValidTckn(v),
  'Geçerli bir yabancı kimlik no değil.',
);
const PersonName = Text.trim().min(2).max(60);
/** Any way a citizen writes a mobile number; the server keeps its ten digits (normalizeMobile). */
const Mobile = Text.refine(isValidMobile, 'Geçerli bir cep telefonu değil (5xx xxx xx xx).');
const Email = z.email('Geçerli bir e-posta adresi değil.').max(120);
const TaxOfficeCode = Text.trim().regex(/^\d{6}$/, 'Vergi dairesi kodu 6 haneli olmalı.');

const contact = { gsmNumber: Mobile, email: Email.optional() };

export const RetailDeclarer = z.object({
  registryType: z.literal('G'),
  tckn: Tckn,
  name: PersonName,
  surname: PersonName,
  fatherName: PersonName.optional(),
  ...contact,
});
export const ForeignerRetailDeclarer = z.object({
  registryType: z.literal('Y'),
  foreignerIdNo: ForeignerId,
  passportNo: Text.trim().max(20).optional(),
  nationality: Text.trim().min(2).max(60),
  name: PersonName,
  surname: PersonName,
  ...contact,
});
export const CorporateDeclarer = z.object({
  registryType: z.literal('T'),
  vkn: Vkn,
  title: Text.trim().min(2).max(200),
  taxOfficeCode: TaxOfficeCode,
  tradeRegistryNo: Text.trim().max(20).optional(),
  representativeTckn: Tckn.optional(),
  representativeName: Text.trim().min(2).max(120).optional(),
  ...contact,
});
export const PublicDeclarer = z.object({
  registryType: z.literal('K'),
  vkn: Vkn,
  institutionName: Text.trim().min(2).max(200),
  taxOfficeCode: TaxOfficeCode.optional(),
  unitName: Text.trim().max(120).optional(),
  ...contact,
});
export const OtherDeclarer = z.object({
  registryType: z.literal('D'),
  identityNo: Text.trim().refine(
    (v) => isValidTckn(v) || isValidVkn(v),
    'Geçerli bir T.C. Kimlik No / Vergi No değil.',
  ),
  title: Text.trim().min(2).max(200),
  description: Text.trim().max(200).optional(),
  ...contact,
});
/** A declarer the registry knows too little of (a water user without a registry detail). */
export const UndetailedDeclarer = z.object({
  registryType: z.literal('B'),
  identityNo: Text.trim().max(11).optional(),
  name: Text.trim().min(2).max(200),
  ...contact,
});
export const Declarer = z.discriminatedUnion('registryType', [
  RetailDeclarer,
  ForeignerRetailDeclarer,
  CorporateDeclarer,
  PublicDeclarer,
  OtherDeclarer,
  UndetailedDeclarer,
]);
export type Declarer = z.infer<typeof Declarer>;
export type DeclarerInput = z.input<typeof Declarer>;

/** The identity number a declarer shape carries (null for an undetailed declarer without one). */
export function declarerIdentity(d: Declarer): string | null {
  switch (d.registryType) {
    case 'G':
      return d.tckn;
    case 'Y':
      return d.foreignerIdNo;
    case 'T':
    case 'K':
      return d.vkn;
    case 'D':
      return d.identityNo;
    case 'B':
      return d.identityNo ?? null;
  }
}

/** "Zeynep Arslan" or the title of a company or institution. */
export function declarerName(d: Declarer): string {
  switch (d.registryType) {
    case 'G':
    case 'Y':
      return `${d.name} ${d.surname}`;
    case 'T':
    case 'D':
      return d.title;
    case 'K':
      return d.institutionName;
    case 'B':
      return d.name;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Shared parts

export const DeclarationKinds = {
  ESTATE: 'Emlak vergisi beyannamesi',
  ECT: 'Çevre temizlik vergisi beyannamesi',
  AD: 'İlan ve reklam vergisi beyannamesi',
  ENTERTAINMENT: 'Eğlence vergisi beyannamesi',
} as const;
export const DeclarationKind = z.enum(['ESTATE', 'ECT', 'AD', 'ENTERTAINMENT']);
export type DeclarationKind = z.infer<typeof DeclarationKind>;

/**
 * SUBMITTED: filed, accrued, waiting for the office. APPROVED: the office accepted it. RETURNED: the office sent
 * it back with a reason (the citizen amends it). WITHDRAWN: the citizen took it back before approval (unpaid
 * accruals cancelled). REPLACED: an amendment replaced this version.
 */
export const DeclarationStatuses = {
  SUBMITTED: 'İncelemede',
  APPROVED: 'Onaylandı',
  RETURNED: 'Düzeltme için iade edildi',
  WITHDRAWN: 'Geri çekildi',
  REPLACED: 'Yeni sürümle değiştirildi',
} as const;
export const DeclarationStatus = z.enum(['SUBMITTED', 'APPROVED', 'RETURNED', 'WITHDRAWN', 'REPLACED']);
export type DeclarationStatus = z.infer<typeof DeclarationStatus>;

/** A place in the national address pickers (county → district → street → outer door → inner door). */
export const DeclarationAddress = z.object({
  countyCode: Code,
  districtCode: Code,
  streetCode: Code,
  outerDoorOid: Oid.optional(),
  innerDoorOid: Oid.optional(),
});
export type DeclarationAddress = z.infer<typeof DeclarationAddress>;

/** Square metres with at most two decimals; nothing on earth a citizen declares is larger than 10 km². */
export const AreaM2 = z
  .number()
  .positive('Sıfırdan büyük olmalı.')
  .max(10_000_000, 'Bu kadar büyük bir alan olamaz.')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'En çok iki ondalık hane olabilir.');
/** Metres of an advertising board, two decimals. */
const Metres = z
  .number()
  .positive('Sıfırdan büyük olmalı.')
  .max(200, 'Bu kadar büyük bir ölçü olamaz.')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'En çok iki ondalık hane olabilir.');

const notFuture = (field: string) => (d: { [k: string]: unknown }, ctx: z.RefinementCtx) => {
  const v = d[field];
  if (typeof v === 'string' && v > todayInIstanbul()) {
    ctx.addIssue({ code: 'custom', path: [field], message: 'İleri bir tarih olamaz.' });
  }
};

// ---------------------------------------------------------------------------------------------------------------
// Estate (emlak vergisi): 1 building, 2 plot, 3 land (spec section 4)

export const EstateUsage = z.enum(['RESIDENCE', 'WORKPLACE', 'OTHER']);
export const EstateUsages = { RESIDENCE: 'Mesken (konut)', WORKPLACE: 'İşyeri', OTHER: 'Diğer' } as const;

/** Construction types of the Tüzük md. 9 and the aşınma payı group each falls in (1319, reference 1.5). */
export const ConstructionTypes = [
  { name: 'Çelik karkas', abrasionGroup: 1 },
  { name: 'Betonarme karkas', abrasionGroup: 1 },
  { name: 'Yığma kagir', abrasionGroup: 2 },
  { name: 'Yığma yarı kagir', abrasionGroup: 2 },
  { name: 'Ahşap', abrasionGroup: 3 },
  { name: 'Taş duvarlı', abrasionGroup: 3 },
  { name: 'Gecekondu tarzı', abrasionGroup: 3 },
  { name: 'Kerpiç ve diğer basit', abrasionGroup: 4 },
] as const;
export type ConstructionTypeName = (typeof ConstructionTypes)[number]['name'];
export const ConstructionTypeName = z.enum(
  ConstructionTypes.map((t) => t.name) as [ConstructionTypeName, ...ConstructionTypeName[]],
);
export const BuildingClassNames = ['Lüks', '1. sınıf', '2. sınıf', '3. sınıf', 'Basit'] as const;
export const BuildingClassName = z.enum(BuildingClassNames);

/** Exemptions a citizen claims for a single home (reference 1.6); the calculation checks the conditions. */
export const EstateExemptionReasons = {
  RETIRED: 'Emekli (emekli, dul veya yetim aylığı alan)',
  DISABLED: 'Engelli',
  VETERAN: 'Gazi',
  NO_INCOME: 'Geliri olmadığını belgeleyen',
} as const;
export const EstateExemption = z.object({
  reason: z.enum(['RETIRED', 'DISABLED', 'VETERAN', 'NO_INCOME']),
  /** The declarer owns no other home in Türkiye (the share of one home at most). */
  singleResidence: z.boolean(),
  /** The declarer lives in it. */
  ownResidence: z.boolean(),
});
export type EstateExemption = z.infer<typeof EstateExemption>;

export const EstateBuilding = z.object({
  constructionType: ConstructionTypeName,
  buildingClass: BuildingClassName,
  constructionYear: z.int().min(1800, '1800’den önce olamaz.').max(2100),
  /** Gross floor area of the independent section (brüt alan). */
  floorAreaM2: AreaM2,
  /** The land share (arsa payı) that goes with it, in m². */
  landShareM2: AreaM2,
});
export type EstateBuilding = z.infer<typeof EstateBuilding>;

export const EstateDeclarationInput = z
  .object({
    kind: z.literal('ESTATE'),
    estateType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    /** The tax year: liability starts in the budget year after the acquisition (estateTaxYear). */
    year: Year,
    address: DeclarationAddress,
    titleDeed: z.object({
      pafta: Text.trim().max(20).optional(),
      ada: Text.trim().regex(/^\d{1,6}$/, 'Ada numarası rakamlardan oluşur.'),
      parsel: Text.trim().regex(/^\d{1,6}$/, 'Parsel numarası rakamlardan oluşur.'),
    }),
    /** The parcel's area for a plot or land; a building's areas are in `building`. */
    areaM2: AreaM2.optional(),
    share: z.object({
      numerator: z.int().min(1, 'Pay en az 1 olmalı.').max(1_000_000),
      denominator: z.int().min(1, 'Payda en az 1 olmalı.').max(1_000_000),
    }),
    acquisitionDate: IsoDate,
    /** Parameter 9 (edinme şekli). */
    acquisitionReasonCode: Code,
    usage: EstateUsage,
    /** Parameter 8 (arsa/arazi cinsi) for land. */
    landKindCode: Code.optional(),
    building: EstateBuilding.optional(),
    exemption: EstateExemption.optional(),
  })
  .superRefine((d, ctx) => {
    notFuture('acquisitionDate')(d, ctx);
    if (d.share.numerator > d.share.denominator) {
      ctx.addIssue({ code: 'custom', path: ['share', 'numerator'], message: 'Hisse 1’den büyük olamaz.' });
    }
    if (d.estateType === 1) {
      if (!d.building) ctx.addIssue({ code: 'custom', path: ['building'], message: 'Bina bilgileri gerekli.' });
      const late = d.building && constructionYearProblem(d.building.constructionYear, d.year, todayInIstanbul());
      if (late) ctx.addIssue({ code: 'custom', path: ['building', 'constructionYear'], message: late });
    } else {
      if (d.areaM2 === undefined) ctx.addIssue({ code: 'custom', path: ['areaM2'], message: 'Alan gerekli.' });
      if (d.exemption) {
        ctx.addIssue({ code: 'custom', path: ['exemption'], message: 'Tek konut istisnası yalnız binada olur.' });
      }
    }
    if (d.acquisitionDate.slice(0, 4) >= String(d.year)) {
      ctx.addIssue({
        code: 'custom',
        path: ['year'],
        message: `Vergi, edinmeyi izleyen yıldan başlar: vergi yılı edinme yılından sonra olmalı (${ESTATE_LIABILITY_LAW}).`,
      });
    }
  });
export type EstateDeclarationInput = z.infer<typeof EstateDeclarationInput>;

// ---------------------------------------------------------------------------------------------------------------
// Environmental cleaning tax (ÇTV) of a workplace: building group 1–7 and degree 1–5

export const EctDeclarationInput = z
  .object({
    kind: z.literal('ECT'),
    year: Year,
    workplaceName: Text.trim().min(2).max(120),
    address: DeclarationAddress,
    buildingGroup: z.int().min(1).max(7),
    degree: z.int().min(1).max(5),
    areaM2: AreaM2.optional(),
    activityStartDate: IsoDate,
  })
  .superRefine(notFuture('activityStartDate'));
export type EctDeclarationInput = z.infer<typeof EctDeclarationInput>;

// ---------------------------------------------------------------------------------------------------------------
// Advertising tax (ilan ve reklam): several boards in one declaration

export const AdBoard = z.object({
  /** A row of the annual group tariff (RetrieveAdvertisingTypes). */
  adTypeCode: Code,
  /** Tariff group by location: 1 boulevards and squares … 5 back streets. */
  groupNo: z.int().min(1).max(5),
  widthM: Metres.optional(),
  heightM: Metres.optional(),
  sides: z.int().min(1).max(4).default(1),
  /** Boards, vehicles, brochures or posters of this kind. */
  quantity: z.int().min(1).max(100_000).default(1),
  /** Weeks a temporary banner hangs. */
  weeks: z.int().min(1).max(52).optional(),
  location: Text.trim().min(2).max(200),
});
export type AdBoard = z.infer<typeof AdBoard>;
export type AdBoardInput = z.input<typeof AdBoard>;

export const AdDeclarationInput = z.object({
  kind: z.literal('AD'),
  year: Year,
  businessName: Text.trim().min(2).max(120),
  address: DeclarationAddress,
  boards: z.array(AdBoard).min(1, 'En az bir reklam beyan edilmeli.').max(50),
});
export type AdDeclarationInput = z.infer<typeof AdDeclarationInput>;

// ---------------------------------------------------------------------------------------------------------------
// Entertainment tax (eğlence): a daily amount per working day, or a share of ticket revenue

export const EntertainmentPeriod = z.enum(['DAILY', 'MONTHLY', 'ANNUAL']);
export const EntertainmentPeriods = { DAILY: 'Günlük (etkinlik)', MONTHLY: 'Aylık', ANNUAL: 'Yıllık' } as const;

export const EntertainmentDeclarationInput = z
  .object({
    kind: z.literal('ENTERTAINMENT'),
    venueName: Text.trim().min(2).max(120),
    address: DeclarationAddress,
    /** A row of the entertainment tariff (RetrieveEntertainmentTypes). */
    venueTypeCode: Code,
    /** Tariff group by location: 1 … 3. */
    groupNo: z.int().min(1).max(3),
    period: EntertainmentPeriod,
    /** First day of the event, the month or the year declared. */
    startDate: IsoDate,
    /** Days the venue is open (or the event runs) in the period. */
    workingDays: z.int().min(1, 'En az 1 gün olmalı.').max(366),
    /** Ticket revenue of the period without the tax, for ticketed venues. */
    ticketRevenueKurus: z.int().min(0).max(100_000_000_000).optional(),
  })
  .superRefine((d, ctx) => {
    const max = d.period === 'ANNUAL' ? 366 : 31;
    if (d.workingDays > max) {
      ctx.addIssue({ code: 'custom', path: ['workingDays'], message: `En çok ${max} gün olabilir.` });
    }
  });
export type EntertainmentDeclarationInput = z.infer<typeof EntertainmentDeclarationInput>;

export const DeclarationInput = z.discriminatedUnion('kind', [
  EstateDeclarationInput,
  EctDeclarationInput,
  AdDeclarationInput,
  EntertainmentDeclarationInput,
]);
export type DeclarationInput = z.infer<typeof DeclarationInput>;
export type DeclarationInputDraft = z.input<typeof DeclarationInput>;

/** The year a declaration's tax belongs to. */
export const declarationYear = (d: DeclarationInput): number =>
  d.kind === 'ENTERTAINMENT' ? Number(d.startDate.slice(0, 4)) : d.year;
