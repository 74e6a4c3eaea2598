import { describe, expect, it } from 'vitest';
import { initialSession, sessionReducer } from './index.js';

const user = { UserName: '10000000146', NameSurname: 'Ali Yılmaz' };

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
