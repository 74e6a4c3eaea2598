/**
 * How amounts move between years. Tariff amounts of Law 2464 (ÇTV, ilan-reklam, fees) rise by the VUK yeniden
 * değerleme oranı (YDO) announced the year before; emlak unit values rise by half of it (Law 1319 art. 29);
 * construction costs follow the ministry's yearly tables. The demo data's anchor year is 2026.
 */
export const BASE_YEAR = 2026;

/** Growth into `year` from the year before: the YDO announced in year − 1 (2025: 25.49 % → 2026 × 1.2549). */
const YDO_GROWTH: Record<number, number> = {
  2019: 1.2373,
  2020: 1.2258,
  2021: 1.0911,
  2022: 1.362,
  2023: 2.2293,
  2024: 1.5846,
  2025: 1.4393,
  2026: 1.2549,
};
const CONSTRUCTION_GROWTH: Record<number, number> = { 2023: 1.5, 2024: 1.48, 2025: 1.35, 2026: 1.22 };

export const tariffGrowth = (year: number) => YDO_GROWTH[year] ?? 1.25;
export const propertyGrowth = (year: number) => 1 + (tariffGrowth(year) - 1) / 2;
export const constructionGrowth = (year: number) => CONSTRUCTION_GROWTH[year] ?? 1.2;

/** The factor that turns a BASE_YEAR amount into the same thing's amount in `year`. */
export function indexFactor(year: number, growth: (year: number) => number): number {
  let f = 1;
  for (let y = year + 1; y <= BASE_YEAR; y++) f /= growth(y);
  for (let y = BASE_YEAR + 1; y <= year; y++) f *= growth(y);
  return f;
}

/** A BASE_YEAR amount (kuruş) in `year`, rounded to whole lira as tariffs are published (or to `step` kuruş). */
export function tariffAt(baseKurus: number, year: number, growth = tariffGrowth, step = 100): number {
  return Math.round((baseKurus * indexFactor(year, growth)) / step) * step;
}

/** Municipal fees of the 2026 gelir ve ücret tarifesi, TL (marriage fees as in a typical district tariff). */
export const FEES_2026 = {
  nikahWeekday: 4000,
  nikahWeekend: 5000,
  nikahHoliday: 6000,
  nikahOutside: 7520,
  shopRentPerM2Month: 220,
  sidewalkPerM2Year: 420,
  excavationAsphaltPerM2: 2150,
  excavationPavingPerM2: 1380,
} as const;

/** A BASE_YEAR fee of FEES_2026, in kuruş for `year`. */
export const feeAt = (name: keyof typeof FEES_2026, year: number) => tariffAt(FEES_2026[name] * 100, year);
