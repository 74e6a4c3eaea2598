import { lazy } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { ComingSoonPage } from '../features/common/ComingSoonPage.js';
import { useI18n } from '../shared/i18n/index.js';
import type { Messages } from '../shared/i18n/tr.js';
import { Shell } from './layout/Shell.js';
import { RequireAuth } from './RequireAuth.js';

const HomePage = lazy(() => import('../features/home/HomePage.js'));
const NotFoundPage = lazy(() => import('../features/common/NotFoundPage.js'));
const MobileMenuPage = lazy(() => import('../features/common/MobileMenuPage.js'));
const StreetValuationPage = lazy(() => import('../features/lookups/StreetValuationPage.js'));
const ConstructionCostPage = lazy(() => import('../features/lookups/ConstructionCostPage.js'));
const AbrasionSharePage = lazy(() => import('../features/lookups/AbrasionSharePage.js'));
const AdTariffPage = lazy(() => import('../features/lookups/AdTariffPage.js'));
const EctPricePage = lazy(() => import('../features/lookups/EctPricePage.js'));
const SignInPage = lazy(() => import('../features/auth/SignInPage.js'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage.js'));
const EDevletPage = lazy(() => import('../features/auth/EDevletPage.js'));
const SignUpPage = lazy(() => import('../features/members/SignUpPage.js'));
const RegistryPage = lazy(() => import('../features/members/RegistryPage.js'));
const UserUpdatePage = lazy(() => import('../features/members/UserUpdatePage.js'));
const DebtQuestioningPage = lazy(() => import('../features/debts/DebtQuestioningPage.js'));
const PaymentWindowPage = lazy(() => import('../features/payments/PaymentWindowPage.js'));
const SuccessOperationPage = lazy(() => import('../features/payments/SuccessOperationPage.js'));
const FailedOperationPage = lazy(() => import('../features/payments/FailedOperationPage.js'));
const ReceiptVerifyPage = lazy(() => import('../features/payments/ReceiptVerifyPage.js'));
const FastPaymentPage = lazy(() => import('../features/payments/FastPaymentPage.js'));
const MatrimonyPaymentPage = lazy(() => import('../features/payments/MatrimonyPaymentPage.js'));
const CouncilResolutionsPage = lazy(() =>
  import('../features/resolutions/ResolutionsPage.js').then((mod) => ({ default: mod.CouncilResolutionsPage })),
);
const CommitteeResolutionsPage = lazy(() =>
  import('../features/resolutions/ResolutionsPage.js').then((mod) => ({ default: mod.CommitteeResolutionsPage })),
);

/** A route whose service arrives later: its page frame and title, with the "yakında" notice. */
function Soon({ title }: { title: (m: Messages) => string }) {
  const { m } = useI18n();
  return <ComingSoonPage title={title(m)} />;
}

/** "/" goes home; ?ISLEMADI=EDEVLETGIRIS starts e-Devlet login; any other query string is e-Devlet's return. */
function RootRedirect() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (params.get('ISLEMADI') === 'EDEVLETGIRIS') return <Navigate to="/e-devlet-girisi" replace />;
  if (search.length > 1) return <Navigate to={`/e-devlet-girisi${search}`} replace />;
  return <Navigate to="/anasayfa" replace />;
}

const loginOnly: Array<[string, (m: Messages) => string]> = [
  ['/DebtRestructuring', (m) => m.nav.items.restructuring.title],
  ['/EMunicipalityEstateDeclarationLand', (m) => m.nav.items.estateLand.title],
  ['/EMunicipalityEstateDeclarationPlot', (m) => m.nav.items.estatePlot.title],
  ['/EMunicipalityEstateDeclarationBuilding', (m) => m.nav.items.estateBuilding.title],
  ['/EMunicipalityECTDeclaration', (m) => m.nav.items.ect.title],
  ['/EMunicipalityAdDeclaration', (m) => m.nav.items.ad.title],
  ['/EMunicipalityEntertainmentDeclaration', (m) => m.nav.items.entertainment.title],
];

const comingPublic: Array<[string, (m: Messages) => string]> = [
  ['/ComplaintsAndRequests', (m) => m.nav.items.complaints.title],
  ['/ContractCancellation', (m) => m.nav.items.contractCancellation.title],
  ['/maas-bordrosu', (m) => m.nav.items.payroll.title],
];

/** Every route of spec section 2, with its exact path. */
const caseExact = (r: RouteObject): RouteObject =>
  ({ ...r, caseSensitive: true, children: r.children?.map(caseExact) }) as RouteObject;

// Spec paths are exact (/EstateStreetValuation); another casing is an unknown route.
export const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  {
    element: <Shell />,
    children: [
      { path: '/anasayfa', element: <HomePage /> },
      { path: '/mobil-menu', element: <MobileMenuPage /> },
      { path: '/session/404', element: <NotFoundPage /> },
      { path: '/EstateStreetValuation', element: <StreetValuationPage /> },
      { path: '/EstateConstructionCost', element: <ConstructionCostPage /> },
      { path: '/EstateAbrasionShare', element: <AbrasionSharePage /> },
      { path: '/AdvertisingTaxAnnualGroupTariff', element: <AdTariffPage /> },
      { path: '/ECTAnnualPrice', element: <EctPricePage /> },
      { path: '/ResolutionCouncilObservation', element: <CouncilResolutionsPage /> },
      { path: '/ResolutionComitteeObservation', element: <CommitteeResolutionsPage /> },
      { path: '/session/signin', element: <SignInPage /> },
      { path: '/index_edevlet_girisi', element: <SignInPage eDevletAtOnce /> },
      { path: '/e-devlet-girisi', element: <EDevletPage /> },
      { path: '/session/signup', element: <SignUpPage /> },
      { path: '/session/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/ForgottenPassword', element: <ForgotPasswordPage /> },
      {
        path: '/RegistryObservation',
        element: (
          <RequireAuth>
            <RegistryPage />
          </RequireAuth>
        ),
      },
      {
        path: '/UserUpdate',
        element: (
          <RequireAuth>
            <UserUpdatePage />
          </RequireAuth>
        ),
      },
      {
        path: '/DebtQuestioning',
        element: (
          <RequireAuth>
            <DebtQuestioningPage />
          </RequireAuth>
        ),
      },
      // Card payments (spec section 2): the fast pages, the four bank windows and the bank's two return pages.
      { path: '/FastPayment', element: <FastPaymentPage /> },
      { path: '/FastPaymentForMatrimony', element: <MatrimonyPaymentPage /> },
      { path: '/ziraat-banka', element: <PaymentWindowPage bankCode="0010" /> },
      { path: '/vakif-banka', element: <PaymentWindowPage bankCode="0015" /> },
      { path: '/payment-is-bank', element: <PaymentWindowPage bankCode="0064" /> },
      { path: '/payment-other-banks', element: <PaymentWindowPage bankCode="0012" /> },
      { path: '/success-operation', element: <SuccessOperationPage /> },
      { path: '/failed-operation', element: <FailedOperationPage /> },
      { path: '/makbuz-dogrula', element: <ReceiptVerifyPage /> },
      { path: '/makbuz-dogrula/:code', element: <ReceiptVerifyPage /> },
      ...loginOnly.map(([path, title]) => ({
        path,
        element: (
          <RequireAuth>
            <Soon title={title} />
          </RequireAuth>
        ),
      })),
      ...comingPublic.map(([path, title]) => ({ path, element: <Soon title={title} /> })),
    ],
  },
  { path: '*', element: <Navigate to="/session/404" replace /> },
].map(caseExact);

/** The route table, rendered (declarative routing keeps the first load lean). */
export function AppRoutes() {
  return useRoutes(routes);
}
