import type { Debt } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refuse } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import FastPaymentPage from './FastPaymentPage.js';
import { readSelection } from './selection.js';
import { answer, banksAnswer, bodyOf, calls, resetApi } from './testing.js';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const debt = (oid: number, due: string, total: number, revenue = 'Su') =>
  ({
    AccrualOid: oid,
    RevenueCode: revenue === 'Su' ? 40 : 1,
    RevenueName: revenue,
    Year: 2026,
    InstallmentNo: 1,
    DueDate: due,
    Description: `${revenue} faturası ${due}`,
    SubscriberNo: revenue === 'Su' ? '100234' : null,
    PrincipalKurus: total,
    LateFeeKurus: 0,
    TotalKurus: total,
    IsOverdue: false,
  }) satisfies Debt;

const token = 'FAST.7.0.1893456000.signature-signature';
const debts = [debt(21, '2026-05-10', 15000), debt(22, '2026-06-10', 17550)];

beforeEach(async () => {
  sessionStorage.clear();
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
    GetFastPaymentDebts: { Token: token, PayerName: 'Ze**** Ar****', Debts: debts },
    CheckRegistryUnpaidOnlinePayment: [],
    IsOnlinePaymentAccrumentsTriedBefore: { Tried: false, OrderNo: null, Status: null },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function lookUpBySubscriber() {
  renderRoute('/FastPayment', <FastPaymentPage />);
  fireEvent.click(screen.getByRole('radio', { name: 'Abone No' }));
  fireEvent.change(screen.getByLabelText('Abone numarası'), { target: { value: '100234' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Ben robot değilim' }));
  await screen.findByText('Doğrulandı', undefined, { timeout: 5000 });
  fireEvent.click(screen.getByRole('button', { name: 'Borçları sorgula' }));
  await screen.findByTestId('payer-name');
}

describe('/FastPayment', () => {
  it('looks debts up by subscriber number and pays the selection at the chosen bank with the lookup’s token', async () => {
    await lookUpBySubscriber();
    expect(bodyOf('GetFastPaymentDebts')).toMatchObject({ subscriberNo: '100234' });
    expect(bodyOf('GetFastPaymentDebts').pidNo).toBeUndefined();
    expect(screen.getByTestId('payer-name').textContent).toBe('Ze**** Ar****');
    const pay = screen.getByRole('button', { name: 'Ödemeye geç' });
    expect(pay).toHaveProperty('disabled', true);
    const group = screen.getByRole('checkbox', { name: 'Su borçlarını seç' });
    fireEvent.click(group);
    expect(screen.getByTestId('selection-total').textContent).toBe('₺325,50');
    expect(screen.getByText('Seçilen 2 borç')).toBeTruthy();
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    fireEvent.click(pay);
    expect((await screen.findByTestId('where')).textContent).toBe('/ziraat-banka');
    expect(bodyOf('IsOnlinePaymentAccrumentsTriedBefore')).toMatchObject({
      accrualOids: [21, 22],
      paymentToken: token,
    });
    expect(readSelection()).toEqual({ AccrualOids: [21, 22], Channel: 'FAST', PaymentToken: token, BankCode: '0010' });
  });

  it('goes to the bank the payer picks', async () => {
    await lookUpBySubscriber();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seç: Su faturası 2026-05-10' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Türkiye Halk Bankası' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ödemeye geç' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/payment-other-banks');
    expect(readSelection()?.BankCode).toBe('0012');
  });

  it('does not leave for the bank when a selected debt is already in a payment at the bank', async () => {
    await lookUpBySubscriber();
    answer('IsOnlinePaymentAccrumentsTriedBefore', { Tried: true, OrderNo: 'EB260615PENDING12345', Status: 'PENDING' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seç: Su faturası 2026-05-10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ödemeye geç' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('bankada süren bir ödeme var');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe(
      '/success-operation?siparis=EB260615PENDING12345',
    );
    expect(readSelection()).toBeNull();
  });

  it('shows the API’s message when nothing is owed', async () => {
    answer('GetFastPaymentDebts', refuse(404, 'Bu bilgilerle ödenecek açık borç bulunamadı.', 'error_not_found'));
    renderRoute('/FastPayment', <FastPaymentPage />);
    fireEvent.change(screen.getByLabelText('T.C. Kimlik No veya Vergi No'), { target: { value: '10000000146' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ben robot değilim' }));
    await screen.findByText('Doğrulandı', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Borçları sorgula' }));
    expect(await screen.findByText('Bu bilgilerle ödenecek açık borç bulunamadı.')).toBeTruthy();
    expect(bodyOf('GetFastPaymentDebts')).toMatchObject({ pidNo: '10000000146' });
    expect(calls()).not.toContain('IsOnlinePaymentAccrumentsTriedBefore');
  });
});
