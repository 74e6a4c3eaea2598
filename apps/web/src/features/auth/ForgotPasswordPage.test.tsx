import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../shared/api/testing.js';
import { renderRoute } from '../../testing/render.js';
import ForgotPasswordPage from './ForgotPasswordPage.js';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

let api: FakeApi;
beforeEach(async () => {
  const salt = 'a1b2c3d4e5f6?expires=1893456000&';
  api = fakeApi({
    GetSessionInfo: { Member: null, CsrfToken: null, MustChangePassword: false },
    GetHumanVerificationChallenge: {
      algorithm: 'SHA-256',
      challenge: await sha256Hex(`${salt}321`),
      maxnumber: 2000,
      salt,
      signature: 'sig',
    },
    SendPasswordForMember: { Message: 'Yeni şifreniz sms olarak cep telefonunuza gönderilmiştir.' },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('password reset page', () => {
  it('keeps the confirmation on the page with a way to sign in, long after a toast would have gone', async () => {
    renderRoute('/session/forgot-password', <ForgotPasswordPage />);
    fireEvent.change(screen.getByLabelText(/T\.C\. Kimlik No/), { target: { value: '10000000146' } });
    fireEvent.change(screen.getByLabelText(/Cep Telefonu/), { target: { value: '5321234567' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ben robot değilim' }));
    await screen.findByText('Doğrulandı', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Onay' }));
    await screen.findByText('Yeni şifreniz sms olarak cep telefonunuza gönderilmiştir.');
    expect(api.bodyOf('SendPasswordForMember')).toMatchObject({ pidNo: '10000000146' });
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(screen.getByText('Yeni şifreniz sms olarak cep telefonunuza gönderilmiştir.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe('/session/signin');
    fireEvent.click(screen.getByRole('button', { name: 'Yeniden gönder' }));
    expect(screen.getByRole('button', { name: 'Onay' })).toBeTruthy();
  }, 10_000);
});
