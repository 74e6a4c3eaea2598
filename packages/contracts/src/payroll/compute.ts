/**
 * A worker's monthly payroll (bordro) under Law 4857, in integer kuruş: gross parts → SGK and unemployment
 * employee shares → income tax on the year's cumulative base with the minimum wage exemption → stamp tax with
 * its minimum wage exemption → net, then union dues and garnishment → paid to the bank; and the employer's costs.
 */

/** One band of the wage income-tax tariff: up to `upToKurus` of the year's cumulative base (null: no limit). */
export interface TaxBand {
  upToKurus: number | null;
  /** Rate in basis points (1500 = 15%). */
  rateBp: number;
}

export interface PayrollYearRules {
  year: number;
  /** Gross monthly minimum wage. */
  minimumWageKurus: number;
  /** Daily minimum wage: the SGK ceiling is 7.5 days' worth of it, times 30. */
  minimumDailyWageKurus: number;
  bands: readonly TaxBand[];
}

const bands = (limits: [number, number, number, number]): TaxBand[] => [
  { upToKurus: limits[0] * 100, rateBp: 1500 },
  { upToKurus: limits[1] * 100, rateBp: 2000 },
  { upToKurus: limits[2] * 100, rateBp: 2700 },
  { upToKurus: limits[3] * 100, rateBp: 3500 },
  { upToKurus: null, rateBp: 4000 },
];

/** GVK 103 wage tariffs and the minimum wage of each year (2026: GVGT 332; 2025 and 2024: their communiqués). */
export const PayrollRules: readonly PayrollYearRules[] = [
  {
    year: 2024,
    minimumWageKurus: 2_000_250,
    minimumDailyWageKurus: 66_675,
    bands: bands([110_000, 230_000, 870_000, 3_000_000]),
  },
  {
    year: 2025,
    minimumWageKurus: 2_600_550,
    minimumDailyWageKurus: 86_685,
    bands: bands([158_000, 330_000, 1_200_000, 4_300_000]),
  },
  {
    year: 2026,
    minimumWageKurus: 3_303_000,
    minimumDailyWageKurus: 110_100,
    bands: bands([190_000, 400_000, 1_500_000, 5_300_000]),
  },
];

/** The year's rules; a year not yet in the table uses the nearest one (the tariff is announced each December). */
export function rulesOf(year: number): PayrollYearRules {
  const exact = PayrollRules.find((r) => r.year === year);
  if (exact) return exact;
  return year < PayrollRules[0].year ? PayrollRules[0] : PayrollRules[PayrollRules.length - 1];
}

/** Shares in basis points. */
export const PayrollRates = {
  sgkEmployeeBp: 1400,
  unemploymentEmployeeBp: 100,
  /** 20.75% less the 5-point incentive the municipality receives. */
  sgkEmployerBp: 1550,
  unemploymentEmployerBp: 200,
  /** Stamp tax is per hundred thousand: 0.759% = 759 / 100,000. */
  stampTaxPer100k: 759,
} as const;

/** Half-up rounding of a non-negative ratio, in integers (no float drift). */
const share = (kurus: number, numerator: number, denominator: number) =>
  Math.floor((kurus * numerator * 2 + denominator) / (denominator * 2));

/** Income tax on a cumulative base, in kuruş × 10,000 (exact: rounding happens on the month's difference). */
export function taxUnits(baseKurus: number, rules: PayrollYearRules): number {
  let units = 0;
  let lower = 0;
  for (const band of rules.bands) {
    const upper = band.upToKurus ?? Number.POSITIVE_INFINITY;
    if (baseKurus > lower) units += (Math.min(baseKurus, upper) - lower) * band.rateBp;
    lower = upper;
  }
  return units;
}

const unitsToKurus = (units: number) => Math.floor((units * 2 + 10_000) / 20_000);

/** The SGK base: gross up to the ceiling (7.5 daily minimum wages, rounded to kuruş, × 30 days). */
export function sgkCeilingKurus(rules: PayrollYearRules): number {
  return share(rules.minimumDailyWageKurus, 75, 10) * 30;
}

/** What the minimum wage leaves after the employee's SGK and unemployment shares: the exempt monthly tax base. */
export function minimumWageTaxBaseKurus(rules: PayrollYearRules): number {
  const m = rules.minimumWageKurus;
  return m - share(m, PayrollRates.sgkEmployeeBp, 10_000) - share(m, PayrollRates.unemploymentEmployeeBp, 10_000);
}

export interface PayrollInput {
  year: number;
  baseKurus: number;
  allowanceKurus: number;
  overtimeKurus: number;
  unionDuesKurus: number;
  garnishmentKurus: number;
  /** The income-tax base of this employee's earlier months of the same year. */
  priorCumulativeTaxBaseKurus: number;
  /** How many earlier months of the same year the employee was paid (the exemption is cumulative too). */
  priorMonthsInYear: number;
}

export interface PayrollLines {
  grossKurus: number;
  sgkBaseKurus: number;
  sgkEmployeeKurus: number;
  unemploymentEmployeeKurus: number;
  incomeTaxBaseKurus: number;
  cumulativeTaxBaseKurus: number;
  incomeTaxBeforeExemptionKurus: number;
  incomeTaxExemptionKurus: number;
  incomeTaxKurus: number;
  stampTaxBeforeExemptionKurus: number;
  stampTaxExemptionKurus: number;
  stampTaxKurus: number;
  netKurus: number;
  unionDuesKurus: number;
  garnishmentKurus: number;
  paidKurus: number;
  sgkEmployerKurus: number;
  unemploymentEmployerKurus: number;
  employerCostKurus: number;
}

export function computePayroll(input: PayrollInput): PayrollLines {
  const rules = rulesOf(input.year);
  const gross = input.baseKurus + input.allowanceKurus + input.overtimeKurus;
  const sgkBase = Math.min(gross, sgkCeilingKurus(rules));
  const sgkEmployee = share(sgkBase, PayrollRates.sgkEmployeeBp, 10_000);
  const unemploymentEmployee = share(sgkBase, PayrollRates.unemploymentEmployeeBp, 10_000);
  const taxBase = gross - sgkEmployee - unemploymentEmployee;
  const cumulative = input.priorCumulativeTaxBaseKurus + taxBase;
  const taxBefore = unitsToKurus(taxUnits(cumulative, rules) - taxUnits(input.priorCumulativeTaxBaseKurus, rules));
  // The tax the minimum wage would owe this month on its own cumulative base is not charged (GVK 23/18).
  const exemptBase = minimumWageTaxBaseKurus(rules);
  const exemptTax = unitsToKurus(
    taxUnits(exemptBase * (input.priorMonthsInYear + 1), rules) - taxUnits(exemptBase * input.priorMonthsInYear, rules),
  );
  const taxExemption = Math.min(taxBefore, exemptTax);
  const stampBefore = share(gross, PayrollRates.stampTaxPer100k, 100_000);
  const stampExemption = Math.min(stampBefore, share(rules.minimumWageKurus, PayrollRates.stampTaxPer100k, 100_000));
  const incomeTax = taxBefore - taxExemption;
  const stampTax = stampBefore - stampExemption;
  const net = gross - sgkEmployee - unemploymentEmployee - incomeTax - stampTax;
  const sgkEmployer = share(sgkBase, PayrollRates.sgkEmployerBp, 10_000);
  const unemploymentEmployer = share(sgkBase, PayrollRates.unemploymentEmployerBp, 10_000);
  return {
    grossKurus: gross,
    sgkBaseKurus: sgkBase,
    sgkEmployeeKurus: sgkEmployee,
    unemploymentEmployeeKurus: unemploymentEmployee,
    incomeTaxBaseKurus: taxBase,
    cumulativeTaxBaseKurus: cumulative,
    incomeTaxBeforeExemptionKurus: taxBefore,
    incomeTaxExemptionKurus: taxExemption,
    incomeTaxKurus: incomeTax,
    stampTaxBeforeExemptionKurus: stampBefore,
    stampTaxExemptionKurus: stampExemption,
    stampTaxKurus: stampTax,
    netKurus: net,
    unionDuesKurus: input.unionDuesKurus,
    garnishmentKurus: input.garnishmentKurus,
    paidKurus: net - input.unionDuesKurus - input.garnishmentKurus,
    sgkEmployerKurus: sgkEmployer,
    unemploymentEmployerKurus: unemploymentEmployer,
    employerCostKurus: gross + sgkEmployer + unemploymentEmployer,
  };
}

/** A garnishment takes at most a quarter of the net wage (İİK 83). */
export const maxGarnishmentKurus = (netKurus: number) => Math.floor(netKurus / 4);
