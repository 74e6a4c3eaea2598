import type { ImportSummary } from '@e-belediye/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/modules/imports/index.js';
import { importJob } from '../../src/modules/imports/job.js';
import { runDueJobs } from '../../src/modules/jobs/index.js';
import { depsOf } from '../jobs/support.js';
import { type AccrualLine, accrualsFile, registriesFile } from './fixtures.js';
import { type ImportApp, openImportApp } from './support.js';

let t: ImportApp;
beforeAll(async () => {
  t = await openImportApp();
  await t.apply((await t.dryRun('registries', registriesFile(5))).ImportId);
});
afterAll(() => t?.close());

const ROWS = 23;
const lines: AccrualLine[] = Array.from({ length: ROWS }, (_, i) => ({
  key: `J${i + 1}`,
  registryNo: `B${(i % 5) + 1}`,
  revenueCode: 1,
  year: 2026,
  installment: i + 1,
  principal: `${i + 1}0,00`,
}));

const jobOf = (importId: number) =>
  t.database.db
    .selectFrom('job')
    .selectAll()
    .where('key', '=', `imports.run:${importId}`)
    .orderBy('oid', 'desc')
    .executeTakeFirstOrThrow();

/** A worker claims the job and dies after two chunks of three rows; its lease then passes. */
async function killedAfterTwoChunks(importId: number) {
  const job = await jobOf(importId);
  await sql`update job set status = 'RUNNING', attempts = attempts + 1, locked_until = now() + interval '2 minutes'
    where oid = ${job.oid}`.execute(t.database.db);
  const half = await runImport(t.database, importId, { chunkRows: 3, stopAfterChunks: 2 });
  expect(half.rows_done).toBe(6);
  await sql`update job set locked_until = now() - interval '1 second' where oid = ${job.oid}`.execute(t.database.db);
}

describe('an import job survives a killed instance', () => {
  it('resumes the dry run and the apply from the last chunk, and completes without a duplicate', async () => {
    const upload = await t.call<ImportSummary>('UploadImportFile', {
      kind: 'accruals',
      fileName: 'tahakkuk.csv',
      partIndex: 0,
      contentBase64: Buffer.from(accrualsFile(lines)).toString('base64'),
      last: true,
    });
    const importId = upload.body.ImportId;
    await killedAfterTwoChunks(importId);
    const running = await t.summary(importId);
    expect(running.Status).toBe('DRY_RUNNING');
    expect(running.Progress.RowsDone).toBe(6);
    // Before the end of the file the total is estimated from the bytes read so far.
    expect(running.Progress.RowsTotal).toBeGreaterThan(6);
    expect(running.Progress.RowsTotal).toBeLessThan(ROWS * 2);

    const deps = depsOf(t.database, t.settings);
    const [outcome] = await runDueJobs([importJob], deps);
    expect(outcome.outcome).toBe('done');
    const dry = await t.summary(importId);
    expect(dry.Status).toBe('DRY_RUN_DONE');
    expect(dry.DryRun).toEqual({ Rows: ROWS, Rejected: 0, Created: ROWS, Updated: 0, Unchanged: 0, Protected: 0 });
    expect(dry.Progress).toMatchObject({ RowsDone: ROWS, RowsTotal: ROWS, Percent: 100 });

    expect((await t.call('ApplyImport', { importId }, true)).status).toBe(200);
    await killedAfterTwoChunks(importId);
    const { n: halfway } = await t.database.db
      .selectFrom('import_key')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'accruals')
      .where('import_oid', '=', importId)
      .executeTakeFirstOrThrow();
    expect(Number(halfway)).toBe(6);
    expect((await runDueJobs([importJob], deps))[0].outcome).toBe('done');
    const applied = await t.summary(importId);
    expect(applied.Status).toBe('APPLIED');
    expect(applied.Applied).toMatchObject({ Rows: ROWS, Created: ROWS });
    const { rows } = await sql<{ n: number; keys: number; total: number }>`
      select count(*)::int as n, count(distinct k.source_key)::int as keys, sum(a.principal_kurus)::int as total
      from accrual a join import_key k on k.kind = 'accruals' and k.record_oid = a.oid
      where a.source = 'AKTARIM' and k.import_oid = ${importId}`.execute(t.database.db);
    expect(rows[0]).toEqual({ n: ROWS, keys: ROWS, total: ((ROWS * (ROWS + 1)) / 2) * 1000 });
    expect((await jobOf(importId)).status).toBe('DONE');
  });

  it('retries when a stored part cannot be read and, on its last attempt, leaves the import failed on the desk', async () => {
    const bytes = Buffer.from(accrualsFile(lines));
    let importId: number | undefined;
    for (const [i, part] of [bytes.subarray(0, 200), bytes.subarray(200)].entries()) {
      const res = await t.call<ImportSummary>('UploadImportFile', {
        importId,
        kind: 'accruals',
        fileName: 'tahakkuk.csv',
        partIndex: i,
        contentBase64: part.toString('base64'),
        last: i === 1,
      });
      importId = res.body.ImportId;
    }
    await t.database.db
      .deleteFrom('data_import_part')
      .where('import_oid', '=', importId!)
      .where('seq', '=', 1)
      .execute();
    const job = await jobOf(importId!);
    await sql`update job set attempts = max_attempts - 1 where oid = ${job.oid}`.execute(t.database.db);
    const [outcome] = await runDueJobs([importJob], depsOf(t.database, t.settings));
    expect(outcome.outcome).toBe('dead');
    const s = await t.summary(importId!);
    expect(s.Status).toBe('FAILED');
    expect(s.Error).toMatch(/^Aktarım beklenmeyen bir hata nedeniyle durdu/);
  });

  it('asks for a fresh password and code before applying', async () => {
    const s = await t.dryRun('accruals', accrualsFile(lines.slice(0, 1)));
    const res = await t.call<{ Code: string }>('ApplyImport', { importId: s.ImportId });
    expect(res.status).toBe(403);
    expect(res.body.Code).toBe('reauth_required');
  });
});
