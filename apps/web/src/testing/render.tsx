import type { AppSetting } from '@e-belediye/contracts/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { entryOf } from '../app/manifest.js';
import { WithPageInfo } from '../app/routes.js';
import { SettingsProvider } from '../shared/api/settings.js';
import { SessionProvider } from '../shared/session/index.js';
import { ToastProvider } from '../shared/toast/index.js';
import { PageStatusProvider } from '../shared/ui/PageStatus.js';

// Pages in tests as the portal shows them: under its providers, at their route, with what the manifest tells them.

// A busy machine (the whole suite in parallel) may take more than the default second to settle a page.
configure({ asyncUtilTimeout: 10_000 });

export const settings = {
  MunicipalityName: 'Yeşilvadi Belediyesi',
  ExpirationYearsToAdd: 10,
  IsEDevletLoginDisable: false,
} as AppSetting;

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** The office's pages say what an act came to under their heading, as in the office's shell. */
function Shell({ office, children }: { office: boolean; children: ReactNode }) {
  return office ? <PageStatusProvider>{children}</PageStatusProvider> : children;
}

/** Renders `element` at the manifest route `path`, opened at `url`; any other address shows where the app went. */
export function renderRoute(path: string, element: ReactNode, url: string = path) {
  const entry = entryOf(path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SettingsProvider value={settings}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <SessionProvider>
            <MemoryRouter initialEntries={[url]}>
              <Shell office={path.startsWith('/yonetim')}>
                <Routes>
                  <Route path={path} element={entry ? <WithPageInfo entry={entry}>{element}</WithPageInfo> : element} />
                  <Route path="*" element={<Where />} />
                </Routes>
              </Shell>
            </MemoryRouter>
          </SessionProvider>
        </ToastProvider>
      </QueryClientProvider>
    </SettingsProvider>,
  );
}
