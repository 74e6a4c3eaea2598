import { describe, expect, it } from 'vitest';
import {
  computePayroll,
  maxGarnishmentKurus,
  minimumWageTaxBaseKurus,
  rulesOf,
  sgkCeilingKurus,
} from '../src/payroll/compute.js';

const month = (year: number, grossKurus: number, prior = { base: 0, months: 0 }) =>
  computePayroll({
    year,
    baseKurus: grossKurus,
    allowanceKurus: 0,
    overtimeKurus: 0,
    unionDuesKurus: 0,
    garnishmentKurus: 0,
    priorCumulativeTaxBaseKurus: prior.base,
    priorMonthsInYear: prior.months,
  });

describe('payroll computation', () => {
  it('gives the reference bordro of January 2026 at a gross of 60,000 TL, line by line', () => {
    const p = month(2026, 6_000_000);
    expect(p.sgkEmployeeKurus).toBe(840_000);
    expect(p.unemploymentEmployeeKurus).toBe(60_000);
    expect(p.incomeTaxBaseKurus).toBe(5_100_000);
    expect(p.incomeTaxBeforeExemptionKurus).toBe(765_000);
    expect(p.incomeTaxExemptionKurus).toBe(421_133);
    expect(p.incomeTaxKurus).toBe(343_867);
    expect(p.stampTaxBeforeExemptionKurus).toBe(45_540);
    expect(p.stampTaxExemptionKurus).toBe(25_070);
    expect(p.stampTaxKurus).toBe(20_470);
    expect(p.netKurus).toBe(4_735_663);
  });

  it('leaves the minimum wage of 2026 and 2025 free of income and stamp tax, at the reference nets', () => {
    const m2026 = month(2026, 3_303_000);
    expect(m2026.incomeTaxKurus).toBe(0);
    expect(m2026.stampTaxKurus).toBe(0);
    expect(m2026.netKurus).toBe(2_807_550);
    expect(month(2025, 2_600_550).netKurus).toBe(2_210_467);
    expect(minimumWageTaxBaseKurus(rulesOf(2026))).toBe(2_807_550);
  });

  it('caps the SGK base at the reference ceiling of 2025 and computes the employer side on the minimum wage', () => {
    expect(sgkCeilingKurus(rulesOf(2025))).toBe(19_504_140);
    const high = month(2025, 30_000_000);
    expect(high.sgkBaseKurus).toBe(19_504_140);
    expect(high.sgkEmployeeKurus).toBe(2_730_580);
    const min = month(2025, 2_600_550);
    expect(min.sgkEmployerKurus).toBe(403_085);
    expect(min.unemploymentEmployerKurus).toBe(52_011);
    expect(min.employerCostKurus).toBe(2_600_550 + 403_085 + 52_011);
  });

  it('taxes the part of the cumulative base above 190,000 TL at 20% in the month it crosses the band', () => {
    // 4 months of 51,000 TL base: 204,000 TL; the fourth month has 37,000 TL at 15% and 14,000 TL at 20%.
    const fourth = month(2026, 6_000_000, { base: 15_300_000, months: 3 });
    expect(fourth.cumulativeTaxBaseKurus).toBe(20_400_000);
    expect(fourth.incomeTaxBeforeExemptionKurus).toBe(3_700_000 * 0.15 + 1_400_000 * 0.2);
    // The minimum wage's own base is still in the first band (4 × 28,075.50 TL), so its exemption is unchanged.
    expect(fourth.incomeTaxExemptionKurus).toBe(421_133);
  });

  it('lowers the exemption in the month the minimum wage base itself crosses into the 20% band', () => {
    // Month 7 of 2026: 6 × 28,075.50 = 168,453 TL, then 196,528.50 TL.
    const july = month(2026, 6_000_000, { base: 30_600_000, months: 6 });
    const expected = Math.round((19_000_000 - 16_845_300) * 0.15 + (19_652_850 - 19_000_000) * 0.2);
    expect(july.incomeTaxExemptionKurus).toBe(expected);
  });

  it('pays the net less union dues and garnishment, and allows a garnishment of a quarter of the net at most', () => {
    const p = computePayroll({
      year: 2026,
      baseKurus: 5_000_000,
      allowanceKurus: 800_000,
      overtimeKurus: 200_000,
      unionDuesKurus: 50_000,
      garnishmentKurus: 300_000,
      priorCumulativeTaxBaseKurus: 0,
      priorMonthsInYear: 0,
    });
    expect(p.grossKurus).toBe(6_000_000);
    expect(p.paidKurus).toBe(4_735_663 - 50_000 - 300_000);
    expect(maxGarnishmentKurus(p.netKurus)).toBe(1_183_915);
  });

  it('uses the nearest known year for a year whose tariff is not in the table', () => {
    expect(rulesOf(2027).year).toBe(2026);
    expect(rulesOf(2020).year).toBe(2024);
  });
});
