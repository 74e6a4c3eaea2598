import { istanbulDateOf } from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';

/** Statuses that count as a declaration given (a returned one still has to be corrected and given again). */
const GIVEN = ['SUBMITTED', 'APPROVED'] as const;

/** A change to a registry's property that the land registry or the building office reported. */
export interface EstateChange {
  oid: number;
  estateType: 1 | 2 | 3;
  changeKind: 'ACQUISITION' | 'BUILDING_COMPLETED' | 'USE_CHANGE';
  changeDate: string;
  ada: string;
  parsel: string;
}

/**
 * The reported changes of a registry's property for which no emlak vergisi declaration of that parcel (same estate
 * type, ada and parsel: a finished building is declared as a building) was given on or after the change day: each obliges a declaration (1319 s. Kanun md. 23, 33).
 */
export async function undeclaredEstateChanges(database: Database, registryOid: number): Promise<EstateChange[]> {
  const [changes, declared] = await Promise.all([
    database.db
      .selectFrom('estate_change')
      .select(['oid', 'estate_type', 'change_kind', 'change_date', 'ada', 'parsel'])
      .where('registry_oid', '=', registryOid)
      .orderBy('change_date')
      .execute(),
    database.db
      .selectFrom('declaration')
      .select(['payload', 'filed_at', 'estate_type'])
      .where('registry_oid', '=', registryOid)
      .where('kind', '=', 'ESTATE')
      .where('status', 'in', GIVEN)
      .execute(),
  ]);
  const filed = declared.map((d) => {
    const deed = (d.payload as { titleDeed?: { ada?: string; parsel?: string } }).titleDeed;
    return { parcel: `${d.estate_type}:${deed?.ada ?? ''}/${deed?.parsel ?? ''}`, on: istanbulDateOf(d.filed_at) };
  });
  return changes
    .filter((c) => !filed.some((f) => f.parcel === `${c.estate_type}:${c.ada}/${c.parsel}` && f.on >= c.change_date))
    .map((c) => ({
      oid: c.oid,
      estateType: c.estate_type,
      changeKind: c.change_kind,
      changeDate: c.change_date,
      ada: c.ada,
      parsel: c.parsel,
    }));
}

/**
 * The registry's standing advertisements: the newest year it declared a yearly board (a tariff unit per year) in,
 * and whether the year after is declared too; null when it has none.
 */
export async function yearlyAds(
  database: Database,
  registryOid: number,
): Promise<{ year: number; businessName: string; nextDeclared: boolean } | null> {
  const rows = await database.db
    .selectFrom('declaration')
    .select(['year', 'payload'])
    .where('registry_oid', '=', registryOid)
    .where('kind', '=', 'AD')
    .where('status', 'in', GIVEN)
    .orderBy('year', 'desc')
    .execute();
  if (rows.length === 0) return null;
  const codes = [
    ...new Set(
      rows.flatMap((r) =>
        ((r.payload as { boards?: Array<{ adTypeCode: string }> }).boards ?? []).map((b) => b.adTypeCode),
      ),
    ),
  ];
  const yearly = new Set(
    (
      await database.db
        .selectFrom('ad_tax_group_tariff')
        .select('ad_type_code')
        .distinct()
        .where('ad_type_code', 'in', codes)
        .where('unit_name', 'like', '%/yıl')
        .execute()
    ).map((r) => r.ad_type_code),
  );
  const standing = rows.find((r) =>
    ((r.payload as { boards?: Array<{ adTypeCode: string }> }).boards ?? []).some((b) => yearly.has(b.adTypeCode)),
  );
  if (!standing) return null;
  return {
    year: standing.year,
    businessName: String((standing.payload as { businessName?: string }).businessName ?? ''),
    nextDeclared: rows.some((r) => r.year === standing.year + 1),
  };
}
