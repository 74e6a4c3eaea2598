import type { ReactNode } from 'react';

export interface RowsColumn<T> {
  header: string;
  cell(row: T): ReactNode;
  /** Amounts and counts: right-aligned, header included. */
  num?: boolean;
  /** A class of the column's cells, e.g. for a row's buttons. */
  className?: string;
  /** The column that names its row (a receipt number, a month): its cells are row headers. */
  rowHeader?: boolean;
}

/** A table is always named, by the heading above it or by a label, so a screen reader can tell tables apart. */
type TableName = { labelledBy: string; label?: undefined } | { label: string; labelledBy?: undefined };

/** A table of every row it is given, no paging: the short lists on a record's page. */
export function RowsTable<T>(
  props: {
    columns: RowsColumn<T>[];
    rows: readonly T[] | undefined;
    rowKey(row: T): string | number;
  } & TableName,
) {
  const { columns } = props;
  return (
    <table className="data-table" aria-labelledby={props.labelledBy} aria-label={props.label}>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={c.num ? 'num' : undefined}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows?.map((row) => (
          <tr key={props.rowKey(row)}>
            {columns.map((c) =>
              c.rowHeader ? (
                <th key={c.header} scope="row" className={c.num ? 'num' : c.className}>
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.header} className={c.num ? 'num' : c.className}>
                  {c.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
