import type { DailyCollections, ReconciledCollection } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../shared/api/testing.js';
import { standInForModalDialogs } from '../../testing/dialog.js';
import { renderRoute } from '../../testing/render.js';
import ReconciliationPage from './ReconciliationPage.js';

// jsdom has no object URLs.
beforeAll(() => {
  standInForModalDialogs();
  URL.createObjectURL = vi.fn(() => 'blob:rapor');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const day: DailyCollections = {
  DateFrom: '2026-11-24',
  DateTo: '2026-11-24',
  Groups: [
    {
      Channel: 'İNTERNET',
      BankCode: '0010',
      Label: 'İnternet (kredi kartı) · T.C. Ziraat Bankası',
      Count: 2,
      TotalKurus: 30_000,
      RefundedKurus: 0,
    },
    { Channel: 'VEZNE', BankCode: null, Label: 'Vezne', Count: 1, TotalKurus: 12_550, RefundedKurus: 0 },
  ],
  Count: 3,
  TotalKurus: 42_550,
  RefundedKurus: 0,
};
const receipt: ReconciledCollection = {
  CollectionOid: 91,
  ReceiptNo: '2026-E0000091',
  CollectedAt: '2026-11-24T08:15:00.000Z',
  Channel: 'İNTERNET',
  BankCode: '0010',
  CollectionTypeName: 'Kredi kartı',
  OrderNo: 'ABC12345',
  TotalKurus: 10_000,
  RefundedKurus: 2_500,
};

function open(): FakeApi {
  const api = fakeApi({
    GetDailyCollections: day,
    GetGroupCollections: { Items: [receipt], TotalCount: 1 },
    GetPaymentOrderExceptions: {
      Items: [
        {
          OrderNo: 'PEND0001',
          Status: 'PENDING',
          Problem: 'UNSETTLED',
          BankCode: '0064',
          BankName: 'Türkiye İş Bankası',
          AmountKurus: 7_700,
          CreatedAt: '2026-11-24T07:00:00.000Z',
          AgeMinutes: 75,
          CheckCount: 3,
          NextCheckAt: null,
          BankResultCode: null,
          LastBankAnswer: {
            At: '2026-11-24T08:00:00.000Z',
            Kind: 'status',
            Outcome: 'unanswered',
            BankResultCode: null,
          },
        },
      ],
    },
    GetRefundRequests: { Items: [], TotalCount: 0 },
    GetBankReconciliationDifferences: { Items: [], TotalCount: 0 },
    GetCollectionExports: { Items: [], TotalCount: 0 },
    GetEndOfDayReport: {
      FileName: 'gun-sonu-2026-11-24.csv',
      MediaType: 'text/csv; charset=utf-8',
      Encoding: 'utf-8',
      Content: '\uFEFFMakbuz No;Tahsilat Zamanı\r\n',
    },
  });
  renderRoute('/yonetim/mutabakat', <ReconciliationPage />);
  return api;
}

describe('the reconciliation desk', () => {
  it('shows the totals per channel and bank with the grand total of the day', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Kanal ve banka kırılımında tahsilatlar' });
    expect(within(table).getByRole('rowheader', { name: 'Vezne' })).toBeTruthy();
    expect(screen.getByTestId('grand-count').textContent).toBe('3');
    expect(screen.getByTestId('grand-total').textContent).toMatch(/425,50/);
  });

  it('asks for the day again with the dates chosen', async () => {
    const api = open();
    await screen.findByTestId('grand-total');
    fireEvent.change(screen.getByLabelText(/^Tarih/), { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Göster' }));
    await waitFor(() => expect(api.bodyOf('GetDailyCollections').dateFrom).toBe('2026-11-20'));
  });

  it('opens a group’s receipts, and refuses a refund larger than what is left before sending it', async () => {
    const api = open();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Makbuzlar: İnternet (kredi kartı) · T.C. Ziraat Bankası' }),
    );
    await waitFor(() =>
      expect(api.bodyOf('GetGroupCollections')).toMatchObject({ channel: 'İNTERNET', bankCode: '0010' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '2026-E0000091 numaralı makbuz için iade talebi' }));
    const dialog = await screen.findByRole('dialog', { name: 'İade talebi' });
    fireEvent.change(within(dialog).getByLabelText(/İade tutarı/), { target: { value: '80' } });
    fireEvent.change(within(dialog).getByLabelText(/Gerekçe/), { target: { value: 'Mükerrer tahsilat' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Talebi kaydet' }));
    expect(await within(dialog).findByText(/en çok ₺75,00/)).toBeTruthy();
    expect(api.calls()).not.toContain('RecordRefundRequest');

    api.answer('RecordRefundRequest', (body) => ({
      RefundRequestOid: 1,
      CollectionOid: body.collectionOid,
      ReceiptNo: receipt.ReceiptNo,
      AmountKurus: body.amountKurus,
      Reason: body.reason,
      Status: 'REQUESTED',
      RequestedAt: '2026-11-24T09:00:00.000Z',
      RequestedBy: 1,
      CompletedAt: null,
      CompletionNote: null,
    }));
    fireEvent.change(within(dialog).getByLabelText(/İade tutarı/), { target: { value: '60,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Talebi kaydet' }));
    await waitFor(() => expect(api.calls()).toContain('RecordRefundRequest'));
    expect(api.bodyOf('RecordRefundRequest')).toMatchObject({ collectionOid: 91, amountKurus: 6_050 });
  }, 30_000);

  it('lists a pending order with the bank’s last answer', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Sonucu beklenen ve sorunlu ödemeler' });
    const row = within(table).getByRole('row', { name: /PEND0001/ });
    expect(row.textContent).toMatch(/Bankadan sonuç bekleniyor/);
    expect(row.textContent).toMatch(/1 sa 15 dk/);
    expect(row.textContent).toMatch(/status: unanswered/);
  });

  it('downloads the end-of-day CSV of the chosen day', async () => {
    const api = open();
    await screen.findByTestId('grand-total');
    fireEvent.click(screen.getByRole('button', { name: 'CSV indir' }));
    await waitFor(() => expect(api.bodyOf('GetEndOfDayReport')).toMatchObject({ format: 'csv' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });
});
