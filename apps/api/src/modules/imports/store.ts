import {
  type ImportCounts,
  type ImportKind,
  ImportMessages,
  type ImportStatus,
  type ImportSummary,
  importKinds,
} from '@e-belediye/contracts';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { conflict, invalid, notFound } from '../../http/errors.js';

export type Db = Kysely<DB> | Transaction<DB>;
export type ImportRow = Selectable<DB['data_import']>;
export type Phase = ImportRow['phase'];

/** Who loaded a file from the command line, as the desk names them. */
const COMMAND_LINE = 'Komut satırı';

export const ZERO_COUNTS: ImportCounts = { Rows: 0, Rejected: 0, Created: 0, Updated: 0, Unchanged: 0, Protected: 0 };

export async function importRow(db: Db, importOid: number, lock = false): Promise<ImportRow> {
  let q = db.selectFrom('data_import').selectAll().where('oid', '=', importOid);
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(ImportMessages.notFound);
  return row;
}

const countsOf = (v: unknown): ImportCounts | null => (v ? { ...ZERO_COUNTS, ...(v as Partial<ImportCounts>) } : null);

/** Progress as the desk shows it: rows per second since the phase began, the rest at that pace. */
export function progressOf(row: ImportRow, now = Date.now()) {
  const running = row.status === 'DRY_RUNNING' || row.status === 'APPLYING';
  const seconds = row.phase_started_at
    ? Math.max(0.001, ((row.finished_at?.getTime() ?? now) - row.phase_started_at.getTime()) / 1000)
    : 0;
  const rowsPerSecond = seconds > 0 ? Math.round((row.rows_done / seconds) * 10) / 10 : 0;
  const size = Number(row.size_bytes);
  const estimate =
    row.rows_total ??
    (row.bytes_done > 0 && size > 0
      ? Math.max(row.rows_done, Math.round((row.rows_done * size) / Number(row.bytes_done)))
      : null);
  const finished = row.status === 'DRY_RUN_DONE' || row.status === 'APPLIED';
  const percent = finished
    ? 100
    : estimate
      ? Math.min(99, Math.floor((row.rows_done * 100) / Math.max(1, estimate)))
      : 0;
  const eta =
    running && estimate !== null && rowsPerSecond > 0
      ? Math.ceil(Math.max(0, estimate - row.rows_done) / rowsPerSecond)
      : null;
  return {
    RowsDone: row.rows_done,
    RowsTotal: estimate,
    RowsPerSecond: rowsPerSecond,
    EtaSeconds: eta,
    Percent: percent,
  };
}

export async function summaryOf(db: Db, row: ImportRow): Promise<ImportSummary> {
  const names = await db
    .selectFrom('staff')
    .select(['oid', 'display_name'])
    .where('oid', 'in', [row.uploaded_by ?? 0, row.applied_by ?? 0])
    .execute();
  const nameOf = (oid: number | null) => (oid === null ? null : (names.find((n) => n.oid === oid)?.display_name ?? ''));
  return {
    ImportId: row.oid,
    Kind: row.kind as ImportKind,
    KindLabel: importKinds[row.kind as ImportKind].label,
    FileName: row.file_name,
    SizeBytes: Number(row.size_bytes),
    Status: row.status as ImportStatus,
    UploadedBy: nameOf(row.uploaded_by) ?? COMMAND_LINE,
    UploadedAt: row.uploaded_at.toISOString(),
    AppliedBy: nameOf(row.applied_by),
    AppliedAt: row.applied_at?.toISOString() ?? null,
    Progress: progressOf(row),
    DryRun: countsOf(row.dry_run_counts),
    Applied: countsOf(row.applied_counts),
    Error: row.error,
  };
}

export async function listImports(db: Db, page: number, pageSize: number) {
  const rows = await db
    .selectFrom('data_import')
    .selectAll()
    .orderBy('oid', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { total } = await db
    .selectFrom('data_import')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { Items: await Promise.all(rows.map((r) => summaryOf(db, r))), Total: Number(total) };
}

export interface UploadPart {
  importId?: number;
  kind: ImportKind;
  fileName: string;
  partIndex: number;
  bytes: Buffer;
}

/**
 * Keeps one part of an uploaded file. Parts come in order (0, 1, …); the same part sent again (a retried request)
 * is kept once. Returns the import, still UPLOADING.
 */
export async function storePart(trx: Transaction<DB>, staffOid: number, part: UploadPart): Promise<ImportRow> {
  if (part.importId === undefined) {
    if (part.partIndex !== 0) throw invalid(ImportMessages.partOutOfOrder);
    const created = await trx
      .insertInto('data_import')
      .values({ kind: part.kind, file_name: part.fileName, uploaded_by: staffOid })
      .returningAll()
      .executeTakeFirstOrThrow();
    part = { ...part, importId: created.oid };
  }
  const row = await importRow(trx, part.importId!, true);
  if (row.status !== 'UPLOADING' || row.kind !== part.kind) throw conflict(ImportMessages.notUploading);
  if (part.partIndex < row.parts) return row;
  if (part.partIndex !== row.parts) throw invalid(ImportMessages.partOutOfOrder);
  await savePart(trx, row.oid, part.partIndex, part.bytes);
  return trx
    .updateTable('data_import')
    .set({ parts: sql`parts + 1`, size_bytes: sql`size_bytes + ${part.bytes.length}` })
    .where('oid', '=', row.oid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * One part of a file, kept as bytes. The bytes travel as base64 text, decoded and encoded by the database: the
 * embedded engine's own byte-array parameters and results go through a per-byte hex conversion that took seconds
 * for a few megabytes, where base64 is one native conversion on each side (on PostgreSQL too).
 */
export async function savePart(db: Db, importOid: number, seq: number, bytes: Buffer): Promise<void> {
  await sql`insert into data_import_part (import_oid, seq, bytes)
    values (${importOid}, ${seq}, decode(${bytes.toString('base64')}, 'base64'))`.execute(db);
}

/** The stored file, part after part, for a reader that streams it (a restart reads it again from here). */
export async function* fileParts(db: Db, importOid: number): AsyncGenerator<Buffer> {
  const { parts } = await importRow(db, importOid);
  for (let seq = 0; seq < parts; seq++) {
    const { rows } = await sql<{ bytes: string }>`select encode(bytes, 'base64') as bytes from data_import_part
      where import_oid = ${importOid} and seq = ${seq}`.execute(db);
    if (!rows[0]) throw new Error(`data_import_part ${importOid}/${seq} is missing`);
    // encode() breaks base64 into lines; the decoder skips the line breaks.
    yield Buffer.from(rows[0].bytes, 'base64');
  }
}
