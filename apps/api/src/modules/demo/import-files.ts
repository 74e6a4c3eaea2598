import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ImportKind, type ImportKindSpec, importKinds, toCsv } from '@e-belediye/contracts';

/** The kinds the demo town hands over as files, in the importer's load order (ADR 0053, 0058). */
export const DEMO_IMPORT_ORDER = [
  'addresses',
  'registries',
  'subscriptions',
  'meters',
  'accruals',
  'collections',
] as const satisfies readonly ImportKind[];
export type DemoImportKind = (typeof DEMO_IMPORT_ORDER)[number];

/** A row of a kind's file by its columns' keys: the cells as the municipality's old system would write them. */
export type Cells = Record<string, string>;

const FLUSH_ROWS = 5000;

/**
 * The files the demo municipality would hand over, one CSV per kind in a temporary directory: the headers and
 * column order are the contract's (the same schema the format document and the importer read), the cells Turkish
 * text (amounts "1.234,56", days "31.05.2026"). Rows are appended in bounded batches, so a large scale does not
 * hold a whole file in memory.
 */
export class DemoImportFiles {
  readonly dir = mkdtempSync(join(tmpdir(), 'e-belediye-demo-'));
  private readonly pending = new Map<DemoImportKind, string[][]>();
  readonly rows: Partial<Record<DemoImportKind, number>> = {};

  constructor() {
    for (const kind of DEMO_IMPORT_ORDER) {
      writeFileSync(
        this.path(kind),
        toCsv(
          this.spec(kind).columns.map((c) => c.header),
          [],
        ),
      );
      this.pending.set(kind, []);
    }
  }

  /** Named after the kind's sheet ("Tahakkuk.csv"), as the desk lists it among the imports. */
  path(kind: DemoImportKind): string {
    return join(this.dir, `${this.spec(kind).sheet}.csv`);
  }

  /** One row; a column the row does not name is written empty, as the format allows for optional columns. */
  add(kind: DemoImportKind, cells: Cells): void {
    const buffer = this.pending.get(kind)!;
    buffer.push(this.spec(kind).columns.map((c) => cells[c.key] ?? ''));
    this.rows[kind] = (this.rows[kind] ?? 0) + 1;
    if (buffer.length >= FLUSH_ROWS) this.flush(kind);
  }

  /** Writes what is buffered; call before the files are read. */
  close(): void {
    for (const kind of DEMO_IMPORT_ORDER) this.flush(kind);
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private flush(kind: DemoImportKind) {
    const buffer = this.pending.get(kind)!;
    if (!buffer.length) return;
    // toCsv writes a header line first: an empty one is dropped, so only the rows are appended.
    appendFileSync(this.path(kind), toCsv([], buffer).slice(2));
    this.pending.set(kind, []);
  }

  private spec(kind: DemoImportKind) {
    return importKinds[kind] as unknown as ImportKindSpec<never>;
  }
}
