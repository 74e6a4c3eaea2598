import { describe, expect, it } from 'vitest';
import { type LateFeeRate, lateFeeKurus } from '../../src/modules/ledger/lateFee.js';

/** The rates around the demo window (reference section 5.1). */
const rates: LateFeeRate[] = [
  { validFrom: '2023-11-14', monthlyRateBp: 350 },
  { validFrom: '2024-05-21', monthlyRateBp: 450 },
  { validFrom: '2025-11-13', monthlyRateBp: 370 },
];
const fee = (principalKurus: number, dueDate: string, calculationDate: string, lateFeeApplies = true) =>
  lateFeeKurus({ principalKurus, dueDate, calculationDate, lateFeeApplies }, rates);

describe('gecikme zammı', () => {
  it('charges one whole month at the monthly rate', () => {
    // 1.000 TL × %4,5 = 45,00 TL
    expect(fee(100_000, '2025-01-15', '2025-02-15')).toBe(4_500);
  });

  it('charges a part month by the day at rate ÷ 30, the vade excluded and the payment day included', () => {
    // 10 days × %4,5 ÷ 30 × 1.000 TL = 15,00 TL
    expect(fee(100_000, '2025-03-10', '2025-03-20')).toBe(1_500);
    // The reference's worked example: 1 month 45,00 + 16 days 24,00 = 69,00 TL
    expect(fee(100_000, '2024-11-30', '2025-01-15')).toBe(6_900);
  });

  it('counts a month from the last day of a month to the last day of a shorter one', () => {
    expect(fee(100_000, '2025-01-31', '2025-02-28')).toBe(4_500);
  });

  it('applies each rate to the sub-period it was in force', () => {
    // 01.11–12.11.2025: 12 days × %4,5 ÷ 30 = 18,00 TL; 13.11–31.12.2025 at %3,7: 1 month 37,00 TL
    // + 19 days × %3,7 ÷ 30 = 23,4333 TL; 78,4333 TL → 78,43 TL
    expect(fee(100_000, '2025-10-31', '2025-12-31')).toBe(7_843);
  });

  it('rounds the exact sum once, half up to the kuruş, and charges at least 1 kuruş', () => {
    expect(fee(100, '2025-01-15', '2025-02-15')).toBe(5); // 4,5 kuruş
    expect(fee(1, '2025-01-15', '2025-01-16')).toBe(1); // 0,0015 kuruş
  });

  it('charges nothing before the vade has passed', () => {
    expect(fee(100_000, '2025-06-30', '2025-06-30')).toBe(0);
    expect(fee(100_000, '2025-06-30', '2025-06-01')).toBe(0);
  });

  it('charges nothing on revenue types without gecikme zammı and on nothing owed', () => {
    expect(fee(100_000, '2025-01-15', '2025-12-15', false)).toBe(0);
    expect(fee(0, '2025-01-15', '2025-12-15')).toBe(0);
  });
});
