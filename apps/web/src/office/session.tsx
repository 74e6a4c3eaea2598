import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type CallResponse, callApi, isUnauthenticated } from '../shared/api/client.js';
import { callKey, useCall } from '../shared/api/useCall.js';
import { isStaffCall } from './calls.js';
import { useOfficeTexts } from './i18n/index.js';

export type StaffSession = NonNullable<CallResponse<'GetStaffSession'>['Staff']>;

interface OfficeSession {
  /** Undefined while the server is asked; null when nobody is signed in to the office. */
  staff: StaffSession | null | undefined;
  permissions: ReadonlySet<string>;
  /** Why the last session ended (idle, expired, signed out), for the sign-in page to say. */
  notice: string | null;
  /** Whether the next sign-in returns to the page left: yes after a timeout, no after signing out. */
  resume: boolean;
  signedIn(staff: StaffSession): void;
  signOut(): Promise<void>;
}

const OfficeSessionContext = createContext<OfficeSession | null>(null);
const sessionKey = callKey('GetStaffSession', {});
const NO_PERMISSIONS: ReadonlySet<string> = new Set();

/**
 * The staff session, with the server as the authority: read at start, replaced by sign-in and enrolment, ended by
 * sign-out, by the idle deadline (the server's, checked again when it passes) and by any staff call answering 401.
 */
export function OfficeSessionProvider({ children }: { children: ReactNode }) {
  const t = useOfficeTexts();
  const queryClient = useQueryClient();
  const query = useCall('GetStaffSession', {}, { staleTime: Number.POSITIVE_INFINITY, retry: false });
  const staff = query.data ? query.data.Staff : query.isError ? null : undefined;
  const [notice, setNotice] = useState<string | null>(null);
  const [resume, setResume] = useState(true);

  const end = useCallback(
    (why: string | null, returnToPage = true) => {
      setResume(returnToPage);
      // Nothing fetched for this person stays in the tab after they leave.
      queryClient.removeQueries({ predicate: (q) => isStaffCall(q.queryKey[0]) });
      queryClient.setQueryData(sessionKey, { Staff: null, CsrfToken: null });
      setNotice(why);
    },
    [queryClient],
  );

  const signedIn = useCallback(
    (next: StaffSession) => {
      setNotice(null);
      setResume(true);
      queryClient.setQueryData(sessionKey, { Staff: next, CsrfToken: null });
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    await callApi('StaffLogout', {}).catch(() => undefined);
    end(t.signedOut, false);
  }, [end, t.signedOut]);

  // A staff call refused for want of a session: the session ended on the server (expired, disabled, signed out).
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (isStaffCall(event.query.queryKey[0]) && isUnauthenticated(event.action.error)) end(t.sessionEnded);
      }),
    [queryClient, end, t.sessionEnded],
  );

  // The idle deadline: when it passes, the server says whether a call since has moved it.
  const deadline = staff?.IdleDeadline;
  useEffect(() => {
    if (!deadline) return;
    const wait = Math.max(0, Date.parse(deadline) - Date.now()) + 1000;
    const timer = setTimeout(
      async () => {
        const answer = await callApi('GetStaffSession', {}).catch(() => null);
        if (answer?.Staff) queryClient.setQueryData(sessionKey, answer);
        else end(t.idleSignedOut);
      },
      Math.min(wait, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [deadline, queryClient, end, t.idleSignedOut]);

  const permissions = useMemo(
    () => (staff && !staff.EnrolmentRequired ? new Set<string>(staff.Permissions) : NO_PERMISSIONS),
    [staff],
  );
  const value = useMemo(
    () => ({ staff, permissions, notice, resume, signedIn, signOut }),
    [staff, permissions, notice, resume, signedIn, signOut],
  );
  return <OfficeSessionContext.Provider value={value}>{children}</OfficeSessionContext.Provider>;
}

export function useOfficeSession(): OfficeSession {
  const session = useContext(OfficeSessionContext);
  if (!session) throw new Error('useOfficeSession outside the office');
  return session;
}
