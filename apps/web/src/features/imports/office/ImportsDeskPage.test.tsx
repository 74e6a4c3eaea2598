import type { ImportReconciliation, ImportSummary } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../shared/api/testing.js';
import { standInForModalDialogs } from '../../../testing/dialog.js';
import { renderRoute } from '../../../testing/render.js';
import ImportsDeskPage from './ImportsDeskPage.js';

beforeAll(standInForModalDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const counts = { Rows: 3, Rejected: 1, Created: 2, Updated: 0, Unchanged: 0, Protected: 0 };
const base: ImportSummary = {
  ImportId: 7,
  Kind: 'accruals',
  KindLabel: 'Tahakkuklar',
  FileName: 'tahakkuk.csv',
  SizeBytes: 120,
  Status: 'DRY_RUNNING',
  UploadedBy: 'Selin Aydın',
  UploadedAt: '2026-11-27T09:00:00.000Z',
  AppliedBy: null,
  AppliedAt: null,
  Progress: { RowsDone: 1500, RowsTotal: 6000, RowsPerSecond: 500, EtaSeconds: 9, Percent: 25 },
  DryRun: null,
  Applied: null,
  Error: null,
};
const dryRunDone: ImportSummary = {
  ...base,
  Status: 'DRY_RUN_DONE',
  Progress: { RowsDone: 3, RowsTotal: 3, RowsPerSecond: 0, EtaSeconds: null, Percent: 100 },
  DryRun: counts,
};
const rejected = {
  Items: [
    {
      FileName: 'tahakkuk.csv',
      Row: 4,
      SourceKey: 'ESKI-T-3',
      Column: 'Anapara',
      Value: '-5,00',
      Reason: 'Tutar eksi olamaz.',
    },
  ],
  Total: 1,
};
const reconciliation: ImportReconciliation = {
  ImportId: 7,
  Kind: 'accruals',
  Accruals: [
    {
      RevenueCode: 1,
      RevenueName: 'Emlak Vergisi (Bina)',
      Year: 2026,
      FileCount: 2,
      FileKurus: 246912,
      PortalCount: 2,
      PortalKurus: 246912,
      Matches: true,
    },
  ],
  Collections: [],
  Differences: [],
  Matches: true,
};

describe('data import desk (/yonetim/veri-aktarimi)', () => {
  it('uploads the chosen kind of file, follows the dry run and shows its counts and rejected rows', async () => {
    let polls = 0;
    // The first answer: the job is running; then it has finished.
    const importNow = () => (++polls < 2 ? base : dryRunDone);
    const api = fakeApi({
      GetImports: { Items: [], Total: 0 },
      UploadImportFile: { ...base, Status: 'DRY_RUN_QUEUED' },
      GetImport: importNow,
      GetImportIssues: rejected,
    });
    renderRoute('/yonetim/veri-aktarimi', <ImportsDeskPage />);
    fireEvent.change(await screen.findByRole('combobox', { name: /Dosya türü/ }), { target: { value: 'accruals' } });
    const file = new File(['Kaynak Anahtarı;Sicil No\r\nESKI-T-1;100001\r\n'], 'tahakkuk.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Dosya (CSV veya XLSX)'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Yükle ve denetle' }));

    await waitFor(() => expect(api.calls()).toContain('UploadImportFile'));
    expect(api.bodyOf('UploadImportFile')).toMatchObject({
      kind: 'accruals',
      fileName: 'tahakkuk.csv',
      partIndex: 0,
      last: true,
    });
    expect(await screen.findByText('1.500 / 6.000 satır')).toBeTruthy();
    expect(screen.getByText('saniyede 500 satır')).toBeTruthy();
    expect(screen.getByText('kalan süre yaklaşık 9 sn')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'İlerleme' })).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Reddedilen satırlar' }, { timeout: 5000 });
    expect(within(table).getByRole('rowheader', { name: '4' })).toBeTruthy();
    expect(within(table).getByText('Tutar eksi olamaz.')).toBeTruthy();
    expect(screen.getByText('Eklenecek').nextSibling?.textContent).toBe('2');
    expect(screen.getByRole('button', { name: 'Uygula' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Raporu indir (CSV)' })).toBeTruthy();
  });

  it('refuses to upload without a file, or a file that is neither CSV nor XLSX', async () => {
    const api = fakeApi({ GetImports: { Items: [], Total: 0 } });
    renderRoute('/yonetim/veri-aktarimi', <ImportsDeskPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yükle ve denetle' }));
    expect(await screen.findByText('Bir CSV veya XLSX dosyası seçiniz.')).toBeTruthy();
    const pdf = new File(['%PDF-'], 'belge.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Dosya (CSV veya XLSX)'), { target: { files: [pdf] } });
    fireEvent.click(screen.getByRole('button', { name: 'Yükle ve denetle' }));
    expect(await screen.findByText('Yalnızca CSV veya XLSX dosyası yüklenebilir.')).toBeTruthy();
    expect(api.calls()).not.toContain('UploadImportFile');
  });

  it('applies the reviewed dry run after confirming, then shows the reconciliation matching', async () => {
    const desk = { applied: false };
    const applied: ImportSummary = { ...dryRunDone, Status: 'APPLIED', Applied: counts, AppliedBy: 'Selin Aydın' };
    const importNow = () => (desk.applied ? applied : dryRunDone);
    const apply = (): ImportSummary => {
      desk.applied = true;
      return { ...dryRunDone, Status: 'APPLY_QUEUED' };
    };
    const api = fakeApi({
      GetImports: { Items: [dryRunDone], Total: 1 },
      GetImport: importNow,
      GetImportIssues: rejected,
      ApplyImport: apply,
      GetImportReconciliation: reconciliation,
    });
    renderRoute('/yonetim/veri-aktarimi', <ImportsDeskPage />, '/yonetim/veri-aktarimi?aktarim=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Uygula' }));
    const dialog = await screen.findByRole('dialog', { name: 'tahakkuk.csv dosyasını uygula' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uygula' }));
    await waitFor(() => expect(api.calls()).toContain('ApplyImport'));
    expect(api.bodyOf('ApplyImport')).toMatchObject({ importId: 7 });

    const lines = await screen.findByRole('table', { name: 'Açık tahakkuklar' });
    const row = within(lines).getByRole('row', { name: /Emlak Vergisi \(Bina\)/ });
    expect(within(row).getByText('Eşleşiyor')).toBeTruthy();
    expect(within(row).getAllByText('₺2.469,12')).toHaveLength(2);
    expect(screen.getByText('Dosya ile portal kuruşu kuruşuna eşleşiyor.')).toBeTruthy();
  });
});
