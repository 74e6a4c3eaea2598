import type { Debt } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render.js';
import { DebtSelection } from './DebtSelection.js';
import { banksAnswer, calls, resetApi } from './testing.js';

const debt = (oid: number, due: string, revenue = 'Su', code = 40) =>
  ({
    AccrualOid: oid,
    RevenueCode: code,
    RevenueName: revenue,
    Year: 2026,
    InstallmentNo: 1,
    DueDate: due,
    Description: `${revenue} ${due}`,
    SubscriberNo: code === 40 ? '100234' : null,
    PrincipalKurus: 1000,
    LateFeeKurus: 0,
    TotalKurus: 1000,
    IsOverdue: false,
  }) satisfies Debt;

const debts = [
  debt(1, '2026-03-10'),
  debt(2, '2026-04-10'),
  debt(3, '2026-05-10'),
  debt(9, '2026-01-31', 'Emlak Vergisi', 1),
];

function Page({ list = debts }: { list?: Debt[] }) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  return (
    <DebtSelection
      debts={list}
      selected={selected}
      onSelect={setSelected}
      bankChoice={<fieldset aria-label="Ödeme yapılacak banka" />}
      actions={(chosen) => (
        <button type="button" disabled={chosen.length === 0}>
          Ödemeye geç
        </button>
      )}
    />
  );
}

const box = (due: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: `Seç: Su ${due}` });
const note = () => document.querySelector('.selection-note')?.textContent ?? '';

afterEach(cleanup);

describe('DebtSelection: oldest first where the payer selects', () => {
  it('selecting a bill selects the older ones of its kind, and says so', async () => {
    resetApi({ GetPaymentBanks: banksAnswer });
    renderRoute('/DebtQuestioning', <Page />);
    await screen.findByRole('checkbox', { name: 'Seç: Su 2026-05-10' });
    fireEvent.click(box('2026-05-10'));
    expect([box('2026-03-10'), box('2026-04-10'), box('2026-05-10')].map((b) => b.checked)).toEqual([true, true, true]);
    expect(screen.getByRole('checkbox', { name: 'Seç: Emlak Vergisi 2026-01-31' })).toHaveProperty('checked', false);
    expect(note()).toContain('Vadesi daha eski 2 Su borcu da seçildi');
    expect(document.querySelector('.selection-note')?.getAttribute('aria-live')).toBe('polite');
  });

  it('unselecting a bill unselects the newer ones, and says so', async () => {
    resetApi({ GetPaymentBanks: banksAnswer });
    renderRoute('/DebtQuestioning', <Page />);
    await screen.findByRole('checkbox', { name: 'Seç: Su 2026-05-10' });
    fireEvent.click(box('2026-05-10'));
    fireEvent.click(box('2026-04-10'));
    expect([box('2026-03-10'), box('2026-04-10'), box('2026-05-10')].map((b) => b.checked)).toEqual([
      true,
      false,
      false,
    ]);
    expect(note()).toContain('Vadesi daha yeni 1 Su borcu da seçimden çıkarıldı');
  });

  it('where the municipality does not require the order, a bill is selected alone', async () => {
    resetApi({ GetPaymentBanks: { ...banksAnswer, OldestFirst: false } });
    renderRoute('/DebtQuestioning', <Page />);
    // The setting arrives with the bank list.
    await screen.findByRole('checkbox', { name: 'Seç: Su 2026-05-10' });
    await waitFor(() => expect(calls()).toContain('GetPaymentBanks'));
    await new Promise((r) => setTimeout(r, 20));
    fireEvent.click(box('2026-05-10'));
    expect([box('2026-03-10'), box('2026-04-10'), box('2026-05-10')].map((b) => b.checked)).toEqual([
      false,
      false,
      true,
    ]);
    expect(note()).toBe('');
  });
});

describe('DebtSelection: one list with a heading per kind and the pay bar', () => {
  it('draws one table with one header row, each kind under a heading row with its count and subtotal', async () => {
    resetApi({ GetPaymentBanks: banksAnswer });
    renderRoute('/DebtQuestioning', <Page />);
    const table = await screen.findByRole('table', { name: 'Açık borçlar' });
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(table.querySelectorAll('thead tr')).toHaveLength(1);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Seç', 'Açıklama', 'Vade', 'Anapara', 'Gecikme Zammı', 'Toplam']);
    // Revenue code order: property tax (1) before water (40).
    const kinds = within(table).getAllByRole('rowheader');
    expect(kinds.map((h) => h.getAttribute('scope'))).toEqual(['rowgroup', 'rowgroup']);
    expect(
      within(table)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Emlak Vergisi', 'Su']);
    const water = kinds[1].closest('tr') as HTMLTableRowElement;
    expect(water.textContent).toContain('3 borç');
    expect(water.querySelector('.debt-group-total')?.textContent).toBe('₺30,00');
    expect(table.querySelectorAll('tbody')[1].querySelectorAll('tr')).toHaveLength(1 + 3);
  });

  it("the kind's checkbox selects all of that kind, and the bar shows count, total, bank choice and the button", async () => {
    resetApi({ GetPaymentBanks: banksAnswer });
    renderRoute('/DebtQuestioning', <Page />);
    const bar = await screen.findByRole('region', { name: 'Seçilen borçların ödemesi' });
    expect(within(bar).getByRole('group', { name: 'Ödeme yapılacak banka' })).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Ödemeye geç' })).toHaveProperty('disabled', true);
    expect(within(bar).getByTestId('selection-total').textContent).toBe('₺0,00');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Su borçlarını seç' }));
    expect([box('2026-03-10'), box('2026-04-10'), box('2026-05-10')].map((b) => b.checked)).toEqual([true, true, true]);
    const sum = bar.querySelector('.selection-sum') as HTMLElement;
    expect(sum.getAttribute('aria-live')).toBe('polite');
    expect(sum.textContent).toBe('Seçilen 3 borç · Seçilenlerin toplamı: ₺30,00');
    expect(within(bar).getByRole('button', { name: 'Ödemeye geç' })).toHaveProperty('disabled', false);
  });

  it('a long kind is drawn in batches: its heading totals all its debts from the start and every debt arrives', async () => {
    resetApi({ GetPaymentBanks: banksAnswer });
    const many = Array.from({ length: 40 }, (_, i) =>
      debt(100 + i, `2026-${String((i % 12) + 1).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`),
    );
    renderRoute('/DebtQuestioning', <Page list={many} />);
    const table = await screen.findByRole('table', { name: 'Açık borçlar' });
    expect(table.querySelector('.debt-group-total')?.textContent).toBe('₺400,00');
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(1 + 40));
  });
});

describe('DebtSelection: every cell tied to its column and its kind', () => {
  it('each cell of a kind names an existing column header and the kind heading in headers', async () => {
    resetApi({ GetPaymentBanks: banksAnswer });
    renderRoute('/DebtQuestioning', <Page />);
    await screen.findByRole('checkbox', { name: 'Seç: Su 2026-05-10' });
    const table = document.querySelector('table.debt-table') as HTMLTableElement;
    const columns = [...table.querySelectorAll('thead th')];
    expect(columns.every((th) => th.getAttribute('scope') === 'col' && th.id)).toBe(true);
    const groups = [...table.querySelectorAll('tbody.debt-group')];
    expect(groups).toHaveLength(2);
    for (const group of groups) {
      const heading = group.querySelector('th[scope="rowgroup"]') as HTMLElement;
      expect(heading.id).toBeTruthy();
      const cells = [...group.querySelectorAll('tr:not(.debt-group-head) td')];
      expect(cells.length).toBeGreaterThan(0);
      for (const td of cells) {
        const ids = (td.getAttribute('headers') ?? '').split(' ');
        expect(ids).toContain(heading.id);
        const column = ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('scope') === 'col');
        expect(column && columns.includes(column)).toBe(true);
      }
      const subtotal = group.querySelector('.debt-group-total') as HTMLElement;
      expect(subtotal.getAttribute('headers')?.split(' ')).toEqual([columns[5].id, heading.id]);
    }
    // The phone cards still label the amounts.
    expect(table.querySelector('tbody.debt-group tr:not(.debt-group-head) td.num')?.getAttribute('data-label')).toBe(
      'Anapara',
    );
  });
});
