import { ImportMessages, type importCalls, importKinds, sampleCsv, toCsv } from '@e-belediye/contracts';
import { type CallContext, type Handlers, staffOf } from '../../http/calls.js';
import { conflict, invalid } from '../../http/errors.js';
import { auditStaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';
import { enqueueImport } from './job.js';
import { reconciliationOf } from './reconcile.js';
import { type Db, type ImportRow, importRow, listImports, storePart, summaryOf } from './store.js';

const UTF8_BOM = '\uFEFF';
const SECTION_NAMES = { REJECTED: 'Reddedildi', UPDATED: 'Güncellenecek', PROTECTED: 'Korundu' } as const;

/** The report on view: the apply's once it has begun, the dry run's until then. */
const reportPhase = (row: ImportRow) => (row.status === 'APPLY_QUEUED' ? 'DRY_RUN' : row.phase);

function issuesQuery(db: Db, importOid: number, phase: string) {
  return db.selectFrom('data_import_issue').where('import_oid', '=', importOid).where('phase', '=', phase);
}

/** The report of the import's latest phase as a spreadsheet reads it: one line per finding. */
export async function reportCsv(db: Db, importOid: number) {
  const row = await importRow(db, importOid);
  const issues = await issuesQuery(db, importOid, reportPhase(row))
    .selectAll()
    .orderBy('row_no')
    .orderBy('oid')
    .execute();
  const body = toCsv(
    ['Dosya', 'Satır', 'Kaynak Anahtarı', 'Bölüm', 'Sütun', 'Değer', 'Neden'],
    issues.map((i) => [
      row.file_name,
      String(i.row_no),
      i.source_key ?? '',
      SECTION_NAMES[i.section],
      i.column_header ?? '',
      i.value ?? '',
      i.reason,
    ]),
  );
  return { row, body };
}

export const importHandlers: Handlers<typeof importCalls> = {
  async GetImportKinds() {
    return {
      Items: Object.values(importKinds).map((k) => ({
        Kind: k.kind as keyof typeof importKinds,
        Label: k.label,
        Sheet: k.sheet,
        Columns: k.columns.map((c) => ({ Header: c.header, Required: c.required, Note: c.note })),
      })),
    };
  },

  async GetImportSample({ kind }) {
    return {
      FileName: `ornek-${kind}.csv`,
      MediaType: 'text/csv; charset=utf-8',
      Encoding: 'utf-8',
      Content: UTF8_BOM + sampleCsv(importKinds[kind]),
    };
  },

  async UploadImportFile(input, ctx: CallContext) {
    const staffOid = staffOf(ctx);
    const bytes = Buffer.from(input.contentBase64, 'base64');
    if (bytes.length === 0) throw invalid(ImportMessages.emptyFile);
    return ctx.database.db.transaction().execute(async (trx) => {
      let row = await storePart(trx, staffOid, { ...input, bytes });
      if (input.last) {
        // The file is complete: its dry run is queued; a dry run writes nothing but the report.
        row = await trx
          .updateTable('data_import')
          .set({ status: 'DRY_RUN_QUEUED', phase: 'DRY_RUN' })
          .where('oid', '=', row.oid)
          .returningAll()
          .executeTakeFirstOrThrow();
        await enqueueImport(trx, row.oid);
        await auditStaffAct(trx, staffOid, {
          action: 'DATA_IMPORT_UPLOADED',
          recordType: 'data_import',
          recordId: row.oid,
          after: { kind: row.kind, fileName: row.file_name, sizeBytes: Number(row.size_bytes) },
          ip: clientIp(ctx.request),
        });
      }
      return summaryOf(trx, row);
    });
  },

  async GetImports({ page, pageSize }, ctx) {
    return listImports(ctx.database.db, page, pageSize);
  },

  async GetImport({ importId }, ctx) {
    return summaryOf(ctx.database.db, await importRow(ctx.database.db, importId));
  },

  async GetImportIssues({ importId, section, page, pageSize }, ctx) {
    const { db } = ctx.database;
    const row = await importRow(db, importId);
    const q = issuesQuery(db, importId, reportPhase(row)).where('section', '=', section);
    const items = await q
      .selectAll()
      .orderBy('row_no')
      .orderBy('oid')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const { total } = await q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    return {
      Items: items.map((i) => ({
        FileName: row.file_name,
        Row: i.row_no,
        SourceKey: i.source_key,
        Column: i.column_header,
        Value: i.value,
        Reason: i.reason,
      })),
      Total: Number(total),
    };
  },

  async GetImportReportCsv({ importId }, ctx) {
    const { db } = ctx.database;
    const { row, body } = await reportCsv(db, importId);
    if (row.status === 'UPLOADING' || row.status === 'DRY_RUN_QUEUED' || row.status === 'DRY_RUNNING')
      throw conflict(ImportMessages.notReported);
    await auditStaffAct(db, staffOf(ctx), {
      action: 'DATA_IMPORT_REPORT_DOWNLOADED',
      recordType: 'data_import',
      recordId: importId,
      ip: clientIp(ctx.request),
    });
    return {
      FileName: `aktarim-${importId}-rapor.csv`,
      MediaType: 'text/csv; charset=utf-8',
      Encoding: 'utf-8',
      Content: UTF8_BOM + body,
    };
  },

  async ApplyImport({ importId }, ctx) {
    const staffOid = staffOf(ctx);
    return ctx.database.db.transaction().execute(async (trx) => {
      const row = await importRow(trx, importId, true);
      if (row.status !== 'DRY_RUN_DONE') throw conflict(ImportMessages.notReadyToApply);
      const queued = await trx
        .updateTable('data_import')
        .set({ status: 'APPLY_QUEUED', phase: 'APPLY', applied_by: staffOid, applied_at: new Date() })
        .where('oid', '=', importId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await enqueueImport(trx, importId);
      await auditStaffAct(trx, staffOid, {
        action: 'DATA_IMPORT_APPLIED',
        recordType: 'data_import',
        recordId: importId,
        before: { status: row.status },
        after: { status: queued.status, kind: row.kind, dryRun: row.dry_run_counts },
        ip: clientIp(ctx.request),
      });
      return summaryOf(trx, queued);
    });
  },

  async GetImportReconciliation({ importId }, ctx) {
    const row = await importRow(ctx.database.db, importId);
    if (row.status !== 'APPLIED') throw conflict(ImportMessages.notApplied);
    return reconciliationOf(ctx.database.db, importId, row.kind as keyof typeof importKinds);
  },
};
