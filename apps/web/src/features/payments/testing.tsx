import type { AppSetting } from '@e-belediye/contracts/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SettingsProvider } from '../../shared/api/settings.js';
import { SessionProvider } from '../../shared/session/index.js';

// Test helpers of the payment pages: the API answered per call name, the pages under their real providers.

// A busy machine (the whole suite in parallel) may take more than the default second to settle a page.
configure({ asyncUtilTimeout: 10_000 });

export const settings = {
  MunicipalityName: 'Yeşilvadi Belediyesi',
  ExpirationYearsToAdd: 10,
  IsEDevletLoginDisable: false,
} as AppSetting;

export type Answer =
  | { status?: number; body: unknown }
  | ((body: Record<string, unknown>) => { status?: number; body: unknown });
/** The API's answer per call name (a function answers from the request body). */
export const answers: Record<string, Answer> = {};

export const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
  const name = String(url).replace('/api/', '');
  const entry = answers[name];
  if (!entry) return new Response(JSON.stringify({ Code: 'error_unknown_call', Message: name }), { status: 404 });
  const answer = typeof entry === 'function' ? entry(JSON.parse(String(init?.body ?? '{}'))) : entry;
  return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
});

/** The names of the calls made, in order. */
export const calls = () => fetchMock.mock.calls.map(([url]) => String(url).replace('/api/', ''));
/** The body of the last call of that name. */
export const bodyOf = (name: string) => {
  const found = fetchMock.mock.calls.filter(([url]) => String(url) === `/api/${name}`).at(-1);
  return JSON.parse(String(found?.[1]?.body));
};

export function resetApi(extra: Record<string, Answer> = {}) {
  for (const key of Object.keys(answers)) delete answers[key];
  Object.assign(answers, { GetSessionInfo: { body: { Member: null, CsrfToken: null } } }, extra);
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** Renders `element` at `path`, opened at `url`; any other address shows where the app went. */
export function renderRoute(path: string, element: ReactNode, url: string = path) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SettingsProvider value={settings}>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </SettingsProvider>,
  );
}

const banks = [
  {
    BankCode: '0010',
    BankName: 'T.C. Ziraat Bankası',
    Window: '/ziraat-banka',
    StoreType: '3d',
    NeedsCard: true,
    IsDefault: true,
  },
  {
    BankCode: '0012',
    BankName: 'Türkiye Halk Bankası',
    Window: '/payment-other-banks',
    StoreType: '3d_pay_hosting',
    NeedsCard: false,
    IsDefault: false,
  },
];
export const banksAnswer = { body: { Banks: banks, Paused: null } };

export function order(overrides: Record<string, unknown> = {}) {
  return {
    OrderNo: 'EB260615ABCDEFGH2345',
    Status: 'NEW',
    Channel: 'DEBT',
    BankCode: '0010',
    BankName: 'T.C. Ziraat Bankası',
    Window: '/ziraat-banka',
    StoreType: '3d',
    NeedsCard: true,
    AmountKurus: 123456,
    PayerName: 'Zeynep Arslan',
    CreatedAt: '2026-06-15T09:00:00.000Z',
    ExpiresAt: '2026-06-15T09:30:00.000Z',
    Reason: null,
    ReceiptNo: null,
    VerificationCode: null,
    CollectedAt: null,
    Lines: [
      {
        AccrualOid: 11,
        RevenueCode: 1,
        RevenueName: 'Emlak Vergisi',
        Description: 'Emlak Vergisi 2026/1',
        Year: 2026,
        InstallmentNo: 1,
        DueDate: '2026-05-31',
        PrincipalKurus: 120000,
        LateFeeKurus: 3456,
      },
    ],
    ...overrides,
  };
}
