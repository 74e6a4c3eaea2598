import type { PayrollPeriod } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../shared/api/testing.js';
import { standInForModalDialogs } from '../../../testing/dialog.js';
import { renderRoute } from '../../../testing/render.js';
import PayrollDeskPage from './PayrollDeskPage.js';

beforeAll(standInForModalDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const october: PayrollPeriod = {
  Year: 2026,
  Month: 10,
  Status: 'PUBLISHED',
  EmployeeCount: 81,
  GrossKurus: 500_000_000,
  PaidKurus: 390_000_000,
  EmployerCostKurus: 590_000_000,
  ImportedBy: 'Sistem',
  ImportedAt: '2026-10-25T09:00:00.000Z',
  PublishedBy: 'Sistem',
  PublishedAt: '2026-10-28T09:00:00.000Z',
};
const november: PayrollPeriod = {
  ...october,
  Month: 11,
  Status: 'DRAFT',
  EmployeeCount: 2,
  ImportedBy: 'İnsan Kaynakları',
  PublishedBy: null,
  PublishedAt: null,
};

/** The desk's months as the server holds them: November is published once the desk publishes it. */
const desk = { published: false };
const periodsNow = () => ({
  Items: [desk.published ? { ...november, Status: 'PUBLISHED' as const } : november, october],
});
function publishNovember() {
  desk.published = true;
  return { ...november, Status: 'PUBLISHED' as const };
}

const csvFile = (text: string) => new File([text], 'kasim.csv', { type: 'text/csv' });

async function upload(text: string) {
  const input = await screen.findByLabelText('CSV dosyası');
  fireEvent.change(input, { target: { files: [csvFile(text)] } });
  fireEvent.click(screen.getByRole('button', { name: 'Yükle' }));
}

describe('payroll desk (/yonetim/bordro)', () => {
  it('imports the month after the last one and lists the errors line by line', async () => {
    const api = fakeApi({
      GetPayrollPeriods: { Items: [october] },
      ImportPayrollMonth: {
        Period: null,
        Errors: [
          { Line: 3, Message: 'Sicil No 99999999 ile kayıtlı bir çalışan yok.' },
          { Line: 5, Message: 'Yan Ödemeler: tutar 45000,00 biçiminde olmalıdır.' },
        ],
      },
    });
    renderRoute('/yonetim/bordro', <PayrollDeskPage />);
    await screen.findByText('Ekim 2026');
    expect((screen.getByRole('combobox', { name: /^Ay/ }) as HTMLSelectElement).value).toBe('11');
    expect(screen.getByText(/Sicil No;T\.C\. Kimlik No;Temel Ücret/)).toBeTruthy();
    await upload('Sicil No;T.C. Kimlik No\r\n1;2');
    await waitFor(() => expect(api.calls()).toContain('ImportPayrollMonth'), { timeout: 3000 });
    const alert = await screen.findByText('Dosyada 2 hatalı satır var; hiçbir satır kaydedilmedi.', undefined, {
      timeout: 3000,
    });
    const table = within(alert.parentElement!).getByRole('table');
    expect(within(table).getByText('Sicil No 99999999 ile kayıtlı bir çalışan yok.')).toBeTruthy();
    expect(api.bodyOf('ImportPayrollMonth')).toMatchObject({
      year: 2026,
      month: 11,
      csv: 'Sicil No;T.C. Kimlik No\r\n1;2',
    });
  });

  it('asks for a file before importing', async () => {
    const api = fakeApi({ GetPayrollPeriods: { Items: [] } });
    renderRoute('/yonetim/bordro', <PayrollDeskPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yükle' }));
    expect(await screen.findByText('Bir CSV dosyası seçiniz.')).toBeTruthy();
    expect(api.calls()).not.toContain('ImportPayrollMonth');
  });

  it('publishes a draft month after confirming, and shows it published', async () => {
    desk.published = false;
    const api = fakeApi({ GetPayrollPeriods: periodsNow, PublishPayrollMonth: publishNovember });
    renderRoute('/yonetim/bordro', <PayrollDeskPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Kasım 2026 bordrosunu yayımla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kasım 2026 bordrosunu yayımla' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yayımla' }));
    await waitFor(() => expect(api.calls()).toContain('PublishPayrollMonth'));
    expect(api.bodyOf('PublishPayrollMonth')).toMatchObject({ year: 2026, month: 11 });
    expect(await screen.findByText('Kasım 2026 bordrosu yayımlandı.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Kasım 2026 bordrosunu yayımla' })).toBeNull());
  });
});
