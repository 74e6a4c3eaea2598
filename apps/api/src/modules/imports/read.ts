import { pipeline, Readable } from 'node:stream';
import { type ImportKindSpec, ImportReasons } from '@e-belediye/contracts';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

/** One data row of a file: its line (CSV, header = 1) or sheet row (XLSX), cells by column key, text as written. */
export interface FileRow {
  rowNo: number;
  cells: Record<string, string>;
  /** How far into the file this row ends (characters of a CSV, rows of a sheet), for the progress estimate. */
  position: number;
}

export class UnreadableFile extends Error {}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * UTF-8 (with or without a byte order mark) or Windows-1254, told from the first part: a Turkish letter written in
 * Windows-1254 is never valid UTF-8. The last few bytes are left out, a letter may be cut there.
 */
export function detectEncoding(head: Buffer): 'utf-8' | 'windows-1254' {
  if (head.subarray(0, 3).equals(UTF8_BOM)) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return 'utf-8';
  } catch {
    return 'windows-1254';
  }
}

/** `;` or `,`: whichever the header line holds more of (Turkish spreadsheets write `;`, since `,` is the decimal). */
export function detectDelimiter(headerLine: string): ';' | ',' {
  const count = (c: string) => headerLine.split(c).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

const norm = (s: string) =>
  s
    .replace(/^\uFEFF/, '')
    .trim()
    .toLocaleLowerCase('tr')
    .replace(/\s+/g, ' ');

/** Column key by position, from the file's header; a required column missing refuses the whole file. */
function columnMap(spec: Pick<ImportKindSpec<never>, 'columns'>, header: string[]): (string | null)[] {
  const byHeader = new Map(spec.columns.map((c) => [norm(c.header), c.key]));
  const keys = header.map((h) => byHeader.get(norm(h)) ?? null);
  const missing = spec.columns.filter((c) => c.required && !keys.includes(c.key)).map((c) => c.header);
  if (missing.length) throw new UnreadableFile(ImportReasons.missingColumns(missing));
  return keys;
}

function cellsOf(keys: (string | null)[], values: string[], spec: Pick<ImportKindSpec<never>, 'columns'>) {
  const cells: Record<string, string> = {};
  for (const c of spec.columns) cells[c.key] = '';
  keys.forEach((k, i) => {
    if (k) cells[k] = values[i] ?? '';
  });
  return cells;
}

async function* csvRows(
  spec: Pick<ImportKindSpec<never>, 'columns'>,
  first: Buffer,
  parts: AsyncIterable<Buffer>,
): AsyncGenerator<FileRow> {
  const encoding = detectEncoding(first);
  const head = first.subarray(0, 64 * 1024);
  const firstLine = (encoding === 'utf-8' ? head.toString('utf8') : iconv.decode(head, 'win1254')).split(/\r?\n/, 1)[0];
  const parser = parse({
    delimiter: detectDelimiter(firstLine),
    bom: true,
    encoding: encoding === 'utf-8' ? 'utf8' : undefined,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
  });
  const source = Readable.from(parts, { objectMode: false });
  // pipeline, not pipe: a failed read of a stored part ends the parser with that error instead of leaving it waiting.
  const onEnd = (e: Error | null) => e && parser.destroy(e);
  if (encoding === 'windows-1254') pipeline(source, iconv.decodeStream('win1254'), parser, onEnd);
  else pipeline(source, parser, onEnd);
  let keys: (string | null)[] | null = null;
  for await (const { record, info } of parser as AsyncIterable<{
    record: string[];
    info: { lines: number; bytes: number };
  }>) {
    if (!keys) {
      keys = columnMap(spec, record);
      continue;
    }
    if (record.every((v) => v.trim() === '')) continue;
    yield { rowNo: info.lines, cells: cellsOf(keys, record, spec), position: info.bytes };
  }
  if (!keys) throw new UnreadableFile(ImportReasons.unreadableFile);
}

/** A cell of a sheet as the file's text would be: numbers with a decimal comma, dates as "31.05.2026". */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${p(v.getUTCDate())}.${p(v.getUTCMonth() + 1)}.${v.getUTCFullYear()}`;
  }
  if (typeof v === 'number') return String(v).replace('.', ',');
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    return '';
  }
  return String(v);
}

/** The items of `source`, or `failed`'s error as soon as it comes. */
async function* raced<T>(source: AsyncIterable<T>, failed: Promise<never>): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]();
  while (true) {
    const step = await Promise.race([it.next(), failed]);
    if (step.done) return;
    yield step.value;
  }
}

async function* xlsxRows(
  spec: Pick<ImportKindSpec<never>, 'columns' | 'sheet'>,
  parts: AsyncIterable<Buffer>,
): AsyncGenerator<FileRow> {
  // The reader does not pass on an error of its input: a failed read of a stored part would leave it waiting, so
  // every step races that error.
  const input = Readable.from(parts);
  const failed = new Promise<never>((_, reject) => input.once('error', reject));
  failed.catch(() => {});
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    worksheets: 'emit',
    // Styles tell a date cell from a number (its number format).
    styles: 'cache',
    hyperlinks: 'ignore',
  });
  let found = false;
  for await (const sheet of raced(reader as unknown as AsyncIterable<unknown>, failed)) {
    const name = (sheet as { name: string }).name;
    if (norm(name) !== norm(spec.sheet)) continue;
    found = true;
    let keys: (string | null)[] | null = null;
    for await (const row of raced(sheet as AsyncIterable<ExcelJS.Row>, failed)) {
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
      if (!keys) {
        keys = columnMap(spec, values);
        continue;
      }
      if (values.every((v) => v.trim() === '')) continue;
      yield { rowNo: row.number, cells: cellsOf(keys, values, spec), position: row.number };
    }
  }
  if (!found) throw new UnreadableFile(ImportReasons.missingSheet(spec.sheet));
}

class StorageError extends Error {}

/** The stored parts, their read errors marked so they are not taken for a broken file. */
async function* storage(parts: AsyncGenerator<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* parts;
  } catch (e) {
    throw new StorageError('stored part unreadable', { cause: e });
  }
}

/**
 * The rows of a stored file, streamed part after part: an XLSX workbook (by its zip signature) read from the
 * kind's sheet, otherwise CSV in UTF-8 or Windows-1254 with `;` or `,`.
 */
export async function* fileRows(
  spec: Pick<ImportKindSpec<never>, 'columns' | 'sheet'>,
  parts: () => AsyncGenerator<Buffer>,
): AsyncGenerator<FileRow> {
  const it = storage(parts());
  const head = await it.next();
  if (head.done || head.value.length === 0) throw new UnreadableFile(ImportReasons.unreadableFile);
  const first = head.value;
  async function* all() {
    yield first;
    yield* it;
  }
  try {
    if (first.subarray(0, 4).equals(ZIP)) yield* xlsxRows(spec, all());
    else yield* csvRows(spec, first, all());
  } catch (e) {
    // The parsers' errors mean the file is not what it claims; the storage's are the database's (retried).
    if (e instanceof UnreadableFile || e instanceof StorageError) throw e instanceof StorageError ? e.cause : e;
    throw new UnreadableFile(ImportReasons.unreadableFile);
  }
}
