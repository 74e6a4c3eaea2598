import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refuse } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import FailedOperationPage from './FailedOperationPage.js';
import ReceiptVerifyPage from './ReceiptVerifyPage.js';
import SuccessOperationPage from './SuccessOperationPage.js';
import { readSelection, saveSelection } from './selection.js';
import { banksAnswer, calls, order, resetApi } from './testing.js';

const ORDER = 'EB260615ABCDEFGH2345';
const paid = order({
  Status: 'PAID',
  ReceiptNo: '2026-166001',
  VerificationCode: 'K7M2Q9X4TB',
  CollectedAt: '2026-06-15T09:05:00.000Z',
});

beforeEach(() => {
  sessionStorage.clear();
  resetApi();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/success-operation', () => {
  it('for a paid order shows the amount, the receipt and its PDF and verification links', async () => {
    saveSelection({ AccrualOids: [11], Channel: 'DEBT' });
    resetApi({ ControlCollection: { Collected: true, Payment: paid } });
    renderRoute('/success-operation', <SuccessOperationPage />, `/success-operation?siparis=${ORDER}`);
    expect(await screen.findByRole('heading', { name: /Ödemeniz alındı/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('İşlem Başarılı');
    expect(screen.getByTestId('amount-paid').textContent).toBe('₺1.234,56');
    expect(screen.getByText('2026-166001')).toBeTruthy();
    expect(screen.getByText('15.06.2026 12:05')).toBeTruthy();
    const pdf = screen.getByRole('link', { name: 'Makbuzu indir (PDF)' });
    // The code travels with the link, so the receipt opens even once the session has ended.
    expect(pdf.getAttribute('href')).toBe(`/api/receipt/order/${ORDER}?kod=K7M2Q9X4TB`);
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Makbuzu doğrula' }).getAttribute('href')).toBe(
      '/makbuz-dogrula/K7M2Q9X4TB',
    );
    expect(screen.getByRole('link', { name: 'Anasayfa' })).toBeTruthy();
    expect(readSelection()).toBeNull();
  });

  it('while the bank has not answered asks it every 3 seconds until the payment is settled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    const paidOnSecondAsk = () => {
      asked++;
      return asked < 2 ? order({ Status: 'PROVISIONING' }) : paid;
    };
    resetApi({
      ControlCollection: { Collected: false, Payment: order({ Status: 'PROVISIONING' }) },
      QueryOnlinePaymentOrderStatus: paidOnSecondAsk,
    });
    renderRoute('/success-operation', <SuccessOperationPage />, `/success-operation?siparis=${ORDER}`);
    expect(await screen.findByRole('heading', { name: 'Ödemeniz bankadan onay bekliyor' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ödeme Sonucu Bekleniyor');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(asked).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('heading', { name: /Ödemeniz alındı/ })).toBeTruthy();
    expect(asked).toBe(2);
  });

  it('stops asking after about a minute and offers to check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending = order({ Status: 'PENDING' });
    resetApi({
      ControlCollection: { Collected: false, Payment: order({ Status: 'PENDING' }) },
      QueryOnlinePaymentOrderStatus: pending,
    });
    renderRoute('/success-operation', <SuccessOperationPage />, `/success-operation?siparis=${ORDER}`);
    await screen.findByRole('heading', { name: 'Ödemeniz bankadan onay bekliyor' });
    await act(() => vi.advanceTimersByTimeAsync(63_000));
    const again = await screen.findByRole('button', { name: 'Tekrar kontrol et' });
    const polls = calls().filter((c) => c === 'QueryOnlinePaymentOrderStatus').length;
    expect(polls).toBeGreaterThanOrEqual(18);
    expect(polls).toBeLessThanOrEqual(20);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls().filter((c) => c === 'QueryOnlinePaymentOrderStatus')).toHaveLength(polls);
    fireEvent.click(again);
    await waitFor(() => expect(calls().filter((c) => c === 'QueryOnlinePaymentOrderStatus')).toHaveLength(polls + 1));
  });

  it('sends a failed order to /failed-operation', async () => {
    resetApi({ ControlCollection: { Collected: false, Payment: order({ Status: 'FAILED' }) } });
    renderRoute('/success-operation', <SuccessOperationPage />, `/success-operation?siparis=${ORDER}`);
    expect((await screen.findByTestId('where')).textContent).toBe(`/failed-operation?siparis=${ORDER}`);
  });

  it('without an order number explains the page and links to the payment pages', () => {
    renderRoute('/success-operation', <SuccessOperationPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('İşlem Başarılı');
    expect(screen.getByRole('heading', { name: 'Görüntülenecek bir ödeme yok' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hızlı Ödeme' })).toBeTruthy();
    expect(calls()).not.toContain('ControlCollection');
  });
});

describe('/failed-operation', () => {
  const failed = order({
    Status: 'FAILED',
    Channel: 'FAST',
    Reason: 'Bankanız ödemeyi onaylamadı. Lütfen kart bilgilerinizi kontrol ederek tekrar deneyiniz.',
  });

  it('shows the bank’s reason, that nothing was charged, and what to do next', async () => {
    resetApi({ GetOnlinePaymentAccrumentList: failed, GetPaymentBanks: banksAnswer });
    renderRoute('/failed-operation', <FailedOperationPage />, `/failed-operation?siparis=${ORDER}`);
    expect(await screen.findByRole('heading', { name: /Ödemeniz tamamlanamadı/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('İşlem Başarısız');
    expect(screen.getByText(/Bankanız ödemeyi onaylamadı/)).toBeTruthy();
    expect(screen.getByText('Kartınızdan herhangi bir tutar çekilmedi.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ne yapabilirsiniz?' })).toBeTruthy();
  });

  it('says only once that nothing was charged when the reason already says it', async () => {
    const reason = 'Bankadan süresi içinde sonuç alınamadı; kartınızdan herhangi bir tutar çekilmedi.';
    resetApi({ GetOnlinePaymentAccrumentList: { ...failed, Reason: reason }, GetPaymentBanks: banksAnswer });
    renderRoute('/failed-operation', <FailedOperationPage />, `/failed-operation?siparis=${ORDER}`);
    expect(await screen.findByText(/Bankadan süresi içinde sonuç alınamadı/)).toBeTruthy();
    expect(screen.getAllByText(/tutar çekilmedi/i)).toHaveLength(1);
  });

  it('"Tekrar dene" goes back to the same bank window with the same debts and the stored payment token', async () => {
    const token = 't'.repeat(40);
    saveSelection({ AccrualOids: [11, 12], Channel: 'FAST', PaymentToken: token, BankCode: '0010' });
    resetApi({
      GetOnlinePaymentAccrumentList: failed,
      GetPaymentBanks: banksAnswer,
      IsOnlinePaymentAccrumentsTriedBefore: { Tried: false, OrderNo: null, Status: null },
    });
    renderRoute('/failed-operation', <FailedOperationPage />, `/failed-operation?siparis=${ORDER}`);
    const retry = await screen.findByRole('button', { name: 'Tekrar dene' });
    await waitFor(() => expect(retry).toHaveProperty('disabled', false));
    expect(screen.getByRole('radio', { name: 'T.C. Ziraat Bankası' })).toHaveProperty('checked', true);
    fireEvent.click(retry);
    expect((await screen.findByTestId('where')).textContent).toBe('/ziraat-banka');
    expect(readSelection()).toEqual({ AccrualOids: [11], Channel: 'FAST', PaymentToken: token, BankCode: '0010' });
  });

  it('when the fast-payment token has run out sends the payer back to look the debts up again', async () => {
    saveSelection({ AccrualOids: [11], Channel: 'FAST', PaymentToken: 't'.repeat(40) });
    const expired = 'Ödeme oturumunuzun süresi doldu. Lütfen borç sorgulamasını yeniden yapınız.';
    resetApi({
      GetOnlinePaymentAccrumentList: failed,
      GetPaymentBanks: banksAnswer,
      IsOnlinePaymentAccrumentsTriedBefore: refuse(401, expired, 'error_unauthenticated'),
    });
    renderRoute('/failed-operation', <FailedOperationPage />, `/failed-operation?siparis=${ORDER}`);
    const retry = await screen.findByRole('button', { name: 'Tekrar dene' });
    await waitFor(() => expect(retry).toHaveProperty('disabled', false));
    fireEvent.click(retry);
    expect((await screen.findByText(expired)).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('link', { name: 'Hızlı ödemede yeniden sorgula' }).getAttribute('href')).toBe(
      '/FastPayment',
    );
  });
});

describe('/makbuz-dogrula', () => {
  it('confirms a genuine receipt by its code', async () => {
    resetApi({
      VerifyReceipt: {
        ReceiptNo: '2026-166001',
        CollectedAt: '2026-06-15T09:05:00.000Z',
        TotalKurus: 123456,
        PayerName: 'Ze**** Ar****',
        CollectionTypeName: 'Kredi kartı (3-D Secure)',
        LineCount: 2,
        MunicipalityName: 'Yeşilvadi Belediyesi',
        MunicipalityAddress: 'Cumhuriyet Mahallesi Atatürk Caddesi No: 1 16990 Yeşilvadi / Bursa',
        MunicipalityTaxOffice: 'Yeşilvadi Vergi Dairesi',
        MunicipalityTaxNumber: '9860016015',
      },
    });
    renderRoute('/makbuz-dogrula/:code', <ReceiptVerifyPage />, '/makbuz-dogrula/k7m2q9x4tb');
    expect(await screen.findByRole('heading', { name: /Bu makbuz geçerlidir/ })).toBeTruthy();
    expect(screen.getByText('₺1.234,56')).toBeTruthy();
    expect(screen.getByText('Ze**** Ar****')).toBeTruthy();
    expect(screen.getByText('Kredi kartı (3-D Secure)')).toBeTruthy();
    expect(screen.getByText('Cumhuriyet Mahallesi Atatürk Caddesi No: 1 16990 Yeşilvadi / Bursa')).toBeTruthy();
    expect(screen.getByText('Yeşilvadi Vergi Dairesi / 9860016015')).toBeTruthy();
    expect((screen.getByLabelText('Doğrulama kodu') as HTMLInputElement).value).toBe('K7M2Q9X4TB');
  });

  it('says no receipt was issued with an unknown code, and checks the format before asking', async () => {
    resetApi({ VerifyReceipt: refuse(404, 'x', 'error_not_found') });
    renderRoute('/makbuz-dogrula/:code', <ReceiptVerifyPage />, '/makbuz-dogrula/AAAAAAAAAA');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bu doğrulama koduyla düzenlenmiş bir makbuz bulunamadı.',
    );
    fireEvent.change(screen.getByLabelText('Doğrulama kodu'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Doğrulama kodu 10 harf ve rakamdan oluşur.')).toBeTruthy();
    expect(calls().filter((c) => c === 'VerifyReceipt')).toHaveLength(1);
  });
});
