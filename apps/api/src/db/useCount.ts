import { sql } from 'kysely';
import type { Database } from './index.js';

export type UseWindow = 'minute' | 'hour';

/** Windows older than this say nothing more; they are dropped in passing, at most once a minute per instance. */
const KEEP = '2 hours';
const CLEAN_EVERY_MS = 60_000;
let cleanedAt = 0;

/**
 * Adds `add` uses of `subject` to the fixed windows now falls in and answers each window's count: one upsert on the
 * database clock, so every API instance counts in the same rows (ADR 0022, the way channel_rate counts a key's
 * calls). `add` 0 only reads.
 */
export async function countUses(
  database: Database,
  subject: string,
  add: number,
  windows: readonly UseWindow[],
): Promise<Record<UseWindow, number>> {
  if (Date.now() - cleanedAt > CLEAN_EVERY_MS) {
    cleanedAt = Date.now();
    sql`delete from use_count where window_start < now() - ${KEEP}::interval`
      .execute(database.db)
      .catch(() => undefined);
  }
  const values = windows.map((w) => sql`(${`${subject}:${w}`}, date_trunc(${w}, now()), ${add}::int)`);
  const { rows } = await sql<{ subject: string; uses: number }>`
    insert into use_count (subject, window_start, uses) values ${sql.join(values)}
    on conflict (subject, window_start) do update set uses = use_count.uses + excluded.uses
    returning subject, uses`.execute(database.db);
  const count = { minute: 0, hour: 0 };
  for (const r of rows) count[r.subject.slice(subject.length + 1) as UseWindow] = r.uses;
  return count;
}
