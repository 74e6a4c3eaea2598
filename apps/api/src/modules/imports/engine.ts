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
import { SeenKeys } from './seen.js';
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
  /**
   * No record of this kind was imported before this run began and no other import of it is being applied: no
   * source key of the chunk can be known yet (the file's own duplicates are refused before), so a first load
   * skips looking its keys up.
   */
  fresh: boolean;
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

export const DEFAULT_CHUNK_ROWS = 20_000;
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
    await trx
      .deleteFrom('data_import_issue')
      .where('import_oid', '=', importOid)
      .where('phase', '=', row.phase)
      .execute();
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

/**
 * The apply reads the same stored file as its dry run: the duplicates are the rows the dry run found, so the apply
 * does not check every key again.
 */
async function dryRunDuplicates(trx: Transaction<DB>, importOid: number, parsed: { rowNo: number }[]) {
  let low = parsed[0].rowNo;
  let high = low;
  for (const p of parsed) {
    if (p.rowNo < low) low = p.rowNo;
    if (p.rowNo > high) high = p.rowNo;
  }
  const rows = await trx
    .selectFrom('data_import_issue')
    .select('row_no')
    .where('import_oid', '=', importOid)
    .where('phase', '=', 'DRY_RUN')
    .where('section', '=', 'REJECTED')
    .where('column_header', '=', SOURCE_KEY.header)
    .where('reason', '=', ImportReasons.duplicateKey)
    .where('row_no', '>=', low)
    .where('row_no', '<=', high)
    .execute();
  return new Set(rows.map((r) => r.row_no));
}

type Safe<R> = {
  safeParse(v: unknown): {
    success: boolean;
    data?: R;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};

/** A checked row; its hash is taken when a kind first asks (a first load compares none). */
class Checked<R> implements ValidRow<R> {
  private h: string | null = null;
  constructor(
    readonly rowNo: number,
    readonly sourceKey: string,
    readonly row: R,
    readonly cells: Record<string, string>,
  ) {}
  get hash(): string {
    this.h ??= rowHash(this.row as Record<string, unknown>);
    return this.h;
  }
}

/**
 * The contract's row check: the kind's fast path for a well-formed row, zod for the rest (and for every row of a
 * kind without one), so each refusal keeps the schema's own Turkish reason. Plain computation, no database.
 */
export function checkRows<R>(
  spec: ImportKindSpec<never>,
  rows: FileRow[],
): { parsed: ValidRow<R>[]; issues: IssueDraft[] } {
  const issues: IssueDraft[] = [];
  const parsed: ValidRow<R>[] = [];
  const fast = spec.fast as ((cells: Record<string, string>) => R | undefined) | undefined;
  for (const r of rows) {
    const quick = fast?.(r.cells);
    if (quick !== undefined) {
      parsed.push(new Checked(r.rowNo, (quick as { sourceKey: string }).sourceKey, quick, r.cells));
      continue;
    }
    const result = (spec.row as unknown as Safe<R>).safeParse(r.cells);
    if (!result.success) {
      const sourceKey = r.cells[SOURCE_KEY.key]?.trim() || null;
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
    const row = result.data as R & { sourceKey: string };
    parsed.push(new Checked(r.rowNo, row.sourceKey, row as R, r.cells));
  }
  return { parsed, issues };
}

/** The apply refuses the rows its dry run found duplicate. */
async function applyDuplicates<R>(
  trx: Transaction<DB>,
  importOid: number,
  checked: { parsed: ValidRow<R>[]; issues: IssueDraft[] },
) {
  if (!checked.parsed.length) return { valid: [], issues: checked.issues };
  const duplicates = await dryRunDuplicates(trx, importOid, checked.parsed);
  if (!duplicates.size) return { valid: checked.parsed, issues: checked.issues };
  const valid: ValidRow<R>[] = [];
  for (const p of checked.parsed) {
    if (duplicates.has(p.rowNo)) checked.issues.push(duplicateOf(p));
    else valid.push(p);
  }
  return { valid, issues: checked.issues };
}

/** A row refused because an earlier row of the file had its source key. */
const duplicateOf = (p: { rowNo: number; sourceKey: string }): IssueDraft => ({
  section: 'REJECTED',
  rowNo: p.rowNo,
  sourceKey: p.sourceKey,
  column: SOURCE_KEY.header,
  value: p.sourceKey,
  reason: ImportReasons.duplicateKey,
});

/**
 * The dry run's duplicate check across the whole file, in memory: a row whose key an earlier well-formed row had
 * is refused. The checkpointed rows a resumed run skips are checked into `seen` again first, so a restart finds
 * the same duplicates.
 */
function firstSeen<R>(seen: SeenKeys, checked: { parsed: ValidRow<R>[]; issues: IssueDraft[] }) {
  const valid: ValidRow<R>[] = [];
  for (const p of checked.parsed) {
    if (seen.add(p.sourceKey)) valid.push(p);
    else checked.issues.push(duplicateOf(p));
  }
  return { valid, issues: checked.issues };
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

/** See `ChunkContext.fresh`; a resumed run finds its own earlier chunks' keys and is not fresh. */
async function isFresh(db: Db, kind: ImportKind, importOid: number): Promise<boolean> {
  const { rows } = await sql<{ fresh: boolean }>`
    select not exists (select 1 from import_key where kind = ${kind})
      and not exists (select 1 from data_import where kind = ${kind} and oid <> ${importOid}
        and status in ('APPLY_QUEUED', 'APPLYING')) as fresh`.execute(db);
  return rows[0].fresh;
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
 * any moment resumes after the last committed chunk and never writes a row twice. While the database writes one
 * chunk, the next is read and checked: the two cores work at once, and the chunks still commit in file order.
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
  // The dry run finds the file's duplicates; an apply after it takes them from its report, an apply without one
  // (a first bulk load) finds them itself the same way.
  const seen = phase === 'DRY_RUN' || started.dry_run_counts === null ? new SeenKeys() : null;
  const fresh = await isFresh(database.db, kind, importOid);
  let done = started.rows_done;
  type Checks = ReturnType<typeof checkRows<never>>;
  const flush = async (chunk: FileRow[], checked: Checks, deduplicated: ReturnType<typeof firstSeen<never>> | null) => {
    await database.db.transaction().execute(async (trx) => {
      const row = await importRow(trx, importOid, true);
      if (row.status !== RUNNING[phase] || row.rows_done !== done) throw new Superseded();
      const { valid, issues } = deduplicated ?? (await applyDuplicates(trx, importOid, checked));
      const result = valid.length
        ? await engine.process(trx, valid, { importOid, dryRun: phase === 'DRY_RUN', fresh })
        : { issues: [], counts: {} };
      const all = result.issues.length ? [...issues, ...result.issues] : issues;
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
  };
  // At most one chunk in the database while the next is read; its failure surfaces at the next hand-over.
  let writing: Promise<void> | null = null;
  const handOver = async (chunk: FileRow[]) => {
    const checked = checkRows<never>(spec, chunk);
    const deduplicated = seen ? firstSeen(seen, checked) : null;
    if (writing) await writing;
    writing = flush(chunk, checked, deduplicated);
    writing.catch(() => {});
  };
  try {
    let index = 0;
    let chunk: FileRow[] = [];
    let submitted = 0;
    for await (const r of fileRows(spec, () => fileParts(database.db, importOid))) {
      index += 1;
      chunk.push(r);
      if (index <= started.rows_done) {
        // Rows before the checkpoint were done by an earlier run: only their keys are taken again.
        if (chunk.length >= chunkRows || index === started.rows_done) {
          if (seen) firstSeen(seen, checkRows<never>(spec, chunk));
          chunk = [];
        }
        continue;
      }
      if (chunk.length >= chunkRows) {
        await handOver(chunk);
        chunk = [];
        submitted += 1;
        if (opts.stopAfterChunks !== undefined && submitted >= opts.stopAfterChunks) {
          await writing;
          return importRow(database.db, importOid);
        }
      }
    }
    if (chunk.length) await handOver(chunk);
    if (writing) await writing;
  } catch (e) {
    if (writing) await (writing as Promise<void>).catch(() => {});
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
