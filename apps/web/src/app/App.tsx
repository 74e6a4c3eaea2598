import type { AppSetting } from '@e-belediye/contracts/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { SettingsProvider } from '../shared/api/settings.js';
import { useI18n } from '../shared/i18n/index.js';
import { SessionProvider, useSession } from '../shared/session/index.js';
import { ThemeProvider } from '../shared/theme/index.js';
import { ToastProvider } from '../shared/toast/index.js';
import { Spinner } from '../shared/ui/Spinner.js';
import { AppRoutes } from './routes.js';

function Routed() {
  const session = useSession();
  const { m } = useI18n();
  // Spec section 4: a loading spinner until the session is initialised.
  if (!session.isInitialised) return <Spinner label={m.app.loading} />;
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

export function App({ settings }: { settings: AppSetting }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } } }),
  );
  return (
    <SettingsProvider value={settings}>
      <ThemeProvider>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <SessionProvider>
              <Routed />
            </SessionProvider>
          </ToastProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </SettingsProvider>
  );
}
