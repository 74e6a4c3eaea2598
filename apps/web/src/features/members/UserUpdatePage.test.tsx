import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeApi, fakeApi } from '../../shared/api/testing.js';
import type { MemberInfo } from '../../shared/session/index.js';
import { renderRoute } from '../../testing/render.js';
import type { MemberProfile } from './profile.js';
import { personRegistry } from './profile.testing.js';
import UserUpdatePage from './UserUpdatePage.js';

const member: MemberInfo = {
  Oid: 4,
  UserName: '10000000498',
  NameSurname: 'Ayşe Kaya',
  UserDetail: { Registry: { Oid: 9, RegistryNo: '100009', RegistryInfo: { Oid: 9 } } },
};

/** A member who came only through e-Devlet: no password yet. */
const profile = (provenUntil: string | null): MemberProfile => ({
  UserName: member.UserName,
  PidNoMasked: '100******98',
  Name: 'Ayşe',
  Surname: 'Kaya',
  Email: null,
  GsmNumberMasked: '(5**) *** ** 67',
  CreatedAt: '2026-06-01T09:00:00.000Z',
  LastLoginAt: null,
  HasPassword: false,
  IdentityProvenUntil: provenUntil,
  Registry: personRegistry(9, '100009'),
  Detail: null,
});

let api: FakeApi;
function open(provenUntil: string | null) {
  api = fakeApi({
    GetSessionInfo: { Member: member, CsrfToken: 'c', MustChangePassword: false },
    GetUserOfEMunicipality: profile(provenUntil),
    UpdateUserForEMunicipality: { ...profile(null), HasPassword: true },
    SendAccountCode: {
      ChallengeId: 'c'.repeat(32),
      ExpiresAt: '2030-01-01T00:00:00.000Z',
      MaskedGsm: '(5**) *** ** 67',
    },
  });
  renderRoute('/UserUpdate', <UserUpdatePage />);
}
function choosePassword() {
  fireEvent.change(screen.getByLabelText(/^Yeni Şifre$/), { target: { value: 'Ilk.Sifre.2026' } });
  fireEvent.change(screen.getByLabelText(/^Yeni Şifre Tekrar/), { target: { value: 'Ilk.Sifre.2026' } });
}
afterEach(cleanup);

describe('first password of a member without one', () => {
  it('asks for no current password right after the e-Devlet login', async () => {
    open(new Date(Date.now() + 9 * 60_000).toISOString());
    await screen.findByText(/Kimliğiniz e-Devlet girişinizle doğrulandı/);
    expect(screen.queryByLabelText(/Mevcut şifre/)).toBeNull();
    choosePassword();
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await screen.findByText('Bilgileriniz güncellendi.');
    expect(api.bodyOf('UpdateUserForEMunicipality')).not.toHaveProperty('currentPassword');
    expect(api.bodyOf('UpdateUserForEMunicipality')).not.toHaveProperty('smsChallengeId');
  });

  it('later, confirms with a code sent to the registered phone, and sends nothing before one is asked for', async () => {
    open(null);
    await screen.findByRole('button', { name: 'Kayıtlı telefonuma kod gönder' });
    expect(screen.queryByLabelText(/Mevcut şifre/)).toBeNull();
    expect(screen.getByRole('link', { name: 'e-Devlet ile yeniden giriş yap' }).getAttribute('href')).toBe(
      '/e-devlet-girisi',
    );
    choosePassword();
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await screen.findByText(/Önce kayıtlı telefonunuza kod isteyiniz/);
    expect(api.calls()).not.toContain('UpdateUserForEMunicipality');

    fireEvent.click(screen.getByRole('button', { name: 'Kayıtlı telefonuma kod gönder' }));
    fireEvent.change(await screen.findByLabelText(/Doğrulama Kodu/), { target: { value: '123456' } });
    expect(screen.getByText(/\(5\*\*\) \*\*\* \*\* 67 numaralı telefonunuza/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Güncelle' }));
    await screen.findByText('Bilgileriniz güncellendi.');
    expect(api.bodyOf('UpdateUserForEMunicipality')).toEqual(
      expect.objectContaining({ smsChallengeId: 'c'.repeat(32), smsCode: '123456', newPassword: 'Ilk.Sifre.2026' }),
    );
    expect(api.bodyOf('UpdateUserForEMunicipality')).not.toHaveProperty('currentPassword');
  });
});
