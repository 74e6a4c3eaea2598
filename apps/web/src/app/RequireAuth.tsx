import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/session/index.js';

/** Where a member who signed in with a password sent by SMS chooses a new one; no other member page opens before. */
export const PASSWORD_CHANGE_PATH = '/UserUpdate';

/** The pages that are not public: an anonymous visitor goes to sign-in, keeping where they wanted to go. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, mustChangePassword } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    const redirectUrl = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/session/signin?redirectUrl=${redirectUrl}`} replace />;
  }
  if (mustChangePassword && location.pathname !== PASSWORD_CHANGE_PATH) {
    return <Navigate to={PASSWORD_CHANGE_PATH} replace />;
  }
  return <>{children}</>;
}
