import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import DecisionVerifyPage from './DecisionVerifyPage.js';
import ObjectionsPage from './ObjectionsPage.js';
import { accrual, decided } from './testing.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('İtirazlarım (/itirazlarim)', () => {
  it('offers only the reasons the API gives for the debt, by their names, and sends the case', async () => {
    const api = fakeApi({
      GetObjectionReasons: { Accrual: accrual, Reasons: ['AREA_OR_USE', 'OTHER'], OpenCaseNo: null },
      OpenObjection: { ...decided, Status: 'RECEIVED', Decision: null, VerificationCode: 'ABCDEFGH23' },
      GetMyObjection: { ...decided, Status: 'RECEIVED', Decision: null, DecisionDetail: null },
    });
    renderRoute('/itirazlarim', <ObjectionsPage />, '/itirazlarim?borc=77');
    const reason = (await screen.findByLabelText('İtiraz nedeni')) as HTMLSelectElement;
    expect([...reason.options].map((o) => o.textContent)).toEqual([
      'Seçiniz',
      'Alan veya kullanım şekli yanlış',
      'Diğer',
    ]);
    fireEvent.change(reason, { target: { value: 'AREA_OR_USE' } });
    fireEvent.change(screen.getByLabelText(/^Açıklama/), { target: { value: 'Bina geçen yıl yıkıldı.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Başvur' }));
    expect(await screen.findByText('Başvurunuz alındı. Başvuru numaranız 2026-AAP52C.')).toBeTruthy();
    expect(api.bodyOf('OpenObjection')).toMatchObject({
      accrualOid: 77,
      reason: 'AREA_OR_USE',
      overpaymentChoice: 'REFUND',
    });
  });

  it('shows a decided case with the corrected amount, the refund, the remedy and the PDF', async () => {
    fakeApi({ GetMyObjection: decided });
    renderRoute('/itirazlarim', <ObjectionsPage />, '/itirazlarim?basvuru=2026-AAP52C');
    expect(await screen.findByRole('heading', { name: 'Karar: Kabul' })).toBeTruthy();
    expect(screen.getByText('₺100,00')).toBeTruthy();
    expect(screen.getByText('₺470,21')).toBeTruthy();
    expect(screen.getByText(/30 gün içinde vergi mahkemesinde dava açabilirsiniz/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kararı PDF olarak indir' }).getAttribute('href')).toBe(
      '/api/objections/2026-AAP52C/decision.pdf',
    );
  });
});

describe('objection decision check (/itiraz-dogrula/:code)', () => {
  it('confirms a decision from the code in its QR link', async () => {
    const api = fakeApi({
      VerifyObjectionDecision: {
        CaseNo: '2026-AAP52C',
        Decision: 'PARTLY_ACCEPTED',
        DecidedAt: '2026-11-28T06:00:00.000Z',
        Description: accrual.Description,
        AccruedKurus: 57_021,
        CorrectedKurus: 30_000,
      },
    });
    renderRoute('/itiraz-dogrula/:code', <DecisionVerifyPage />, '/itiraz-dogrula/ABCDEFGH23');
    expect(await screen.findByText('Bu karar belediyemizce verilmiştir.')).toBeTruthy();
    expect(screen.getByText('Kısmen kabul')).toBeTruthy();
    expect(api.bodyOf('VerifyObjectionDecision')).toMatchObject({ code: 'ABCDEFGH23' });
  });
});
