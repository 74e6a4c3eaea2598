import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Database } from './index.js';

const migrationsDir = join(import.meta.dirname, 'migrations');

/** The numbered SQL files of migrations/, in order. */
const migrationFiles = () =>
  readdirSync(migrationsDir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();

/** The migrations this code has that the database has not applied (the readiness check lists them). */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const done = await sql<{ version: string }>`select version from schema_migration`.execute(database.db);
  const applied = new Set(done.rows.map((r) => r.version));
  return migrationFiles().filter((f) => !applied.has(f));
}

/** Applies the numbered SQL files of migrations/ that have not run yet, each in its own transaction. */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(
    'create table if not exists schema_migration (version text primary key, applied_at timestamptz not null default now())',
  );
  const done = await sql<{ version: string }>`select version from schema_migration`.execute(database.db);
  const applied = new Set(done.rows.map((r) => r.version));
  const files = migrationFiles();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const body = readFileSync(join(migrationsDir, file), 'utf8');
    await database.exec(
      `begin;\n${body}\n;insert into schema_migration(version) values ('${file.replace(/'/g, "''")}');\ncommit;`,
    );
    ran.push(file);
  }
  return ran;
}
