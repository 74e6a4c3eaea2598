import type { EstateDeclarationInput } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../shared/api/testing.js';
import { standInForModalDialogs } from '../../../testing/dialog.js';
import { renderRoute } from '../../../testing/render.js';
import { decided } from '../testing.js';
import ObjectionDeskPage from './ObjectionDeskPage.js';

standInForModalDialogs();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const onDesk = (extra: object) => ({
  ...decided,
  Oid: 5,
  Late: false,
  RegistryName: 'Zeynep Arslan',
  ProposedDecision: null,
  ProposedCorrectedKurus: null,
  ProposedBy: null,
  NeedsSecondApproval: false,
  DeclarationOid: 41,
  AmendedDeclaration: null,
  ...extra,
});

/** The demo citizen's flat, as declared. */
const building: EstateDeclarationInput = {
  kind: 'ESTATE',
  estateType: 1,
  year: 2026,
  address: { countyCode: '1', districtCode: '1', streetCode: '1' },
  titleDeed: { ada: '1408', parsel: '3' },
  share: { numerator: 1, denominator: 1 },
  acquisitionDate: '2015-04-20',
  acquisitionReasonCode: '1',
  usage: 'RESIDENCE',
  building: {
    constructionType: 'Betonarme karkas',
    buildingClass: '2. sınıf',
    constructionYear: 2004,
    floorAreaM2: 125,
    landShareM2: 38.5,
  },
};

const open = async () => {
  renderRoute('/yonetim/itirazlar/*', <ObjectionDeskPage />, '/yonetim/itirazlar/5');
  await screen.findByRole('heading', { level: 2, name: 'Başvuranın açıklaması' });
};

describe('İtiraz Masası: a decided case', () => {
  it('accepted on a declared debt, offers "Beyannameyi düzelt": a form with the declaration\'s fields, sent as a new version from the chosen year', async () => {
    const api = fakeApi({
      GetObjectionForDesk: onDesk({}),
      GetObjectionDeclaration: {
        Oid: 41,
        Number: 'EMLK-2026-000041',
        Version: 1,
        Year: 2026,
        Title: 'Bina — Ada 1408 Parsel 3',
        TotalKurus: 120_000,
        Years: [2026, 2027],
        Declaration: building,
      },
      AmendDeclarationOnObjection: { Oid: 42, Number: 'EMLK-2026-000041', Version: 2, Year: 2027, TotalKurus: 30_000 },
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Beyannameyi düzelt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beyannameyi düzelt: EMLK-2026-000041' });
    const form = within(dialog);
    expect((form.getByLabelText('Brüt alan (m²)') as HTMLInputElement).value).toBe('125');
    fireEvent.change(form.getByLabelText('Geçerli olduğu yıl'), { target: { value: '2027' } });
    fireEvent.change(form.getByLabelText('Taşınmaz türü'), { target: { value: '2' } });
    const area = form.getByLabelText('Parsel alanı (m²)') as HTMLInputElement;
    expect(area.value).toBe('38,5');
    fireEvent.change(area, { target: { value: '40,5' } });
    fireEvent.click(form.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.calls()).toContain('AmendDeclarationOnObjection'));
    const body = api.bodyOf('AmendDeclarationOnObjection');
    expect(body).toMatchObject({ objectionOid: 5, declaration: { year: 2027, estateType: 2, areaM2: 40.5 } });
    expect(body.declaration.building).toBeUndefined();
  });

  it('names the version once the declaration was amended on the case, and offers no second one', async () => {
    fakeApi({
      GetObjectionForDesk: onDesk({
        AmendedDeclaration: { Oid: 42, Number: 'EMLK-2026-000041', Version: 2, Year: 2026 },
      }),
    });
    await open();
    expect(screen.getByText('Beyanname düzeltildi: EMLK-2026-000041, 2. sürüm (2026 yılından geçerli).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Beyannameyi düzelt' })).toBeNull();
  });

  it('offers no declaration correction when the case was rejected or the debt came from no declaration', async () => {
    fakeApi({
      GetObjectionForDesk: onDesk({ DecisionDetail: { ...decided.DecisionDetail, Decision: 'REJECTED' } }),
    });
    await open();
    expect(screen.queryByRole('button', { name: 'Beyannameyi düzelt' })).toBeNull();
    cleanup();
    fakeApi({ GetObjectionForDesk: onDesk({ DeclarationOid: null }) });
    await open();
    expect(screen.queryByRole('button', { name: 'Beyannameyi düzelt' })).toBeNull();
  });
});
