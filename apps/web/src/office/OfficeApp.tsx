import { Navigate, useLocation, useRoutes } from 'react-router';
import { LazyPage } from '../app/lazyPage.js';
import { useI18n } from '../shared/i18n/index.js';
import { PageInfoProvider } from '../shared/routing/pageInfo.js';
import { PageFrame } from '../shared/ui/PageFrame.js';
import { Spinner } from '../shared/ui/Spinner.js';
import './calls.js';
import EnrolmentPage from './EnrolmentPage.js';
import HomePage from './HomePage.js';
import { useOfficeTexts } from './i18n/index.js';
import { officePages, pagesFor } from './manifest.js';
import { OfficeShell } from './OfficeShell.js';
import { ReauthDialog } from './ReauthDialog.js';
import SignInPage from './SignInPage.js';
import { StaffLanguage } from './StaffLanguage.js';
import { OfficeSessionProvider, useOfficeSession } from './session.js';
import './office.css';

const titleOf = (path: string) => officePages.find((p) => `/yonetim/${p.path}` === path)?.title;
const homeTitle = { tr: 'İş listesi', en: 'Work list' };

/** Staff only: the sign-in page for nobody, enrolment until the second factor is set, then the office. */
function RequireStaff() {
  const { m } = useI18n();
  const { staff, resume } = useOfficeSession();
  const { pathname } = useLocation();
  if (staff === undefined) return <Spinner label={m.app.loading} />;
  // After a timeout the next sign-in returns here; after signing out, whoever comes next starts at the work list.
  if (staff === null) return <Navigate to="/yonetim/giris" replace state={resume ? { from: pathname } : null} />;
  if (staff.EnrolmentRequired) return <EnrolmentPage />;
  return <OfficeShell />;
}

function NotAllowed() {
  const t = useOfficeTexts();
  return (
    <PageFrame title={t.notAllowed}>
      <p className="notice notice-warning">{t.notAllowed}</p>
    </PageFrame>
  );
}

/** The desks of the office, each only for those holding its permission (the API checks it again on every call). */
function Desks() {
  const { permissions } = useOfficeSession();
  return useRoutes([
    {
      index: true,
      element: (
        <PageInfoProvider value={{ title: homeTitle, titleOf }}>
          <HomePage />
        </PageInfoProvider>
      ),
    },
    ...pagesFor(permissions).map((p) => ({
      path: `${p.path}/*`,
      element: (
        <PageInfoProvider value={{ title: p.title, titleOf }}>
          <LazyPage page={p.page} />
        </PageInfoProvider>
      ),
    })),
    { path: '*', element: <NotAllowed /> },
  ]);
}

function OfficeRoutes() {
  return useRoutes([
    { path: 'giris', element: <SignInPage /> },
    { element: <RequireStaff />, children: [{ path: '*', element: <Desks /> }] },
  ]);
}

/** /yonetim/*: the municipal office, its own lazy bundle (nothing of it in a citizen's first load). */
export default function OfficeApp() {
  return (
    <StaffLanguage>
      <OfficeSessionProvider>
        <ReauthDialog />
        <OfficeRoutes />
      </OfficeSessionProvider>
    </StaffLanguage>
  );
}
