import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';

export type Table = Exclude<keyof DB, 'schema_migration'>;
export type Row<T extends Table> = Insertable<DB[T]>;

const MAX_ROWS = 5000;
const MAX_BYTES = 4 << 20;

/**
 * Inserts many rows with one statement per chunk: the rows travel as a single JSON parameter and the table's own
 * row type converts them (json_populate_recordset), so no per-table column type list is needed. One statement
 * per 5000 rows instead of one per row is what makes seeding fast on PGlite.
 */
export async function bulkInsert<T extends Table>(db: Kysely<DB>, table: T, rows: readonly Row<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = sql.join(Object.keys(rows[0]).map((c) => sql.ref(c)));
  let chunk: string[] = [];
  let bytes = 0;
  const send = async () => {
    const json = `[${chunk.join(',')}]`;
    await sql`insert into ${sql.table(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(db);
    chunk = [];
    bytes = 0;
  };
  for (const row of rows) {
    const text = JSON.stringify(row);
    chunk.push(text);
    bytes += text.length;
    if (chunk.length >= MAX_ROWS || bytes >= MAX_BYTES) await send();
  }
  if (chunk.length > 0) await send();
}

/** Moves each table's oid sequence past the explicit oids the seed wrote, so later inserts get fresh ones. */
export async function syncSerials(db: Kysely<DB>, tables: readonly Table[]): Promise<void> {
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'oid'), max(oid)) from ${sql.table(table)}
      having max(oid) is not null`.execute(db);
  }
}
