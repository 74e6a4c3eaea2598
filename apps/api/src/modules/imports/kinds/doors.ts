import { ImportReasons } from '@e-belediye/contracts';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { anyOf } from '../keys.js';

export interface DoorRef {
  street: string | null;
  door: string | null;
  inner: string | null;
}
export interface ResolvedDoor {
  street: string | null;
  outer: number | null;
  inner: number | null;
  problem?: { column: 'streetCode' | 'doorNo' | 'innerDoorNo'; reason: string };
}

/** A registry's address by the municipality's codes: street code, outer door number, inner door number. */
export async function resolveDoors(trx: Transaction<DB>, refs: DoorRef[]): Promise<ResolvedDoor[]> {
  const streets = [...new Set(refs.map((r) => r.street).filter((s): s is string => !!s))];
  if (!streets.length) return refs.map(() => ({ street: null, outer: null, inner: null }));
  const known = new Set(
    (await trx.selectFrom('street').select('code').where(anyOf('code', streets)).execute()).map((s) => s.code),
  );
  const { rows } = await sql<{
    street_code: string;
    door_no: string;
    outer: number;
    inner_no: string | null;
    inner: number | null;
  }>`
    select o.street_code, o.door_no, o.oid as outer, i.door_no as inner_no, i.oid as inner
    from outer_door o left join inner_door i on i.outer_door_oid = o.oid
    where o.street_code = any(${streets}::text[])`.execute(trx);
  const outer = new Map<string, number>();
  const inner = new Map<string, number>();
  for (const r of rows) {
    outer.set(`${r.street_code}\u0000${r.door_no}`, r.outer);
    if (r.inner !== null) inner.set(`${r.outer}\u0000${r.inner_no}`, r.inner);
  }
  return refs.map((r) => {
    if (!r.street) return { street: null, outer: null, inner: null };
    if (!known.has(r.street))
      return {
        street: null,
        outer: null,
        inner: null,
        problem: { column: 'streetCode', reason: ImportReasons.unknownStreet },
      };
    if (!r.door) return { street: r.street, outer: null, inner: null };
    const o = outer.get(`${r.street}\u0000${r.door}`);
    if (o === undefined)
      return {
        street: r.street,
        outer: null,
        inner: null,
        problem: { column: 'doorNo', reason: ImportReasons.unknownDoor },
      };
    if (!r.inner) return { street: r.street, outer: o, inner: null };
    const i = inner.get(`${o}\u0000${r.inner}`);
    if (i === undefined)
      return {
        street: r.street,
        outer: o,
        inner: null,
        problem: { column: 'innerDoorNo', reason: ImportReasons.unknownInnerDoor },
      };
    return { street: r.street, outer: o, inner: i };
  });
}
