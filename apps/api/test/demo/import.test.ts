import { copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/index.js';
import { migrate } from '../../src/db/migrate.js';
import { DEMO_IMPORT_ORDER, type DemoImportKind } from '../../src/modules/demo/import-files.js';
import { seedDemo } from '../../src/modules/demo/index.js';
import { type BulkImportResult, runImportFile } from '../../src/modules/imports/index.js';
import { openTestDatabase } from '../support/db.js';
import { SEED } from '../support/template.js';

describe('the demo town comes in through the importer', () => {
  let fresh: Database;
  const loads: [DemoImportKind, BulkImportResult][] = [];
  const accrualFile = join(tmpdir(), `demo-accruals-${process.pid}.csv`);

  beforeAll(async () => {
    fresh = await openDatabase({});
    await migrate(fresh);
    await seedDemo(fresh, {
      ...SEED,
      onImport: (kind, result, file) => {
        loads.push([kind, result]);
        if (kind === 'accruals') copyFileSync(file, accrualFile);
      },
    });
  });
  afterAll(async () => {
    await fresh?.close();
    rmSync(accrualFile, { force: true });
  });

  it('loads every file of the demo in the importer load order, each row created and none refused', () => {
    expect(loads.map(([kind]) => kind)).toEqual([...DEMO_IMPORT_ORDER]);
    for (const [kind, { summary }] of loads) {
      expect(summary.Status, kind).toBe('APPLIED');
      const counts = summary.Applied!;
      expect(counts.Rows, kind).toBeGreaterThan(0);
      expect({ kind, ...counts }).toEqual({
        kind,
        Rows: counts.Rows,
        Rejected: 0,
        Created: counts.Rows,
        Updated: 0,
        Unchanged: 0,
        Protected: 0,
      });
    }
  });

  it('reconciles the accruals and the collections to the kuruş right after they are loaded', () => {
    for (const kind of ['accruals', 'collections'] as const) {
      const reconciliation = loads.find(([k]) => k === kind)![1].reconciliation!;
      const lines = kind === 'accruals' ? reconciliation.Accruals : reconciliation.Collections;
      expect(lines.length, kind).toBeGreaterThan(10);
      expect(reconciliation.Differences, kind).toEqual([]);
      expect(reconciliation.Matches, kind).toBe(true);
      const sum = (f: (l: (typeof lines)[number]) => number) => lines.reduce((s, l) => s + f(l), 0);
      expect(
        sum((l) => l.PortalKurus),
        kind,
      ).toBe(sum((l) => l.FileKurus));
      expect(
        sum((l) => l.FileKurus),
        kind,
      ).toBeGreaterThan(0);
    }
  });

  it('finds every row of the demo accrual file unchanged when the same file is imported again', async () => {
    const again = await runImportFile(fresh, { kind: 'accruals', file: accrualFile, dryRun: true });
    const counts = again.summary.DryRun!;
    expect(counts.Rows).toBe(loads.find(([k]) => k === 'accruals')![1].summary.Applied!.Rows);
    expect(counts).toEqual({
      Rows: counts.Rows,
      Rejected: 0,
      Created: 0,
      Updated: 0,
      Unchanged: counts.Rows,
      Protected: 0,
    });
  });
});

describe('a seeded portal (on the engine under test)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('records the demo files as imports applied in load order, with nothing refused', async () => {
    const imports = await database.db
      .selectFrom('data_import')
      .select(['kind', 'status', 'applied_counts'])
      .orderBy('oid')
      .execute();
    expect(imports.map((i) => i.kind)).toEqual([...DEMO_IMPORT_ORDER]);
    for (const i of imports) {
      expect(i.status, i.kind).toBe('APPLIED');
      expect((i.applied_counts as { Rejected: number }).Rejected, i.kind).toBe(0);
    }
    // Their files are not kept once applied.
    const parts = await database.db.selectFrom('data_import_part').select('import_oid').execute();
    expect(parts).toEqual([]);
  });
});
