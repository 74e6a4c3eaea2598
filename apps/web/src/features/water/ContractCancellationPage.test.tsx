import type { CancellationView, Subscription } from '@e-belediye/contracts';
import { ibanFor } from '@e-belediye/contracts/water';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, refuse } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import ContractCancellationPage from './ContractCancellationPage.js';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const subscription: Subscription = {
  Oid: 7,
  SubscriberNo: '10001234',
  TariffName: 'Konut',
  MeterNo: 'BAY2412345',
  LineStatus: 1,
  LineStatusName: 'Aktif',
  Address: 'Çekirge Mah. Zambak Sok. No: 4',
  DepositKurus: 96_840,
};
const IBAN = ibanFor('00010', '0000010000000146');
const view: CancellationView = {
  ApplicationNo: '2026-48213377',
  SubscriberNo: '10001234',
  Status: 'RECEIVED',
  StatusName: 'Başvuru alındı',
  LineStatus: 2,
  LineStatusName: 'Kesme talebi gönderildi',
  CuttingDate: '2026-12-02',
  DepositReturnType: 1,
  MaskedIban: 'TR** **** **** **** **** **01 46',
  CutOn: null,
  FinalIndex: null,
  FinalBillKurus: null,
  FinalBill: null,
  DepositKurus: null,
  NettedKurus: null,
  RefundKurus: null,
  RefundSentOn: null,
  RejectReason: null,
  CreatedAt: '2026-11-24T09:00:00.000Z',
  Timeline: [{ Status: 'RECEIVED', StatusName: 'Başvuru alındı', At: '2026-11-24T09:00:00.000Z', Note: null }],
};

let api: FakeApi;
beforeEach(async () => {
  const salt = 'a1b2c3d4e5f6?expires=1893456000&';
  api = fakeApi({
    GetHumanVerificationChallenge: {
      algorithm: 'SHA-256',
      challenge: await sha256Hex(`${salt}321`),
      maxnumber: 2000,
      salt,
      signature: 'sig',
    },
    GetContractCancellationTerms: { Today: '2026-11-24', CuttingMinDays: 2, CuttingMaxDays: 30 },
    ValidateSubscriberNo: {
      SubscriberNo: '10001234',
      MaskedName: 'Ze**** Ar****',
      TariffName: 'Konut',
      LineStatusName: 'Aktif',
      MaskedGsm: '(5**) *** ** 01',
    },
    SendContractCancellationCode: {
      ChallengeId: 'c'.repeat(32),
      ExpiresAt: '2026-11-24T09:05:00Z',
      MaskedGsm: '(5**) *** ** 01',
    },
    VerifyContractCancellationCode: {
      CancellationToken: 'WATER.1.2.sig',
      ExpiresAt: '2026-11-24T09:30:00Z',
      SubscriberName: 'Zeynep Arslan',
      Subscriptions: [subscription],
    },
    RetrieveBanksWithoutAuthorization: [
      {
        Code: '0010',
        Name: 'Ziraat Bankası',
        LegalName: 'T.C. Ziraat Bankası A.Ş.',
        Swift: 'TCZBTR2A',
        IbanBankCode: '00010',
      },
    ],
    RetrieveBankBranchesWithoutAuthorization: [
      { Oid: 3, BankCode: '0010', Code: '0101', Name: 'Yeşilvadi Şubesi', City: 'Bursa' },
    ],
    StartElectronicStateContractCancellation: view,
    GetContractCancellationStatus: view,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function verify() {
  fireEvent.change(await screen.findByRole('textbox', { name: /Abone numarası/ }), { target: { value: '10001234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sorgula' }));
  expect(await screen.findByText(/Abone: Ze\*\*\*\* Ar\*\*\*\*/)).toBeTruthy();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Ben robot değilim' }));
  await screen.findByText('Doğrulandı', undefined, { timeout: 5000 });
  fireEvent.click(screen.getByRole('button', { name: 'Kodu gönder' }));
  fireEvent.change(await screen.findByRole('textbox', { name: /SMS doğrulama kodu/ }), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
}

describe('water contract cancellation (/ContractCancellation)', () => {
  it('proves the subscriber by an SMS code, reads the address back, checks the answers and gives the application number', async () => {
    renderRoute('/ContractCancellation', <ContractCancellationPage />);
    await verify();
    expect(api.bodyOf('VerifyContractCancellationCode')).toMatchObject({ code: '123456' });
    const address = (await screen.findByRole('textbox', { name: /Abonelik adresi/ })) as HTMLInputElement;
    expect(address.value).toBe(subscription.Address);
    fireEvent.change(screen.getByLabelText(/Hat kesme tarihi/), { target: { value: '2026-12-02' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Cep telefonu/ }), { target: { value: '5550000101' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^IBAN/ }), { target: { value: IBAN.toLowerCase() } });
    expect(await screen.findByText('Banka: Ziraat Bankası')).toBeTruthy();
    fireEvent.change(await screen.findByRole('combobox', { name: /Şube/ }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Hesap sahibinin/ }), { target: { value: 'Zeynep Arslan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));

    const review = await screen.findByRole('form', { name: 'Kontrol' });
    expect(within(review).getByText('02.12.2026')).toBeTruthy();
    fireEvent.click(within(review).getByRole('button', { name: 'Başvuruyu gönder' }));
    expect(await screen.findByText(/Başvuru numaranız 2026-48213377/)).toBeTruthy();
    expect(api.bodyOf('StartElectronicStateContractCancellation')).toMatchObject({
      subscriberNo: '10001234',
      waterLineCuttingDate: '2026-12-02',
      depositReturnType: 1,
      bankIbanNo: IBAN,
      bankBranchOid: 3,
      cancellationToken: 'WATER.1.2.sig',
    });
  });

  it('refuses a weekend and a mistyped IBAN before anything is sent', async () => {
    renderRoute('/ContractCancellation', <ContractCancellationPage />);
    await verify();
    fireEvent.change(await screen.findByLabelText(/Hat kesme tarihi/), { target: { value: '2026-11-28' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Cep telefonu/ }), { target: { value: '5550000101' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^IBAN/ }), { target: { value: `${IBAN.slice(0, 25)}9` } });
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    expect(await screen.findByText('Hat kesme tarihi hafta sonuna denk gelemez.')).toBeTruthy();
    expect(screen.getByText(/kontrol basamakları tutmuyor/)).toBeTruthy();
    expect(api.calls()).not.toContain('StartElectronicStateContractCancellation');
  });

  it('follows an application by number and phone, step by step', async () => {
    api.answer('GetContractCancellationStatus', (body) =>
      body.gsmNumber === '5550000101'
        ? view
        : refuse(404, 'Bu başvuru numarası ve cep telefonuyla bir fesih başvurusu bulunamadı.'),
    );
    renderRoute('/ContractCancellation', <ContractCancellationPage />, '/ContractCancellation?takip=2026-48213377');
    fireEvent.change(await screen.findByRole('textbox', { name: /Cep telefonu/ }), { target: { value: '5550000999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Göster' }));
    expect(await screen.findByText(/bir fesih başvurusu bulunamadı/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Cep telefonu/ }), { target: { value: '5550000101' } });
    fireEvent.click(screen.getByRole('button', { name: 'Göster' }));
    const steps = await screen.findByRole('list', { name: 'Başvurunun adımları' });
    expect(within(steps).getByText('Başvuru alındı')).toBeTruthy();
  });
});
