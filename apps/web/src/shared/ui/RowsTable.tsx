import type { ReactNode } from 'react';

export interface RowsColumn<T> {
  header: string;
  cell(row: T): ReactNode;
  /** Amounts and counts: right-aligned, header included. */
  num?: boolean;
  /** A class of the column's cells, e.g. for a row's buttons. */
  className?: string;
}

/** A table of every row it is given, no paging: the short lists on a record's page. */
export function RowsTable<T>(props: {
  columns: RowsColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey(row: T): string | number;
  /** The id of the heading that names the table. */
  labelledBy?: string;
  label?: string;
}) {
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
            {columns.map((c) => (
              <td key={c.header} className={c.num ? 'num' : c.className}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
