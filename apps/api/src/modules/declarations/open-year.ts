import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { conflict, invalid } from '../../http/errors.js';
import { auditStaffAct } from '../audit/index.js';
import { forgetTables, ratesRow } from './tables.js';

/** What the office gives to open a year: the factors of the yeniden değerleme oranı announced for it. */
export interface OpenYearInput {
  fromYear: number;
  toYear: number;
  /** Unit values rise by half the revaluation rate (1319 md. 29 and VUK; 25,49 % → 1,12745). */
  propertyFactor: number;
  /** The ministries' m² construction costs of the new year over the old. */
  constructionFactor: number;
  /** Tariffs of Law 2464 (ÇTV, ilan-reklam, eğlence) rise by the revaluation rate. */
  tariffFactor: number;
  reason: string;
}

export const OpenYearMessages = {
  yearExists: (year: number) => `${year} yılının tabloları zaten var.`,
  noSource: (year: number) => `${year} yılının tabloları yok.`,
} as const;

/** One table a year is copied into: its year column, the columns kept as they are, and the one that grows. */
interface YearCopy {
  name: string;
  table: string;
  year: string;
  keep: string[];
  grows: { column: string; factor: number; to: 'kurus' | 'lira' };
}

const yearCopies = (input: OpenYearInput): YearCopy[] => [
  {
    name: 'STREET_VALUATION',
    table: 'estate_street_valuation',
    year: 'year',
    keep: ['street_code'],
    grows: { column: 'unit_value_kurus', factor: input.propertyFactor, to: 'kurus' },
  },
  {
    name: 'CONSTRUCTION_COST',
    table: 'estate_construction_cost',
    year: 'year',
    keep: ['usage_name', 'construction_type', 'building_class', 'class_order'],
    grows: { column: 'unit_cost_kurus', factor: input.constructionFactor, to: 'kurus' },
  },
  {
    name: 'ECT',
    table: 'ect_annual_price',
    year: 'year',
    keep: ['building_group', 'building_group_name', 'degree'],
    grows: { column: 'annual_price_kurus', factor: input.tariffFactor, to: 'lira' },
  },
  {
    name: 'AD',
    table: 'ad_tax_group_tariff',
    year: 'process_year',
    keep: ['group_no', 'ad_type_code', 'ad_type_name', 'unit_name'],
    grows: { column: 'unit_price_kurus', factor: input.tariffFactor, to: 'kurus' },
  },
  {
    name: 'ENTERTAINMENT',
    table: 'entertainment_tariff',
    year: 'year',
    keep: ['code', 'name', 'basis', 'group_no', 'rate_bp'],
    grows: { column: 'daily_kurus', factor: input.tariffFactor, to: 'lira' },
  },
];

/**
 * Opens a new year's tables from an earlier one: unit values, construction costs and tariffs grow by their
 * factors (tariffs rounded to whole lira as published), the rates are copied. One version per table, audited as
 * the act of `by.staffOid`. The office's desk and the demo seed open a year through this one function.
 */
export async function openYearTables(
  database: Database,
  by: { staffOid: number; ip: string | null },
  input: OpenYearInput,
) {
  const { staffOid } = by;
  const { fromYear, toYear } = input;
  const f = (x: number) => Math.round(x * 100_000);
  const result = await database.db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom('declaration_rate')
      .select('year')
      .where('year', '=', toYear)
      .executeTakeFirst();
    if (exists) throw conflict(OpenYearMessages.yearExists(toYear));
    const source = await ratesRow(trx, fromYear);
    if (!source) throw invalid(OpenYearMessages.noSource(fromYear));
    const counts: Record<string, number> = {};
    for (const copy of yearCopies(input)) {
      const { table, year, keep, grows } = copy;
      const factor = f(grows.factor);
      // Tariffs are published in whole lira; values and costs to the kuruş.
      const grown =
        grows.to === 'lira'
          ? sql`(round(${sql.ref(grows.column)} * ${factor} / 10000000.0) * 100)::bigint`
          : sql`round(${sql.ref(grows.column)} * ${factor} / 100000.0)::bigint`;
      const columns = [year, ...keep, grows.column].map((c) => sql.ref(c));
      const { rows } = await sql<{ n: number }>`
        with copied as (
          insert into ${sql.table(table)} (${sql.join(columns)})
          select ${toYear}::int, ${sql.join(keep.map((c) => sql.ref(c)))}, ${grown}
          from ${sql.table(table)} where ${sql.ref(year)} = ${fromYear}
          returning 1
        )
        select count(*)::int as n from copied`.execute(trx);
      counts[copy.name] = Number(rows[0]?.n ?? 0);
    }
    await trx
      .insertInto('declaration_rate')
      .values({ year: toYear, rates: JSON.stringify({ ...source, Year: toYear }) })
      .execute();
    counts.RATES = 1;
    for (const [table, n] of Object.entries(counts)) {
      await trx
        .insertInto('declaration_table_version')
        .values({
          table_name: table,
          year: toYear,
          version: 1,
          reason: input.reason,
          staff_oid: staffOid,
          changes: JSON.stringify([{ Row: `${fromYear} yılından ${n} satır`, Before: null, After: `${toYear} yılı` }]),
        })
        .execute();
    }
    await auditStaffAct(trx, staffOid, {
      action: 'DECLARATION_TABLE_YEAR_OPENED',
      recordType: 'declaration_table',
      recordId: String(toYear),
      after: {
        fromYear,
        toYear,
        propertyFactor: input.propertyFactor,
        constructionFactor: input.constructionFactor,
        tariffFactor: input.tariffFactor,
        rows: counts,
      },
      ip: by.ip,
      detail: { reason: input.reason },
    });
    return { Year: toYear, Rows: Object.values(counts).reduce((a, b) => a + b, 0) };
  });
  forgetTables(database);
  return result;
}
