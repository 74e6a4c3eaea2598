import { describe, expect, it } from 'vitest';
import { finalBill, WaterBillRevenue, waterBill, waterBillItems, waterBillOf } from '../../src/water/bill.js';

/** A home in a büyükşehir in 2026: 32,50 TL water, 16,25 TL atık su, ÇTV 4,00 TL/m³ (facts file §2.1), KDV %1. */
const home = { waterKurus: 3250, wastewaterKurus: 1625, ctvKurus: 400, vatBp: 100 };
/** A workplace pays its ÇTV yearly by building group and degree, none on the water bill. */
const shop = { waterKurus: 6500, wastewaterKurus: 3250, ctvKurus: 0, vatBp: 100 };

const sum = (b: ReturnType<typeof waterBill>) => b.WaterKurus + b.WastewaterKurus + b.CtvKurus + b.VatKurus;

describe('a water bill', () => {
  it('bills the hand-checked 17 m³ home: 552,50 + 276,25 + ÇTV 68,00 + KDV 8,29 = 905,04 TL', () => {
    expect(waterBill(17, home)).toEqual({
      ConsumptionM3: 17,
      WaterKurus: 55_250,
      WastewaterKurus: 27_625,
      CtvKurus: 6_800,
      // 1 % of 828,75 TL (water and atık su) is 8,2875 TL, rounded half up to the kuruş.
      VatKurus: 829,
      TotalKurus: 90_504,
    });
  });

  it('charges ÇTV per m³ on a home’s bill and none on a workplace’s', () => {
    for (const m3 of [0, 1, 9, 40]) {
      expect(waterBill(m3, home).CtvKurus).toBe(m3 * 400);
      expect(waterBill(m3, shop).CtvKurus).toBe(0);
    }
  });

  it('takes the VAT on water and atık su together, leaving ÇTV out of its base', () => {
    const withCtv = waterBill(10, home);
    const withoutCtv = waterBill(10, { ...home, ctvKurus: 0 });
    expect(withCtv.VatKurus).toBe(withoutCtv.VatKurus);
    expect(withCtv.VatKurus).toBe(Math.round((32_500 + 16_250) / 100));
    // Rounded once on the whole base, not line by line: 1 % of 3 × (0,45 + 0,22) TL is 2,01 kuruş → 2.
    expect(waterBill(3, { waterKurus: 45, wastewaterKurus: 22, ctvKurus: 0, vatBp: 100 }).VatKurus).toBe(2);
    // Half a kuruş goes up: 1 % of 50 kuruş.
    expect(waterBill(1, { waterKurus: 30, wastewaterKurus: 20, ctvKurus: 0, vatBp: 100 }).VatKurus).toBe(1);
  });

  it('sums its lines to the total exactly, whatever the m³ and prices', () => {
    for (let m3 = 0; m3 <= 200; m3 += 7) {
      for (const prices of [home, shop, { waterKurus: 1_461, wastewaterKurus: 731, ctvKurus: 303, vatBp: 150 }]) {
        const b = waterBill(m3, prices);
        expect(sum(b)).toBe(b.TotalKurus);
        expect(Object.values(b).every(Number.isInteger)).toBe(true);
      }
    }
  });

  it('bills a final reading as a monthly one, and refuses a reading below the last index', () => {
    expect(finalBill(1200, 1217, home)).toEqual(waterBill(17, home));
    expect(finalBill(500, 500, home).TotalKurus).toBe(0);
    expect(() => finalBill(500, 499, home)).toThrow(/küçük olamaz/);
    expect(() => waterBill(-1, home)).toThrow(RangeError);
  });
});

describe('a bill’s accruals', () => {
  it('makes one accrual per line, named for the debt list and the receipt, and reads back the same bill', () => {
    const bill = waterBill(17, home);
    const items = waterBillItems(bill, home, '2026 Ekim Dönemi');
    expect(items).toEqual([
      { revenueCode: 30, principalKurus: 55_250, description: '2026 Ekim Dönemi Su Tüketim Bedeli (17 m³)' },
      { revenueCode: 31, principalKurus: 27_625, description: '2026 Ekim Dönemi Atık Su Bedeli (17 m³)' },
      {
        revenueCode: 11,
        principalKurus: 6_800,
        description: '2026 Ekim Dönemi Çevre Temizlik Vergisi (17 m³ × 4,00 TL)',
      },
      {
        revenueCode: 34,
        principalKurus: 829,
        description: '2026 Ekim Dönemi KDV (%1; su ve atık su bedeli üzerinden)',
      },
    ]);
    expect(waterBillOf(17, items)).toEqual(bill);
  });

  it('leaves out a line of nothing: a workplace has no ÇTV line, a garden no atık su', () => {
    const codes = (prices: typeof home) => waterBillItems(waterBill(5, prices), prices, 'X').map((i) => i.revenueCode);
    expect(codes(shop)).toEqual([WaterBillRevenue.WaterKurus, WaterBillRevenue.WastewaterKurus, 34]);
    expect(codes({ waterKurus: 4500, wastewaterKurus: 0, ctvKurus: 0, vatBp: 100 })).toEqual([30, 34]);
  });
});
