import { StaffMessages } from '@e-belediye/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, refuse } from '../shared/api/testing.js';
import { standInForModalDialogs } from '../testing/dialog.js';
import { renderRoute } from '../testing/render.js';
import OfficeApp from './OfficeApp.js';
import type { StaffSession } from './session.js';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const session = (over: Partial<StaffSession> = {}): StaffSession => ({
  Oid: 1,
  UserName: 'yonetici',
  DisplayName: 'Deniz Yönetici',
  Permissions: ['staff.admin'],
  RegionCode: null,
  RegionName: null,
  EnrolmentRequired: false,
  IdleDeadline: inAnHour(),
  AbsoluteDeadline: inAnHour(),
  ReauthUntil: null,
  ...over,
});
const staffItem = {
  Oid: 2,
  UserName: 'ayse',
  DisplayName: 'Ayşe Yazıcı',
  Email: null,
  Status: 'ACTIVE' as const,
  RegionCode: null,
  RegionName: null,
  RoleCodes: ['YAZI_ISLERI'],
  TotpEnrolled: false,
  LastLoginAt: null,
  CreatedAt: '2026-11-24T08:00:00Z',
};

beforeAll(standInForModalDialogs);

let api: FakeApi;
const openAt = (url: string) => renderRoute('/yonetim/*', <OfficeApp />, url);

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

beforeEach(async () => {
  const salt = 'a1b2c3d4e5f6?expires=1893456000&';
  const challenge = await sha256Hex(`${salt}321`);
  api = fakeApi({
    GetStaffSession: { Staff: null, CsrfToken: null },
    GetHumanVerificationChallenge: { algorithm: 'SHA-256', challenge, maxnumber: 2000, salt, signature: 'sig' },
  });
});

/** Ticks "Ben robot değilim" on the first step and waits for the proof of work. */
async function verifyHuman() {
  fireEvent.click(screen.getByRole('checkbox', { name: 'Ben robot değilim' }));
  await screen.findByText('Doğrulandı', undefined, { timeout: 5000 });
}
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the office sign-in', () => {
  it('sends a visitor to /yonetim/giris, asks the code after the password, then opens the desks they hold', async () => {
    api.answer('StaffLogin', (body) =>
      body.code === '123456'
        ? { Staff: session(), CsrfToken: 'c', RecoveryCodesLeft: null }
        : refuse(400, StaffMessages.codeRequired, 'error_validation'),
    );
    openAt('/yonetim');
    expect(await screen.findByRole('heading', { level: 1, name: 'Personel Girişi' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Kullanıcı adı/), { target: { value: 'yonetici' } });
    fireEvent.change(screen.getByLabelText(/^Şifre/), { target: { value: 'Ofis.2026' } });
    await verifyHuman();
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    const code = await screen.findByLabelText(/Doğrulama kodu/);
    expect(screen.getByRole('button', { name: 'Kurtarma kodu kullan' })).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merhaba, Deniz Yönetici' })).toBeTruthy();
    expect(api.bodyOf('StaffLogin')).toMatchObject({ username: 'yonetici', password: 'Ofis.2026', code: '123456' });
    // The code step carried a proof of its own, solved without a second tick.
    expect(api.calls().filter((name) => name === 'GetHumanVerificationChallenge')).toHaveLength(2);
    expect(JSON.parse(atob(api.bodyOf('StaffLogin').verification))).toMatchObject({ number: 321 });
    const menu = screen.getByRole('navigation', { name: 'Yönetim menüsü' });
    expect(within(menu).getByRole('link', { name: 'Personel Yönetimi' })).toBeTruthy();
    expect(within(menu).queryByRole('link', { name: 'Denetim Kayıtları' })).toBeNull();
    expect(screen.getByText('Şu anda sizi bekleyen bir iş kuyruğu yok.')).toBeTruthy();
  });

  it('signs in with a recovery code instead of the app’s code', async () => {
    api.answer('StaffLogin', (body) =>
      body.recoveryCode
        ? { Staff: session(), CsrfToken: 'c', RecoveryCodesLeft: 9 }
        : refuse(400, StaffMessages.codeRequired, 'error_validation'),
    );
    openAt('/yonetim/giris');
    fireEvent.change(await screen.findByLabelText(/Kullanıcı adı/), { target: { value: 'yonetici' } });
    fireEvent.change(screen.getByLabelText(/^Şifre/), { target: { value: 'Ofis.2026' } });
    await verifyHuman();
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Kurtarma kodu kullan' }));
    fireEvent.change(screen.getByLabelText(/Kurtarma kodu/), { target: { value: 'ABCDE-FGHIJ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Bir kurtarma kodu kullandınız; 9 kod kaldı.')).toBeTruthy();
    expect(api.bodyOf('StaffLogin')).toMatchObject({ recoveryCode: 'ABCDE-FGHIJ' });
    expect(api.bodyOf('StaffLogin')).not.toHaveProperty('code');
  });

  it('asks for the human check before the first step is sent', async () => {
    openAt('/yonetim/giris');
    fireEvent.change(await screen.findByLabelText(/Kullanıcı adı/), { target: { value: 'yonetici' } });
    fireEvent.change(screen.getByLabelText(/^Şifre/), { target: { value: 'Ofis.2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    expect(await screen.findByText('Lütfen gerçek kişi olduğunuzu doğrulayınız')).toBeTruthy();
    expect(api.calls()).not.toContain('StaffLogin');
  });

  it('shows the server’s refusal and stays on the code step', async () => {
    api.answer('StaffLogin', (body) =>
      body.code
        ? refuse(401, StaffMessages.wrongCredentials, 'error_unauthenticated')
        : refuse(400, StaffMessages.codeRequired, 'error_validation'),
    );
    openAt('/yonetim/giris');
    fireEvent.change(await screen.findByLabelText(/Kullanıcı adı/), { target: { value: 'yonetici' } });
    fireEvent.change(screen.getByLabelText(/^Şifre/), { target: { value: 'x' } });
    await verifyHuman();
    fireEvent.click(screen.getByRole('button', { name: 'Devam' }));
    fireEvent.change(await screen.findByLabelText(/Doğrulama kodu/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText(StaffMessages.wrongCredentials)).toBeTruthy();
    expect(screen.getByLabelText(/Doğrulama kodu/)).toHaveProperty('value', '');
  });
});

describe('the second factor’s enrolment', () => {
  it('shows the QR code and the key, confirms a code, shows the ten recovery codes once, then opens the office', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `AAAAA-BBBB${i}`);
    api.answer('GetStaffSession', { Staff: session({ EnrolmentRequired: true, Permissions: [] }), CsrfToken: null });
    api.answer('StartStaffTotpEnrolment', {
      Secret: 'JBSWY3DPEHPK3PXP',
      OtpauthUri: 'otpauth://totp/x',
      QrCode: 'data:image/svg+xml,<svg/>',
    });
    api.answer('ConfirmStaffTotpEnrolment', (body) =>
      body.code === '654321' ? { Staff: session(), RecoveryCodes: codes } : refuse(400, 'Kod hatalı.'),
    );
    openAt('/yonetim');
    expect(await screen.findByRole('heading', { level: 1, name: 'İki Aşamalı Doğrulama Kurulumu' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Doğrulama kodu/), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('Kod hatalı.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Doğrulama kodu/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kurtarma Kodlarınız' })).toBeTruthy();
    expect(within(screen.getByTestId('recovery-codes')).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Yazdır' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Kaydettim' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merhaba, Deniz Yönetici' })).toBeTruthy();
  });
});

describe('the office shell', () => {
  it('signs out after the idle deadline when the server has ended the session, and says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.answer('GetStaffSession', {
      Staff: session({ IdleDeadline: new Date(Date.now() + 5000).toISOString() }),
      CsrfToken: null,
    });
    openAt('/yonetim');
    expect(await screen.findByRole('heading', { level: 1, name: 'Merhaba, Deniz Yönetici' })).toBeTruthy();
    api.answer('GetStaffSession', { Staff: null, CsrfToken: null });
    await vi.advanceTimersByTimeAsync(7000);
    expect(await screen.findByText(/Uzun süre işlem yapılmadığı için oturumunuz kapatıldı/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Personel Girişi' })).toBeTruthy();
  });

  it('ends the session when a staff call answers 401', async () => {
    api.answer('GetStaffSession', { Staff: session(), CsrfToken: null });
    api.answer('GetRoleList', { Roles: [], Regions: [] });
    api.answer('GetStaffList', refuse(401, StaffMessages.sessionExpired, 'error_unauthenticated'));
    openAt('/yonetim/personel');
    expect(await screen.findByText('Ofis oturumunuzun süresi doldu. Lütfen tekrar giriş yapınız.')).toBeTruthy();
  });

  it('a page the person may not open says so', async () => {
    api.answer('GetStaffSession', { Staff: session({ Permissions: ['resolutions.publish'] }), CsrfToken: null });
    openAt('/yonetim/personel');
    expect((await screen.findAllByText('Bu sayfayı açma yetkiniz bulunmuyor.')).length).toBeGreaterThan(0);
    expect(api.calls()).not.toContain('GetStaffList');
  });
});

describe('re-authentication before a sensitive act', () => {
  it('asks for password and code when the API answers reauth_required, then sends the act once more', async () => {
    let created = 0;
    api.answer('GetStaffSession', { Staff: session(), CsrfToken: null });
    api.answer('GetRoleList', {
      Roles: [{ Code: 'YAZI_ISLERI', Name: 'Yazı İşleri', Permissions: ['resolutions.publish'] }],
      Regions: [{ Code: '1', Name: 'Merkez', Kind: 'COUNTY' }],
    });
    api.answer('GetStaffList', { Items: [], TotalCount: 0 });
    api.answer('CreateStaff', (body) => {
      created += 1;
      return created === 1
        ? refuse(403, StaffMessages.reauthRequired, 'reauth_required')
        : { Staff: { ...staffItem, UserName: body.username }, InitialPassword: null };
    });
    api.answer('StaffReauthenticate', { ReauthUntil: inAnHour() });
    openAt('/yonetim/personel');
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni personel' }));
    const form = await screen.findByRole('dialog', { name: 'Yeni personel' });
    fireEvent.change(within(form).getByLabelText(/Kullanıcı adı/), { target: { value: 'ayse' } });
    fireEvent.change(within(form).getByLabelText(/Ad soyad/), { target: { value: 'Ayşe Yazıcı' } });
    fireEvent.click(await within(form).findByRole('checkbox', { name: 'Yazı İşleri' }));
    fireEvent.change(within(form).getByLabelText('Bölge'), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Oluştur' }));
    const reauth = await screen.findByRole('dialog', { name: 'Kimliğinizi doğrulayın' });
    fireEvent.change(within(reauth).getByLabelText(/^Şifre/), { target: { value: 'Ofis.2026' } });
    fireEvent.change(within(reauth).getByLabelText(/Doğrulama kodu/), { target: { value: '222333' } });
    fireEvent.click(within(reauth).getByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText('ayse oluşturuldu.')).toBeTruthy();
    expect(api.bodyOf('StaffReauthenticate')).toMatchObject({ password: 'Ofis.2026', code: '222333' });
    expect(api.calls().filter((c) => c === 'CreateStaff')).toHaveLength(2);
    expect(api.bodyOf('CreateStaff')).toMatchObject({
      username: 'ayse',
      displayName: 'Ayşe Yazıcı',
      roleCodes: ['YAZI_ISLERI'],
      regionCode: '1',
    });
  });

  it('issues a channel key only after password and code, and shows the key of the one call that went through', async () => {
    const key = 'ebk_Yeni0Anahtar1Yalnizca2Bir3Kez4Gosterilir5abc';
    let asked = 0;
    api.answer('GetStaffSession', { Staff: session({ Permissions: ['channels.manage'] }), CsrfToken: null });
    api.answer('GetChannelList', { Items: [] });
    api.answer('CreateChannel', (body) => {
      asked += 1;
      if (asked === 1) return refuse(403, StaffMessages.reauthRequired, 'reauth_required');
      const channel = {
        Oid: 9,
        Name: body.name,
        Kind: body.kind,
        InstitutionCode: body.institutionCode,
        Scopes: body.scopes,
        KeyPrefix: key.slice(0, 12),
        RatePerMinute: body.ratePerMinute,
        State: 'ACTIVE' as const,
        CreatedAt: '2026-11-24T08:00:00.000Z',
        RotatedAt: null,
        RevokedAt: null,
        LastCallAt: null,
      };
      return { Channel: channel, ApiKey: key };
    });
    api.answer('StaffReauthenticate', { ReauthUntil: inAnHour() });
    openAt('/yonetim/kanallar');
    fireEvent.click(await screen.findByRole('button', { name: 'Yeni kanal' }));
    const form = await screen.findByRole('dialog', { name: 'Yeni dış kanal' });
    fireEvent.change(within(form).getByLabelText(/Kanal adı/), { target: { value: 'Pazar Yeri Kiosku' } });
    fireEvent.change(within(form).getByLabelText(/Kurum kodu/), { target: { value: 'PAZAR01' } });
    fireEvent.click(within(form).getByLabelText('Sicil (sicil)'));
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    const reauth = await screen.findByRole('dialog', { name: 'Kimliğinizi doğrulayın' });
    fireEvent.change(within(reauth).getByLabelText(/^Şifre/), { target: { value: 'Ofis.2026' } });
    fireEvent.change(within(reauth).getByLabelText(/Doğrulama kodu/), { target: { value: '222333' } });
    fireEvent.click(within(reauth).getByRole('button', { name: 'Onayla' }));
    const shown = await screen.findByRole('dialog', { name: /API anahtarı: Pazar Yeri Kiosku/ });
    expect((within(shown).getByLabelText(/PAZAR01 kurum kodunun API anahtarı/) as HTMLInputElement).value).toBe(key);
    expect(api.calls().filter((c) => c === 'CreateChannel')).toHaveLength(2);
    expect(api.bodyOf('StaffReauthenticate')).toMatchObject({ password: 'Ofis.2026', code: '222333' });
  });

  it('"Vazgeç" gives the page the refusal and sends nothing more', async () => {
    api.answer('GetStaffSession', { Staff: session(), CsrfToken: null });
    api.answer('GetRoleList', { Roles: [], Regions: [] });
    api.answer('GetStaffList', { Items: [staffItem], TotalCount: 1 });
    api.answer('ResetStaffSecondFactor', refuse(403, StaffMessages.reauthRequired, 'reauth_required'));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    openAt('/yonetim/personel');
    fireEvent.click(await screen.findByRole('button', { name: 'Doğrulamayı sıfırla' }));
    const reauth = await screen.findByRole('dialog', { name: 'Kimliğinizi doğrulayın' });
    fireEvent.click(within(reauth).getByRole('button', { name: 'Vazgeç' }));
    expect(await screen.findByText(StaffMessages.reauthRequired)).toBeTruthy();
    await waitFor(() => expect(api.calls().filter((c) => c === 'ResetStaffSecondFactor')).toHaveLength(1));
    expect(api.calls()).not.toContain('StaffReauthenticate');
  });
});
