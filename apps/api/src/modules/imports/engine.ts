import {
  type ImportCounts,
  type ImportKind,
  type ImportKindSpec,
  ImportReasons,
  importKinds,
  SOURCE_KEY,
} from '@e-belediye/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { rowHash } from './keys.js';
import { type FileRow, fileRows, UnreadableFile } from './read.js';
import { type Db, fileParts, type ImportRow, importRow, type Phase, ZERO_COUNTS } from './store.js';

export type Section = 'REJECTED' | 'UPDATED' | 'PROTECTED';
export interface IssueDraft {
  section: Section;
  rowNo: number;
  sourceKey: string | null;
  column: string | null;
  value: string | null;
  reason: string;
}
export interface TotalDraft {
  section: 'ACCRUALS' | 'COLLECTIONS';
  revenueCode: number;
  year: number;
  count: number;
  kurus: number;
}
export interface ChunkResult {
  issues: IssueDraft[];
  counts: Partial<ImportCounts>;
  totals?: TotalDraft[];
}
export interface ValidRow<R> {
  rowNo: number;
  sourceKey: string;
  row: R;
  hash: string;
  cells: Record<string, string>;
}
export interface ChunkContext {
  importOid: number;
  dryRun: boolean;
}

/** What one kind does with a chunk of valid, first-seen rows: checks against the portal, then writes (apply). */
export interface KindEngine<R> {
  process(trx: Transaction<DB>, rows: ValidRow<R>[], ctx: ChunkContext): Promise<ChunkResult>;
}

/** The job of another worker moved on meanwhile (its lease had passed while this one still ran): this one stops. */
export class Superseded extends Error {}

export interface RunOptions {
  /** Rows per transaction. */
  chunkRows?: number;
  /** Stop after this many chunks, as a killed instance would (tests). */
  stopAfterChunks?: number;
  /** The job's lease is renewed with every chunk by this long. */
  leaseMs?: number;
}

export const DEFAULT_CHUNK_ROWS = 5000;
const RUNNING = { DRY_RUN: 'DRY_RUNNING', APPLY: 'APPLYING' } as const;
const QUEUED = { DRY_RUN: 'DRY_RUN_QUEUED', APPLY: 'APPLY_QUEUED' } as const;
const DONE = { DRY_RUN: 'DRY_RUN_DONE', APPLY: 'APPLIED' } as const;

/** The header of a column by its key, for the report. */
export const headerOf = (spec: Pick<ImportKindSpec<never>, 'columns'>, key: string) =>
  spec.columns.find((c) => c.key === key)?.header ?? null;

const addCounts = (a: ImportCounts, b: Partial<ImportCounts>): ImportCounts => ({
  Rows: a.Rows + (b.Rows ?? 0),
  Rejected: a.Rejected + (b.Rejected ?? 0),
  Created: a.Created + (b.Created ?? 0),
  Updated: a.Updated + (b.Updated ?? 0),
  Unchanged: a.Unchanged + (b.Unchanged ?? 0),
  Protected: a.Protected + (b.Protected ?? 0),
});

/** Starts the phase afresh when it was only queued: its earlier report (a run before a restart of it) goes. */
async function begin(db: Db, importOid: number): Promise<ImportRow | null> {
  return (db as Database['db']).transaction().execute(async (trx) => {
    const row = await importRow(trx, importOid, true);
    if (row.status === RUNNING[row.phase]) return row;
    if (row.status !== QUEUED[row.phase]) return null;
    for (const table of ['data_import_issue', 'data_import_seen'] as const) {
      await trx.deleteFrom(table).where('import_oid', '=', importOid).where('phase', '=', row.phase).execute();
    }
    if (row.phase === 'APPLY') await trx.deleteFrom('data_import_total').where('import_oid', '=', importOid).execute();
    return trx
      .updateTable('data_import')
      .set({
        status: RUNNING[row.phase],
        rows_done: 0,
        bytes_done: 0,
        counts: JSON.stringify(ZERO_COUNTS),
        phase_started_at: sql<Date>`now()`,
        finished_at: null,
        error: null,
      })
      .where('oid', '=', importOid)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Rows whose source key an earlier row of the file already had, told by a table of keys seen (durable). */
async function firstSeen(trx: Transaction<DB>, importOid: number, parsed: { sourceKey: string; rowNo: number }[]) {
  const { rows } = await sql<{ row_no: number }>`
    insert into data_import_seen (import_oid, phase, source_key, row_no)
    select ${importOid}::int, 'DRY_RUN', k, n
    from unnest(${parsed.map((p) => p.sourceKey)}::text[], ${parsed.map((p) => p.rowNo)}::int[]) as v(k, n)
    on conflict do nothing
    returning row_no`.execute(trx);
  const first = new Set(rows.map((r) => r.row_no));
  return new Set(parsed.filter((p) => !first.has(p.rowNo)).map((p) => p.rowNo));
}

/**
 * The apply reads the same stored file as its dry run: the duplicates are the rows the dry run found, so the apply
 * does not write every key again.
 */
async function dryRunDuplicates(trx: Transaction<DB>, importOid: number, parsed: { rowNo: number }[]) {
  const rowNos = parsed.map((p) => p.rowNo);
  const rows = await trx
    .selectFrom('data_import_issue')
    .select('row_no')
    .where('import_oid', '=', importOid)
    .where('phase', '=', 'DRY_RUN')
    .where('section', '=', 'REJECTED')
    .where('column_header', '=', SOURCE_KEY.header)
    .where('reason', '=', ImportReasons.duplicateKey)
    .where(
      'row_no',
      '>=',
      rowNos.reduce((a, b) => Math.min(a, b)),
    )
    .where(
      'row_no',
      '<=',
      rowNos.reduce((a, b) => Math.max(a, b)),
    )
    .execute();
  return new Set(rows.map((r) => r.row_no));
}

/** Format checks of the contract's row schema, then the duplicate check across the whole file (durable). */
async function validate<R>(
  trx: Transaction<DB>,
  spec: ImportKindSpec<never>,
  rows: FileRow[],
  importOid: number,
  phase: Phase,
): Promise<{ valid: ValidRow<R>[]; issues: IssueDraft[] }> {
  const issues: IssueDraft[] = [];
  const parsed: ValidRow<R>[] = [];
  for (const r of rows) {
    const result = (
      spec.row as unknown as {
        safeParse(v: unknown): {
          success: boolean;
          data?: R;
          error?: { issues: { path: PropertyKey[]; message: string }[] };
        };
      }
    ).safeParse(r.cells);
    const sourceKey = r.cells[SOURCE_KEY.key]?.trim() || null;
    if (!result.success) {
      const seen = new Set<string>();
      for (const issue of result.error!.issues) {
        const key = String(issue.path[0] ?? '');
        if (seen.has(key)) continue;
        seen.add(key);
        issues.push({
          section: 'REJECTED',
          rowNo: r.rowNo,
          sourceKey,
          column: headerOf(spec, key),
          value: key in r.cells ? r.cells[key] : null,
          reason: issue.message,
        });
      }
      continue;
    }
    const row = result.data as R & Record<string, unknown>;
    parsed.push({ rowNo: r.rowNo, sourceKey: row.sourceKey as string, row, hash: rowHash(row), cells: r.cells });
  }
  if (!parsed.length) return { valid: [], issues };
  const duplicates =
    phase === 'APPLY' ? await dryRunDuplicates(trx, importOid, parsed) : await firstSeen(trx, importOid, parsed);
  const valid: ValidRow<R>[] = [];
  for (const p of parsed) {
    if (!duplicates.has(p.rowNo)) valid.push(p);
    else
      issues.push({
        section: 'REJECTED',
        rowNo: p.rowNo,
        sourceKey: p.sourceKey,
        column: SOURCE_KEY.header,
        value: p.sourceKey,
        reason: ImportReasons.duplicateKey,
      });
  }
  return { valid, issues };
}

async function writeIssues(trx: Transaction<DB>, importOid: number, phase: Phase, issues: IssueDraft[]) {
  if (!issues.length) return;
  const col = <T>(f: (i: IssueDraft) => T) => issues.map(f);
  await sql`
    insert into data_import_issue (import_oid, phase, section, row_no, source_key, column_header, value, reason)
    select ${importOid}::int, ${phase}::text, s, n, k, c, v, r
    from unnest(${col((i) => i.section)}::text[], ${col((i) => i.rowNo)}::int[], ${col((i) => i.sourceKey)}::text[],
      ${col((i) => i.column)}::text[], ${col((i) => (i.value === null ? null : i.value.slice(0, 500)))}::text[],
      ${col((i) => i.reason)}::text[]) as x(s, n, k, c, v, r)`.execute(trx);
}

async function writeTotals(trx: Transaction<DB>, importOid: number, totals: TotalDraft[]) {
  if (!totals.length) return;
  const merged = new Map<string, TotalDraft>();
  for (const t of totals) {
    const k = `${t.section}:${t.revenueCode}:${t.year}`;
    const m = merged.get(k);
    if (m) {
      m.count += t.count;
      m.kurus += t.kurus;
    } else merged.set(k, { ...t });
  }
  const list = [...merged.values()];
  const col = <T>(f: (t: TotalDraft) => T) => list.map(f);
  await sql`
    insert into data_import_total (import_oid, section, revenue_code, year, file_count, file_kurus)
    select ${importOid}::int, s, c, y, n, k
    from unnest(${col((t) => t.section)}::text[], ${col((t) => t.revenueCode)}::int[], ${col((t) => t.year)}::int[],
      ${col((t) => t.count)}::int[], ${col((t) => t.kurus)}::bigint[]) as x(s, c, y, n, k)
    on conflict (import_oid, section, revenue_code, year) do update set
      file_count = data_import_total.file_count + excluded.file_count,
      file_kurus = data_import_total.file_kurus + excluded.file_kurus`.execute(trx);
}

/** Keeps the job's claim while chunks keep coming (a big file runs longer than one lease). */
async function renewLease(trx: Transaction<DB>, importOid: number, leaseMs: number) {
  await sql`
    update job set locked_until = now() + make_interval(secs => ${leaseMs / 1000})
    where name = 'imports.run' and status = 'RUNNING' and (payload->>'importOid')::int = ${importOid}`.execute(trx);
}

/**
 * Runs the phase the import is in (dry run or apply) from its checkpoint to the end of the file. Each chunk is one
 * transaction holding its rows' effects, their report lines and the new checkpoint together, so a run killed at
 * any moment resumes after the last committed chunk and never writes a row twice.
 */
export async function runPhase(
  database: Pick<Database, 'db'>,
  engines: Record<ImportKind, KindEngine<never>>,
  importOid: number,
  opts: RunOptions = {},
): Promise<ImportRow> {
  const chunkRows = opts.chunkRows ?? DEFAULT_CHUNK_ROWS;
  const leaseMs = opts.leaseMs ?? 120_000;
  const started = await begin(database.db, importOid);
  if (!started) return importRow(database.db, importOid);
  const { phase } = started;
  const kind = started.kind as ImportKind;
  const spec = importKinds[kind] as unknown as ImportKindSpec<never>;
  const engine = engines[kind];
  let done = started.rows_done;
  let chunks = 0;
  const flush = async (chunk: FileRow[]) => {
    await database.db.transaction().execute(async (trx) => {
      const row = await importRow(trx, importOid, true);
      if (row.status !== RUNNING[phase] || row.rows_done !== done) throw new Superseded();
      const { valid, issues } = await validate<never>(trx, spec, chunk, importOid, phase);
      const result = await engine.process(trx, valid, { importOid, dryRun: phase === 'DRY_RUN' });
      const all = [...issues, ...result.issues];
      await writeIssues(trx, importOid, phase, all);
      await writeTotals(trx, importOid, phase === 'APPLY' ? (result.totals ?? []) : []);
      const rejectedRows = new Set(issues.map((i) => i.rowNo)).size;
      const counts = addCounts(addCounts(row.counts as ImportCounts, result.counts), {
        Rows: chunk.length,
        Rejected: rejectedRows,
      });
      await trx
        .updateTable('data_import')
        .set({
          rows_done: done + chunk.length,
          bytes_done: chunk[chunk.length - 1].position,
          counts: JSON.stringify(counts),
        })
        .where('oid', '=', importOid)
        .execute();
      await renewLease(trx, importOid, leaseMs);
    });
    done += chunk.length;
    chunks += 1;
  };
  try {
    let index = 0;
    let chunk: FileRow[] = [];
    for await (const r of fileRows(spec, () => fileParts(database.db, importOid))) {
      index += 1;
      if (index <= started.rows_done) continue;
      chunk.push(r);
      if (chunk.length >= chunkRows) {
        await flush(chunk);
        chunk = [];
        if (opts.stopAfterChunks !== undefined && chunks >= opts.stopAfterChunks)
          return importRow(database.db, importOid);
      }
    }
    if (chunk.length) await flush(chunk);
  } catch (e) {
    if (e instanceof Superseded) return importRow(database.db, importOid);
    if (!(e instanceof UnreadableFile)) throw e;
    await database.db
      .updateTable('data_import')
      .set({ status: 'FAILED', error: e.message, finished_at: sql<Date>`now()` })
      .where('oid', '=', importOid)
      .where('status', '=', RUNNING[phase])
      .execute();
    return importRow(database.db, importOid);
  }
  return database.db.transaction().execute(async (trx) => {
    const row = await importRow(trx, importOid, true);
    if (row.status !== RUNNING[phase] || row.rows_done !== done) return row;
    return trx
      .updateTable('data_import')
      .set({
        status: DONE[phase],
        rows_total: done,
        finished_at: sql<Date>`now()`,
        ...(phase === 'DRY_RUN'
          ? { dry_run_counts: JSON.stringify(row.counts) }
          : { applied_counts: JSON.stringify(row.counts) }),
      })
      .where('oid', '=', importOid)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
