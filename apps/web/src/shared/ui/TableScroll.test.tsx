import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroll } from './TableScroll.js';
import { TableSection } from './TableSection.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** jsdom lays nothing out: each box reports the widths a browser would give it. */
function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const table = (
  <table aria-label="Borçlar">
    <tbody>
      <tr>
        <td>1</td>
      </tr>
    </tbody>
  </table>
);

describe('a wide table’s scroll box', () => {
  it('is a named group a keyboard reaches while the table is wider than the box', () => {
    widths(714, 366);
    render(<TableScroll label="Taksit planı">{table}</TableScroll>);
    const box = screen.getByRole('group', { name: 'Taksit planı' });
    expect(box.tabIndex).toBe(0);
    expect(box.className).toContain('table-scroll');
  });

  it('is no tab stop when the table fits', () => {
    widths(600, 600);
    render(<TableScroll label="Taksit planı">{table}</TableScroll>);
    expect(screen.getByRole('group', { name: 'Taksit planı' }).hasAttribute('tabindex')).toBe(false);
  });

  it('takes its name from the heading above it when given its id', () => {
    widths(714, 366);
    render(
      <>
        <h2 id="order-lines">Ödenen borçlar</h2>
        <TableScroll labelledBy="order-lines">{table}</TableScroll>
      </>,
    );
    expect(screen.getByRole('group', { name: 'Ödenen borçlar' }).tabIndex).toBe(0);
  });

  it('holds every titled table of a page, named by its title', () => {
    widths(714, 366);
    render(
      <TableSection id="debts" title="Açık borçlar" query={{ isPending: false, error: null, data: [1] }} empty="Yok">
        {table}
      </TableSection>,
    );
    const box = screen.getByRole('group', { name: 'Açık borçlar' });
    expect(box.tabIndex).toBe(0);
    expect(box.querySelector('table')).toBeTruthy();
  });
});
