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
    const kurus = (col: string, factor: number) =>
      sql<number>`round(${sql.ref(col)} * ${f(factor)} / 100000.0)::bigint`;
    const lira = (col: string, factor: number) =>
      sql<number>`(round(${sql.ref(col)} * ${f(factor)} / 10000000.0) * 100)::bigint`;
    const counts: Record<string, number> = {};
    const run = async (table: string, q: { execute(): Promise<unknown> }) => {
      const r = (await q.execute()) as { numInsertedOrUpdatedRows?: bigint }[];
      counts[table] = Number(r[0]?.numInsertedOrUpdatedRows ?? 0);
    };
    await run(
      'STREET_VALUATION',
      trx
        .insertInto('estate_street_valuation')
        .columns(['year', 'street_code', 'unit_value_kurus'])
        .expression(
          trx
            .selectFrom('estate_street_valuation')
            .select([
              sql<number>`${toYear}::int`.as('year'),
              'street_code',
              kurus('unit_value_kurus', input.propertyFactor).as('unit_value_kurus'),
            ])
            .where('year', '=', fromYear),
        ),
    );
    await run(
      'CONSTRUCTION_COST',
      trx
        .insertInto('estate_construction_cost')
        .columns(['year', 'usage_name', 'construction_type', 'building_class', 'class_order', 'unit_cost_kurus'])
        .expression(
          trx
            .selectFrom('estate_construction_cost')
            .select([
              sql<number>`${toYear}::int`.as('year'),
              'usage_name',
              'construction_type',
              'building_class',
              'class_order',
              kurus('unit_cost_kurus', input.constructionFactor).as('unit_cost_kurus'),
            ])
            .where('year', '=', fromYear),
        ),
    );
    await run(
      'ECT',
      trx
        .insertInto('ect_annual_price')
        .columns(['year', 'building_group', 'building_group_name', 'degree', 'annual_price_kurus'])
        .expression(
          trx
            .selectFrom('ect_annual_price')
            .select([
              sql<number>`${toYear}::int`.as('year'),
              'building_group',
              'building_group_name',
              'degree',
              lira('annual_price_kurus', input.tariffFactor).as('annual_price_kurus'),
            ])
            .where('year', '=', fromYear),
        ),
    );
    await run(
      'AD',
      trx
        .insertInto('ad_tax_group_tariff')
        .columns(['process_year', 'group_no', 'ad_type_code', 'ad_type_name', 'unit_name', 'unit_price_kurus'])
        .expression(
          trx
            .selectFrom('ad_tax_group_tariff')
            .select([
              sql<number>`${toYear}::int`.as('process_year'),
              'group_no',
              'ad_type_code',
              'ad_type_name',
              'unit_name',
              kurus('unit_price_kurus', input.tariffFactor).as('unit_price_kurus'),
            ])
            .where('process_year', '=', fromYear),
        ),
    );
    await run(
      'ENTERTAINMENT',
      trx
        .insertInto('entertainment_tariff')
        .columns(['year', 'code', 'name', 'basis', 'group_no', 'daily_kurus', 'rate_bp'])
        .expression(
          trx
            .selectFrom('entertainment_tariff')
            .select([
              sql<number>`${toYear}::int`.as('year'),
              'code',
              'name',
              'basis',
              'group_no',
              lira('daily_kurus', input.tariffFactor).as('daily_kurus'),
              'rate_bp',
            ])
            .where('year', '=', fromYear),
        ),
    );
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
