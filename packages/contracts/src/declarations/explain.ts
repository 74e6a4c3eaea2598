import { z } from 'zod';
import { DeclarationKind } from './shapes.js';

/**
 * "Why this amount": every figure of a calculation with its provenance — the table row it came from, the
 * arithmetic, the rate and the article of the law. The same lines appear in the live estimate, on the
 * confirmation page and in the receipt PDF.
 */
export const ExplanationSource = z.object({
  /** 'Arsa rayiç bedeli', 'Bina m² normal inşaat maliyeti', 'Aşınma payı', … */
  Table: z.string(),
  Year: z.int().nullable(),
  /** The row: street, class and type, age band, group and degree. */
  Row: z.string(),
});
export const ExplanationLine = z.object({
  /** Stable key of the step ('landValue', 'buildingCost', 'abrasion', 'rate', 'tax', 'installment.1', …). */
  Key: z.string(),
  /** What the figure is, in Turkish. */
  Label: z.string(),
  /** The arithmetic in words and numbers: "250,00 m² × 1.234,56 TL/m² × 1/2". */
  Formula: z.string(),
  AmountKurus: z.int().nullable(),
  Source: ExplanationSource.nullable(),
  /** "1319 s. Emlak Vergisi Kanunu md. 8", null where no article applies. */
  Law: z.string().nullable(),
});
export type ExplanationLine = z.infer<typeof ExplanationLine>;

export const Installment = z.object({ No: z.int(), DueDate: z.string(), Kurus: z.int() });
export const Calculation = z.object({
  Kind: DeclarationKind,
  Year: z.int(),
  RevenueCode: z.int(),
  AnnualKurus: z.int(),
  Installments: z.array(Installment),
  Explanation: z.array(ExplanationLine),
});
export type Calculation = z.infer<typeof Calculation>;

/** What a calculator returns (pure, kuruş). */
export interface CalcResult {
  revenueCode: number;
  annualKurus: number;
  installments: Array<{ no: number; dueDate: string; kurus: number }>;
  explanation: ExplanationLine[];
}

export const toCalculation = (kind: DeclarationKind, year: number, r: CalcResult): Calculation => ({
  Kind: kind,
  Year: year,
  RevenueCode: r.revenueCode,
  AnnualKurus: r.annualKurus,
  Installments: r.installments.map((i) => ({ No: i.no, DueDate: i.dueDate, Kurus: i.kurus })),
  Explanation: r.explanation,
});

/**
 * A year's rates (the tables editable in the office): hundredths of a percent, so binde 2 is 20. The rates are
 * those outside a büyükşehir; inside one they are raised by `MetropolitanIncreasePercent` (1319 md. 8, 18).
 */
export const DeclarationRates = z.object({
  Year: z.int(),
  Metropolitan: z.boolean(),
  MetropolitanIncreasePercent: z.int().min(0).max(1000),
  EstateResidenceBp: z.int().min(0).max(10_000),
  EstateOtherBuildingBp: z.int().min(0).max(10_000),
  EstatePlotBp: z.int().min(0).max(10_000),
  EstateLandBp: z.int().min(0).max(10_000),
  /** The first part of a taxpayer's land (arazi) value that is exempt, kuruş. */
  LandExemptionKurus: z.int().min(0),
  /** The single-home exemption of a retiree holds below this gross area. */
  SingleResidenceMaxM2: z.int().min(0),
  /** Years after construction during which a building's tax is at least that of its land share. */
  NewBuildingYears: z.int().min(0).max(20),
});
export type DeclarationRates = z.infer<typeof DeclarationRates>;

/** A row of the street valuation table with the names the explanation prints. */
export interface StreetValueRow {
  Year: number;
  StreetCode: string;
  StreetName: string;
  DistrictName: string;
  UnitValueKurus: number;
}
export interface ConstructionCostRow {
  Year: number;
  UsageName: string;
  ConstructionType: string;
  BuildingClass: string;
  UnitCostKurus: number;
}
export interface AbrasionRow {
  ConstructionGroup: number;
  AgeFrom: number;
  AgeTo: number | null;
  SharePercent: number;
}
export interface EctPriceRow {
  Year: number;
  BuildingGroup: number;
  Degree: number;
  AnnualPriceKurus: number;
}
export interface AdTariffRow {
  ProcessYear: number;
  GroupNo: number;
  AdTypeCode: string;
  AdTypeName: string;
  UnitName: string;
  UnitPriceKurus: number;
}

/** How an entertainment venue is taxed: a fixed amount per working day, or a share of ticket revenue. */
export const EntertainmentBasis = z.enum(['DAILY', 'TICKET']);
export const EntertainmentTariff = z.object({
  Year: z.int(),
  Code: z.string(),
  Name: z.string(),
  Basis: EntertainmentBasis,
  GroupNo: z.int(),
  DailyKurus: z.int(),
  RateBp: z.int(),
});
export type EntertainmentTariff = z.infer<typeof EntertainmentTariff>;
