import type { Street } from './address.js';
import { lira } from './format.js';
import { constructionGrowth, indexFactor, propertyGrowth, tariffAt } from './prices.js';
import type { Rng } from './random.js';

/** Public tariff and valuation tables, one set per year of the demo window. */

export const CONSTRUCTION_TYPES = [
  'Çelik karkas',
  'Betonarme karkas',
  'Yığma kagir',
  'Yığma yarı kagir',
  'Ahşap',
  'Taş duvarlı',
  'Gecekondu tarzı',
  'Kerpiç ve diğer basit',
] as const;
export type ConstructionType = (typeof CONSTRUCTION_TYPES)[number];

/** Where each type sits between the class minimum (0) and maximum (1) of the ministry's cost table. */
const TYPE_POSITION: Record<ConstructionType, number> = {
  'Çelik karkas': 1,
  'Betonarme karkas': 0.93,
  'Yığma kagir': 0.62,
  'Yığma yarı kagir': 0.48,
  Ahşap: 0.4,
  'Taş duvarlı': 0.28,
  'Gecekondu tarzı': 0.12,
  'Kerpiç ve diğer basit': 0,
};

/** 2026 m² normal construction cost of mesken buildings, TL (Emlak Vergisi Genel Tebliği, 9 Aug 2025). */
export const BUILDING_CLASSES = [
  { name: 'Lüks', order: 1, min: 9934.52, max: 21776.1 },
  { name: '1. sınıf', order: 2, min: 4192.52, max: 14562.37 },
  { name: '2. sınıf', order: 3, min: 2953.45, max: 9866.25 },
  { name: '3. sınıf', order: 4, min: 997.65, max: 6719.7 },
  { name: 'Basit', order: 5, min: 474.7, max: 3030.52 },
] as const;
export type BuildingClass = (typeof BUILDING_CLASSES)[number]['name'];

export type UsageName = 'Mesken' | 'İşyeri/Diğer';
/** Non-residential buildings cost more per m² (services, fire safety, wider spans). */
const USAGE_FACTOR: Record<UsageName, number> = { Mesken: 1, 'İşyeri/Diğer': 1.12 };

/** Aşınma payları (depreciation %) by construction group and building age. */
const AGE_BANDS: readonly (readonly [number, number | null])[] = [
  [0, 3],
  [4, 5],
  [6, 10],
  [11, 15],
  [16, 20],
  [21, 30],
  [31, 40],
  [41, 50],
  [51, 75],
  [76, null],
];
const ABRASION_GROUPS = [
  { group: 1, types: 'Çelik karkas, betonarme karkas', shares: [4, 6, 10, 15, 20, 25, 32, 40, 50, 60] },
  { group: 2, types: 'Yığma kagir, yığma yarı kagir', shares: [6, 8, 12, 18, 25, 32, 40, 50, 60, 70] },
  { group: 3, types: 'Ahşap, taş duvarlı, gecekondu', shares: [8, 12, 18, 25, 32, 40, 50, 60, 70, 80] },
  { group: 4, types: 'Kerpiç ve diğer basit', shares: [10, 17, 25, 35, 45, 55, 65, 75, 85, 95] },
] as const;

export const AD_TYPES = [
  { code: 'IL01', name: 'Işıklı reklam', unit: 'm²/yıl', base: 520 },
  { code: 'IL02', name: 'Işıksız reklam (tabela, levha)', unit: 'm²/yıl', base: 360 },
  { code: 'IL03', name: 'Pano / billboard', unit: 'm²/yıl', base: 420 },
  // 2464 md. 15 (2): by the m² of the advertisement a year, like a fixed sign; priced two thirds of an unlit sign's
  // m², as the Yığılca tariff prices vehicles (50 TL) against signs on a cadde (75 TL).
  { code: 'IL04', name: 'Araç üzeri reklam', unit: 'm²/yıl', base: 240 },
  { code: 'IL05', name: 'Bez afiş / pankart', unit: 'm²/hafta', base: 75 },
  { code: 'IL06', name: 'Bina cephesi giydirme', unit: 'm²/yıl', base: 280 },
  { code: 'IL07', name: 'Dijital ekran (LED)', unit: 'm²/yıl', base: 680 },
  { code: 'IL08', name: 'Broşür, katalog, takvim', unit: 'adet', base: 0.6 },
  { code: 'IL09', name: 'Duvar ilanı / afiş', unit: 'm²/adet', base: 1.2 },
] as const;
/** Group 1 is the boulevards and squares, group 5 the back streets. */
const AD_GROUP_FACTOR = [1, 0.85, 0.72, 0.6, 0.5];

export const ECT_GROUPS = [
  'Bankalar, 4-5 yıldızlı oteller, alışveriş merkezleri, hipermarketler, akaryakıt istasyonları',
  'Fabrikalar, özel hastaneler, 1-3 yıldızlı oteller, büyük mağazalar ve showroomlar',
  'Süpermarketler, özel okullar ve kurslar, lokanta ve restoranlar, oto galeriler, düğün salonları',
  'Orta büyüklükte mağazalar, kafeler, eczaneler, muayenehaneler, serbest meslek büroları',
  'Market ve bakkallar, kırtasiyeler, kuaförler, oto tamirhaneleri, küçük imalathaneler',
  'Küçük esnaf dükkânları, terziler, ayakkabı tamircileri, büfeler, depolar',
  'Çok küçük işyerleri ve şebeke suyu kullanmayan konutlar',
] as const;
/** 2026 ÇTV for workplaces inside a büyükşehir, TL/year by group (rows) and degree (columns). */
const ECT_2026 = [
  [43750, 37500, 27500, 26250, 20000],
  [27500, 20000, 17250, 14625, 12500],
  [20000, 14625, 12500, 8750, 7250],
  [8750, 7250, 5000, 4375, 3750],
  [5000, 4375, 3125, 3125, 2625],
  [3125, 2625, 1500, 1462, 1087],
  [1087, 875, 575, 500, 375],
];

export interface TariffBook {
  years: number[];
  /** unit value in kuruş per m², by street code then year. */
  streetValue: Map<string, Map<number, number>>;
  constructionCost(year: number, usage: UsageName, type: ConstructionType, cls: BuildingClass): number;
  abrasionPercent(type: ConstructionType, age: number): number;
  adPrice(year: number, group: number, code: string): number;
  ectPrice(year: number, group: number, degree: number): number;
}

const constructionBase = (usage: UsageName, type: ConstructionType, cls: (typeof BUILDING_CLASSES)[number]) =>
  lira((cls.min + (cls.max - cls.min) * TYPE_POSITION[type]) * USAGE_FACTOR[usage]);

export function buildTariffs(rng: Rng, streets: readonly Street[], years: number[]): TariffBook {
  const streetValue = new Map<string, Map<number, number>>();
  for (const street of streets) {
    // A 2026 target between 500 and 25,000 TL/m²; the window's first year is set in whole lira (as a takdir
    // commission would) and each later year is the previous one × (1 + YDO/2), rounded to kuruş.
    const target = Math.min(25000, 500 + 24500 * street.prestige ** 1.8 * rng.float(0.9, 1.1));
    const byYear = new Map<number, number>();
    let value = lira(Math.round(target * indexFactor(years[0], propertyGrowth)));
    byYear.set(years[0], value);
    for (const year of years.slice(1)) {
      value = Math.round(value * propertyGrowth(year));
      byYear.set(year, value);
    }
    streetValue.set(street.code, byYear);
  }
  return {
    years,
    streetValue,
    constructionCost(year, usage, type, clsName) {
      const cls = BUILDING_CLASSES.find((c) => c.name === clsName)!;
      return Math.round(constructionBase(usage, type, cls) * indexFactor(year, constructionGrowth));
    },
    abrasionPercent(type, age) {
      const group = ABRASION_GROUPS[abrasionGroup(type) - 1];
      const band = AGE_BANDS.findIndex(([from, to]) => age >= from && (to === null || age <= to));
      return group.shares[Math.max(0, band)];
    },
    adPrice(year, group, code) {
      const type = AD_TYPES.find((a) => a.code === code)!;
      const step = type.base < 10 ? 1 : 100;
      return tariffAt(lira(type.base * AD_GROUP_FACTOR[group - 1]), year, undefined, step);
    },
    ectPrice(year, group, degree) {
      return tariffAt(lira(ECT_2026[group - 1][degree - 1]), year);
    },
  };
}

function abrasionGroup(type: ConstructionType): number {
  const i = CONSTRUCTION_TYPES.indexOf(type);
  return i < 2 ? 1 : i < 4 ? 2 : i < 7 ? 3 : 4;
}

export function tariffRows(book: TariffBook) {
  const usages: UsageName[] = ['Mesken', 'İşyeri/Diğer'];
  return {
    estate_street_valuation: [...book.streetValue].flatMap(([street_code, byYear]) =>
      [...byYear].map(([year, unit_value_kurus]) => ({ year, street_code, unit_value_kurus })),
    ),
    estate_construction_cost: book.years.flatMap((year) =>
      usages.flatMap((usage_name) =>
        CONSTRUCTION_TYPES.flatMap((construction_type) =>
          BUILDING_CLASSES.map((cls) => ({
            year,
            usage_name,
            construction_type,
            building_class: cls.name,
            class_order: cls.order,
            unit_cost_kurus: book.constructionCost(year, usage_name, construction_type, cls.name),
          })),
        ),
      ),
    ),
    estate_abrasion_share: ABRASION_GROUPS.flatMap((g) =>
      AGE_BANDS.map(([age_from, age_to], i) => ({
        construction_group: g.group,
        construction_types: g.types,
        age_from,
        age_to,
        share_percent: g.shares[i],
      })),
    ),
    ad_tax_group_tariff: book.years.flatMap((process_year) =>
      AD_GROUP_FACTOR.flatMap((_, gi) =>
        AD_TYPES.map((a) => ({
          process_year,
          group_no: gi + 1,
          ad_type_code: a.code,
          ad_type_name: a.name,
          unit_name: a.unit,
          unit_price_kurus: book.adPrice(process_year, gi + 1, a.code),
        })),
      ),
    ),
    ect_annual_price: book.years.flatMap((year) =>
      ECT_GROUPS.flatMap((building_group_name, gi) =>
        [1, 2, 3, 4, 5].map((degree) => ({
          year,
          building_group: gi + 1,
          building_group_name,
          degree,
          annual_price_kurus: book.ectPrice(year, gi + 1, degree),
        })),
      ),
    ),
  };
}
