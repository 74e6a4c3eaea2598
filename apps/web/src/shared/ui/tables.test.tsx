import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from './DataTable.js';
import { RowsTable } from './RowsTable.js';

afterEach(cleanup);

interface Row {
  no: string;
  amount: number;
}
const rows: Row[] = [
  { no: 'M-1', amount: 10 },
  { no: 'M-2', amount: 20 },
];

/** What every shared table must give a screen reader: a name, column headers, and row names where asked for. */
function expectTiedTogether(table: HTMLTableElement) {
  expect(
    table.caption?.textContent || table.getAttribute('aria-label') || table.getAttribute('aria-labelledby'),
  ).toBeTruthy();
  const columns = [...table.querySelectorAll('thead th')];
  expect(columns.length).toBeGreaterThan(0);
  expect(columns.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
  for (const tr of table.querySelectorAll<HTMLTableRowElement>('tbody tr')) {
    const names = tr.querySelectorAll('th');
    expect(names).toHaveLength(1);
    expect(names[0].getAttribute('scope')).toBe('row');
    expect(tr.cells).toHaveLength(columns.length);
  }
}

describe('shared tables: named, with column headers and row headers', () => {
  it('RowsTable draws the naming column as row headers and column headers with scope=col', () => {
    render(
      <RowsTable
        label="Makbuzlar"
        rows={rows}
        rowKey={(r) => r.no}
        columns={[
          { header: 'Makbuz No', cell: (r) => r.no, rowHeader: true },
          { header: 'Tutar', cell: (r) => r.amount, num: true },
        ]}
      />,
    );
    const table = screen.getByRole<HTMLTableElement>('table', { name: 'Makbuzlar' });
    expectTiedTogether(table);
    expect(screen.getByRole('rowheader', { name: 'M-2' })).toBeTruthy();
  });

  it('DataTable has a caption, scope=col headers and row headers that keep their card label', () => {
    render(
      <DataTable<Row, 'no'>
        caption="Rayiç bedeller"
        rows={rows}
        rowKey={(r) => r.no}
        columns={[
          { header: 'Sokak', cell: (r) => r.no, text: (r) => r.no, sortKey: 'no', rowHeader: true },
          { header: 'Bedel', cell: (r) => r.amount, text: (r) => String(r.amount), align: 'end' },
        ]}
        total={2}
        page={1}
        pageSize={10}
        loading={false}
        sort={{ sortBy: 'no', sortDir: 'asc' }}
        onSort={() => {}}
        onPage={() => {}}
        onPageSize={() => {}}
      />,
    );
    const table = screen.getByRole<HTMLTableElement>('table', { name: 'Rayiç bedeller' });
    expectTiedTogether(table);
    expect(screen.getByRole('rowheader', { name: 'M-1' }).getAttribute('data-label')).toBe('Sokak');
  });
});
