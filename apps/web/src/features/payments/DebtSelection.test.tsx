import type { Debt } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

function Page() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  return <DebtSelection debts={debts} selected={selected} onSelect={setSelected} />;
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
