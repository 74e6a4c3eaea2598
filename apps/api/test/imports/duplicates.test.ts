import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImportSummary } from '@e-belediye/contracts';
import { ImportReasons } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport, runImportFile } from '../../src/modules/imports/index.js';
import { importJob } from '../../src/modules/imports/job.js';
import { runDueJobs } from '../../src/modules/jobs/index.js';
import { depsOf } from '../jobs/support.js';
import { type AccrualLine, accrualsFile, registriesFile } from './fixtures.js';
import { type ImportApp, openImportApp } from './support.js';

let t: ImportApp;
beforeAll(async () => {
  t = await openImportApp();
  await t.apply((await t.dryRun('registries', registriesFile(3, 901))).ImportId);
});
afterAll(() => t?.close());

const line = (key: string, installment: number): AccrualLine => ({
  key,
  registryNo: 'B901',
  revenueCode: 1,
  year: 2026,
  installment,
  principal: '10,00',
});
// Twelve rows; the file's line of a row is its index + 2. D2 comes again on line 10 (after the checkpoint of two
// chunks of three rows) and D8 on line 12, where both the first and the second sight fall after it.
const lines = [
  ...['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D8'].map((k, i) => line(k, i + 1)),
  line('D2', 30),
  line('D9', 9),
  line('D8', 31),
  line('D10', 10),
];

const duplicateLines = async (importId: number, phase: 'DRY_RUN' | 'APPLY') =>
  (
    await t.database.db
      .selectFrom('data_import_issue')
      .select(['row_no', 'source_key'])
      .where('import_oid', '=', importId)
      .where('phase', '=', phase)
      .where('reason', '=', ImportReasons.duplicateKey)
      .orderBy('row_no')
      .execute()
  ).map((r) => [r.row_no, r.source_key]);

/** The installment of the accrual each of these source keys imported: the row whose key was seen first. */
const installmentsOf = async (keys: string[]) =>
  (
    await sql<{ source_key: string; installment_no: number }>`
      select k.source_key, a.installment_no from import_key k join accrual a on a.oid = k.record_oid
      where k.kind = 'accruals' and k.source_key = any(${keys}) order by 1`.execute(t.database.db)
  ).rows;

describe('the duplicate check of a file', () => {
  it('finds a key seen before the checkpoint of a killed dry run, after the run resumes', async () => {
    const upload = await t.call<ImportSummary>('UploadImportFile', {
      kind: 'accruals',
      fileName: 'tahakkuk.csv',
      partIndex: 0,
      contentBase64: Buffer.from(accrualsFile(lines)).toString('base64'),
      last: true,
    });
    const importId = upload.body.ImportId;
    const job = await t.database.db
      .selectFrom('job')
      .selectAll()
      .where('key', '=', `imports.run:${importId}`)
      .executeTakeFirstOrThrow();
    await sql`update job set status = 'RUNNING', attempts = attempts + 1, locked_until = now() + interval '2 minutes'
      where oid = ${job.oid}`.execute(t.database.db);
    const half = await runImport(t.database, importId, { chunkRows: 3, stopAfterChunks: 2 });
    expect(half.rows_done).toBe(6);
    await sql`update job set locked_until = now() - interval '1 second' where oid = ${job.oid}`.execute(t.database.db);

    // The worker that takes the job over runs its own chunks; the keys before the checkpoint are read again.
    expect((await runDueJobs([importJob], depsOf(t.database, t.settings)))[0].outcome).toBe('done');
    const dry = await t.summary(importId);
    expect(dry.DryRun).toMatchObject({ Rows: 12, Rejected: 2, Created: 10 });
    expect(await duplicateLines(importId, 'DRY_RUN')).toEqual([
      [10, 'D2'],
      [12, 'D8'],
    ]);

    const applied = await t.apply(importId);
    expect(applied.Applied).toMatchObject({ Rows: 12, Rejected: 2, Created: 10 });
    expect(await duplicateLines(importId, 'APPLY')).toEqual([
      [10, 'D2'],
      [12, 'D8'],
    ]);
    // The first sight of each key is the one imported.
    expect(await installmentsOf(['D2', 'D8'])).toEqual([
      { source_key: 'D2', installment_no: 2 },
      { source_key: 'D8', installment_no: 8 },
    ]);
  });

  it('refuses a key seen earlier in the file when a bulk load applies it without a dry run', async () => {
    const file = join(tmpdir(), `duplicates-${process.pid}.csv`);
    const keys = ['F1', 'F2', 'F3', 'F2', 'F4', 'F1'];
    writeFileSync(file, accrualsFile(keys.map((k, i) => line(k, i + 40))));
    const { summary } = await runImportFile(t.database, { kind: 'accruals', file, dryRun: false, applyAtOnce: true });
    expect(summary.Status).toBe('APPLIED');
    expect(summary.DryRun).toBeNull();
    expect(summary.Applied).toMatchObject({ Rows: 6, Rejected: 2, Created: 4 });
    expect(await duplicateLines(summary.ImportId, 'APPLY')).toEqual([
      [5, 'F2'],
      [7, 'F1'],
    ]);
    expect(await installmentsOf(['F1', 'F2'])).toEqual([
      { source_key: 'F1', installment_no: 40 },
      { source_key: 'F2', installment_no: 41 },
    ]);
  });
});
