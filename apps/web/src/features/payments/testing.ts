import type { OnlinePayment } from '@e-belediye/contracts';
import type { CallResponse } from '../../shared/api/client.js';
import { type Answers, type FakeApi, fakeApi } from '../../shared/api/testing.js';

// Test fixtures of the payment pages: the fake API answered per call, a bank list and an order.

let api: FakeApi;

/** A fresh fake API for the test: no session, and the given answers. */
export function resetApi(extra: Answers = {}) {
  api = fakeApi({ GetSessionInfo: { Member: null, CsrfToken: null, MustChangePassword: false }, ...extra });
}
/** Answers a call from now on. */
export const answer: FakeApi['answer'] = (name, given) => api.answer(name, given);
/** The names of the calls made, in order. */
export const calls = () => api.calls();
/** The body of the last call of that name. */
export const bodyOf: FakeApi['bodyOf'] = (name) => api.bodyOf(name);

export const banksAnswer: CallResponse<'GetPaymentBanks'> = {
  Banks: [
    {
      BankCode: '0010',
      BankName: 'T.C. Ziraat Bankası',
      Window: '/ziraat-banka',
      StoreType: '3d',
      NeedsCard: true,
      CardEntry: 'DIRECT_TO_BANK',
      IsDefault: true,
    },
    {
      BankCode: '0012',
      BankName: 'Türkiye Halk Bankası',
      Window: '/payment-other-banks',
      StoreType: '3d_pay_hosting',
      NeedsCard: false,
      CardEntry: 'BANK_PAGE',
      IsDefault: false,
    },
  ],
  Paused: null,
  OldestFirst: true,
};

export function order(overrides: Partial<OnlinePayment> = {}): OnlinePayment {
  return {
    OrderNo: 'EB260615ABCDEFGH2345',
    Status: 'NEW',
    Channel: 'DEBT',
    BankCode: '0010',
    BankName: 'T.C. Ziraat Bankası',
    Window: '/ziraat-banka',
    StoreType: '3d',
    NeedsCard: true,
    CardEntry: 'DIRECT_TO_BANK',
    AmountKurus: 123456,
    PayerName: 'Zeynep Arslan',
    CreatedAt: '2026-06-15T09:00:00.000Z',
    ExpiresAt: '2026-06-15T09:30:00.000Z',
    Cancellable: false,
    Reason: null,
    ReceiptNo: null,
    VerificationCode: null,
    CollectedAt: null,
    Lines: [
      {
        AccrualOid: 11,
        RevenueCode: 1,
        RevenueName: 'Emlak Vergisi',
        Description: 'Emlak Vergisi 2026/1',
        Year: 2026,
        InstallmentNo: 1,
        DueDate: '2026-05-31',
        PrincipalKurus: 120000,
        LateFeeKurus: 3456,
      },
    ],
    ...overrides,
  };
}
