import type { CollectionExport } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import { CollectionExports } from './CollectionExports.js';

// jsdom has no object URLs.
beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:muhasebe');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

const file = (oid: number, over: Partial<CollectionExport>): CollectionExport => ({
  ExportOid: oid,
  Day: '2026-11-24',
  Version: 1,
  NewerVersion: null,
  FileName: 'tahsilat-muhasebe-2026-11-24.csv',
  ReceiptCount: 12,
  LineCount: 15,
  TotalKurus: 1_234_56,
  Checksum: 'ab'.repeat(32),
  CreatedAt: '2026-11-24T21:05:00.000Z',
  ...over,
});

const files = [
  file(3, {
    Day: '2026-11-25',
    ReceiptCount: 2,
    LineCount: 3,
    TotalKurus: 15_345,
    CreatedAt: '2026-11-25T21:05:00.000Z',
  }),
  file(2, { Version: 2, FileName: 'tahsilat-muhasebe-2026-11-24-v2.csv', TotalKurus: 1_244_56 }),
  file(1, { NewerVersion: 2 }),
];

describe('the accounting export files on the desk', () => {
  it('lists each day with its counts, total and time under named column headers', async () => {
    fakeApi({ GetCollectionExports: { Items: files, TotalCount: 3 } });
    renderRoute('/yonetim/mutabakat', <CollectionExports />);
    const table = await screen.findByRole('table', { name: 'Muhasebeye aktarım dosyaları' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Gün', 'Makbuz / satır', 'Toplam', 'Hazırlanma', 'Dosya']);
    const [, day] = within(table).getAllByRole('row');
    expect(within(day).getByRole('rowheader').textContent).toBe('25.11.2026');
    expect(day.textContent).toMatch(/2 \/ 3/);
    expect(day.textContent).toMatch(/153,45/);
    expect(day.textContent).toMatch(/26\.11\.2026 00:05/);
  });

  it('marks an older version of a day as having a newer one, and not the newest', async () => {
    fakeApi({ GetCollectionExports: { Items: files, TotalCount: 3 } });
    renderRoute('/yonetim/mutabakat', <CollectionExports />);
    const table = await screen.findByRole('table', { name: 'Muhasebeye aktarım dosyaları' });
    const rows = within(table).getAllByRole('row').slice(2);
    expect(rows[0].textContent).toMatch(/2\. sürüm/);
    expect(rows[0].textContent).not.toMatch(/Yeni sürümü var/);
    expect(rows[1].textContent).toMatch(/Yeni sürümü var \(2\. sürüm\)/);
  });

  it('downloads the chosen version by a button that names its day and version', async () => {
    const api = fakeApi({
      GetCollectionExports: { Items: files, TotalCount: 3 },
      GetCollectionExportFile: {
        FileName: 'tahsilat-muhasebe-2026-11-24.csv',
        MediaType: 'text/csv; charset=utf-8',
        Encoding: 'utf-8',
        Content: '\uFEFFKayıt Tipi;Makbuz No\r\n',
      },
    });
    renderRoute('/yonetim/mutabakat', <CollectionExports />);
    fireEvent.click(await screen.findByRole('button', { name: 'İndir: 24.11.2026, 1. sürüm' }));
    await waitFor(() => expect(api.bodyOf('GetCollectionExportFile')).toMatchObject({ exportOid: 1 }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('says when no file has been prepared yet', async () => {
    fakeApi({ GetCollectionExports: { Items: [], TotalCount: 0 } });
    renderRoute('/yonetim/mutabakat', <CollectionExports />);
    expect(await screen.findByText('Henüz hazırlanmış aktarım dosyası yok.')).toBeTruthy();
  });
});
