import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../api/testing.js';
import { initialSession, type MemberInfo, restoreSession, sessionFromShell, sessionReducer } from './index.js';

const user: MemberInfo = {
  Oid: 1,
  UserName: '10000000146',
  NameSurname: 'Zeynep Arslan',
  UserDetail: { Registry: { Oid: 7, RegistryNo: '100007', RegistryInfo: { Oid: 7 } } },
};

describe('session state (spec section 4)', () => {
  it('INIT marks the session initialised and restores the user', () => {
    const s = sessionReducer(initialSession, { type: 'INIT', isAuthenticated: true, user });
    expect(s).toEqual({ isInitialised: true, isAuthenticated: true, user });
  });
  it('LOGIN and REGISTER authenticate; LOGOUT forgets the user', () => {
    const init = sessionReducer(initialSession, { type: 'INIT', isAuthenticated: false, user: null });
    const logged = sessionReducer(init, { type: 'LOGIN', user, accessToken: 'x' });
    expect(logged.isAuthenticated).toBe(true);
    expect(sessionReducer(init, { type: 'REGISTER', user, accessToken: 'x' }).user).toEqual(user);
    expect(sessionReducer(logged, { type: 'LOGOUT' })).toEqual({
      isInitialised: true,
      isAuthenticated: false,
      user: null,
    });
  });
});

describe('restoring the session at start', () => {
  /** The API knows this member's session (or none); the fake's fetch is returned. */
  const sessionInfo = (member: MemberInfo | null) =>
    fakeApi({ GetSessionInfo: { Member: member, CsrfToken: member ? 'c' : null, MustChangePassword: false } }).fetch;
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('a remembered session cookie logs the member in although sessionStorage is empty', async () => {
    const fetchMock = sessionInfo(user);
    expect(await restoreSession()).toEqual({ type: 'INIT', isAuthenticated: true, user });
    expect(String(fetchMock.mock.calls[0][0 as never])).toBe('/api/GetSessionInfo');
    expect(sessionStorage.getItem('accessToken')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('MemberInfo') ?? '{}').NameSurname).toBe('Zeynep Arslan');
  });

  it('a stored marker whose server session expired logs out', async () => {
    sessionStorage.setItem('accessToken', 'marker');
    sessionStorage.setItem('MemberInfo', JSON.stringify(user));
    sessionInfo(null);
    expect(await restoreSession()).toEqual({ type: 'INIT', isAuthenticated: false, user: null });
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(sessionStorage.getItem('MemberInfo')).toBeNull();
  });

  it('never keeps a password in storage', async () => {
    sessionStorage.setItem('userPassword', 'Demo.2026');
    sessionStorage.setItem('userEncryptedPassword', 'x');
    sessionInfo(null);
    await restoreSession();
    expect(sessionStorage.getItem('userPassword')).toBeNull();
    expect(sessionStorage.getItem('userEncryptedPassword')).toBeNull();
  });
});

describe('the session the page shell carries', () => {
  const shellBlock = (json: string) => {
    const block = document.createElement('script');
    block.id = 'app-session';
    block.type = 'application/json';
    block.textContent = json;
    document.body.append(block);
  };

  it('names the signed-in member without asking the API, and is read once', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    shellBlock(JSON.stringify({ Member: user, MustChangePassword: true }));
    expect(sessionFromShell()).toEqual({ type: 'INIT', isAuthenticated: true, user, mustChangePassword: true });
    expect(document.getElementById('app-session')).toBeNull();
    expect(sessionFromShell()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('an anonymous shell starts signed out; a page without the block (development server) asks the API', () => {
    shellBlock('{"Member":null}');
    expect(sessionFromShell()).toEqual({ type: 'INIT', isAuthenticated: false, user: null });
    expect(sessionFromShell()).toBeNull();
  });
});
