import type { Campaign, EligibleDebt, PlanDetail } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, refuse } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import RestructuringPage from './RestructuringPage.js';

const campaign: Campaign = {
  CampaignOid: 2,
  Version: 1,
  Status: 'OPEN',
  LawNo: '7326',
  LawTitle: 'Bazı Alacakların Yeniden Yapılandırılmasına ve Bazı Kanunlarda Değişiklik Yapılmasına Dair Kanun',
  Title: '7326 sayılı Kanun örneğinde belediye alacaklarının yapılandırılması',
  LawDate: '2021-06-09',
  CutOffDate: '2021-04-30',
  Revenues: [
    { Code: 1, Name: 'Emlak Vergisi (Bina)' },
    { Code: 30, Name: 'Su Tüketim Bedeli' },
  ],
  ApplicationStart: '2021-06-09',
  ApplicationDeadline: '2099-08-31',
  FirstDueDate: '2021-09-30',
  IntervalMonths: 2,
  CoefficientsFromLaw: true,
  FallbackMonthlyBp: 35,
  IndexMonths: [],
  Options: [
    { Installments: 1, CoefficientBp: 10000, IndexDiscountBp: 9000 },
    { Installments: 6, CoefficientBp: 10450, IndexDiscountBp: 0 },
    { Installments: 18, CoefficientBp: 11500, IndexDiscountBp: 0 },
  ],
  ToleratedMissesPerYear: 2,
  Terms: 'Başvuru dava açma hakkından vazgeçme anlamına gelir.\n\nTaksit ödenmezse plan bozulur.',
  ClosedAt: null,
};
// The reference's worked example: 1,000 TL due 31.05.2019, 24 months at 0.35 % → 84 TL index amount.
const debt: EligibleDebt = {
  AccrualOid: 11,
  RevenueName: 'Emlak Vergisi (Bina)',
  Description: 'Emlak Vergisi 2019 1. taksit',
  Year: 2019,
  InstallmentNo: 1,
  DueDate: '2019-05-31',
  SubscriberNo: null,
  PrincipalKurus: 100_000,
  LateFeeKurus: 41_230,
  IndexKurus: 8_400,
};
const plan: PlanDetail = {
  PlanOid: 5,
  PlanNo: 'YP-2026-000005',
  Status: 'ACTIVE',
  CreatedAt: '2026-11-24T08:00:00.000Z',
  Installments: 6,
  TotalKurus: 113_278,
  PaidKurus: 0,
  CampaignTitle: campaign.Title,
  InstallmentMethod: 1,
  PrincipalKurus: 100_000,
  IndexKurus: 8_400,
  SurchargeKurus: 4_878,
  ForgivenLateFeeKurus: 41_230,
  VerificationCode: 'ABCDEFGHJKLM',
  Missed: [],
  StatusReason: null,
  Debts: [{ AccrualOid: 11, Description: debt.Description, DueDate: debt.DueDate, PrincipalKurus: 100_000 }],
  Rows: [
    {
      No: 1,
      DueDate: '2021-09-30',
      PrincipalKurus: 16_666,
      IndexKurus: 1_400,
      SurchargeKurus: 813,
      TotalKurus: 18_879,
      AccrualOid: 91,
      PaidKurus: 0,
      State: 'DUE',
    },
  ],
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    GetCurrentRestructuringParameter: { Campaign: campaign, LastEndedOn: null },
    GetDebtListWillBeRestructured: { CalculationDate: '2026-11-24', Debts: [debt], Held: [] },
    AuthorizedGetRestructuringDetailInfo: { Plans: [], Plan: null },
    SendRestructuringConsentCode: {
      ChallengeId: 'c1',
      ExpiresAt: '2099-01-01T00:00:00Z',
      MaskedGsm: '(555) *** ** 01',
    },
    AuthorizedSaveDebtRestructuringInstallments: { PlanOid: 5, PlanNo: plan.PlanNo, VerificationCode: 'ABCDEFGHJKLM' },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const planTable = () => screen.getByRole('table', { name: 'Ödeme planı' });

describe('debt restructuring (/DebtRestructuring)', () => {
  it('shows a debt held by a payment at the bank with the reason, instead of leaving it out', async () => {
    const reason =
      'Bu borç için bankada süren bir ödeme var; 10 dakika içinde sonuçlanır ya da Borç Sorgulama sayfasından ' +
      'iptal edebilirsiniz.';
    api.answer('GetDebtListWillBeRestructured', {
      CalculationDate: '2026-11-24',
      Debts: [debt],
      Held: [{ ...debt, AccrualOid: 12, Description: 'Emlak Vergisi 2020/2', Reason: reason }],
    });
    renderRoute('/DebtRestructuring', <RestructuringPage />);
    const held = await screen.findByRole('table', { name: 'Şu anda yapılandırılamayan borçlar' });
    expect(held.textContent).toContain('Emlak Vergisi 2020/2');
    expect(held.textContent).toContain(reason);
  });

  it('says plainly what the campaign is: its law, the debts it covers, how often, each count’s coefficient, the window', async () => {
    renderRoute('/DebtRestructuring', <RestructuringPage />);
    const about = await screen.findByRole('region', { name: campaign.Title });
    const fact = (term: string) => within(about).getByText(term).nextElementSibling?.textContent;
    expect(fact('Uyguladığı kanun')).toBe(`7326 sayılı ${campaign.LawTitle}`);
    expect(fact('Kapsanan borçlar')).toBe(
      'Vadesi 30.04.2021 veya öncesi olan Emlak Vergisi (Bina), Su Tüketim Bedeli borçları',
    );
    expect(fact('Taksitler')).toBe('İki ayda bir');
    expect(fact('Başvuru dönemi')).toBe('09.06.2021 – 31.08.2099 (iki gün dahil)');
    const table = within(about).getByRole('table', { name: 'Ödeme seçenekleri ve katsayıları' });
    // Each count is its row's header, so a screen reader reads "6 taksit, Katsayı 1,045".
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Peşin', '6 taksit', '18 taksit']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Seçenek', 'Süre', 'Katsayı', 'Silinen Yİ-ÜFE payı']);
    const six = within(table).getByRole('row', { name: /6 taksit/ });
    expect(
      within(six)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12 ay', '1,045', 'Yok']);
    const cash = within(table).getByRole('row', { name: /Peşin/ });
    expect(
      within(cash)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Tek ödeme', '1,000', '%90']);
    expect(within(about).getByText('Katsayılar kanunda yazılı olanlardır.')).toBeTruthy();
  });

  it('a monthly campaign whose coefficients are the municipality’s own says so', async () => {
    api.answer('GetCurrentRestructuringParameter', {
      Campaign: {
        ...campaign,
        IntervalMonths: 1,
        CoefficientsFromLaw: false,
        Options: [{ Installments: 12, CoefficientBp: 10600, IndexDiscountBp: 0 }],
      },
      LastEndedOn: null,
    });
    renderRoute('/DebtRestructuring', <RestructuringPage />);
    const about = await screen.findByRole('region', { name: campaign.Title });
    expect(within(about).getByText('Her ay')).toBeTruthy();
    expect(within(about).getByRole('row', { name: /12 taksit/ }).textContent).toContain('12 ay');
    expect(
      within(about).getByText('Kanunda katsayı yazılı olmadığından katsayılar belediyemizce belirlenmiştir.'),
    ).toBeTruthy();
  });

  it('shows the campaign and the plan of the chosen option, recomputed at once when the option changes', async () => {
    renderRoute('/DebtRestructuring', <RestructuringPage />);
    expect(await screen.findByRole('heading', { name: campaign.Title })).toBeTruthy();
    expect(await screen.findByText('Emlak Vergisi 2019 1. taksit')).toBeTruthy();
    // Six installments by default: ₺188,79 five times, the last ₺188,83.
    expect(within(planTable()).getAllByRole('row')).toHaveLength(7);
    expect(within(planTable()).getAllByText('₺188,83')).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Peşin' }));
    expect(within(planTable()).getAllByRole('row')).toHaveLength(2);
    expect(within(planTable()).getAllByText('₺1.008,40').length).toBeGreaterThan(0);
  });

  it('compares two options side by side with a chart', async () => {
    renderRoute('/DebtRestructuring', <RestructuringPage />);
    await screen.findByText('Emlak Vergisi 2019 1. taksit');
    fireEvent.change(screen.getByRole('combobox', { name: 'Karşılaştır' }), { target: { value: '18' } });
    const box = screen.getByRole('region', { name: 'Seçeneklerin karşılaştırması' });
    expect(within(box).getByRole('columnheader', { name: '18 taksit' })).toBeTruthy();
    // (1,000 + 84) × 1.15 = 1,246.60 TL against 1,132.78 TL for six.
    // Each total is in the table and beside its bar.
    expect(within(box).getAllByText('₺1.246,60')).toHaveLength(2);
    expect(within(box).getAllByText('₺1.132,78')).toHaveLength(2);
    expect(within(box).getByRole('img', { name: /6 taksit ile 18 taksit/ })).toBeTruthy();
  });

  it('applies with the terms accepted and the SMS code, sending exactly the chosen selection', async () => {
    renderRoute('/DebtRestructuring', <RestructuringPage />);
    await screen.findByText('Emlak Vergisi 2019 1. taksit');
    fireEvent.click(screen.getByRole('button', { name: 'Onay kodu gönder' }));
    expect(await screen.findByText('Başvuru için koşulları kabul etmeniz gerekir.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /koşullarını okudum/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Onay kodu gönder' }));
    expect(await screen.findByText(/\(555\) \*\*\* \*\* 01 numarasına/)).toBeTruthy();
    expect(api.bodyOf('SendRestructuringConsentCode')).toMatchObject({
      installmentMethod: 1,
      accrualOids: [11],
      installmentCount: 6,
    });
    api.answer('AuthorizedGetRestructuringDetailInfo', { Plans: [plan], Plan: plan });
    fireEvent.change(screen.getByRole('textbox', { name: /Onay kodu/ }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Başvuruyu tamamla' }));
    expect(await screen.findByText(`Başvurunuz alındı. Plan numaranız: ${plan.PlanNo}`)).toBeTruthy();
    expect(api.bodyOf('AuthorizedSaveDebtRestructuringInstallments')).toMatchObject({
      challengeId: 'c1',
      smsCode: '123456',
      termsAccepted: true,
      accrualOids: [11],
    });
    const pdf = await screen.findByRole('link', { name: 'Plan belgesini indir (PDF)' });
    expect(pdf.getAttribute('href')).toMatch(/\/api\/restructuring\/plan\/5$/);
  });

  it('shows the server’s Turkish refusal of a wrong code', async () => {
    api.answer('AuthorizedSaveDebtRestructuringInstallments', refuse(400, 'Doğrulama kodu hatalı.'));
    renderRoute('/DebtRestructuring', <RestructuringPage />);
    await screen.findByText('Emlak Vergisi 2019 1. taksit');
    fireEvent.click(screen.getByRole('checkbox', { name: /koşullarını okudum/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Onay kodu gönder' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Onay kodu/ }), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Başvuruyu tamamla' }));
    expect(await screen.findByText('Doğrulama kodu hatalı.')).toBeTruthy();
  });

  it('without an open campaign says so and when the last one ended', async () => {
    api.answer('GetCurrentRestructuringParameter', { Campaign: null, LastEndedOn: '2026-08-31' });
    renderRoute('/DebtRestructuring', <RestructuringPage />);
    expect(await screen.findByText('Şu anda açık bir yapılandırma kampanyası yok.')).toBeTruthy();
    expect(screen.getByText('Son kampanyanın başvuru süresi 31.08.2026 tarihinde sona erdi.')).toBeTruthy();
  });
});
