import { hash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './store.js';

/** The hash of a row as imported: its values without the source key, so a newer file's changes are seen. */
export function rowHash(row: Record<string, unknown>): string {
  const { sourceKey: _, ...values } = row;
  return hash('sha256', JSON.stringify(values), 'hex').slice(0, 32);
}

export interface KnownKey {
  sourceKey: string;
  recordOid: number;
  rowHash: string;
  refOid: number | null;
  revenueCode: number | null;
  year: number | null;
}

/**
 * Which of these source keys were imported before, and what they became. `fresh`: the run's first load of its
 * kind, where none can be (see `ChunkContext.fresh`).
 */
export async function knownKeys(db: Db, kind: string, keys: string[], fresh = false): Promise<Map<string, KnownKey>> {
  if (fresh || !keys.length) return new Map();
  const rows = await db
    .selectFrom('import_key')
    .select(['source_key', 'record_oid', 'row_hash', 'ref_oid', 'revenue_code', 'year'])
    .where('kind', '=', kind)
    .where(anyOf('source_key', keys))
    .execute();
  return new Map(
    rows.map((r) => [
      r.source_key,
      {
        sourceKey: r.source_key,
        recordOid: r.record_oid,
        rowHash: r.row_hash,
        refOid: r.ref_oid,
        revenueCode: r.revenue_code,
        year: r.year,
      },
    ]),
  );
}

export interface KeyWrite {
  sourceKey: string;
  recordOid: number;
  rowHash: string;
  rowNo: number;
  fileKurus?: number | null;
  revenueCode?: number | null;
  year?: number | null;
  refOid?: number | null;
}

/** Records (or refreshes) what each source key became, in one statement for the whole chunk. */
export async function saveKeys(db: Db, kind: string, importOid: number, writes: KeyWrite[]): Promise<void> {
  if (!writes.length) return;
  const col = <T>(f: (w: KeyWrite) => T) => writes.map(f);
  await sql`
    insert into import_key (kind, source_key, record_oid, row_hash, import_oid, row_no, file_kurus, revenue_code, year, ref_oid)
    select ${kind}, k, r, h, ${importOid}::int, n, f, c, y, o
    from unnest(${col((w) => w.sourceKey)}::text[], ${col((w) => w.recordOid)}::int[], ${col((w) => w.rowHash)}::text[],
      ${col((w) => w.rowNo)}::int[], ${col((w) => w.fileKurus ?? null)}::bigint[], ${col((w) => w.revenueCode ?? null)}::int[],
      ${col((w) => w.year ?? null)}::int[], ${col((w) => w.refOid ?? null)}::int[]) as v(k, r, h, n, f, c, y, o)
    on conflict (kind, source_key) do update set record_oid = excluded.record_oid, row_hash = excluded.row_hash,
      import_oid = excluded.import_oid, row_no = excluded.row_no, file_kurus = excluded.file_kurus,
      revenue_code = excluded.revenue_code, year = excluded.year, ref_oid = excluded.ref_oid`.execute(db);
}

/** Oids of a table's serial taken in advance, so a batch insert knows which row became which record. */
export async function nextOids(db: Db, sequence: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const { rows } = await sql<{
    oid: number;
  }>`select nextval(${sequence}::regclass)::int as oid from generate_series(1, ${n}::int)`.execute(db);
  return rows.map((r) => r.oid);
}

/**
 * `column = any($1)`: one parameter for a whole chunk's values, where `in (…)` would send and plan thousands.
 */
export const anyOf = (column: string, values: readonly (string | number)[]) =>
  sql<boolean>`${sql.ref(column)} = any(${[...values]}::${sql.raw(column === 'oid' ? 'int[]' : 'text[]')})`;
