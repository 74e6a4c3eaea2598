import type { Calculation, DeclarationRecorded } from '@e-belediye/contracts';
import { clock } from '@e-belediye/contracts/clock';
import { ConstructionYearMessages } from '@e-belediye/contracts/tax-year';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, refuse } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import DeclarationPage from './EstateDeclarationPage.js';

const calculation: Calculation = {
  Kind: 'ESTATE',
  Year: 2026,
  RevenueCode: 1,
  AnnualKurus: 75_000,
  Installments: [
    { No: 1, DueDate: '2026-06-01', Kurus: 37_500 },
    { No: 2, DueDate: '2026-11-30', Kurus: 37_500 },
  ],
  Explanation: [
    {
      Key: 'landValue',
      Label: 'Arsanın vergi değeri',
      Formula: '250,00 m² × 1.000,00 TL/m² × 1/1',
      AmountKurus: 25_000_000,
      Source: { Table: 'Arsa rayiç bedeli', Year: 2026, Row: 'Merkez, Atatürk Cd.' },
      Law: null,
    },
    {
      Key: 'tax',
      Label: 'Yıllık vergi',
      Formula: '250.000,00 TL × binde 3',
      AmountKurus: 75_000,
      Source: null,
      Law: '1319 s. Emlak Vergisi Kanunu md. 18',
    },
  ],
};

const recorded: DeclarationRecorded = {
  Oid: 41,
  Number: 'B-2026-000041',
  Version: 1,
  Status: 'SUBMITTED',
  Calculation: calculation,
  AccrualOids: [501, 502],
  VerificationCode: 'ABCD1234EF',
  ReceiptUrl: '/api/declaration/receipt/41',
};

let api: FakeApi;
beforeEach(() => {
  sessionStorage.clear();
  api = fakeApi({
    RetrieveDeclarer: {
      RegistryType: 'G',
      RegistryTypeName: 'Gerçek kişi',
      IdentityNo: '10000000146',
      Name: 'Zeynep',
      Surname: 'Arslan',
      FatherName: null,
      TaxOfficeCode: null,
      GsmNumber: '5550000101',
      Email: null,
    },
    RetrieveParametersWithoutAuthorization: [{ TypeCode: 9, Code: '1', Name: 'Satış', SortOrder: 1 }],
    AddressGetCountyListWithoutAuthorization: [{ Code: '16', Name: 'Osmangazi' }],
    GetDistrictListViaCountyCode: [{ Code: '161', Name: 'Merkez', CountyCode: '16' }],
    GetStreetListWithoutAuthorization: [{ Code: '1611', Name: 'Atatürk', TypeName: 'Cd.', DistrictCode: '161' }],
    GetOuterDoorListWithoutAuthorization: [],
    CalculateDeclaration: calculation,
    RecordEMunicipalityEstateDeclaration: recorded,
    UploadFile: {
      FileId: 'Fq3k9Zx2Lm8Wb7Yc6Vd5Te4Sf3Rg2Ph1',
      FileName: 'tapu.pdf',
      ContentType: 'application/pdf',
      SizeBytes: 8,
    },
  });
});
const realNow = clock.now;
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clock.now = realNow;
});

const choose = async (label: string, option: string) => {
  const select = screen.getByLabelText<HTMLSelectElement>(label);
  await within(select).findByRole('option', { name: option });
  fireEvent.change(select, {
    target: { value: within(select).getByRole<HTMLOptionElement>('option', { name: option }).value },
  });
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** On from the declarer's step: the kind's steps are a chunk fetched then, so the step change is awaited. */
async function pastTheDeclarer() {
  await act(async () => press('Devam'));
  await screen.findByRole('heading', { name: /^Adım 2 / });
}

/** An estate page up to its title deed step: the declarer and the address given, the parcel's numbers typed. */
async function toTheDeed(kind: 'plot' | 'building') {
  const path = kind === 'plot' ? 'Plot' : 'Building';
  renderRoute(`/EMunicipalityEstateDeclaration${path}`, <DeclarationPage kind={kind} />);
  await screen.findByText('Zeynep Arslan');
  await pastTheDeclarer();
  await choose('İlçe', 'Osmangazi');
  await choose('Mahalle', 'Merkez');
  await choose('Cadde / sokak', 'Atatürk Cd.');
  press('Devam');
  type('Ada', '112');
  type('Parsel', '7');
}

async function fillPlot() {
  await toTheDeed('plot');
  type('Yüzölçümü (m²)', '250');
}

describe('a declaration page', { timeout: 20_000 }, () => {
  it('estimates the tax as the citizen types and explains each figure', async () => {
    await fillPlot();
    const panel = screen.getByRole('region', { name: 'Tahmini vergi' });
    expect((await within(panel).findByTestId('estimate-total')).textContent).toBe('₺750,00');
    expect(api.bodyOf('CalculateDeclaration').declaration).toMatchObject({
      kind: 'ESTATE',
      estateType: 2,
      areaM2: 250,
      address: { countyCode: '16', districtCode: '161', streetCode: '1611' },
    });
    // How the amount is made up is a part fetched with the first estimate.
    expect(await within(panel).findByText('1. taksit (son gün 01.06.2026)')).toBeTruthy();
    const figure = within(panel).getByText('Arsanın vergi değeri').closest('details') as HTMLDetailsElement;
    expect(figure.textContent).toContain('250,00 m² × 1.000,00 TL/m² × 1/1');
    expect(figure.textContent).toContain('Arsa rayiç bedeli (2026) — Merkez, Atatürk Cd.');
    expect(within(panel).getByText('Yıllık vergi').closest('details')?.textContent).toContain('1319 s. Emlak');
  });

  it('says what the server still misses instead of an amount', async () => {
    api.answer('CalculateDeclaration', refuse(400, 'Bu sokak için 2026 rayiç bedeli yok.', 'error_invalid'));
    await fillPlot();
    expect(await screen.findByText(/Bu sokak için 2026 rayiç bedeli yok/)).toBeTruthy();
  });

  it('sends the declaration with its attachment from the check page and confirms it with its number, receipt and explanation', async () => {
    await fillPlot();
    press('Devam');
    type('Edinme tarihi', '2024-03-15');
    await choose('Edinme sebebi', 'Satış');
    press('Devam');
    const deed = new File(['%PDF-1.4'], 'tapu.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Belgeler'), { target: { files: [deed] } });
    expect(await screen.findByRole('button', { name: /tapu\.pdf/ })).toBeTruthy();
    press('Devam');
    expect(screen.getByRole('heading', { name: 'Bilgilerinizi kontrol edin' })).toBeTruthy();
    expect(screen.getByText('Atatürk Cd., Merkez, Osmangazi')).toBeTruthy();
    press('Beyannameyi gönder');
    expect((await screen.findByTestId('declaration-number')).textContent).toBe('B-2026-000041');
    expect(api.bodyOf('RecordEMunicipalityEstateDeclaration')).toMatchObject({
      declarer: { registryType: 'G', tckn: '10000000146', name: 'Zeynep', surname: 'Arslan', gsmNumber: '5550000101' },
      declaration: {
        titleDeed: { ada: '112', parsel: '7' },
        acquisitionDate: '2024-03-15',
        year: 2026,
        usage: 'OTHER',
      },
      fileIds: ['Fq3k9Zx2Lm8Wb7Yc6Vd5Te4Sf3Rg2Ph1'],
    });
    expect(screen.getByRole('link', { name: 'Beyanname alındısı (PDF)' }).getAttribute('href')).toBe(
      '/api/declaration/receipt/41',
    );
    expect(screen.getByRole('link', { name: 'Borçlarıma git' }).getAttribute('href')).toBe('/DebtQuestioning');
    expect(screen.getByText('Bu tutar nasıl hesaplandı?')).toBeTruthy();
    // The draft is gone: the next declaration starts empty.
    expect(
      Object.keys(sessionStorage).filter(
        (k) => k.startsWith('beyanname-taslak') && sessionStorage.getItem(k)?.includes('112'),
      ),
    ).toEqual([]);
  });

  it('opens a declaration on file prefilled and sends the amendment in its place', async () => {
    api.answer('GetDeclaration', {
      ...recorded,
      Kind: 'ESTATE',
      KindName: 'Emlak vergisi beyannamesi',
      EstateType: 2,
      Year: 2026,
      Status: 'RETURNED',
      StatusName: 'Düzeltme için iade edildi',
      Title: 'Ada 112 Parsel 7',
      TotalKurus: 75_000,
      PaidKurus: 0,
      RemainingKurus: 75_000,
      FiledAt: '2026-11-20T09:00:00.000Z',
      ReturnReason: 'Alan yanlış.',
      CanAmend: true,
      CanWithdraw: true,
      RegistryNo: 'S-000004',
      Declarer: { registryType: 'G', tckn: '10000000146', name: 'Zeynep', surname: 'Arslan', gsmNumber: '5550000101' },
      Declaration: {
        kind: 'ESTATE',
        estateType: 2,
        year: 2026,
        address: { countyCode: '16', districtCode: '161', streetCode: '1611' },
        titleDeed: { ada: '112', parsel: '7' },
        areaM2: 250,
        share: { numerator: 1, denominator: 2 },
        acquisitionDate: '2024-03-15',
        acquisitionReasonCode: '1',
        usage: 'OTHER',
      },
      Attachments: [
        { FileId: 'tapu-file-id-0001', FileName: 'tapu.pdf', ContentType: 'application/pdf', SizeBytes: 1_200 },
        { FileId: 'kira-file-id-0002', FileName: 'kira.pdf', ContentType: 'application/pdf', SizeBytes: 900 },
      ],
      ReplacesOid: null,
      ActedBy: null,
      History: [],
      Names: {
        County: 'Osmangazi',
        District: 'Merkez',
        Street: 'Atatürk Caddesi',
        OuterDoor: null,
        InnerDoor: null,
        AcquisitionReason: 'Satın alma',
        LandKind: null,
        VenueType: null,
        AdTypes: {},
      },
    });
    api.answer('AmendDeclaration', { ...recorded, Number: 'B-2026-000041', Version: 2 });
    renderRoute(
      '/EMunicipalityEstateDeclarationPlot',
      <DeclarationPage kind="plot" />,
      '/EMunicipalityEstateDeclarationPlot?duzelt=41',
    );
    expect(screen.getByText(/Beyannamenizi düzeltiyorsunuz/)).toBeTruthy();
    await screen.findByText('Zeynep Arslan');
    await pastTheDeclarer();
    press('Devam');
    expect(screen.getByLabelText<HTMLInputElement>('Yüzölçümü (m²)').value).toBe('250');
    type('Yüzölçümü (m²)', '205');
    press('Devam');
    press('Devam');
    // The files of the version on file come along; the citizen removes the one no longer needed.
    expect(screen.getByText(/Düzelttiğiniz beyannamenin ekleri listede/)).toBeTruthy();
    expect(screen.getByText('tapu.pdf')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'kira.pdf dosyasını kaldır' }));
    press('Devam');
    expect(await screen.findByText('Atatürk Cd., Merkez, Osmangazi')).toBeTruthy();
    press('Beyannameyi gönder');
    expect(await screen.findByText('Düzeltilmiş beyannameniz alındı')).toBeTruthy();
    expect(api.bodyOf('AmendDeclaration')).toMatchObject({
      declarationOid: 41,
      declaration: { areaM2: 205, share: { numerator: 1, denominator: 2 }, titleDeed: { ada: '112', parsel: '7' } },
      fileIds: ['tapu-file-id-0001'],
    });
    expect(api.calls()).not.toContain('RecordEMunicipalityEstateDeclaration');
  });

  it('says which year a flat bought this November is declared for and why, and refuses a building not finished by the filing year as the API does', async () => {
    // 28.11.2026, 12:00 in Istanbul.
    clock.now = () => Date.parse('2026-11-28T09:00:00Z');
    await toTheDeed('building');
    type('Brüt kullanım alanı (m²)', '118,75');
    type('Arsa payı (m²)', '40');
    press('Devam');
    type('Edinme tarihi', '2026-11-08');
    const reason =
      'Bu beyan 2027 yılı için verilmektedir: 08.11.2026 tarihinde edinilen taşınmazın vergisi, edinmeyi izleyen yıldan başlar (1319 sayılı Kanun md. 33).';
    expect(screen.getByText(reason)).toBeTruthy();
    await choose('Edinme sebebi', 'Satış');
    await choose('Kullanım şekli', 'Mesken (konut)');
    press('Devam');
    await choose('Yapı tarzı', 'Betonarme karkas');
    await choose('Bina sınıfı', '2. sınıf');
    type('İnşaat (bitiş) yılı', '2027');
    press('Devam');
    expect(await screen.findByText(ConstructionYearMessages.filing(2026))).toBeTruthy();
    type('İnşaat (bitiş) yılı', '2008');
    press('Devam');
    press('Devam');
    press('Devam');
    expect(screen.getByRole('heading', { name: 'Bilgilerinizi kontrol edin' })).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    await waitFor(() => expect(api.calls()).toContain('CalculateDeclaration'));
    expect(api.bodyOf('CalculateDeclaration').declaration).toMatchObject({ year: 2027, acquisitionDate: '2026-11-08' });
  });
});
