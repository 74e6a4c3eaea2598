import type { AppSetting } from '@e-belediye/contracts/settings';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { isUnauthenticated } from '../shared/api/client.js';
import { SettingsProvider } from '../shared/api/settings.js';
import { useI18n } from '../shared/i18n/index.js';
import { FocusOnNavigation } from '../shared/routing/focus.js';
import { type SessionAction, SessionProvider, useSession } from '../shared/session/index.js';
import { ThemeProvider } from '../shared/theme/index.js';
import { ToastProvider } from '../shared/toast/index.js';
import { Spinner } from '../shared/ui/Spinner.js';
import { AppRoutes } from './routes.js';

/**
 * A member's data is cached for that member only: when the member changes (sign-in, sign-out, another member),
 * the cache is emptied, so nobody is ever shown what was fetched for someone else.
 */
function useCachePerMember() {
  const member = useSession().user?.Oid ?? null;
  const queryClient = useQueryClient();
  const cachedFor = useRef(member);
  // Before the pages' own effects start their requests (a query removed while its request is on the way would stay
  // pending for good); and only when someone was signed in, since a visitor's cache holds no member's data.
  useLayoutEffect(() => {
    if (cachedFor.current === member) return;
    const previous = cachedFor.current;
    cachedFor.current = member;
    if (previous !== null) queryClient.removeQueries();
  }, [member, queryClient]);
}

/** The app's query cache: answers stay fresh a minute; a failed read is tried once more. */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One more try, unless the server said the session is gone (the API client has signed the tab out).
        retry: (failures, error) => failures < 1 && !isUnauthenticated(error),
        refetchOnWindowFocus: false,
        staleTime: 60_000,
      },
    },
  });
}

/** What the routes are rendered in: the browser's address bar, or on the server one fixed location. */
export type RouterOf = ComponentType<{ children: ReactNode }>;

function Routed({ Router }: { Router: RouterOf }) {
  const session = useSession();
  const { m } = useI18n();
  useCachePerMember();
  // Spec section 4: a loading spinner until the session is initialised.
  if (!session.isInitialised) return <Spinner label={m.app.loading} />;
  return (
    <Router>
      <FocusOnNavigation />
      <AppRoutes />
    </Router>
  );
}

/**
 * The whole web app. In the browser it follows the address bar; drawn on the server (ADR 0026) it is given the
 * router of the one page asked for (so the browser's bundle carries no server router) and the visitor the server
 * knows.
 */
export function App({
  settings,
  Router = BrowserRouter,
  session,
  queryClient: given,
}: {
  settings: AppSetting;
  Router?: RouterOf;
  session?: Extract<SessionAction, { type: 'INIT' }>;
  /** A cache that already holds the answers the page was drawn with (ADR 0027). */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? newQueryClient());
  return (
    <SettingsProvider value={settings}>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <SessionProvider initial={session}>
              <Routed Router={Router} />
            </SessionProvider>
          </ToastProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </SettingsProvider>
  );
}
