import type { PlanDetail } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../shared/api/testing.js';
import { standInForModalDialogs } from '../../../testing/dialog.js';
import { renderRoute } from '../../../testing/render.js';
import RestructuringDeskPage from './RestructuringDeskPage.js';

beforeAll(standInForModalDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const campaign = {
  CampaignOid: 2,
  Version: 1,
  Status: 'OPEN' as const,
  LawNo: '7326',
  LawTitle: 'Bazı Alacakların Yeniden Yapılandırılmasına ve Bazı Kanunlarda Değişiklik Yapılmasına Dair Kanun',
  Title: '7326 sayılı Kanun örneğinde yapılandırma',
  LawDate: '2026-10-12',
  CutOffDate: '2025-12-31',
  Revenues: [{ Code: 1, Name: 'Emlak Vergisi (Bina)' }],
  ApplicationStart: '2026-10-12',
  ApplicationDeadline: '2027-01-31',
  FirstDueDate: '2027-02-28',
  IntervalMonths: 2,
  CoefficientsFromLaw: true,
  FallbackMonthlyBp: 35,
  IndexMonths: [],
  Options: [{ Installments: 6, CoefficientBp: 10450, IndexDiscountBp: 0 }],
  ToleratedMissesPerYear: 2,
  Terms: 'Başvuru dava açma hakkından vazgeçme anlamına gelir.',
  ClosedAt: null,
  PlanCount: 1,
};
const plan: PlanDetail & { HolderName: string; RegistryNo: string } = {
  PlanOid: 7,
  PlanNo: 'YP-2026-000007',
  Status: 'AT_RISK',
  CreatedAt: '2026-11-01T08:00:00.000Z',
  Installments: 6,
  TotalKurus: 113_278,
  PaidKurus: 18_879,
  CampaignTitle: campaign.Title,
  InstallmentMethod: 1,
  PrincipalKurus: 100_000,
  IndexKurus: 8_400,
  SurchargeKurus: 4_878,
  ForgivenLateFeeKurus: 41_230,
  VerificationCode: 'ABCDEFGHJKLM',
  Missed: [3],
  StatusReason: null,
  Debts: [],
  Rows: [],
  HolderName: 'Ayşe Kaya',
  RegistryNo: '100234',
};

describe('restructuring desk (/yonetim/yapilandirma)', () => {
  it('lists campaigns and plans, opens a plan and cancels it with a reason', async () => {
    const api = fakeApi({
      GetRestructuringCampaigns: [campaign],
      GetRestructuringPlanDeskList: {
        Items: [
          {
            PlanOid: 7,
            PlanNo: plan.PlanNo,
            Status: 'AT_RISK',
            CreatedAt: plan.CreatedAt,
            Installments: 6,
            TotalKurus: plan.TotalKurus,
            PaidKurus: plan.PaidKurus,
            HolderName: plan.HolderName,
            RegistryNo: plan.RegistryNo,
            CampaignTitle: campaign.Title,
            Missed: 1,
          },
        ],
        TotalCount: 1,
      },
      GetRestructuringPlanDesk: plan,
      CancelRestructuringPlan: { PlanOid: 7, Status: 'CANCELLED' },
    });
    renderRoute('/yonetim/yapilandirma', <RestructuringDeskPage />);
    const campaigns = await screen.findByRole('table', { name: 'Kampanyalar' });
    expect(within(campaigns).getByText(campaign.Title)).toBeTruthy();
    // An open campaign: no form to open a second one.
    expect(screen.queryByRole('heading', { name: 'Yeni kampanya aç' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: `${plan.PlanNo} planını aç` }));
    expect(await screen.findByText('Ayşe Kaya')).toBeTruthy();
    expect(screen.getByText('Gecikmede')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Planı iptal et' }));
    const dialog = await screen.findByRole('dialog', { name: `${plan.PlanNo} planını iptal et` });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Gerekçe/ }), {
      target: { value: 'Mükellefin yazılı talebi üzerine.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planı iptal et' }));
    expect(await screen.findByText('Plan iptal edildi.')).toBeTruthy();
    expect(api.bodyOf('CancelRestructuringPlan')).toMatchObject({
      planOid: 7,
      reason: 'Mükellefin yazılı talebi üzerine.',
    });
  });

  it('without an open campaign offers the form, and refuses options it cannot read', async () => {
    const api = fakeApi({
      GetRestructuringCampaigns: [{ ...campaign, Status: 'CLOSED' }],
      GetRestructuringPlanDeskList: { Items: [], TotalCount: 0 },
      GetRestructuringRevenueKinds: [
        { Code: 1, Name: 'Emlak Vergisi (Bina)' },
        { Code: 30, Name: 'Su Tüketim Bedeli' },
        { Code: 31, Name: 'Atık Su Bedeli' },
      ],
      OpenRestructuringCampaign: { CampaignOid: 3, Version: 1 },
    });
    renderRoute('/yonetim/yapilandirma', <RestructuringDeskPage />);
    expect(await screen.findByRole('heading', { name: 'Yeni kampanya aç' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Seçenekler/ }), { target: { value: 'altı taksit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kampanyayı aç' }));
    expect(await screen.findByText('Her satır “taksit; katsayı; indirim %” biçiminde olmalı.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Seçenekler/ }), {
      target: { value: '1;1,000;90\n12;1,060;0' },
    });
    // A 7440-style campaign: monthly, water and waste water only, the municipality's own coefficients.
    fireEvent.change(screen.getByRole('combobox', { name: /Taksit aralığı/ }), { target: { value: '1' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Emlak Vergisi (Bina)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Katsayılar kanunda yazılı/ }));
    // What the citizen will read, as a table whose counts head their rows.
    const preview = screen.getByRole('table', { name: 'Ödeme seçenekleri ve katsayıları' });
    expect(
      within(preview)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Peşin', '12 taksit']);
    expect(within(preview).getByRole('row', { name: /12 taksit/ }).textContent).toContain('12 ay');
    expect(
      screen.getByText('Kanunda katsayı yazılı olmadığından katsayılar belediyemizce belirlenmiştir.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kampanyayı aç' }));
    expect(await screen.findByText('Kampanya açıldı.')).toBeTruthy();
    expect(api.bodyOf('OpenRestructuringCampaign').draft).toMatchObject({
      intervalMonths: 1,
      coefficientsFromLaw: false,
      revenueCodes: [30, 31],
      options: [
        { installments: 1, coefficientBp: 10000, indexDiscountBp: 9000 },
        { installments: 12, coefficientBp: 10600, indexDiscountBp: 0 },
      ],
    });
  });
});
