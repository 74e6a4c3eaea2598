import { type RawBuilder, sql } from 'kysely';
import { nextOids } from './keys.js';
import type { Db } from './store.js';

type PgType = 'int' | 'bigint' | 'text' | 'date';
/**
 * A column of a batch write: its name in the table, its type, and how a row's value is read where the row does
 * not name it the same.
 */
export type WriteColumn<C> = readonly [name: string, type: PgType, value?: (cols: C) => unknown];

const cellOf = <C>([name, , value]: WriteColumn<C>, cols: C) => (value ? value(cols) : cols[name as keyof C]);

export interface RecordWrites<C> {
  table: string;
  /** The table's serial, from which new records take their oids. */
  sequence: string;
  columns: readonly WriteColumn<C>[];
  creates: readonly { cols: C }[];
  updates: readonly { oid: number; cols: C }[];
  /** Values every new record gets and an update leaves alone (where the record came from, say). */
  constants?: Record<string, string>;
}

/**
 * A chunk's new and changed records written in one statement: oids taken in advance for the new ones, so the caller
 * knows which row became which record, and each column sent as one array (`unnest`), so 20,000 rows are one round
 * trip rather than 20,000. A record whose oid exists is updated in the listed columns only. Answers the new oids,
 * in the order of `creates`.
 */
export async function writeRecords<C>(db: Db, w: RecordWrites<C>): Promise<number[]> {
  const oids = await nextOids(db, w.sequence, w.creates.length);
  const all = [...w.creates.map((c, i) => ({ oid: oids[i], cols: c.cols })), ...w.updates];
  if (!all.length) return oids;
  const constants = Object.entries(w.constants ?? {});
  const names = ['oid', ...w.columns.map(([name]) => name), ...constants.map(([name]) => name)];
  const arrays: RawBuilder<unknown>[] = [
    sql`${all.map((x) => x.oid)}::int[]`,
    ...w.columns.map((c) => sql`${all.map((x) => cellOf(c, x.cols))}::${sql.raw(c[1])}[]`),
  ];
  const fixed = constants.map(([, value]) => sql`, ${value}::text`);
  await sql`
    insert into ${sql.table(w.table)} (${sql.join(names.map((n) => sql.ref(n)))})
    select *${sql.join(fixed, sql``)} from unnest(${sql.join(arrays)})
    on conflict (oid) do update set ${sql.join(w.columns.map(([name]) => sql`${sql.ref(name)} = excluded.${sql.ref(name)}`))}`.execute(
    db,
  );
  return oids;
}
