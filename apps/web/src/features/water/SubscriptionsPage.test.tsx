import { formatTry } from '@e-belediye/contracts/format';
import { waterBill } from '@e-belediye/contracts/water';
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
    ...waterBill(8 + (i % 5), { waterKurus: 3250, wastewaterKurus: 1625, ctvKurus: 400, vatBp: 100 }),
    PaidKurus: i < 22 ? 40_000 + i * 100 : 0,
    DueDate: `${month}-20`,
    AccrualOid: 9000 + i,
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

  it('offers an objection to every bill, opened on its water line', async () => {
    renderRoute('/aboneliklerim', <SubscriptionsPage />);
    const link = await screen.findByRole('link', { name: 'İtiraz et / Düzeltme iste: 12.2024 faturası' });
    expect(link.getAttribute('href')).toBe('/itirazlarim?borc=9000');
  });

  it('shows each subscription’s meter number, and every bill’s m³, water, atık su, ÇTV, VAT and total', async () => {
    renderRoute('/aboneliklerim', <SubscriptionsPage />);
    const subs = await screen.findByRole('table', { name: 'Su abonelikleri' });
    expect(within(subs).getByRole('columnheader', { name: 'Sayaç' })).toBeTruthy();
    expect(within(subs).getByRole('cell', { name: 'BAY2412345' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: /Faturalar — 10001234/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Dönem',
      'Endeks',
      'Tüketim (m³)',
      'Su bedeli',
      'Atık su bedeli',
      'Çevre temizlik vergisi',
      'KDV',
      'Toplam',
      'Ödenen',
      'Son ödeme',
      'İtiraz',
    ]);
    // December 2024: 8 m³ → 260,00 + 130,00 + ÇTV 32,00 + KDV 3,90 = 425,90 TL.
    const december = within(table).getByRole('row', { name: /^12\.2024/ });
    expect(
      within(december)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '500',
      '8',
      formatTry(26_000),
      formatTry(13_000),
      formatTry(3_200),
      formatTry(390),
      formatTry(42_590),
      formatTry(40_000),
      '20.12.2024',
      'İtiraz et / Düzeltme iste',
    ]);
  });
});
