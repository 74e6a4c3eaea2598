import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import {
  IMPORT_PART_MAX_BYTES,
  type ImportKind,
  type ImportReconciliation,
  type ImportSummary,
} from '@e-belediye/contracts';
import type { Database } from '../../db/index.js';
import { runImport } from './job.js';
import { reconciliationOf } from './reconcile.js';
import { type ImportRow, importRow, progressOf, savePart, summaryOf } from './store.js';

export interface BulkImportOptions {
  kind: ImportKind;
  /** A CSV or XLSX file on this machine. */
  file: string;
  /** Only the dry run: nothing is written but the report. */
  dryRun: boolean;
  /**
   * Apply without a dry run first (a first bulk load whose files are known to be clean): the apply checks every
   * row and refuses duplicates by the same rules, and its report lists the refused rows; it only saves reading the
   * file twice. Default false.
   */
  applyAtOnce?: boolean;
  /** The staff member the import is recorded as; none from the command line. */
  staffOid?: number | null;
  chunkRows?: number;
  /** Called about once a second with the progress of the phase under way. */
  onProgress?: (row: ImportRow, progress: ReturnType<typeof progressOf>) => void;
}

export interface BulkImportResult {
  summary: ImportSummary;
  reconciliation: ImportReconciliation | null;
  /** Seconds each phase took. */
  seconds: { dryRun: number; apply: number | null };
}

/**
 * A file imported the way the desk does it, without the desk: stored in parts, dry-run, then (unless only a dry
 * run is asked) applied and reconciled, each phase run here rather than by the job runner. The first bulk load and
 * the measurement drill use it.
 */
export async function runImportFile(database: Database, opts: BulkImportOptions): Promise<BulkImportResult> {
  const { db } = database;
  const staffOid = opts.staffOid ?? null;
  const created = await db
    .insertInto('data_import')
    .values({ kind: opts.kind, file_name: basename(opts.file), uploaded_by: staffOid })
    .returning('oid')
    .executeTakeFirstOrThrow();
  const importOid = created.oid;
  let seq = 0;
  let size = 0;
  for await (const chunk of createReadStream(opts.file, { highWaterMark: IMPORT_PART_MAX_BYTES })) {
    await savePart(db, importOid, seq++, chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  await db
    .updateTable('data_import')
    .set(
      opts.applyAtOnce && !opts.dryRun
        ? {
            parts: seq,
            size_bytes: size,
            status: 'APPLY_QUEUED',
            phase: 'APPLY',
            applied_by: staffOid,
            applied_at: new Date(),
          }
        : { parts: seq, size_bytes: size, status: 'DRY_RUN_QUEUED', phase: 'DRY_RUN' },
    )
    .where('oid', '=', importOid)
    .execute();
  const watch = () => {
    if (!opts.onProgress) return () => {};
    const timer = setInterval(() => {
      importRow(db, importOid)
        .then((row) => opts.onProgress?.(row, progressOf(row)))
        .catch(() => {});
    }, 1000);
    return () => clearInterval(timer);
  };
  const phase = async () => {
    const stop = watch();
    const t0 = performance.now();
    try {
      await runImport(database, importOid, { chunkRows: opts.chunkRows });
    } finally {
      stop();
    }
    return (performance.now() - t0) / 1000;
  };
  if (opts.applyAtOnce && !opts.dryRun) {
    const apply = await phase();
    const row = await importRow(db, importOid);
    return {
      summary: await summaryOf(db, row),
      reconciliation: row.status === 'APPLIED' ? await reconciliationOf(db, importOid, opts.kind) : null,
      seconds: { dryRun: 0, apply },
    };
  }
  const dryRun = await phase();
  let apply: number | null = null;
  let row = await importRow(db, importOid);
  if (!opts.dryRun && row.status === 'DRY_RUN_DONE') {
    await db
      .updateTable('data_import')
      .set({ status: 'APPLY_QUEUED', phase: 'APPLY', applied_by: staffOid, applied_at: new Date() })
      .where('oid', '=', importOid)
      .execute();
    apply = await phase();
    row = await importRow(db, importOid);
  }
  return {
    summary: await summaryOf(db, row),
    reconciliation: row.status === 'APPLIED' ? await reconciliationOf(db, importOid, opts.kind) : null,
    seconds: { dryRun, apply },
  };
}
