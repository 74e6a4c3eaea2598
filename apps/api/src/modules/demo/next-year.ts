import { formatNumberTr } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import { openYearTables } from '../declarations/index.js';
import { constructionGrowth, tariffGrowth } from './prices.js';

/**
 * Next year's declaration tables in the demo, once they would have been published (ADR 0041). The yeniden değerleme
 * oranı that moves them is the October change of the producer price index, announced by the Hazine ve Maliye
 * Bakanlığı in November (27.11.2025 for 2026); a property bought in the autumn is taxed from next year and is
 * declared before the year ends, so the demo opens next year on 1 November, as the office does on its desk.
 */
export const NEXT_YEAR_TABLES_FROM = '11-01';

/** Whether next year's tables are out on `today` ('YYYY-MM-DD'). */
export const nextYearTablesPublished = (today: string) => today.slice(5, 10) >= NEXT_YEAR_TABLES_FROM;

/**
 * The demo's yeniden değerleme oranı of `year`, announced that November for the next year's amounts (demo data, not
 * law): the demo's own price index (prices.ts), 25,49 % for 2025 as announced and 25 % for the years after it.
 */
export const demoRevaluationRate = (year: number) => Math.round((tariffGrowth(year + 1) - 1) * 10_000) / 10_000;

/** The demo revenue office's account, in whose name the demo opens the year (the desk's history shows it). */
const OPENED_BY = 'gelir';

const fiveDecimals = (x: number) => Math.round(x * 100_000) / 100_000;

/**
 * Opens next year's tables from this year's through the desk's own function, when `today` is past the
 * publication point, the database is a demo one with this year's tables and next year is not open yet. Run by the
 * seed and at every start of a demo portal (a demo seeded in October has next year's tables in November). Returns
 * the year opened, or null.
 */
export async function seedNextYearTablesIfDue(
  database: Database,
  opts: { today: string; revaluationRate?: number },
): Promise<number | null> {
  if (!nextYearTablesPublished(opts.today)) return null;
  const year = Number(opts.today.slice(0, 4));
  const next = year + 1;
  const { db } = database;
  const [demo, open, source, staff] = await Promise.all([
    db.selectFrom('member').select('oid').where('created_via', '=', 'DEMO').limit(1).executeTakeFirst(),
    db.selectFrom('declaration_rate').select('year').where('year', '=', next).executeTakeFirst(),
    db.selectFrom('declaration_rate').select('year').where('year', '=', year).executeTakeFirst(),
    db.selectFrom('staff').select('oid').where('username', '=', OPENED_BY).executeTakeFirst(),
  ]);
  if (!demo || open || !source || !staff) return null;
  const rate = opts.revaluationRate ?? demoRevaluationRate(year);
  const percent = formatNumberTr(rate * 100);
  await openYearTables(
    database,
    { staffOid: staff.oid, ip: null },
    {
      fromYear: year,
      toYear: next,
      propertyFactor: fiveDecimals(1 + rate / 2),
      constructionFactor: fiveDecimals(constructionGrowth(next)),
      tariffFactor: fiveDecimals(1 + rate),
      reason: `${next} yılının tabloları ${year} yılı yeniden değerleme oranıyla (%${percent}, demo verisi) açıldı: rayiç bedeller oranın yarısı, tarifeler oranın kendisi kadar artar.`,
    },
  );
  return next;
}
