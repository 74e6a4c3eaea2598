import type { Debt } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render.js';
import MatrimonyPaymentPage from './MatrimonyPaymentPage.js';
import { banksAnswer, resetApi } from './testing.js';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const fee = (overdue: boolean): Debt => ({
  AccrualOid: 83,
  RevenueCode: 83,
  RevenueName: 'Nikah Ücreti',
  Year: 2026,
  InstallmentNo: 1,
  DueDate: overdue ? '2026-09-01' : '2026-12-20',
  Description: 'Nikah ücreti EVL-2026-000123',
  SubscriberNo: null,
  PrincipalKurus: 150_000,
  LateFeeKurus: overdue ? 7_500 : 0,
  TotalKurus: overdue ? 157_500 : 150_000,
  IsOverdue: overdue,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function lookUp(overdue: boolean) {
  const salt = 'a1b2c3d4e5f6?expires=1893456000&';
  resetApi({
    GetPaymentBanks: banksAnswer,
    GetHumanVerificationChallenge: {
      algorithm: 'SHA-256',
      challenge: await sha256Hex(`${salt}321`),
      maxnumber: 2000,
      salt,
      signature: 's',
    },
    GetMatrimonyFee: { Token: 'MATRIMONY.7.0.1893456000.signature', PayerName: 'Ze**** Ar****', Debts: [fee(overdue)] },
    CheckRegistryUnpaidOnlinePayment: [],
  });
  renderRoute('/FastPaymentForMatrimony', <MatrimonyPaymentPage />);
  fireEvent.change(screen.getByLabelText('T.C. Kimlik No'), { target: { value: '10000000146' } });
  fireEvent.change(screen.getByLabelText(/Başvuru numarası/), { target: { value: 'EVL-2026-000123' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Ben robot değilim' }));
  await screen.findByText('Doğrulandı', undefined, { timeout: 5000 });
  fireEvent.click(screen.getByRole('button', { name: 'Ücreti sorgula' }));
  await screen.findByTestId('fee-amount');
}

it('warns that a marriage fee is past its due date and carries a late fee', async () => {
  await lookUp(true);
  expect(screen.getByText(/son ödeme tarihi geçmiştir/)).toBeTruthy();
  expect(screen.getByTestId('fee-amount').textContent).toBe('₺1.575,00');
});

it('gives no warning for a fee still within its due date', async () => {
  await lookUp(false);
  expect(screen.queryByText(/son ödeme tarihi geçmiştir/)).toBeNull();
});
