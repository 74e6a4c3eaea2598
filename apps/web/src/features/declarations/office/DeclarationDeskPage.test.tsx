import type { DeclarationDetail } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, refuse } from '../../../shared/api/testing.js';
import { standInForModalDialogs } from '../../../testing/dialog.js';
import { renderRoute } from '../../../testing/render.js';
import DeclarationDeskPage from './DeclarationDeskPage.js';

beforeAll(standInForModalDialogs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = {
  Oid: 41,
  Number: 'B-2026-000041',
  Kind: 'ESTATE' as const,
  KindName: 'Emlak vergisi beyannamesi',
  Year: 2026,
  Version: 1,
  Status: 'SUBMITTED' as const,
  ReviewState: 'NEW' as const,
  DeclarerName: 'Zeynep Arslan',
  RegistryNo: 'S-000070',
  Title: 'Ada 112 Parsel 7, Atatürk Cd.',
  TotalKurus: 75_000,
  FiledAt: '2026-11-20T09:00:00.000Z',
  AttachmentCount: 1,
};

const detail = (over: Partial<DeclarationDetail> = {}): DeclarationDetail => ({
  ...item,
  StatusName: 'İncelemede',
  EstateType: 2,
  PaidKurus: 0,
  RemainingKurus: 75_000,
  ReturnReason: null,
  CanAmend: true,
  CanWithdraw: true,
  Declarer: {
    registryType: 'G',
    tckn: '10000000146',
    name: 'Zeynep',
    surname: 'Arslan',
    gsmNumber: '5550000101',
  },
  Declaration: {
    kind: 'ESTATE',
    estateType: 2,
    year: 2026,
    address: { countyCode: '16', districtCode: '161', streetCode: '1611' },
    titleDeed: { ada: '112', parsel: '7' },
    areaM2: 250,
    share: { numerator: 1, denominator: 1 },
    acquisitionDate: '2024-03-15',
    acquisitionReasonCode: '1',
    usage: 'OTHER',
  },
  Calculation: {
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
        Key: 'tax',
        Label: 'Yıllık vergi',
        Formula: '250.000,00 TL × binde 3',
        AmountKurus: 75_000,
        Source: null,
        Law: '1319 s. Emlak Vergisi Kanunu md. 18',
      },
    ],
  },
  Attachments: [{ FileId: 'f-123456789', FileName: 'tapu.pdf', ContentType: 'application/pdf', SizeBytes: 20_480 }],
  VerificationCode: 'ABCD1234EF',
  ActedBy: null,
  ReplacesOid: null,
  History: [{ Oid: 41, Version: 1, Status: 'SUBMITTED', TotalKurus: 75_000, FiledAt: '2026-11-20T09:00:00.000Z' }],
  AccrualOids: [501, 502],
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
  ...over,
});

describe('declaration review desk', () => {
  it('lists the queue with filters and opens a declaration with its calculation and attachments', async () => {
    const api = fakeApi({
      GetDeclarationReviewQueue: { Items: [item], TotalCount: 1 },
      GetDeclarationForReview: detail(),
    });
    renderRoute('/yonetim/beyannameler/*', <DeclarationDeskPage />, '/yonetim/beyannameler');
    const link = await screen.findByRole('link', { name: 'B-2026-000041 beyannamesini aç' });
    fireEvent.change(screen.getByLabelText('Durum'), { target: { value: 'AMENDED' } });
    fireEvent.click(screen.getByRole('button', { name: 'Listele' }));
    await vi.waitFor(() =>
      expect(api.bodyOf('GetDeclarationReviewQueue').criteria).toMatchObject({ state: 'AMENDED' }),
    );
    fireEvent.click(link);
    expect(await screen.findByText('Zeynep Arslan (10000000146)')).toBeTruthy();
    expect(screen.getByText('Ada: 112, Parsel: 7')).toBeTruthy();
    expect(screen.getByText('Yıllık vergi').closest('details')?.textContent).toContain('1319 s. Emlak');
    expect(screen.getByRole('button', { name: 'İndir: tapu.pdf' })).toBeTruthy();
  });

  it('shows the declaration in words, Turkish dates and numbers, never its codes', async () => {
    const building = detail({
      EstateType: 1,
      Declaration: {
        kind: 'ESTATE',
        estateType: 1,
        year: 2026,
        address: { countyCode: '1601', districtCode: '160104', streetCode: '160104012', outerDoorOid: 9 },
        titleDeed: { ada: '112', parsel: '7' },
        share: { numerator: 1, denominator: 2 },
        acquisitionDate: '2025-06-15',
        acquisitionReasonCode: '1',
        usage: 'RESIDENCE',
        building: {
          constructionType: 'Betonarme karkas',
          buildingClass: '2. sınıf',
          constructionYear: 2012,
          floorAreaM2: 118.75,
          landShareM2: 42.5,
        },
        exemption: { reason: 'RETIRED', singleResidence: true, ownResidence: true },
      },
      Names: {
        County: 'Osmangazi',
        District: 'Merkez',
        Street: '2355. Sokak',
        OuterDoor: '12',
        InnerDoor: null,
        AcquisitionReason: 'Satın alma',
        LandKind: null,
        VenueType: null,
        AdTypes: {},
      },
    });
    fakeApi({ GetDeclarationForReview: building });
    renderRoute('/yonetim/beyannameler/*', <DeclarationDeskPage />, '/yonetim/beyannameler/41');
    const facts = (await screen.findByRole('heading', { name: 'Beyan' })).closest('section')?.textContent ?? '';
    expect(facts).toContain('Bina');
    expect(facts).toContain('Mesken (konut)');
    expect(facts).toContain('Satın alma');
    expect(facts).toContain('2355. Sokak No: 12, Merkez, Osmangazi');
    expect(facts).toContain('15.06.2025');
    expect(facts).toContain('118,75 m²');
    expect(facts).toContain('1/2');
    expect(facts).not.toMatch(/RESIDENCE|RETIRED|2025-06-15|118\.75|1601|Sokak Sokak|Emlak türü: 1|Edinme şekli: 1/);
  });

  it('returns a declaration only with a reason the citizen can act on, and sends that reason', async () => {
    const api = fakeApi({
      GetDeclarationForReview: detail(),
      ReturnDeclaration: { ...item, Status: 'RETURNED' },
    });
    renderRoute('/yonetim/beyannameler/*', <DeclarationDeskPage />, '/yonetim/beyannameler/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Düzeltmeye iade et' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'İade et' }));
    expect(within(dialog).getByText('Nedeni en az 10 karakterle yazınız.')).toBeTruthy();
    expect(api.calls()).not.toContain('ReturnDeclaration');
    const reason = 'Tapudaki alan 250 değil 205 m²; lütfen düzeltin.';
    fireEvent.change(within(dialog).getByLabelText('İade nedeni'), { target: { value: reason } });
    api.answer(
      'GetDeclarationForReview',
      detail({ Status: 'RETURNED', StatusName: 'Düzeltme için iade edildi', ReturnReason: reason }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'İade et' }));
    expect(await screen.findByText('Beyanname düzeltmeye iade edildi.')).toBeTruthy();
    expect(api.bodyOf('ReturnDeclaration')).toMatchObject({ declarationOid: 41, reason });
    expect(await screen.findByText('Bu beyanname incelemede değil; üzerinde işlem yapılamaz.')).toBeTruthy();
  });

  it('approves a declaration and shows the server’s refusal when it cannot', async () => {
    fakeApi({
      GetDeclarationForReview: detail(),
      ApproveDeclaration: refuse(409, 'Beyanname bu arada düzeltildi; yeni sürümü inceleyin.', 'error_conflict'),
    });
    renderRoute('/yonetim/beyannameler/*', <DeclarationDeskPage />, '/yonetim/beyannameler/41');
    fireEvent.click(await screen.findByRole('button', { name: 'Onayla' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('yeni sürümü inceleyin');
  });
});
