import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refuse } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import { answer, bodyOf, order, resetApi } from './testing.js';
import { UnsettledPayments } from './UnsettledPayments.js';

const pending = order({
  Status: 'PENDING',
  Cancellable: true,
  CreatedAt: '2026-06-15T09:00:00.000Z',
  ExpiresAt: '2026-06-15T09:10:00.000Z',
});

beforeEach(() => resetApi());
afterEach(cleanup);

const show = (payments = [pending], paymentToken?: string) =>
  renderRoute('/DebtQuestioning', <UnsettledPayments payments={payments} paymentToken={paymentToken} />);

describe('UnsettledPayments', () => {
  it('says when an unanswered payment settles by itself (Istanbul time)', () => {
    show();
    expect(screen.getByText(/15\.06\.2026 12:10 itibarıyla kendiliğinden sonuçlanır/)).toBeTruthy();
  });

  it('cancels the payer’s own pending payment and says the debts are free again', async () => {
    answer('CancelOnlinePaymentOrder', { ...pending, Status: 'FAILED', Cancellable: false });
    show([pending], 'FAST.token-of-the-lookup');
    fireEvent.click(screen.getByRole('button', { name: 'Bu ödemeyi iptal et' }));
    expect(await screen.findByText(/Ödeme iptal edildi; kartınızdan herhangi bir tutar çekilmedi/)).toBeTruthy();
    expect(bodyOf('CancelOnlinePaymentOrder')).toMatchObject({
      orderNo: pending.OrderNo,
      paymentToken: 'FAST.token-of-the-lookup',
    });
  });

  it('a payment the bank had charged is announced as recorded, with a link to its receipt', async () => {
    answer('CancelOnlinePaymentOrder', { ...pending, Status: 'PAID', Cancellable: false, ReceiptNo: '2026-1' });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Bu ödemeyi iptal et' }));
    const status = await screen.findByRole('status');
    await within(status).findByText(/ödemeniz kaydedildi/);
    expect(within(status).getByRole('link').getAttribute('href')).toBe(`/success-operation?siparis=${pending.OrderNo}`);
  });

  it('shows the server’s reason when the bank cannot be asked', async () => {
    answer(
      'CancelOnlinePaymentOrder',
      refuse(409, 'Bankanıza şu anda ulaşılamadığı için ödemenin durumu öğrenilemedi.'),
    );
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Bu ödemeyi iptal et' }));
    expect(await screen.findByText(/ödemenin durumu öğrenilemedi/)).toBeTruthy();
  });

  it('offers no cancel for an order someone else opened', () => {
    show([{ ...pending, Cancellable: false }]);
    expect(screen.queryByRole('button', { name: 'Bu ödemeyi iptal et' })).toBeNull();
  });
});
