import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import DeclarationReceiptVerifyPage from './ReceiptVerifyPage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('checks a declaration receipt by the code its QR code opens', async () => {
  fakeApi({
    VerifyDeclarationReceipt: {
      Number: 'EMLK-2026-000041',
      Kind: 'ESTATE',
      KindName: 'Emlak vergisi beyannamesi',
      Year: 2026,
      Version: 1,
      Status: 'APPROVED',
      StatusName: 'Onaylandı',
      DeclarerMasked: 'Ze**** Ar****',
      TotalKurus: 223_288,
      FiledAt: '2026-11-20T09:00:00.000Z',
    },
  });
  renderRoute('/beyanname-dogrula/:code', <DeclarationReceiptVerifyPage />, '/beyanname-dogrula/K7M2Q9XP3TAB');
  expect(await screen.findByText('Bu beyanname alındısı geçerlidir')).toBeTruthy();
  expect(screen.getByText('EMLK-2026-000041')).toBeTruthy();
  expect(screen.getByText('Onaylandı')).toBeTruthy();
  expect(screen.getByText('20.11.2026')).toBeTruthy();
});
