import { ImportMessages, type importCalls, importKinds, sampleCsv } from '@e-belediye/contracts';
import { type CallContext, type Handlers, staffOf } from '../../http/calls.js';
import { invalid } from '../../http/errors.js';
import { auditStaffAct } from '../audit/index.js';
import { clientIp } from '../auth/index.js';
import { importRow, listImports, storePart, summaryOf } from './store.js';

const UTF8_BOM = '\uFEFF';
/** Answer of a desk call whose engine part is not finished yet: a refusal, never a made-up result. */
const notReady = () => invalid('Bu işlem henüz kullanılamıyor.');

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
      const row = await storePart(trx, staffOid, { ...input, bytes });
      if (input.last) {
        // The file is complete: the dry run starts; nothing is written to business tables by it.
        await auditStaffAct(trx, staffOid, {
          action: 'DATA_IMPORT_UPLOADED',
          recordType: 'data_import',
          recordId: row.oid,
          after: { kind: row.kind, fileName: row.file_name, sizeBytes: Number(row.size_bytes) },
          ip: clientIp(ctx.request),
        });
        throw notReady();
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

  async GetImportIssues() {
    throw notReady();
  },

  async GetImportReportCsv() {
    throw notReady();
  },

  async ApplyImport() {
    throw notReady();
  },

  async GetImportReconciliation() {
    throw notReady();
  },
};
