import type { AddressImportRow } from '@e-belediye/contracts';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import type { ChunkResult, IssueDraft, KindEngine, ValidRow } from '../engine.js';
import { knownKeys, nextOids, saveKeys } from '../keys.js';

const KIND = 'addresses';

const uniqueBy = <T>(items: T[], key: (t: T) => string) => [...new Map(items.map((i) => [key(i), i])).values()];

/** Counties, districts and streets by their codes: created, or renamed to what the newest file says. */
async function upsertTree(trx: Transaction<DB>, rows: AddressImportRow[]) {
  const counties = uniqueBy(rows, (r) => r.countyCode);
  const districts = uniqueBy(rows, (r) => r.districtCode);
  const streets = uniqueBy(rows, (r) => r.streetCode);
  await sql`insert into county (code, name) select * from unnest(${counties.map((c) => c.countyCode)}::text[], ${counties.map((c) => c.countyName)}::text[])
    on conflict (code) do update set name = excluded.name`.execute(trx);
  await sql`insert into district (code, county_code, name) select * from unnest(${districts.map((d) => d.districtCode)}::text[],
      ${districts.map((d) => d.countyCode)}::text[], ${districts.map((d) => d.districtName)}::text[])
    on conflict (code) do update set county_code = excluded.county_code, name = excluded.name`.execute(trx);
  await sql`insert into street (code, district_code, name, type_name) select * from unnest(${streets.map((s) => s.streetCode)}::text[],
      ${streets.map((s) => s.districtCode)}::text[], ${streets.map((s) => s.streetName)}::text[], ${streets.map((s) => s.streetType)}::text[])
    on conflict (code) do update set district_code = excluded.district_code, name = excluded.name, type_name = excluded.type_name`.execute(
    trx,
  );
}

/**
 * The address register: each row is a door (an inner door, or an outer door when the inner one is empty). Doors
 * are found by street code and number, so a door the portal already has is taken over, not doubled.
 */
export const addressEngine: KindEngine<AddressImportRow> = {
  async process(trx, rows: ValidRow<AddressImportRow>[], { importOid, dryRun, fresh }): Promise<ChunkResult> {
    const issues: IssueDraft[] = [];
    const known = await knownKeys(
      trx,
      KIND,
      rows.map((r) => r.sourceKey),
      fresh,
    );
    const changed = rows.filter((r) => known.get(r.sourceKey)?.rowHash !== r.hash);
    const created = changed.filter((r) => !known.has(r.sourceKey)).length;
    const updated = changed.length - created;
    for (const r of changed.filter((c) => known.has(c.sourceKey)))
      issues.push({
        section: 'UPDATED',
        rowNo: r.rowNo,
        sourceKey: r.sourceKey,
        column: null,
        value: null,
        reason: 'Adresin adları, posta kodu ya da kullanım türü değişti.',
      });
    if (!dryRun && changed.length) {
      await upsertTree(
        trx,
        changed.map((r) => r.row),
      );
      const streets = [...new Set(changed.map((r) => r.row.streetCode))];
      const { rows: doors } = await sql<{ oid: number; street_code: string; door_no: string }>`
        select oid, street_code, door_no from outer_door where street_code = any(${streets}::text[])`.execute(trx);
      const outer = new Map(doors.map((d) => [`${d.street_code}\u0000${d.door_no}`, d.oid]));
      const outerKey = (r: AddressImportRow) => `${r.streetCode}\u0000${r.doorNo}`;
      const newOuter = uniqueBy(
        changed.map((c) => c.row).filter((r) => !outer.has(outerKey(r))),
        outerKey,
      );
      const outerOids = await nextOids(trx, 'outer_door_oid_seq', newOuter.length);
      newOuter.forEach((r, i) => {
        outer.set(outerKey(r), outerOids[i]);
      });
      const all = uniqueBy(
        changed.map((c) => c.row),
        outerKey,
      );
      await sql`
        insert into outer_door (oid, street_code, door_no, postal_code)
        select * from unnest(${all.map((r) => outer.get(outerKey(r)))}::int[], ${all.map((r) => r.streetCode)}::text[],
          ${all.map((r) => r.doorNo)}::text[], ${all.map((r) => r.postalCode ?? '')}::text[])
        on conflict (oid) do update set postal_code = excluded.postal_code`.execute(trx);
      const withInner = changed.filter((c) => c.row.innerDoorNo);
      const outerOidsUsed = [...new Set(withInner.map((c) => outer.get(outerKey(c.row))!))];
      const { rows: inners } = outerOidsUsed.length
        ? await sql<{ oid: number; outer_door_oid: number; door_no: string }>`
            select oid, outer_door_oid, door_no from inner_door where outer_door_oid = any(${outerOidsUsed}::int[])`.execute(
            trx,
          )
        : { rows: [] };
      const inner = new Map(inners.map((d) => [`${d.outer_door_oid}\u0000${d.door_no}`, d.oid]));
      const innerKey = (r: AddressImportRow) => `${outer.get(outerKey(r))}\u0000${r.innerDoorNo}`;
      const newInner = uniqueBy(
        withInner.map((c) => c.row).filter((r) => !inner.has(innerKey(r))),
        innerKey,
      );
      const innerOids = await nextOids(trx, 'inner_door_oid_seq', newInner.length);
      newInner.forEach((r, i) => {
        inner.set(innerKey(r), innerOids[i]);
      });
      const allInner = uniqueBy(
        withInner.map((c) => c.row),
        innerKey,
      );
      if (allInner.length)
        await sql`
          insert into inner_door (oid, outer_door_oid, door_no, usage_type)
          select * from unnest(${allInner.map((r) => inner.get(innerKey(r)))}::int[], ${allInner.map((r) => outer.get(outerKey(r)))}::int[],
            ${allInner.map((r) => r.innerDoorNo)}::text[], ${allInner.map((r) => r.usage ?? '')}::text[])
          on conflict (oid) do update set usage_type = excluded.usage_type`.execute(trx);
      await saveKeys(
        trx,
        KIND,
        importOid,
        changed.map((c) => ({
          sourceKey: c.sourceKey,
          recordOid: c.row.innerDoorNo ? inner.get(innerKey(c.row))! : outer.get(outerKey(c.row))!,
          rowHash: c.hash,
          rowNo: c.rowNo,
        })),
      );
    }
    return { issues, counts: { Created: created, Updated: updated, Unchanged: rows.length - changed.length } };
  },
};
