import type { Collected } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import { PaymentHistory } from './PaymentHistory.js';

const payment = (n: number): Collected => ({
  CollectionOid: n,
  ReceiptNo: `2026-${String(n).padStart(6, '0')}`,
  CollectedAt: '2026-11-12T09:00:00Z',
  CollectionTypeName: 'Kredi kartı',
  Channel: 'İNTERNET',
  TotalKurus: 78000,
  Lines: [{ Description: `Emlak vergisi ${n}`, PrincipalKurus: 78000, LateFeeKurus: 0 }],
});

afterEach(cleanup);

it('shows the ten newest payments first and the rest when asked', async () => {
  fakeApi({
    GetCollectedList: Array.from({ length: 13 }, (_, i) => payment(i + 1)),
  });
  renderRoute('/DebtQuestioning', <PaymentHistory />);
  const table = await screen.findByRole('table', { name: 'Ödeme geçmişi' });
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 10);
  expect(within(table).queryByText('2026-000011')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '3 ödeme daha göster' }));
  expect(within(table).getAllByRole('row')).toHaveLength(1 + 13);
  expect(within(table).getByText('2026-000013')).toBeTruthy();
  expect(screen.queryByRole('button', { name: /ödeme daha göster/ })).toBeNull();
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
