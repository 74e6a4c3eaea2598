import { sql } from 'kysely';
import { pino } from 'pino';
import { inject } from 'vitest';
import type { Settings } from '../../src/config/settings.js';
import { type Database, openDatabase } from '../../src/db/index.js';
import type { JobDeps } from '../../src/modules/jobs/index.js';

export const quietLog = pino({ level: 'silent' });

export const depsOf = (database: Database, settings: Settings): JobDeps => ({ database, settings, log: quietLog });

/**
 * Another connection to the same test database, as a second API instance would have. PGlite has only the one
 * connection, so there both workers share it.
 */
export async function secondConnection(database: Database): Promise<{ database: Database; close(): Promise<void> }> {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) return { database, close: async () => undefined };
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
  const url = new URL(adminUrl);
  url.pathname = `/${rows[0].name}`;
  const other = await openDatabase({ url: url.toString() });
  return { database: other, close: () => other.close() };
}

/** Makes a job due now, as if its waiting time had passed. */
export async function makeDue(database: Database, oid: number) {
  await database.db.updateTable('job').set({ run_at: sql<Date>`now()` }).where('oid', '=', oid).execute();
}

/** Seconds from the database's now to the job's next run. */
export async function secondsUntilRun(database: Database, oid: number): Promise<number> {
  const { rows } = await sql<{ s: number }>`
    select extract(epoch from run_at - now())::float8 as s from job where oid = ${oid}`.execute(database.db);
  return rows[0].s;
}

/** Waits until `done()` holds, checking every 20 ms, for at most `ms`. */
export async function until(done: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('zaman aşımı');
    await new Promise((r) => setTimeout(r, 20));
  }
}
