import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import { type CallResponse, callApi, onSessionEnded } from '../api/client.js';
import { forgetSecrets, readJson, SessionKeys } from './storage.js';

/** The member as the API returns it: a user with UserDetail.Registry (spec section 3). */
export type MemberInfo = CallResponse<'ValidateUser'>['Member'];

export interface SessionState {
  isAuthenticated: boolean;
  isInitialised: boolean;
  user: MemberInfo | null;
  /** After an SMS reset: the member chooses a new password before anything else. */
  mustChangePassword?: boolean;
}

export type SessionAction =
  | { type: 'INIT'; isAuthenticated: boolean; user: MemberInfo | null; mustChangePassword?: boolean }
  | { type: 'LOGIN'; user: MemberInfo; accessToken: string; mustChangePassword?: boolean }
  | { type: 'PASSWORD_CHANGED' }
  | { type: 'REGISTER'; user: MemberInfo; accessToken: string }
  | { type: 'LOGOUT' };

export const initialSession: SessionState = { isAuthenticated: false, isInitialised: false, user: null };

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'INIT':
      return {
        isInitialised: true,
        isAuthenticated: action.isAuthenticated,
        user: action.user,
        mustChangePassword: action.mustChangePassword,
      };
    case 'LOGIN':
      return { ...state, isAuthenticated: true, user: action.user, mustChangePassword: action.mustChangePassword };
    case 'REGISTER':
      return { ...state, isAuthenticated: true, user: action.user };
    case 'PASSWORD_CHANGED':
      return { ...state, mustChangePassword: false };
    case 'LOGOUT':
      return { ...state, isAuthenticated: false, user: null, mustChangePassword: undefined };
  }
}

interface SessionApi extends SessionState {
  dispatch(action: SessionAction): void;
}
const SessionContext = createContext<SessionApi | null>(null);

/** Mirrors the session in sessionStorage, as the spec lists its keys; restores it on reload (INIT). */
function persist(action: SessionAction) {
  if (action.type === 'LOGIN' || action.type === 'REGISTER') {
    sessionStorage.setItem(SessionKeys.accessToken, action.accessToken);
    sessionStorage.setItem(SessionKeys.memberInfo, JSON.stringify(action.user));
  } else if (action.type === 'LOGOUT') {
    sessionStorage.removeItem(SessionKeys.accessToken);
    sessionStorage.removeItem(SessionKeys.memberInfo);
  }
}

// The accessToken of a session restored from its cookie: like any accessToken here, only a marker (ADR 0004).
const RESTORED_MARKER = 'restored';

/**
 * INIT with the server as the authority: the session cookie outlives sessionStorage when 'Beni Hatırla' kept it
 * across a browser restart, and a stored marker can outlive the server's session (expired: logged out).
 */
const tokenOrMarker = () => sessionStorage.getItem(SessionKeys.accessToken) ?? RESTORED_MARKER;

/** The visitor as GetSessionInfo (or the page shell) names them. */
export interface ShellSession {
  Member: MemberInfo | null;
  MustChangePassword?: boolean;
}

export function sessionInit({ Member, MustChangePassword }: ShellSession): Extract<SessionAction, { type: 'INIT' }> {
  return {
    type: 'INIT',
    isAuthenticated: Boolean(Member),
    user: Member,
    ...(MustChangePassword && { mustChangePassword: true }),
  };
}

export async function restoreSession(): Promise<Extract<SessionAction, { type: 'INIT' }>> {
  forgetSecrets();
  const token = sessionStorage.getItem(SessionKeys.accessToken);
  try {
    const { Member, MustChangePassword } = await callApi('GetSessionInfo', {});
    persist(Member ? { type: 'LOGIN', user: Member, accessToken: tokenOrMarker() } : { type: 'LOGOUT' });
    return sessionInit({ Member, MustChangePassword });
  } catch {
    // The API cannot be reached: keep what this tab knew; the server still authorises every call itself.
    return { type: 'INIT', isAuthenticated: Boolean(token), user: token ? readJson(SessionKeys.memberInfo) : null };
  }
}

/**
 * The visitor as the server wrote them into the page it sent (`#app-session`, ADR 0010), read once: the first paint
 * needs no GetSessionInfo round trip. Null where the page carries none (the development server).
 */
export function sessionFromShell(): Extract<SessionAction, { type: 'INIT' }> | null {
  const block = document.getElementById('app-session');
  block?.remove();
  if (!block?.textContent) return null;
  try {
    return sessionInit(JSON.parse(block.textContent) as ShellSession);
  } catch {
    return null;
  }
}

/** `initial`: the visitor as the server knows them when it draws the page itself (no document to read). */
export function SessionProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial?: Extract<SessionAction, { type: 'INIT' }>;
}) {
  const [fromShell] = useState(() => initial ?? sessionFromShell());
  const [state, rawDispatch] = useReducer(sessionReducer, fromShell, (init) =>
    init ? sessionReducer(initialSession, init) : initialSession,
  );
  useEffect(() => {
    if (fromShell) {
      forgetSecrets();
      persist(
        fromShell.user ? { type: 'LOGIN', user: fromShell.user, accessToken: tokenOrMarker() } : { type: 'LOGOUT' },
      );
      return;
    }
    let current = true;
    void restoreSession().then((init) => {
      if (current) rawDispatch(init);
    });
    return () => {
      current = false;
    };
  }, [fromShell]);
  const dispatch = useCallback((action: SessionAction) => {
    persist(action);
    rawDispatch(action);
  }, []);
  // The server ended the session (expired, or closed elsewhere): this tab signs out, and the guard of a member page
  // then asks to sign in again, keeping where the member was.
  useEffect(() => onSessionEnded(() => dispatch({ type: 'LOGOUT' })), [dispatch]);
  const value = useMemo<SessionApi>(() => ({ ...state, dispatch }), [state, dispatch]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('SessionProvider missing');
  return ctx;
}
