import type { DeskMember, MemberDossier } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../shared/api/testing.js';
import { standInForModalDialogs } from '../../../testing/dialog.js';
import { renderRoute } from '../../../testing/render.js';
import MembersDeskPage from './MembersDeskPage.js';

beforeAll(standInForModalDialogs);
afterEach(cleanup);

const member: DeskMember = {
  MemberOid: 7,
  UserName: '100******46',
  NameSurname: 'Ze**** Ar****',
  RegistryOid: 70,
  RegistryNo: 'S-000070',
  RegistryType: 'G',
  RegistryTypeName: 'Gerçek kişi',
  Status: 'ACTIVE',
  CreatedVia: 'PORTAL',
  CreatedAt: '2026-01-05T09:00:00.000Z',
  LastLoginAt: null,
};

const dossier = (status: 'ACTIVE' | 'DISABLED', reason: string | null = null): MemberDossier => ({
  Masked: true,
  Member: {
    MemberOid: 7,
    UserName: '100******46',
    Status: status,
    StatusReason: reason,
    StatusChangedAt: reason ? '2026-11-24T08:00:00.000Z' : null,
    CreatedVia: 'PORTAL',
    CreatedAt: '2026-01-05T09:00:00.000Z',
    LastLoginAt: null,
    Email: 'ze****@example.com',
    GsmNumber: '(5**) *** ** 01',
    Language: 'ar',
  },
  Registry: {
    Oid: 70,
    RegistryNo: 'S-000070',
    RegistryType: 'G',
    RegistryTypeName: 'Gerçek kişi',
    PidNo: '100******46',
    Name: 'Ze**** Ar****',
    FatherName: null,
    BirthDate: '1985',
    BirthPlace: null,
    TaxOfficeCode: null,
    TaxOfficeName: null,
    Address: null,
    DistrictName: 'Merkez',
  },
  Subscriptions: [],
  Debts: {
    Items: [
      {
        AccrualOid: 1,
        RevenueCode: 1,
        RevenueName: 'Emlak Vergisi',
        Year: 2026,
        InstallmentNo: 1,
        DueDate: '2026-05-31',
        Description: 'Emlak Vergisi 2026/1',
        SubscriberNo: null,
        PrincipalKurus: 10000,
        LateFeeKurus: 500,
        TotalKurus: 10500,
        IsOverdue: true,
      },
    ],
    PrincipalKurus: 10000,
    LateFeeKurus: 500,
    TotalKurus: 10500,
    OverdueCount: 1,
  },
  Payments: [],
});

describe('members desk', () => {
  it('lists members masked and sends the search with the first page', async () => {
    const api = fakeApi();
    api.answer('GetAllUsersForEmunicipality', (body) => ({
      Items: body.search === '1000' || !body.search ? [member] : [],
      TotalCount: 1,
      PageIndex: body.pageIndex ?? 0,
      PageSize: body.pageSize ?? 25,
      Masked: true,
    }));
    renderRoute('/yonetim/uyeler/*', <MembersDeskPage />, '/yonetim/uyeler');
    expect(await screen.findByRole('link', { name: 'Ze**** Ar**** üyesinin sayfasını aç' })).toBeTruthy();
    expect(screen.getByText(/Kişisel veriler maskelidir/)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Üyeler' });
    fireEvent.change(within(form).getByLabelText('T.C. Kimlik No / Vergi No veya ad'), { target: { value: '1000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ara' }));
    await waitFor(() =>
      expect(api.bodyOf('GetAllUsersForEmunicipality')).toMatchObject({ search: '1000', pageIndex: 0 }),
    );
  });

  it('searches registries only once a filter is given, with the district and birth year, and tells members from the others', async () => {
    const api = fakeApi();
    api.answer('GetAllUsersForEmunicipality', { Items: [], TotalCount: 0, PageIndex: 0, PageSize: 25, Masked: false });
    api.answer('GetDistrictListFromActiveAddressSource', [{ Code: '161', Name: 'Merkez', CountyCode: '16' }]);
    api.answer('GetFilteredRegistries', (body) => ({
      Items: [
        {
          RegistryOid: 71,
          RegistryNo: 'S-000071',
          RegistryType: 'T',
          RegistryTypeName: 'Tüzel kişi',
          PidNo: '5424624480',
          Name: 'Nergis Nakliyat',
          DistrictName: 'Merkez',
          MemberOid: null,
          MemberStatus: null,
        },
      ],
      TotalCount: 1,
      PageIndex: body.pageIndex ?? 0,
      PageSize: body.pageSize ?? 25,
      Masked: false,
    }));
    renderRoute('/yonetim/uyeler/*', <MembersDeskPage />, '/yonetim/uyeler');
    await screen.findByText('Üye olsun olmasın bir sicili bulmak için arayın.');
    expect(api.calls()).not.toContain('GetFilteredRegistries');
    const form = screen.getByRole('form', { name: 'Sicil arama' });
    fireEvent.change(within(form).getByLabelText('T.C. Kimlik No / Vergi No, sicil no veya ad'), {
      target: { value: 'nergis' },
    });
    fireEvent.change(within(form).getByLabelText('Sicil türü'), { target: { value: 'T' } });
    await within(form).findByRole('option', { name: 'Merkez' });
    fireEvent.change(within(form).getByLabelText('Mahalle'), { target: { value: '161' } });
    fireEvent.change(within(form).getByLabelText('Doğum yılı'), { target: { value: '1985' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ara' }));
    expect(await screen.findByRole('cell', { name: 'Üye değil' })).toBeTruthy();
    expect(api.bodyOf('GetFilteredRegistries')).toMatchObject({
      filter: 'nergis',
      registryType: 'T',
      districtCode: '161',
      birthYear: 1985,
      pageIndex: 0,
    });
  });

  it('marks an open debt under an objection "İtirazlı" on the member’s page, and only that one', async () => {
    const d = dossier('ACTIVE');
    const [debt] = d.Debts.Items;
    d.Debts.Items = [
      { ...debt, UnderObjection: true },
      { ...debt, AccrualOid: 2, InstallmentNo: 2, Description: 'Emlak Vergisi 2026/2', UnderObjection: false },
    ];
    fakeApi({ GetMemberDossier: d });
    renderRoute('/yonetim/uyeler/*', <MembersDeskPage />, '/yonetim/uyeler/7');
    const disputed = await screen.findByRole('row', { name: /Emlak Vergisi 2026\/1/ });
    expect(within(disputed).getByText('İtirazlı')).toBeTruthy();
    const other = screen.getByRole('row', { name: /Emlak Vergisi 2026\/2/ });
    expect(within(other).queryByText('İtirazlı')).toBeNull();
  });

  it("shows the member's chosen language on their page, in its own name and the desk's", async () => {
    fakeApi({ GetMemberDossier: dossier('ACTIVE') });
    renderRoute('/yonetim/uyeler/*', <MembersDeskPage />, '/yonetim/uyeler/7');
    const fact = await screen.findByTestId('member-language');
    expect(fact.textContent).toBe('العربية / Arapça');
    expect(within(fact).getByText('العربية').getAttribute('lang')).toBe('ar');
  });

  it("suspends from the member's page only with a reason, then shows the new status", async () => {
    let current = dossier('ACTIVE');
    const api = fakeApi();
    api.answer('GetMemberDossier', () => current);
    api.answer('UpdateUserStatusForEMunicipality', (body) => {
      current = dossier(body.status, body.reason ?? null);
      return current.Member;
    });
    renderRoute('/yonetim/uyeler/*', <MembersDeskPage />, '/yonetim/uyeler/7');
    expect(await screen.findByRole('heading', { name: 'Üye: Ze**** Ar****' })).toBeTruthy();
    expect(screen.getByTestId('debt-totals').textContent).toContain('105,00');
    expect(within(screen.getByTestId('member-status')).getByText('Etkin')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Üyeliği askıya al' }));
    const dialog = screen.getByRole('dialog', { name: 'Üyeliği askıya al' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(within(dialog).getByText(/en az 5 karakter/)).toBeTruthy();
    expect(api.calls()).not.toContain('UpdateUserStatusForEMunicipality');

    fireEvent.change(within(dialog).getByLabelText('Gerekçe'), { target: { value: 'Hatalı beyan incelemesi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    await waitFor(() =>
      expect(api.bodyOf('UpdateUserStatusForEMunicipality')).toMatchObject({
        memberOid: 7,
        status: 'DISABLED',
        reason: 'Hatalı beyan incelemesi',
      }),
    );
    await waitFor(() => expect(within(screen.getByTestId('member-status')).getByText('Askıda')).toBeTruthy());
    expect(screen.getByText('Hatalı beyan incelemesi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Üyeliği etkinleştir' })).toBeTruthy();
  });
});
