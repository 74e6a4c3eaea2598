import {
  type AdTariffRow,
  DeclarationRates,
  type EctPriceRow,
  type EntertainmentTariff,
  istanbulYear,
  type StreetValueRow,
} from '@e-belediye/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';

type Reader = Kysely<DB> | Transaction<DB>;

/**
 * The tables a calculation reads, cached per database for a minute: the live estimate runs on every keystroke
 * of a form, the tables change a few times a year. A saved table clears this instance's cache at once; other
 * instances see it within the minute.
 */
const TTL_MS = 60_000;
const caches = new WeakMap<Database, Map<string, { at: number; value: Promise<unknown> }>>();

function cached<T>(database: Database, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new Map();
    caches.set(database, cache);
  }
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { at: Date.now(), value });
  value.catch(() => cache.delete(key));
  return value;
}

/** After an edit of the tables. */
export const forgetTables = (database: Database) => caches.delete(database);

export async function ratesRow(db: Reader, year: number): Promise<DeclarationRates | null> {
  const row = await db.selectFrom('declaration_rate').select('rates').where('year', '=', year).executeTakeFirst();
  return row ? DeclarationRates.parse({ ...(row.rates as object), Year: year }) : null;
}

export const ratesOf = (database: Database, year: number) =>
  cached(database, `rates:${year}`, () => ratesRow(database.db, year));

export const streetValueOf = (database: Database, year: number, streetCode: string) =>
  cached(database, `street:${year}:${streetCode}`, async (): Promise<StreetValueRow | null> => {
    const row = await database.db
      .selectFrom('estate_street_valuation as v')
      .innerJoin('street as s', 's.code', 'v.street_code')
      .innerJoin('district as d', 'd.code', 's.district_code')
      .select(['v.year', 'v.street_code', 's.name as street', 'd.name as district', 'v.unit_value_kurus'])
      .where('v.year', '=', year)
      .where('v.street_code', '=', streetCode)
      .executeTakeFirst();
    return row
      ? {
          Year: row.year,
          StreetCode: row.street_code,
          StreetName: row.street,
          DistrictName: row.district,
          UnitValueKurus: Number(row.unit_value_kurus),
        }
      : null;
  });

export const constructionCostOf = (database: Database, year: number, usage: string, type: string, cls: string) =>
  cached(database, `cost:${year}:${usage}:${type}:${cls}`, async () => {
    const row = await database.db
      .selectFrom('estate_construction_cost')
      .selectAll()
      .where('year', '=', year)
      .where('usage_name', '=', usage)
      .where('construction_type', '=', type)
      .where('building_class', '=', cls)
      .executeTakeFirst();
    return row
      ? {
          Year: row.year,
          UsageName: row.usage_name,
          ConstructionType: row.construction_type,
          BuildingClass: row.building_class,
          UnitCostKurus: Number(row.unit_cost_kurus),
        }
      : null;
  });

export const abrasionOf = (database: Database, group: number, age: number) =>
  cached(database, `abrasion:${group}:${age}`, async () => {
    const row = await database.db
      .selectFrom('estate_abrasion_share')
      .selectAll()
      .where('construction_group', '=', group)
      .where('age_from', '<=', age)
      .where((eb) => eb.or([eb('age_to', 'is', null), eb('age_to', '>=', age)]))
      .orderBy('age_from', 'desc')
      .executeTakeFirst();
    return row
      ? {
          ConstructionGroup: row.construction_group,
          AgeFrom: row.age_from,
          AgeTo: row.age_to,
          SharePercent: row.share_percent,
        }
      : null;
  });

export const ectPriceOf = (database: Database, year: number, group: number, degree: number) =>
  cached(database, `ect:${year}:${group}:${degree}`, async (): Promise<EctPriceRow | null> => {
    const row = await database.db
      .selectFrom('ect_annual_price')
      .selectAll()
      .where('year', '=', year)
      .where('building_group', '=', group)
      .where('degree', '=', degree)
      .executeTakeFirst();
    return row
      ? {
          Year: row.year,
          BuildingGroup: row.building_group,
          Degree: row.degree,
          AnnualPriceKurus: Number(row.annual_price_kurus),
        }
      : null;
  });

export const adTariffsOf = (database: Database, year: number) =>
  cached(database, `ad:${year}`, async (): Promise<AdTariffRow[]> => {
    const rows = await database.db
      .selectFrom('ad_tax_group_tariff')
      .selectAll()
      .where('process_year', '=', year)
      .orderBy('group_no')
      .orderBy('ad_type_code')
      .execute();
    return rows.map((r) => ({
      ProcessYear: r.process_year,
      GroupNo: r.group_no,
      AdTypeCode: r.ad_type_code,
      AdTypeName: r.ad_type_name,
      UnitName: r.unit_name,
      UnitPriceKurus: Number(r.unit_price_kurus),
    }));
  });

export const entertainmentTariffsOf = (database: Database, year: number) =>
  cached(database, `ent:${year}`, async (): Promise<EntertainmentTariff[]> => {
    const rows = await database.db
      .selectFrom('entertainment_tariff')
      .selectAll()
      .where('year', '=', year)
      .orderBy('code')
      .orderBy('group_no')
      .execute();
    return rows.map((r) => ({
      Year: r.year,
      Code: r.code,
      Name: r.name,
      Basis: r.basis,
      GroupNo: r.group_no,
      DailyKurus: Number(r.daily_kurus),
      RateBp: r.rate_bp,
    }));
  });

/** The newest year the entertainment and advertising tariffs are set for, when a call names none. */
export async function latestTariffYear(database: Database): Promise<number> {
  return cached(database, 'latest', async () => {
    const row = await database.db
      .selectFrom('ad_tax_group_tariff')
      .select((eb) => eb.fn.max('process_year').as('year'))
      .executeTakeFirst();
    return Number(row?.year ?? istanbulYear());
  });
}

export const parametersOf = (database: Database, typeCode: number) =>
  cached(database, `param:${typeCode}`, () =>
    database.db
      .selectFrom('parameter')
      .select(['type_code as TypeCode', 'code as Code', 'name as Name', 'sort_order as SortOrder'])
      .where('type_code', '=', typeCode)
      .orderBy('sort_order')
      .orderBy('name')
      .execute(),
  );
