import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, onSessionEnded } from '../api/client.js';
import { fakeApi, refuse } from '../api/testing.js';
import { type MemberInfo, SessionProvider, useSession } from './index.js';

const member: MemberInfo = {
  Oid: 1,
  UserName: '10000000146',
  NameSurname: 'Zeynep Arslan',
  UserDetail: { Registry: { Oid: 7, RegistryNo: '100007', RegistryInfo: { Oid: 7 } } },
};
const ended = refuse(401, 'Bu işlem için giriş yapmanız gerekiyor.', 'error_unauthenticated');

let session: ReturnType<typeof useSession>;
function Probe() {
  session = useSession();
  return null;
}

async function signedIn() {
  sessionStorage.setItem('accessToken', 'marker');
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
  await waitFor(() => expect(session.isAuthenticated).toBe(true));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a session the server has ended', () => {
  it('any call answering 401 signs the tab out, once however many calls fail together', async () => {
    fakeApi({
      GetSessionInfo: { Member: member, CsrfToken: 'c', MustChangePassword: false },
      GetCollectedList: ended,
      GetSubscriptionList: ended,
    });
    await signedIn();
    const notices = vi.fn();
    const stop = onSessionEnded(notices);
    await act(() =>
      Promise.allSettled([callApi('GetCollectedList', {}), callApi('GetSubscriptionList', {})]).then(() => undefined),
    );
    stop();
    expect(session.isAuthenticated).toBe(false);
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(notices).toHaveBeenCalledTimes(1);
  });

  it('a lookup token that ran out, or wrong credentials, leave the session alone', async () => {
    fakeApi({
      GetSessionInfo: { Member: member, CsrfToken: 'c', MustChangePassword: false },
      CheckRegistryUnpaidOnlinePayment: refuse(401, 'Ödeme oturumunuzun süresi doldu.', 'error_unauthenticated'),
      ValidateUser: refuse(401, 'Kullanıcı adı veya şifre hatalı.', 'error_unauthenticated'),
    });
    await signedIn();
    await act(() =>
      Promise.allSettled([
        callApi('CheckRegistryUnpaidOnlinePayment', { paymentToken: 't'.repeat(40) }),
        callApi('ValidateUser', { pidNo: '10000000146', password: 'x', rememberMe: false, verification: 'v' }),
      ]).then(() => undefined),
    );
    expect(session.isAuthenticated).toBe(true);
    expect(sessionStorage.getItem('accessToken')).toBe('marker');
  });
});
