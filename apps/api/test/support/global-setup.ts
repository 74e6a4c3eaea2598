import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/index.js';
import { migrate } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/modules/demo/index.js';
import { SEED, TEMPLATE_DB } from './template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteFixture: string;
    postgresAdminUrl: string;
  }
}

/** Seeds the demo municipality once per run; each test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  // A database on the same server to copy instead of seeding: the backup drill's restore (`drill:backup -- --suite`).
  const from = process.env.TEST_TEMPLATE_FROM;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}${from ? ` template ${from}` : ''}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ url: templateUrl.toString() });
    const applied = await migrate(database);
    if (from && applied.length > 0) throw new Error(`${from} kopyasına geçiş uygulandı: ${applied.join(', ')}`);
    if (!from) await seedDemo(database, SEED);
    await database.close();
    project.provide('postgresAdminUrl', url);
    project.provide('pgliteFixture', '');
    return;
  }
  const database = await openDatabase({});
  await migrate(database);
  await seedDemo(database, SEED);
  const dump = await database.dumpDataDir!();
  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  // One file per run: two runs side by side must not read each other's half-written copy.
  const file = join(dir, `pglite-fixture-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteFixture', file);
  project.provide('postgresAdminUrl', '');
  return () => rmSync(file, { force: true });
}
