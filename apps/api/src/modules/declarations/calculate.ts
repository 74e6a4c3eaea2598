import {
  abrasionGroupOf,
  type Calculation,
  calculateAd,
  calculateEct,
  calculateEntertainment,
  calculateEstate,
  constructionUsageName,
  type DeclarationAddress,
  DeclarationCalcError,
  type DeclarationInput,
  declarationYear,
  FieldLabels,
  toCalculation,
} from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import { invalid } from '../../http/errors.js';
import {
  abrasionOf,
  adTariffsOf,
  constructionCostOf,
  ectPriceOf,
  entertainmentTariffsOf,
  parametersOf,
  ratesOf,
  streetValueOf,
} from './tables.js';

export const CalcMessages = {
  noTables: (year: number) => `Vergi yılı: ${year} yılı için hesap tabloları henüz tanımlanmadı.`,
  street: 'Cadde/Sokak: seçilen mahallede böyle bir cadde veya sokak yok.',
  district: 'Mahalle: seçilen ilçede böyle bir mahalle yok.',
  outerDoor: 'Dış kapı: seçilen cadde veya sokakta böyle bir dış kapı yok.',
  innerDoor: 'İç kapı: seçilen dış kapıda böyle bir iç kapı yok.',
  noStreetValue: (year: number) => `Cadde/Sokak: ${year} yılı için bu cadde veya sokağın rayiç bedeli yok.`,
  noCost: 'Bina sınıfı: bu yapı tarzı ve sınıf için inşaat maliyeti tanımlı değil.',
  acquisition: 'Edinme şekli: listede olmayan bir edinme şekli.',
  landKind: 'Arazi cinsi: listede olmayan bir arazi cinsi.',
  noEct: 'Bina grubu: bu grup ve derece için çevre temizlik vergisi tutarı tanımlı değil.',
  venue: 'Eğlence türü: bu yıl ve grup için tarifede böyle bir tür yok.',
} as const;

/** A field path of the calculation ('boards.0.widthM') as the citizen knows it. */
function fieldLabel(path: string): string {
  const names = path.split('.').filter((p) => !/^\d+$/.test(p));
  for (let i = names.length - 1; i >= 0; i--) {
    const label = FieldLabels[names[i]];
    if (label) return label;
  }
  return 'Beyanname';
}

/** The address is one of the national address pickers' chains: county → district → street → doors. */
export async function checkAddress(database: Database, a: DeclarationAddress): Promise<void> {
  const street = await database.db
    .selectFrom('street as s')
    .innerJoin('district as d', 'd.code', 's.district_code')
    .select(['s.code', 'd.code as district', 'd.county_code'])
    .where('s.code', '=', a.streetCode)
    .executeTakeFirst();
  if (!street || street.district !== a.districtCode) throw invalid(CalcMessages.street);
  if (street.county_code !== a.countyCode) throw invalid(CalcMessages.district);
  if (a.outerDoorOid !== undefined) {
    const door = await database.db
      .selectFrom('outer_door')
      .select('street_code')
      .where('oid', '=', a.outerDoorOid)
      .executeTakeFirst();
    if (door?.street_code !== a.streetCode) throw invalid(CalcMessages.outerDoor);
  }
  if (a.innerDoorOid !== undefined) {
    const door = await database.db
      .selectFrom('inner_door')
      .select('outer_door_oid')
      .where('oid', '=', a.innerDoorOid)
      .executeTakeFirst();
    if (a.outerDoorOid === undefined || door?.outer_door_oid !== a.outerDoorOid) throw invalid(CalcMessages.innerDoor);
  }
}

export interface CalcContext {
  /** 'YYYY-MM-DD' the declaration is filed (or estimated) on. */
  filedOn: string;
  /** Land value of the declarer's other land of the year that has used the land exemption. */
  landExemptionUsedKurus?: number;
}

/**
 * The server's calculation of a declaration, from the tables of its year: the same pure calculators the web's
 * estimate runs; a field the tables cannot serve is refused with a Turkish 400 naming it.
 */
export async function calculate(database: Database, d: DeclarationInput, c: CalcContext): Promise<Calculation> {
  const year = declarationYear(d);
  await checkAddress(database, d.address);
  try {
    switch (d.kind) {
      case 'ESTATE': {
        const rates = await ratesOf(database, year);
        if (!rates) throw invalid(CalcMessages.noTables(year));
        const street = await streetValueOf(database, year, d.address.streetCode);
        if (!street) throw invalid(CalcMessages.noStreetValue(year));
        const reasons = await parametersOf(database, 9);
        if (!reasons.some((p) => p.Code === d.acquisitionReasonCode)) throw invalid(CalcMessages.acquisition);
        if (d.landKindCode !== undefined && !(await parametersOf(database, 8)).some((p) => p.Code === d.landKindCode)) {
          throw invalid(CalcMessages.landKind);
        }
        let construction: Awaited<ReturnType<typeof constructionCostOf>> | undefined;
        let abrasion: Awaited<ReturnType<typeof abrasionOf>> | undefined;
        if (d.building) {
          const b = d.building;
          construction = await constructionCostOf(
            database,
            year,
            constructionUsageName(d.usage),
            b.constructionType,
            b.buildingClass,
          );
          if (!construction) throw invalid(CalcMessages.noCost);
          abrasion = await abrasionOf(database, abrasionGroupOf(b.constructionType), year - b.constructionYear);
          if (!abrasion) throw invalid(CalcMessages.noCost);
        }
        const r = calculateEstate(
          d,
          {
            rates,
            street,
            construction: construction ?? undefined,
            abrasion: abrasion ?? undefined,
            landExemptionUsedKurus: c.landExemptionUsedKurus,
          },
          c.filedOn,
        );
        return toCalculation(d.kind, year, r);
      }
      case 'ECT': {
        const price = await ectPriceOf(database, year, d.buildingGroup, d.degree);
        if (!price) throw invalid((await ratesOf(database, year)) ? CalcMessages.noEct : CalcMessages.noTables(year));
        return toCalculation(d.kind, year, calculateEct(d, { price }, c.filedOn));
      }
      case 'AD': {
        const tariffs = await adTariffsOf(database, year);
        if (tariffs.length === 0) throw invalid(CalcMessages.noTables(year));
        return toCalculation(d.kind, year, calculateAd(d, { tariffs }, c.filedOn));
      }
      case 'ENTERTAINMENT': {
        const tariffs = await entertainmentTariffsOf(database, year);
        if (tariffs.length === 0) throw invalid(CalcMessages.noTables(year));
        const tariff = tariffs.find((t) => t.Code === d.venueTypeCode && t.GroupNo === d.groupNo);
        if (!tariff) throw invalid(CalcMessages.venue);
        return toCalculation(d.kind, year, calculateEntertainment(d, { tariff }, c.filedOn));
      }
    }
  } catch (e) {
    if (e instanceof DeclarationCalcError) throw invalid(`${fieldLabel(e.field)}: ${e.message}`);
    throw e;
  }
}
