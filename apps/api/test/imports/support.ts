import type { ImportKind, ImportSummary } from '@e-belediye/contracts';
import { tcknCheckDigits } from '@e-belediye/contracts';
import iconv from 'iconv-lite';
import type { Principal } from '../../src/http/access.js';
import { runImport } from '../../src/modules/imports/index.js';
import { openTestApp } from '../support/db.js';

export type ImportApp = Awaited<ReturnType<typeof openImportApp>>;

/** The API with a clerk of the data import desk (`x-test-as: clerk`), re-authenticated when asked. */
export async function openImportApp() {
  const staff: Record<string, Principal> = {};
  // Jobs are driven by the tests, one phase at a time.
  const t = await openTestApp(
    { workers: { enabled: false, intervalMs: 1000 } } as never,
    undefined,
    (request) => staff[String(request.headers['x-test-as'])] ?? null,
  );
  t.app.addHook('preHandler', async (request) => {
    if (request.headers['x-test-reauth']) Object.assign(request, { staffSession: { reauthAt: new Date() } });
  });
  const admin = await t.database.db
    .selectFrom('staff')
    .select('oid')
    .where('username', '=', 'gelir')
    .executeTakeFirstOrThrow();
  staff.clerk = { kind: 'staff', staffOid: admin.oid, permissions: new Set(['data.import']), regionCode: null };

  async function call<T>(name: string, body: object, reauth = false) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${name}`,
      payload: body,
      headers: { 'x-test-as': 'clerk', ...(reauth ? { 'x-test-reauth': '1' } : {}) },
    });
    return { status: res.statusCode, body: res.json() as T };
  }

  /** Uploads a file in parts of `partBytes` and runs its dry run to the end. */
  async function dryRun(kind: ImportKind, file: Buffer | string, opts: { partBytes?: number; fileName?: string } = {}) {
    const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
    const size = opts.partBytes ?? bytes.length;
    let importId: number | undefined;
    let last: { status: number; body: ImportSummary } | undefined;
    for (let i = 0, part = 0; i < bytes.length; i += size, part++) {
      last = await call<ImportSummary>('UploadImportFile', {
        importId,
        kind,
        fileName: opts.fileName ?? `${kind}.csv`,
        partIndex: part,
        contentBase64: bytes.subarray(i, i + size).toString('base64'),
        last: i + size >= bytes.length,
      });
      if (last.status !== 200) throw new Error(JSON.stringify(last.body));
      importId = last.body.ImportId;
    }
    await runImport(t.database, importId!);
    return summary(importId!);
  }

  async function summary(importId: number) {
    return (await call<ImportSummary>('GetImport', { importId })).body;
  }

  async function apply(importId: number) {
    const res = await call<ImportSummary>('ApplyImport', { importId }, true);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    await runImport(t.database, importId);
    return summary(importId);
  }

  return { ...t, call, dryRun, apply, summary };
}

/** A valid T.C. Kimlik No from nine digits. */
export const tckn = (first9: string) => `${first9}${tcknCheckDigits(first9)}`;

/** A file as the old system writes it: header and rows joined by `sep`, CRLF lines. */
export const csv = (rows: string[][], sep = ';') => `${rows.map((r) => r.join(sep)).join('\r\n')}\r\n`;

export const win1254 = (text: string) => iconv.encode(text, 'win1254');
