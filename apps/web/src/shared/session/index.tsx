import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer } from 'react';
import { forgetSecrets, readJson, SessionKeys } from './storage.js';

/** The member as the API returns it: a user with UserDetail.Registry (spec section 3). */
export interface MemberInfo {
  UserName: string;
  NameSurname: string;
  UserDetail?: { Registry?: { Oid: number; RegistryInfo?: { Oid: number } } };
}

export interface SessionState {
  isAuthenticated: boolean;
  isInitialised: boolean;
  user: MemberInfo | null;
}

export type SessionAction =
  | { type: 'INIT'; isAuthenticated: boolean; user: MemberInfo | null }
  | { type: 'LOGIN'; user: MemberInfo; accessToken: string }
  | { type: 'REGISTER'; user: MemberInfo; accessToken: string }
  | { type: 'LOGOUT' };

export const initialSession: SessionState = { isAuthenticated: false, isInitialised: false, user: null };

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'INIT':
      return { isInitialised: true, isAuthenticated: action.isAuthenticated, user: action.user };
    case 'LOGIN':
    case 'REGISTER':
      return { ...state, isAuthenticated: true, user: action.user };
    case 'LOGOUT':
      return { ...state, isAuthenticated: false, user: null };
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

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, rawDispatch] = useReducer(sessionReducer, initialSession);
  useEffect(() => {
    forgetSecrets();
    const token = sessionStorage.getItem(SessionKeys.accessToken);
    rawDispatch({
      type: 'INIT',
      isAuthenticated: Boolean(token),
      user: token ? readJson<MemberInfo>(SessionKeys.memberInfo) : null,
    });
  }, []);
  const value = useMemo<SessionApi>(
    () => ({
      ...state,
      dispatch(action) {
        persist(action);
        rawDispatch(action);
      },
    }),
    [state],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('SessionProvider missing');
  return ctx;
}
