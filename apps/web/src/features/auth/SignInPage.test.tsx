import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi, refuse } from '../../shared/api/testing.js';
import type { MemberInfo } from '../../shared/session/index.js';
import { renderRoute } from '../../testing/render.js';
import SignInPage from './SignInPage.js';

const member: MemberInfo = {
  Oid: 1,
  UserName: '10000000146',
  NameSurname: 'Zeynep Arslan',
  UserDetail: { Registry: { Oid: 7, RegistryNo: '100007', RegistryInfo: { Oid: 7 } } },
};

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

let api: FakeApi;
const calls = () => api.calls();
const bodyOf: FakeApi['bodyOf'] = (name) => api.bodyOf(name);

const renderAt = (url: string) => renderRoute('/session/signin', <SignInPage />, url);

function fillCredentials() {
  fireEvent.change(screen.getByLabelText(/T\.C Kimlik No/), { target: { value: '10000000146' } });
  fireEvent.change(screen.getByLabelText(/^Şifre/), { target: { value: 'Demo.2026' } });
}

async function verifyHuman() {
  fireEvent.click(screen.getByRole('checkbox', { name: 'Ben robot değilim' }));
  await screen.findByText('Doğrulandı', undefined, { timeout: 5000 });
}

beforeEach(async () => {
  sessionStorage.clear();
  const salt = 'a1b2c3d4e5f6?expires=1893456000&';
  const challenge = await sha256Hex(`${salt}321`);
  api = fakeApi({
    GetSessionInfo: { Member: null, CsrfToken: null, MustChangePassword: false },
    GetHumanVerificationChallenge: { algorithm: 'SHA-256', challenge, maxnumber: 2000, salt, signature: 'sig' },
    ValidateUser: { Member: member, AccessToken: 'marker', CsrfToken: 'csrf', MustChangePassword: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in (spec sections 2 and 5)', () => {
  it('without human verification shows the warning and sends no request', async () => {
    renderAt('/session/signin');
    fillCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Lütfen gerçek kişi olduğunuzu doğrulayınız')).toBeTruthy();
    expect(calls()).not.toContain('ValidateUser');
    expect(screen.getByRole('checkbox', { name: 'Beni Hatırla' })).toHaveProperty('checked', true);
  });

  it('sends the verified payload once, shows the server’s message and asks to verify again', async () => {
    api.answer('ValidateUser', refuse(401, 'Kullanıcı adı veya şifre hatalı.', 'error_unauthenticated'));
    renderAt('/session/signin');
    fillCredentials();
    await verifyHuman();
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Kullanıcı adı veya şifre hatalı.')).toBeTruthy();
    const sent = bodyOf('ValidateUser');
    expect(sent).toMatchObject({ pidNo: '10000000146', password: 'Demo.2026', rememberMe: true });
    expect(JSON.parse(atob(sent.verification))).toMatchObject({ number: 321, signature: 'sig' });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Ben robot değilim' })).toHaveProperty('checked', false),
    );
  });

  it('on success stores the session and goes to the same-site redirectUrl', async () => {
    renderAt('/session/signin?redirectUrl=%2FRegistryObservation');
    fillCredentials();
    await verifyHuman();
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/RegistryObservation');
    expect(sessionStorage.getItem('accessToken')).toBe('marker');
    expect(Object.keys(sessionStorage)).not.toContain('userPassword');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Demo.2026');
  });

  it('after a right password asks for the second step, and a code from the app finishes the sign-in', async () => {
    api.answer('ValidateUser', refuse(403, 'Girişi tamamlamak için…', 'second_factor_required'));
    api.answer('GetSecondFactorChallenge', { Kind: 'TOTP', CeremonyId: null, Options: null });
    api.answer('CompleteSecondFactorLogin', {
      Member: member,
      AccessToken: 'marker',
      CsrfToken: 'csrf',
      MustChangePassword: false,
      RecoveryCodesLeft: null,
    });
    renderAt('/session/signin?redirectUrl=%2FRegistryObservation');
    fillCredentials();
    await verifyHuman();
    fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('heading', { name: 'İki adımlı doğrulama' })).toBeTruthy();
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    fireEvent.change(await screen.findByLabelText(/^Doğrulama kodu/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Girişi tamamla' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/RegistryObservation');
    expect(bodyOf('CompleteSecondFactorLogin')).toMatchObject({ code: '123456' });
    expect(sessionStorage.getItem('accessToken')).toBe('marker');
  });
});
