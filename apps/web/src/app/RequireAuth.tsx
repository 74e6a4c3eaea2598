import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/session/index.js';

/** The pages that are not public: an anonymous visitor goes to sign-in, keeping where they wanted to go. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    const redirectUrl = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/session/signin?redirectUrl=${redirectUrl}`} replace />;
  }
  return <>{children}</>;
}
