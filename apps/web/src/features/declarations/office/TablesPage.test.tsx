import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../shared/api/testing.js';
import { renderRoute } from '../../../testing/render.js';
import TablesPage, { parseFactor, parseLiraToKurus } from './TablesPage.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const history = [
  {
    Table: 'STREET_VALUATION' as const,
    TableName: 'Arsa rayiç bedelleri',
    Year: 2026,
    Version: 2,
    Reason: 'Cadde genişletildi, değer güncellendi.',
    StaffName: 'Ayşe Koç',
    At: '2026-11-20T09:00:00.000Z',
    Changes: [{ Row: 'Atatürk Cd.', Before: '10.000,00', After: '12.500,00' }],
  },
];

function open() {
  const api = fakeApi({
    GetDeclarationTableHistory: history,
    GetDistrictListFromActiveAddressSource: [{ Code: '161', Name: 'Bağlar Mahallesi', CountyCode: '1601' }],
    GetStreetListWithoutAuthorization: [{ Code: '1611', Name: 'Atatürk Cd.', TypeName: 'Cd.', DistrictCode: '161' }],
    OpenDeclarationTableYear: { Year: 2027, Rows: 812 },
    SaveDeclarationTable: { Table: 'STREET_VALUATION', Year: 2026, Version: 3, ChangedRows: 1 },
  });
  renderRoute('/yonetim/beyanname-tablolari', <TablesPage />);
  return api;
}
const section = (name: string) => screen.getByRole('region', { name });
const type = (scope: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe('reading amounts and factors as staff type them', () => {
  it('takes Turkish decimals and refuses what is not one', () => {
    expect(parseFactor('1,12745')).toBe(1.12745);
    expect(parseFactor('1.2549')).toBe(1.2549);
    expect(parseFactor('7')).toBeNull();
    expect(parseFactor('1,123456')).toBeNull();
    expect(parseLiraToKurus('12.500,00')).toBe(1_250_000);
    expect(parseLiraToKurus('12500,5')).toBe(1_250_050);
    expect(parseLiraToKurus('12,500.00')).toBeNull();
  });
});

describe('the calculation tables desk', () => {
  it("opens the next year's tables with the factors typed, and refuses a factor out of bounds before sending", async () => {
    const api = open();
    const form = section('Yeni yılın tablolarını aç');
    type(form, /Arsa ve arazi/, '9');
    type(form, /İnşaat maliyetleri/, '1,2');
    type(form, /ÇTV, ilan-reklam/, '1,2549');
    type(form, /Gerekçe/, '2027 yeniden değerleme oranı %25,49.');
    fireEvent.click(within(form).getByRole('button', { name: 'Yeni yılı aç' }));
    expect(await within(form).findByText(/Katsayıyı 0,5 ile 5 arasında/)).toBeTruthy();
    expect(api.calls()).not.toContain('OpenDeclarationTableYear');
    type(form, /Arsa ve arazi/, '1,12745');
    fireEvent.click(within(form).getByRole('button', { name: 'Yeni yılı aç' }));
    await waitFor(() => expect(api.calls()).toContain('OpenDeclarationTableYear'));
    expect(api.bodyOf('OpenDeclarationTableYear')).toMatchObject({
      fromYear: new Date().getFullYear(),
      toYear: new Date().getFullYear() + 1,
      propertyFactor: 1.12745,
      constructionFactor: 1.2,
      tariffFactor: 1.2549,
    });
  });

  it("changes one street's value in kuruş, and lists the history of changes", async () => {
    const api = open();
    const form = section('Arsa rayiç bedelini düzelt');
    await within(form).findByRole('option', { name: 'Bağlar Mahallesi' });
    fireEvent.change(within(form).getByLabelText(/Mahalle/), { target: { value: '161' } });
    await within(form).findByRole('option', { name: 'Atatürk Cd.' });
    fireEvent.change(within(form).getByLabelText(/Cadde\/Sokak/), { target: { value: '1611' } });
    type(form, /Yeni m² rayiç/, '12.500,00');
    type(form, /Gerekçe/, 'Cadde genişletildi, değer güncellendi.');
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.calls()).toContain('SaveDeclarationTable'));
    expect(api.bodyOf('SaveDeclarationTable')).toMatchObject({
      change: { table: 'STREET_VALUATION', rows: [{ streetCode: '1611', unitValueKurus: 1_250_000 }] },
    });
    const changes = section('Değişiklik geçmişi');
    expect(await within(changes).findByText('Ayşe Koç')).toBeTruthy();
    expect(within(changes).getByText('Atatürk Cd.: 10.000,00 → 12.500,00')).toBeTruthy();
  });
});
