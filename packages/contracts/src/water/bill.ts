import { formatKurus, formatNumberTr } from '../format.js';

/**
 * One water bill for every reading: the monthly bill and the final bill (kesin hesap faturası) of a cancelled
 * contract are the same computation, in whole kuruş, and every line of it is a debt of its own (ADR 0040).
 */

/** A subscription type's prices in kuruş per m³, and the VAT rate in basis points (100 = %1). */
export interface WaterPrices {
  waterKurus: number;
  wastewaterKurus: number;
  /** Çevre temizlik vergisi of a home, billed per m³ on the water bill; 0 for other types (they pay it yearly). */
  ctvKurus: number;
  vatBp: number;
}

/** The lines of a bill; the total is their sum to the kuruş. */
export interface WaterBillLines {
  ConsumptionM3: number;
  WaterKurus: number;
  WastewaterKurus: number;
  CtvKurus: number;
  VatKurus: number;
  TotalKurus: number;
}

const total = (l: Omit<WaterBillLines, 'TotalKurus'>) => l.WaterKurus + l.WastewaterKurus + l.CtvKurus + l.VatKurus;

/**
 * The bill of `m3` cubic metres: water and atık su by the tariff, ÇTV per m³ (2464 mük. md. 44; homes only), and
 * KDV on water and atık su (the İZSU formula: m³ × (su + atık su) + KDV). ÇTV is a tax the bill collects for the
 * municipality and stays outside the VAT base. The VAT is rounded half up to the kuruş, once, on the whole base.
 */
export function waterBill(m3: number, prices: WaterPrices): WaterBillLines {
  if (!Number.isInteger(m3) || m3 < 0) throw new RangeError('Tüketim (m³) sıfır ya da pozitif bir tam sayı olmalıdır.');
  const water = m3 * prices.waterKurus;
  const wastewater = m3 * prices.wastewaterKurus;
  const lines = {
    ConsumptionM3: m3,
    WaterKurus: water,
    WastewaterKurus: wastewater,
    CtvKurus: m3 * prices.ctvKurus,
    VatKurus: Math.floor(((water + wastewater) * prices.vatBp + 5_000) / 10_000),
  };
  return { ...lines, TotalKurus: total(lines) };
}

/** The final bill on the last reading: the m³ since the last billed index, billed as every month is. */
export function finalBill(lastIndex: number, finalIndex: number, prices: WaterPrices): WaterBillLines {
  if (!Number.isInteger(finalIndex) || finalIndex < lastIndex) {
    throw new RangeError('Son sayaç okuması, son faturalanan endeksten küçük olamaz.');
  }
  return waterBill(finalIndex - lastIndex, prices);
}

type AmountLine = 'WaterKurus' | 'WastewaterKurus' | 'CtvKurus' | 'VatKurus';

/** The revenue code (gelir türü) each line is accrued under. */
export const WaterBillRevenue: Record<AmountLine, number> = {
  WaterKurus: 30,
  WastewaterKurus: 31,
  CtvKurus: 11,
  VatKurus: 34,
};
const LINES = Object.keys(WaterBillRevenue) as AmountLine[];
export const WATER_BILL_REVENUE_CODES = LINES.map((l) => WaterBillRevenue[l]);

export interface WaterBillItem {
  revenueCode: number;
  principalKurus: number;
  description: string;
}

/**
 * The accruals of a bill, one per line that is not zero, each saying what it is and how much of it: the debt list
 * and the receipt print these words. `title` names the bill ("2026 Ekim Dönemi", "Kesin Hesap").
 */
export function waterBillItems(bill: WaterBillLines, prices: WaterPrices, title: string): WaterBillItem[] {
  const m3 = `${bill.ConsumptionM3} m³`;
  const words: Record<AmountLine, string> = {
    WaterKurus: `Su Tüketim Bedeli (${m3})`,
    WastewaterKurus: `Atık Su Bedeli (${m3})`,
    CtvKurus: `Çevre Temizlik Vergisi (${m3} × ${formatKurus(prices.ctvKurus)} TL)`,
    VatKurus: `KDV (%${formatNumberTr(prices.vatBp / 100)}; su ve atık su bedeli üzerinden)`,
  };
  return LINES.filter((l) => bill[l] > 0).map((l) => ({
    revenueCode: WaterBillRevenue[l],
    principalKurus: bill[l],
    description: `${title} ${words[l]}`,
  }));
}

/** A bill read back from its accruals: each line is the sum of the accruals of its revenue code. */
export function waterBillOf(
  m3: number,
  accruals: readonly { revenueCode: number; principalKurus: number }[],
): WaterBillLines {
  const sum = (l: AmountLine) =>
    accruals.filter((a) => a.revenueCode === WaterBillRevenue[l]).reduce((s, a) => s + a.principalKurus, 0);
  const lines = {
    ConsumptionM3: m3,
    WaterKurus: sum('WaterKurus'),
    WastewaterKurus: sum('WastewaterKurus'),
    CtvKurus: sum('CtvKurus'),
    VatKurus: sum('VatKurus'),
  };
  return { ...lines, TotalKurus: total(lines) };
}
