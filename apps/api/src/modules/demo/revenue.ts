import { type LateFeeRate, lateFeeKurus } from '../ledger/index.js';

/** Revenue codes (gelir türleri). Kind: 1 usage, 2 facility, 3 deposit. Rent and fees carry no gecikme zammı. */
export const REVENUE_TYPES = [
  { code: 1, name: 'Emlak Vergisi (Bina)' },
  { code: 2, name: 'Emlak Vergisi (Arsa)' },
  { code: 3, name: 'Emlak Vergisi (Arazi)' },
  { code: 10, name: 'Çevre Temizlik Vergisi (İşyeri)' },
  { code: 11, name: 'Çevre Temizlik Vergisi (Konut)' },
  { code: 20, name: 'İlan ve Reklam Vergisi' },
  { code: 21, name: 'Eğlence Vergisi' },
  { code: 30, name: 'Su Tüketim Bedeli' },
  { code: 31, name: 'Atık Su Bedeli' },
  { code: 32, name: 'Su Abonelik Güvence Bedeli', kind: 3, lateFee: false },
  { code: 33, name: 'Su Bağlantı/Tesis Bedeli', kind: 2 },
  { code: 34, name: 'Su ve Atık Su KDV' },
  { code: 40, name: 'İşgaliye Harcı' },
  { code: 41, name: 'Kira Bedeli', lateFee: false },
  { code: 50, name: 'Zabıta İdari Para Cezası' },
  { code: 51, name: 'İmar İdari Para Cezası' },
  { code: 60, name: 'İşyeri Açma ve Çalışma Ruhsatı Harcı' },
  { code: 70, name: 'Yol ve Kaldırım Tamir Bedeli' },
  { code: 83, name: 'Evlendirme (Nikah) Ücreti', lateFee: false },
  { code: 90, name: 'Yapılandırma Taksiti' },
] as const;

const NO_LATE_FEE = new Set<number>(
  REVENUE_TYPES.filter((r) => 'lateFee' in r && r.lateFee === false).map((r) => r.code),
);

export function revenueTypeRows() {
  return REVENUE_TYPES.map((r) => ({
    code: r.code,
    name: r.name,
    kind: 'kind' in r ? r.kind : 1,
    late_fee_applies: !NO_LATE_FEE.has(r.code),
  }));
}

export const lateFeeApplies = (code: number) => !NO_LATE_FEE.has(code);

/** Gecikme zammı monthly rates (6183 art. 51), in hundredths of a percent, by the day they took effect. */
export const LATE_FEE_RATES: readonly { validFrom: string; bp: number }[] = [
  { validFrom: '2003-11-12', bp: 400 },
  { validFrom: '2005-03-02', bp: 300 },
  { validFrom: '2006-04-21', bp: 250 },
  { validFrom: '2009-11-19', bp: 195 },
  { validFrom: '2010-10-19', bp: 140 },
  { validFrom: '2018-09-05', bp: 200 },
  { validFrom: '2019-07-01', bp: 250 },
  { validFrom: '2019-10-02', bp: 200 },
  { validFrom: '2019-12-30', bp: 160 },
  { validFrom: '2022-07-21', bp: 250 },
  { validFrom: '2023-11-14', bp: 350 },
  { validFrom: '2024-05-21', bp: 450 },
  { validFrom: '2025-11-13', bp: 370 },
];

export function lateFeeRateRows() {
  return LATE_FEE_RATES.map((r) => ({ valid_from: r.validFrom, monthly_rate_bp: r.bp }));
}

const SEED_RATES: readonly LateFeeRate[] = LATE_FEE_RATES.map((r) => ({ validFrom: r.validFrom, monthlyRateBp: r.bp }));

/** Gecikme zammı of a seeded payment, by the same rule the portal charges (modules/ledger/lateFee.ts). */
export function lateFee(principalKurus: number, due: string, paid: string): number {
  return lateFeeKurus({ principalKurus, dueDate: due, calculationDate: paid, lateFeeApplies: true }, SEED_RATES);
}
