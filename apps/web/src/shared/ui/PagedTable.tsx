import type { ReactNode } from 'react';
import type { usePaged } from '../api/usePaged.js';
import { downloadText, toCsv } from './csv.js';
import { type Column, DataTable } from './DataTable.js';
import { usePageStatus } from './PageStatus.js';

/** A DataTable bound to a usePaged list; with a file name, CSV export of the whole filtered list. */
export function PagedTable<T, S extends string>(props: {
  caption: string;
  fileName?: string;
  columns: Column<T, S>[];
  list: ReturnType<typeof usePaged<T, S>>;
  rowKey(row: T): string | number;
  rowAction?(row: T): ReactNode;
}) {
  const { list, columns } = props;
  const { say } = usePageStatus();
  const exportCsv = async () => {
    try {
      const rows = await list.fetchAll();
      const csv = toCsv(
        columns.map((c) => c.header),
        rows.map((r) => columns.map((c) => c.text(r))),
      );
      downloadText(`${props.fileName}.csv`, csv);
    } catch (e) {
      say(e instanceof Error ? e.message : String(e), { tone: 'error' });
    }
  };
  return (
    <DataTable
      caption={props.caption}
      columns={columns}
      rows={list.rows}
      rowKey={props.rowKey}
      total={list.total}
      page={list.page}
      pageSize={list.pageSize}
      loading={list.loading}
      error={list.error}
      sort={list.sort}
      onSort={list.setSort}
      onPage={list.setPage}
      onPageSize={list.setPageSize}
      onExport={props.fileName ? exportCsv : undefined}
      rowAction={props.rowAction}
    />
  );
}
