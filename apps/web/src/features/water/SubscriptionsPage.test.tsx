import { formatTry } from '@e-belediye/contracts/format';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import SubscriptionsPage from './SubscriptionsPage.js';

const bills = Array.from({ length: 24 }, (_, i) => {
  const month = new Date(Date.UTC(2024, 11 + i, 1)).toISOString().slice(0, 7);
  return {
    Period: month,
    MeterIndex: 500 + i * 10,
    ConsumptionM3: 8 + (i % 5),
    AmountKurus: 40_000 + i * 100,
    PaidKurus: i < 22 ? 40_000 + i * 100 : 0,
    DueDate: `${month}-20`,
  };
});

beforeEach(() => {
  sessionStorage.setItem('accessToken', 'x');
  fakeApi({
    GetSubscriptionList: [
      {
        Oid: 7,
        SubscriberNo: '10001234',
        TariffName: 'Konut',
        MeterNo: 'BAY2412345',
        LineStatus: 1,
        LineStatusName: 'Aktif',
        Address: 'Çekirge Mah. Zambak Sok. No: 4',
        DepositKurus: 96_840,
      },
    ],
    GetSubscriptionBills: { SubscriberNo: '10001234', Bills: bills, OpenDebtKurus: 81_000 },
    GetMyContractCancellations: [],
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('my subscriptions (/aboneliklerim)', () => {
  it('draws the 24 months’ consumption as a chart whose figures are also a table, and links open debts to payment', async () => {
    renderRoute('/aboneliklerim', <SubscriptionsPage />);
    const chart = await screen.findByRole('img', { name: /24 ayda toplam \d+ m³ tüketim/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(24);
    const table = screen.getByRole('table', { name: /Faturalar — 10001234/ });
    expect(within(table).getAllByRole('row')).toHaveLength(25);
    expect(within(table).getByText('12.2024')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Borçları öde' }).getAttribute('href')).toBe('/DebtQuestioning');
    expect(screen.getByText(formatTry(81_000))).toBeTruthy();
  });
});
