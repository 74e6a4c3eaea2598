import type { ReactNode } from 'react';
import { useI18n } from '../i18n/index.js';
import { Icon } from './Icon.js';
import { Spinner } from './Spinner.js';
import { TableScroll } from './TableScroll.js';

export interface Column<T, S extends string> {
  header: string;
  cell(row: T): ReactNode;
  /** Plain text for CSV export. */
  text(row: T): string;
  sortKey?: S;
  align?: 'start' | 'end';
  /** The column that names its row (a street, a resolution number): its cells are row headers. */
  rowHeader?: boolean;
}

export interface SortState<S extends string> {
  sortBy: S;
  sortDir: 'asc' | 'desc';
}

interface Props<T, S extends string> {
  caption: string;
  columns: Column<T, S>[];
  rows: T[] | undefined;
  rowKey(row: T): string | number;
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  error?: string | null;
  sort: SortState<S>;
  onSort(sort: SortState<S>): void;
  onPage(page: number): void;
  onPageSize(size: number): void;
  onExport?(): void;
  rowAction?(row: T): ReactNode;
}

const PAGE_SIZES = [10, 25, 50, 100];

/** Sortable, paged table with empty and loading states, CSV export and print. Sorting and paging happen on the server. */
export function DataTable<T, S extends string>(p: Props<T, S>) {
  const { m } = useI18n();
  const pages = Math.max(1, Math.ceil(p.total / p.pageSize));
  const toggleSort = (key: S) =>
    p.onSort({ sortBy: key, sortDir: p.sort.sortBy === key && p.sort.sortDir === 'asc' ? 'desc' : 'asc' });
  return (
    <div className="table-block">
      <div className="table-toolbar no-print">
        <span className="table-total" aria-live="polite">
          {m.table.total(p.total)}
        </span>
        <div className="table-tools">
          {p.onExport && (
            <button type="button" className="btn btn-outline" onClick={p.onExport} disabled={!p.total}>
              <Icon name="download" size={18} /> {m.table.exportCsv}
            </button>
          )}
          <button type="button" className="btn btn-outline" onClick={() => window.print()}>
            <Icon name="print" size={18} /> {m.table.print}
          </button>
        </div>
      </div>
      <TableScroll label={p.caption}>
        <table className="data-table cards">
          <caption className="sr-only">{p.caption}</caption>
          <thead>
            <tr>
              {p.columns.map((c) => {
                const active = c.sortKey && p.sort.sortBy === c.sortKey;
                return (
                  <th
                    key={c.header}
                    scope="col"
                    className={c.align === 'end' ? 'num' : undefined}
                    aria-sort={active ? (p.sort.sortDir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.sortKey ? (
                      <button
                        type="button"
                        className="sort-btn"
                        onClick={() => toggleSort(c.sortKey as S)}
                        title={m.table.sortBy(c.header)}
                      >
                        {c.header}
                        <span aria-hidden="true" className="sort-mark">
                          {active ? (p.sort.sortDir === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
              {p.rowAction && (
                <th scope="col" className="no-print">
                  <span className="sr-only">{m.layout.menu}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {p.rows?.map((row) => (
              <tr key={p.rowKey(row)}>
                {p.columns.map((c) =>
                  c.rowHeader ? (
                    <th
                      key={c.header}
                      scope="row"
                      className={c.align === 'end' ? 'num' : undefined}
                      data-label={c.header}
                    >
                      {c.cell(row)}
                    </th>
                  ) : (
                    <td key={c.header} className={c.align === 'end' ? 'num' : undefined} data-label={c.header}>
                      {c.cell(row)}
                    </td>
                  ),
                )}
                {p.rowAction && <td className="no-print">{p.rowAction(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {p.loading && <Spinner label={m.table.loading} />}
      {!p.loading && p.error && (
        <p className="table-message error" role="alert">
          {p.error}
        </p>
      )}
      {!p.loading && !p.error && p.rows?.length === 0 && <p className="table-message empty">{m.table.empty}</p>}
      <nav className="pager no-print" aria-label={m.table.page(p.page, pages)}>
        <label className="pager-size">
          {m.table.pageSize}{' '}
          <select value={p.pageSize} onChange={(e) => p.onPageSize(Number(e.target.value))}>
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-outline" disabled={p.page <= 1} onClick={() => p.onPage(p.page - 1)}>
          <Icon name="chevronLeft" size={18} /> {m.table.previous}
        </button>
        <span className="pager-status">{m.table.page(p.page, pages)}</span>
        <button
          type="button"
          className="btn btn-outline"
          disabled={p.page >= pages}
          onClick={() => p.onPage(p.page + 1)}
        >
          {m.table.next} <Icon name="chevronRight" size={18} />
        </button>
      </nav>
    </div>
  );
}
