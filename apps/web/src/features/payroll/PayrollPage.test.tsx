import type { PayrollDetail } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, refuse } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import PayrollPage from './PayrollPage.js';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

const employee = {
  NameSurname: 'Mustafa Demir',
  SicilNo: '10567',
  Department: 'Fen İşleri Müdürlüğü',
  Title: 'Tekniker',
};
const expiresAt = new Date(Date.now() + 15 * 60_000).toISOString();
const SESSION_OVER = 'Bordro görüntüleme süreniz doldu. Lütfen bilgilerinizi yeniden girerek yeni bir kod isteyiniz.';
const months = {
  Employee: employee,
  ExpiresAt: expiresAt,
  Items: [
    {
      Year: 2026,
      Month: 10,
      GrossKurus: 6_000_000,
      DeductionKurus: 1_264_337,
      NetKurus: 4_735_663,
      PaidKurus: 4_735_663,
    },
    {
      Year: 2026,
      Month: 9,
      GrossKurus: 6_000_000,
      DeductionKurus: 1_264_337,
      NetKurus: 4_735_663,
      PaidKurus: 4_735_663,
    },
  ],
};
const october: PayrollDetail = {
  ...months.Items[0],
  Employee: employee,
  BaseKurus: 5_500_000,
  AllowanceKurus: 500_000,
  OvertimeKurus: 0,
  SgkBaseKurus: 6_000_000,
  SgkEmployeeKurus: 840_000,
  UnemploymentEmployeeKurus: 60_000,
  IncomeTaxBaseKurus: 5_100_000,
  CumulativeTaxBaseKurus: 51_000_000,
  IncomeTaxBeforeExemptionKurus: 765_000,
  IncomeTaxExemptionKurus: 421_133,
  IncomeTaxKurus: 343_867,
  StampTaxBeforeExemptionKurus: 45_540,
  StampTaxExemptionKurus: 25_070,
  StampTaxKurus: 20_470,
  UnionDuesKurus: 0,
  GarnishmentKurus: 0,
  SgkEmployerKurus: 930_000,
  UnemploymentEmployerKurus: 120_000,
  EmployerCostKurus: 7_050_000,
  VerificationCode: 'BRD-ABCD-EFGH-JKLM',
};

let api: FakeApi;
/** The right code: from now on the server knows this browser's session. */
function opensSession() {
  api.answer('GetEmployeeScoreCardAccrumentSummaries', months);
  return { Employee: employee, ExpiresAt: expiresAt };
}
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:bordro');
  URL.revokeObjectURL = vi.fn();
});
beforeEach(async () => {
  const salt = 'a1b2c3d4e5f6?expires=1893456000&';
  const challenge = await sha256Hex(`${salt}321`);
  api = fakeApi({
    GetHumanVerificationChallenge: { algorithm: 'SHA-256', challenge, maxnumber: 2000, salt, signature: 'sig' },
    GetEmployeeScoreCardAccrumentSummaries: refuse(401, SESSION_OVER, 'error_unauthenticated'),
    IsEmployeeActive: {
      Message: 'Bilgileriniz kayıtlarımızla eşleşiyorsa cep telefonunuza 6 haneli bir doğrulama kodu gönderildi.',
      ChallengeId: 'c'.repeat(32),
      ExpiresAt: expiresAt,
      MaskedGsm: '(555) *** ** 04',
    },
    ConfirmPayrollCode: opensSession,
    GetEmployeePayroll: october,
    GetEmployeePayrollYear: {
      Year: 2026,
      Months: months.Items,
      GrossKurus: 12_000_000,
      SgkEmployeeKurus: 1_680_000,
      UnemploymentEmployeeKurus: 120_000,
      IncomeTaxKurus: 687_734,
      StampTaxKurus: 40_940,
      NetKurus: 9_471_326,
      PaidKurus: 9_471_326,
      EmployerCostKurus: 14_100_000,
    },
    GetEmployeePayrollPdf: {
      FileName: 'bordro-2026-10.pdf',
      MediaType: 'application/pdf',
      Encoding: 'base64',
      Content: 'JVBERi0=',
    },
    EndPayrollSession: { Result: true },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function identify(tckn = '42519360886') {
  fireEvent.change(await screen.findByLabelText(/T\.C\. Kimlik No/), { target: { value: tckn } });
  fireEvent.change(screen.getByLabelText(/Kayıtlı cep telefonu/), { target: { value: '5550000104' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Ben robot değilim' }));
  await screen.findByText('Doğrulandı', undefined, { timeout: 5000 });
  fireEvent.click(screen.getByRole('button', { name: 'Doğrulama kodu gönder' }));
}

async function enterCode() {
  fireEvent.change(await screen.findByRole('textbox', { name: /Doğrulama kodu/ }), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Bordrolarımı göster' }));
}

describe('payroll observation (/maas-bordrosu)', () => {
  it('asks for the T.C., phone and human check, then the SMS code, then lists the months', async () => {
    renderRoute('/maas-bordrosu', <PayrollPage />);
    await identify();
    expect(await screen.findByText(/\(555\) \*\*\* \*\* 04 numarasına/)).toBeTruthy();
    expect(api.bodyOf('IsEmployeeActive')).toMatchObject({ pidNo: '42519360886', gsmNumber: '5550000104' });
    await enterCode();
    expect(api.bodyOf('ConfirmPayrollCode')).toMatchObject({ challengeId: 'c'.repeat(32), code: '123456' });
    expect(await screen.findByRole('heading', { name: 'Mustafa Demir' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Son 24 ayın bordroları' });
    expect(within(table).getByText('Ekim 2026')).toBeTruthy();
    expect(screen.getByText(/Bordro erişiminiz \d{2}:\d{2} saatine kadar açık/)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '2026 yılı özeti' })).toBeTruthy();
  });

  it('shows a month’s gross parts, deductions, net and employer costs, and downloads its PDF', async () => {
    renderRoute('/maas-bordrosu', <PayrollPage />);
    await identify();
    await enterCode();
    fireEvent.click(await screen.findByRole('button', { name: 'Ekim 2026 bordrosunu görüntüle' }));
    expect(await screen.findByRole('heading', { name: 'Ekim 2026 bordrosu' })).toBeTruthy();
    const legal = await screen.findByRole('table', { name: 'Yasal kesintiler' });
    expect(within(legal).getByRole('row', { name: /Ödenecek gelir vergisi/ }).textContent).toContain('3.438,67');
    const net = screen.getByRole('table', { name: 'Net ücret ve diğer kesintiler' });
    expect(within(net).getByRole('row', { name: /Ele geçen/ }).textContent).toContain('47.356,63');
    expect(screen.getByText('BRD-ABCD-EFGH-JKLM')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'PDF indir' }));
    await waitFor(() => expect(api.calls()).toContain('GetEmployeePayrollPdf'));
    expect(api.bodyOf('GetEmployeePayrollPdf')).toMatchObject({ year: 2026, month: 10 });
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('goes back to the first step with a notice when the session ends on the server or by the button', async () => {
    renderRoute('/maas-bordrosu', <PayrollPage />);
    await identify();
    await enterCode();
    fireEvent.click(await screen.findByRole('button', { name: 'Oturumu kapat' }));
    expect(await screen.findByText(/oturumunuz sona erdi/)).toBeTruthy();
    expect(api.calls()).toContain('EndPayrollSession');
    expect(screen.getByLabelText(/T\.C\. Kimlik No/)).toBeTruthy();

    api.answer('GetEmployeePayroll', refuse(401, SESSION_OVER, 'error_unauthenticated'));
    await identify();
    await enterCode();
    fireEvent.click(await screen.findByRole('button', { name: 'Eylül 2026 bordrosunu görüntüle' }));
    expect(await screen.findByText(/oturumunuz sona erdi/)).toBeTruthy();
  });

  it('refuses an invalid T.C. Kimlik No before asking the server, and shows the server’s refusal of a code', async () => {
    renderRoute('/maas-bordrosu', <PayrollPage />);
    fireEvent.change(await screen.findByLabelText(/T\.C\. Kimlik No/), { target: { value: '12345678901' } });
    fireEvent.click(screen.getByRole('button', { name: 'Doğrulama kodu gönder' }));
    await waitFor(() => expect(screen.getByLabelText(/T\.C\. Kimlik No/).getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls()).not.toContain('IsEmployeeActive');

    api.answer('ConfirmPayrollCode', refuse(400, 'Doğrulama kodu hatalı veya geçerliliğini yitirmiş.'));
    await identify();
    await enterCode();
    expect(await screen.findByText('Doğrulama kodu hatalı veya geçerliliğini yitirmiş.')).toBeTruthy();
  });
});
