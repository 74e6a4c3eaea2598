import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refuse } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import PlanVerifyPage from './PlanVerifyPage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('plan verification (/yapilandirma-dogrula/:code)', () => {
  it('confirms a genuine plan from the code in its QR link, naming the debtor masked', async () => {
    const api = fakeApi({
      VerifyRestructuringPlan: {
        PlanNo: 'YP-2026-000005',
        Status: 'ACTIVE',
        CreatedAt: '2026-11-24T08:00:00.000Z',
        Installments: 6,
        TotalKurus: 113_278,
        HolderName: 'Ey*** Bi****',
        MunicipalityName: 'Yeşilvadi Belediyesi',
      },
    });
    renderRoute('/yapilandirma-dogrula/:code', <PlanVerifyPage />, '/yapilandirma-dogrula/ABCDEFGHJKLM');
    expect(await screen.findByText('Bu plan belgesi geçerlidir')).toBeTruthy();
    expect(screen.getByText('YP-2026-000005')).toBeTruthy();
    expect(screen.getByText('Ey*** Bi****')).toBeTruthy();
    expect(api.bodyOf('VerifyRestructuringPlan')).toMatchObject({ verificationCode: 'ABCDEFGHJKLM' });
  });

  it('says so when no plan carries the code', async () => {
    fakeApi({ VerifyRestructuringPlan: refuse(404, 'bulunamadı') });
    renderRoute('/yapilandirma-dogrula/:code', <PlanVerifyPage />, '/yapilandirma-dogrula/ZZZZZZZZZZZZ');
    expect(await screen.findByText('Bu doğrulama koduyla düzenlenmiş bir yapılandırma planı bulunamadı.')).toBeTruthy();
  });
});
