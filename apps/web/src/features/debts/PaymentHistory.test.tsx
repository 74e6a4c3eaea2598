import type { Collected } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import { PaymentHistory } from './PaymentHistory.js';

const payment = (n: number, at = '2026-11-12T09:00:00Z'): Collected => ({
  CollectionOid: n,
  ReceiptNo: `${at.slice(0, 4)}-${String(n).padStart(6, '0')}`,
  CollectedAt: at,
  CollectionTypeName: 'Kredi kartı',
  Channel: 'İNTERNET',
  TotalKurus: 78000,
  Lines: [{ Description: `Emlak vergisi ${n}`, PrincipalKurus: 78000, LateFeeKurus: 0 }],
});

afterEach(cleanup);

/** The API's filter: the payments of that year (as their receipt numbers name it), or all. */
const answerByYear =
  (all: Collected[]) =>
  ({ year }: { year?: number }) =>
    year === undefined ? all : all.filter((c) => c.ReceiptNo.startsWith(String(year)));

const receipts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.querySelectorAll('td')[1].textContent);

describe('PaymentHistory: pages of ten and a year filter', () => {
  it('shows ten payments a page, with Turkish pager labels', async () => {
    fakeApi({ GetCollectedList: Array.from({ length: 23 }, (_, i) => payment(i + 1)) });
    renderRoute('/DebtQuestioning', <PaymentHistory />);
    const table = await screen.findByRole('table', { name: 'Ödeme geçmişi' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 10);
    const pager = screen.getByRole('navigation', { name: 'Ödeme geçmişi sayfaları' });
    expect(within(pager).getByText('Sayfa 1 / 3')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Önceki' })).toHaveProperty('disabled', true);
    fireEvent.click(within(pager).getByRole('button', { name: 'Sonraki' }));
    expect(receipts(table)[0]).toBe('2026-000011');
    fireEvent.click(within(pager).getByRole('button', { name: 'Sonraki' }));
    expect(within(pager).getByText('Sayfa 3 / 3')).toBeTruthy();
    expect(receipts(table)).toEqual(['2026-000021', '2026-000022', '2026-000023']);
    expect(within(pager).getByRole('button', { name: 'Sonraki' })).toHaveProperty('disabled', true);
    // Every row keeps its receipt.
    expect(within(table).getAllByRole('link', { name: /Makbuz \(PDF\)/ })).toHaveLength(3);
  });

  it('a short history has no pager', async () => {
    fakeApi({ GetCollectedList: [payment(1)] });
    renderRoute('/DebtQuestioning', <PaymentHistory />);
    await screen.findByRole('table', { name: 'Ödeme geçmişi' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByLabelText('Yıl')).toBeNull();
  });

  it('offers the years paid in, asks the API for the chosen year and starts its list on page one', async () => {
    const all = [
      ...Array.from({ length: 12 }, (_, i) => payment(i + 1)),
      // 1 January 01:30 in Istanbul, still 31 December in UTC: the year is Turkey's, as the receipt's.
      { ...payment(50, '2024-12-31T22:30:00Z'), ReceiptNo: '2025-000050' },
      payment(60, '2023-05-02T09:00:00Z'),
    ];
    const api = fakeApi({ GetCollectedList: answerByYear(all) });
    renderRoute('/DebtQuestioning', <PaymentHistory />);
    const table = await screen.findByRole('table', { name: 'Ödeme geçmişi' });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Yıl' });
    expect([...select.options].map((o) => o.textContent)).toEqual(['Tüm yıllar', '2026', '2025', '2023']);
    fireEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    fireEvent.change(select, { target: { value: '2025' } });
    await waitFor(() => expect(receipts(table)).toEqual(['2025-000050']));
    expect(api.bodyOf('GetCollectedList')).toMatchObject({ year: 2025 });
    expect(screen.queryByRole('navigation')).toBeNull();
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 10));
    expect(receipts(table)[0]).toBe('2026-000001');
  });

  it("draws a payment's lines when its row is opened", async () => {
    fakeApi({ GetCollectedList: [payment(1)] });
    renderRoute('/DebtQuestioning', <PaymentHistory />);
    const table = await screen.findByRole('table', { name: 'Ödeme geçmişi' });
    expect(within(table).queryByText(/Emlak vergisi 1/)).toBeNull();
    const details = table.querySelector('details') as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(within(table).getByText(/Emlak vergisi 1/).textContent).toBe('Emlak vergisi 1: ₺780,00');
  });
});
