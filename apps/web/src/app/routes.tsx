import { type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { PageInfoProvider } from '../shared/routing/pageInfo.js';
import { Shell } from './layout/Shell.js';
import { LazyPage } from './lazyPage.js';
import { type Entry, entries, entryOf, page } from './manifest.js';

import { RequireAuth } from './RequireAuth.js';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';

/** "/" goes home; ?ISLEMADI=EDEVLETGIRIS starts e-Devlet login; any other query string is e-Devlet's return. */
function RootRedirect() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (params.get('ISLEMADI') === 'EDEVLETGIRIS') return <Navigate to="/e-devlet-girisi" replace />;
  if (search.length > 1) return <Navigate to={`/e-devlet-girisi${search}`} replace />;
  return <Navigate to="/anasayfa" replace />;
}

const titleOf = (path: string) => entryOf(path)?.title;

/** A page with what it learns from its route: its title, and the titles of the pages it links to. */
export function WithPageInfo({ entry, children }: { entry: Entry; children: ReactNode }) {
  return <PageInfoProvider value={{ title: entry.title, titleOf }}>{children}</PageInfoProvider>;
}

// Fetched only by a service not yet online: none is now, so no page's first load carries it.
const comingSoon = page(() => import('./pages/ComingSoonPage.js'));

/** An entry's page: fetched with its chunk when live, the "yakında" frame when not; behind sign-in unless public. */
function pageOf(entry: Entry): ReactNode {
  const page = <LazyPage page={entry.live ? entry.page : comingSoon} />;
  return (
    <WithPageInfo entry={entry}>{entry.access === 'public' ? page : <RequireAuth>{page}</RequireAuth>}</WithPageInfo>
  );
}

const office = { load: () => import('../office/OfficeApp.js'), props: {} };

// Spec paths are exact (/EstateStreetValuation); another casing is an unknown route.
export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect />, caseSensitive: true },
  {
    element: <Shell />,
    children: entries.map((entry) => ({ path: entry.path, element: pageOf(entry), caseSensitive: true })),
  },
  // The municipal office: its own lazily loaded bundle, layout and sign-in.
  {
    path: '/yonetim/*',
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <LazyPage page={office} />
        </Suspense>
      </RouteErrorBoundary>
    ),
    caseSensitive: true,
  },
  { path: '*', element: <Navigate to="/session/404" replace />, caseSensitive: true },
];

/** The route table, rendered (declarative routing keeps the first load lean). */
export function AppRoutes() {
  return useRoutes(routes);
}
