import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/index.js';
import { migrate } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/db/seed/index.js';

export const TEMPLATE_DB = 'ebelediye_test_template';
export const SEED = { seed: 42, scale: 1, today: '2026-11-23' } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteFixture: string;
    postgresAdminUrl: string;
  }
}

/** Seeds the demo municipality once per run; each test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const database = await openDatabase({ url: templateUrl.toString() });
    await migrate(database);
    await seedDemo(database, SEED);
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
  const file = join(dir, 'pglite-fixture.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteFixture', file);
  project.provide('postgresAdminUrl', '');
}
