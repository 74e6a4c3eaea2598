import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import type { MemberProfile } from './profile.js';
import { personRegistry } from './profile.testing.js';
import UserUpdatePage from './UserUpdatePage.js';

afterEach(cleanup);

const detail = {
  SmsAllowed: true,
  EmailAllowed: false,
  StreetCode: '160101001',
  OuterDoorOid: 12,
  InnerDoorOid: null,
  AddressText: 'Gülbahar Mahallesi Lale Sokak No: 4 16990 Yeşilvadi',
  AddressNote: null,
  UpdatedAt: '2026-11-20T09:00:00.000Z',
};
const profile: MemberProfile = {
  UserName: '10000000146',
  PidNoMasked: '100******46',
  Name: 'Zeynep',
  Surname: 'Arslan',
  Email: 'zeynep@example.com',
  GsmNumberMasked: '(5**) *** ** 01',
  CreatedAt: '2026-01-01T09:00:00.000Z',
  LastLoginAt: null,
  HasPassword: true,
  IdentityProvenUntil: null,
  Registry: personRegistry(4, 'S-000004'),
  Detail: detail,
};

describe('contact consent on /UserUpdate', () => {
  it('shows the consent on file and saves a change, keeping the mailing address as it is', async () => {
    const api = fakeApi({
      GetSessionInfo: {
        Member: {
          Oid: 1,
          UserName: '10000000146',
          NameSurname: 'Zeynep Arslan',
          UserDetail: { Registry: { Oid: 4, RegistryNo: 'S-000004', RegistryInfo: { Oid: 4 } } },
        },
        CsrfToken: 'c',
        MustChangePassword: false,
      },
      GetUserOfEMunicipality: profile,
      CreateUserDetail: { ...detail, EmailAllowed: true },
    });
    renderRoute('/UserUpdate', <UserUpdatePage />);
    const sms = (await screen.findByLabelText(/SMS ile almak/)) as HTMLInputElement;
    expect(sms.checked).toBe(true);
    expect(screen.getByText(detail.AddressText)).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/elektronik postayla almak/));
    fireEvent.click(screen.getByRole('button', { name: 'İzinleri kaydet' }));
    await waitFor(() => expect(api.calls()).toContain('CreateUserDetail'));
    expect(api.bodyOf('CreateUserDetail')).toMatchObject({
      smsAllowed: true,
      emailAllowed: true,
      address: { streetCode: '160101001', outerDoorOid: 12 },
    });
    expect(await screen.findByText('İletişim izinleriniz kaydedildi.')).toBeTruthy();
  });
});
