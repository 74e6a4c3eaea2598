import type { z } from 'zod';
import { toCsv } from '../format.js';

/** One column of an import file: its Turkish header (what the file's first line says), whether it may be empty. */
export interface ImportColumn<K extends string = string> {
  key: K;
  header: string;
  required: boolean;
  /** What goes in it, for the format document. */
  note: string;
}

/**
 * One kind of import file: its columns in order, the XLSX sheet that holds it, the validator of one row (cells
 * by column key, as text) and sample rows. The importer, the format document and the sample files all read this.
 */
export interface ImportKindSpec<S extends z.ZodType<Record<string, unknown>, Record<string, string>>> {
  kind: string;
  /** Turkish name of the kind, as the desk and the report show it. */
  label: string;
  sheet: string;
  columns: readonly ImportColumn[];
  row: S;
  /**
   * The row check's fast path (optional): a well-formed row's values exactly as `row` gives them, or `undefined`
   * when zod must decide (and word the refusal). A kind without one is checked by zod alone.
   */
  fast?: (cells: Record<string, string>) => z.output<S> | undefined;
  /** Cells of the sample file, in column order. */
  samples: readonly (readonly string[])[];
}

export const defineKind = <S extends z.ZodType<Record<string, unknown>, Record<string, string>>>(
  spec: ImportKindSpec<S>,
) => spec;

/** The source system's own key of a row: every kind's first column. */
export const SOURCE_KEY = {
  key: 'sourceKey',
  header: 'Kaynak Anahtarı',
  required: true,
  note: 'Satırın eski sistemdeki değişmez anahtarı; aynı dosya yeniden aktarılınca kayıt bununla bulunur.',
} as const;

/** Headers of a kind's file, in column order. */
export const headersOf = (spec: Pick<ImportKindSpec<never>, 'columns'>) => spec.columns.map((c) => c.header);

/** The sample file of a kind as the docs hold it: `;`-separated, CRLF, UTF-8 without a byte order mark. */
export const sampleCsv = (spec: Pick<ImportKindSpec<never>, 'columns' | 'samples'>) =>
  toCsv(
    headersOf(spec),
    spec.samples.map((r) => [...r]),
  );
