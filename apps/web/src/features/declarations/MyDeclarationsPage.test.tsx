import type { DeclarationSummaryItem } from '@e-belediye/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import { standInForModalDialogs } from '../../testing/dialog.js';
import { renderRoute } from '../../testing/render.js';
import MyDeclarationsPage from './MyDeclarationsPage.js';

beforeAll(standInForModalDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const declaration = (over: Partial<DeclarationSummaryItem>): DeclarationSummaryItem => ({
  Oid: 41,
  Number: 'EMLK-2026-000041',
  Kind: 'ESTATE',
  KindName: 'Emlak vergisi beyannamesi',
  EstateType: 2,
  Year: 2026,
  Version: 1,
  Status: 'SUBMITTED',
  StatusName: 'İncelemede',
  Title: 'Ada 318 Parsel 14, Atatürk Cd.',
  TotalKurus: 75_000,
  PaidKurus: 0,
  RemainingKurus: 75_000,
  FiledAt: '2026-11-20T09:00:00.000Z',
  ReturnReason: null,
  CanAmend: true,
  CanWithdraw: true,
  ...over,
});

const returned = declaration({
  Oid: 42,
  Number: 'EMLK-2026-000042',
  Status: 'RETURNED',
  StatusName: 'Düzeltme için iade edildi',
  ReturnReason: 'Tapudaki alan 205 m²; lütfen düzeltin.',
  CanWithdraw: false,
});
const approved = declaration({
  Oid: 43,
  Number: 'CTV-2026-000043',
  Kind: 'ECT',
  KindName: 'Çevre temizlik vergisi beyannamesi',
  EstateType: null,
  Status: 'APPROVED',
  StatusName: 'Onaylandı',
  CanAmend: false,
  CanWithdraw: false,
});

// The fake's answers live out here: the linter reads a capitalised function inside a test as a component.
const balancesOn = (body: { delayFineCalculationDate: string }) => [
  {
    AccrualOid: 501,
    RevenueCode: 1,
    RevenueName: 'Emlak Vergisi',
    Year: 2026,
    InstallmentNo: 1,
    DueDate: '2026-06-01',
    Description: 'Emlak Vergisi (Arsa) 2026 1. taksit - EMLK-2026-000041',
    SubscriberNo: null,
    PrincipalKurus: 37_500,
    // The fake's late fee grows with the chosen day, as the server's does.
    LateFeeKurus: body.delayFineCalculationDate > '2027-01-01' ? 2_500 : 0,
    TotalKurus: body.delayFineCalculationDate > '2027-01-01' ? 40_000 : 37_500,
    IsOverdue: true,
    DeclarationOid: 41,
    DeclarationNumber: 'EMLK-2026-000041',
  },
];

function answers(summary: DeclarationSummaryItem[]) {
  return {
    GetSessionInfo: {
      Member: {
        Oid: 7,
        UserName: '10000000146',
        NameSurname: 'Zeynep Arslan',
        UserDetail: { Registry: { Oid: 70, RegistryNo: 'S-000070', RegistryInfo: { Oid: 70 } } },
      },
      CsrfToken: null,
      MustChangePassword: false,
    },
    RetrieveDeclarationSummary: summary,
    GetDeclarationAccruments: [],
    GetDeclarationCollectionsForEMunicipality: [],
    GetDeclarationAccrumentBalancesofEMunicipality: balancesOn,
  };
}

describe('/beyannamelerim', () => {
  it('shows each declaration’s status, the office’s reason for a return, and only the acts still open', async () => {
    fakeApi(answers([declaration({}), returned, approved]));
    renderRoute('/beyannamelerim', <MyDeclarationsPage />);
    const back = await screen.findByRole('article', { name: /EMLK-2026-000042/ });
    expect(within(back).getByText('Düzeltme için iade edildi')).toBeTruthy();
    expect(within(back).getByText('Tapudaki alan 205 m²; lütfen düzeltin.')).toBeTruthy();
    expect(within(back).getByRole('link', { name: 'Düzelt: EMLK-2026-000042' }).getAttribute('href')).toBe(
      '/EMunicipalityEstateDeclarationPlot?duzelt=42',
    );
    expect(within(back).queryByRole('button', { name: /Geri çek/ })).toBeNull();
    const done = screen.getByRole('article', { name: /CTV-2026-000043/ });
    expect(within(done).queryByRole('link', { name: /Düzelt/ })).toBeNull();
  });

  it('offers an objection to each accrual of a declaration, opened on that accrual', async () => {
    fakeApi({
      ...answers([declaration({})]),
      GetDeclarationAccruments: [
        {
          AccrualOid: 5301,
          RevenueCode: 1,
          RevenueName: 'Emlak Vergisi (Bina)',
          Year: 2026,
          InstallmentNo: 1,
          DueDate: '2026-05-31',
          Description: 'Emlak vergisi',
          SubscriberNo: null,
          AccruedKurus: 37_500,
          PaidKurus: 0,
          RemainingKurus: 37_500,
          Status: 'OPEN',
          DeclarationOid: 41,
          DeclarationNumber: 'EMLK-2026-000041',
        },
      ],
    });
    renderRoute('/beyannamelerim', <MyDeclarationsPage />);
    const link = await screen.findByRole('link', { name: 'İtiraz et / Düzeltme iste: Emlak vergisi (2026/1)' });
    expect(link.getAttribute('href')).toBe('/itirazlarim?borc=5301');
  });

  it('computes what is owed on the day the citizen picks', async () => {
    const api = fakeApi(answers([declaration({})]));
    renderRoute('/beyannamelerim', <MyDeclarationsPage />);
    expect((await screen.findByText(/tarihinde toplam borç/)).parentElement?.textContent).toContain('₺375,00');
    fireEvent.change(screen.getByLabelText('Hesap tarihi'), { target: { value: '2027-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hesapla' }));
    expect(await screen.findByText('01.03.2027 tarihinde toplam borç:')).toBeTruthy();
    expect(screen.getByText('01.03.2027 tarihinde toplam borç:').parentElement?.textContent).toContain('₺400,00');
    expect(api.bodyOf('GetDeclarationAccrumentBalancesofEMunicipality').delayFineCalculationDate).toBe('2027-03-01');
  });

  it('withdraws a declaration after the citizen confirms it', async () => {
    const api = fakeApi({
      ...answers([declaration({})]),
      WithdrawDeclaration: declaration({ Status: 'WITHDRAWN', StatusName: 'Geri çekildi', CanAmend: false }),
    });
    renderRoute('/beyannamelerim', <MyDeclarationsPage />);
    const withdraw = await screen.findByRole('button', { name: 'Geri çek: EMLK-2026-000041' });
    // The dialog's code is fetched on the click.
    await act(async () => fireEvent.click(withdraw));
    const dialog = await screen.findByRole('dialog', { name: 'EMLK-2026-000041 geri çekilsin mi?' });
    expect(api.calls()).not.toContain('WithdrawDeclaration');
    api.answer('RetrieveDeclarationSummary', [
      declaration({ Status: 'WITHDRAWN', StatusName: 'Geri çekildi', CanAmend: false, CanWithdraw: false }),
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Geri çek' }));
    expect(await screen.findByText('Geri çekildi')).toBeTruthy();
    expect(api.bodyOf('WithdrawDeclaration')).toMatchObject({ declarationOid: 41 });
  });
});
