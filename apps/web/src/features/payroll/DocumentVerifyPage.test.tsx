import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeApi, refuse } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import PayrollDocumentVerifyPage from './DocumentVerifyPage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('checks a payslip by the code its QR code opens, showing the month, the masked name and the net pay', async () => {
  const api = fakeApi({
    VerifyPayrollDocument: { Year: 2026, Month: 10, NameMasked: 'Mu**** De***', NetKurus: 4_735_663 },
  });
  renderRoute('/bordro-dogrula/:code', <PayrollDocumentVerifyPage />, '/bordro-dogrula/BRD-AB12-CD34-EF56');
  expect(await screen.findByText('Bu bordro belgesi geçerlidir')).toBeTruthy();
  expect(screen.getByText('Ekim 2026')).toBeTruthy();
  expect(screen.getByText('Mu**** De***')).toBeTruthy();
  expect(api.bodyOf('VerifyPayrollDocument')).toMatchObject({ code: 'BRD-AB12-CD34-EF56' });
});

it('writes a typed code in its printed form, refuses a short one, and says when none matches', async () => {
  const api = fakeApi({ VerifyPayrollDocument: refuse(404, 'Bulunamadı.', 'error_not_found') });
  renderRoute('/bordro-dogrula/:code', <PayrollDocumentVerifyPage />, '/bordro-dogrula/BRD-AB12-CD34-EF56');
  expect(await screen.findByText('Bu doğrulama koduyla düzenlenmiş bir bordro bulunamadı.')).toBeTruthy();
  const field = screen.getByLabelText(/Doğrulama kodu/) as HTMLInputElement;
  fireEvent.change(field, { target: { value: 'brd ab12' } });
  expect(field.value).toBe('BRD-AB12');
  fireEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
  expect(await screen.findByText('Doğrulama kodu BRD-XXXX-XXXX-XXXX biçimindedir.')).toBeTruthy();
  expect(api.calls().filter((c) => c === 'VerifyPayrollDocument')).toHaveLength(1);
});
