import { STAFF_LANGUAGES } from '@e-belediye/contracts/languages';
import { Suspense, useEffect } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../app/RouteErrorBoundary.js';
import { useSettings } from '../shared/api/settings.js';
import { useI18n } from '../shared/i18n/index.js';
import { LanguageSwitch } from '../shared/i18n/LanguageSwitch.js';
import { Icon } from '../shared/ui/Icon.js';
import { PageStatusProvider } from '../shared/ui/PageStatus.js';
import { Spinner } from '../shared/ui/Spinner.js';
import { useStuckEdge } from '../shared/ui/stuckEdge.js';
import { useOfficeTexts } from './i18n/index.js';
import { pagesFor } from './manifest.js';
import { useOfficeSession } from './session.js';

/** The office's layout: the municipality and the panel's name, the person and sign-out, the desks they may open. */
export function OfficeShell() {
  const t = useOfficeTexts();
  const { m, language } = useI18n();
  const settings = useSettings();
  const { staff, permissions, signOut } = useOfficeSession();
  const { pathname } = useLocation();
  const bar = useStuckEdge('top');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const pages = pagesFor(permissions);
  return (
    <div className="shell office-shell" data-sidebar="full">
      <a href="#main" className="skip-link">
        {t.skipToContent}
      </a>
      <header className="topbar" ref={bar}>
        {/* On a phone the side menu is hidden: the work list lists every desk the person may open. */}
        <Link to="/yonetim" className="icon-btn mobile-only" aria-label={t.allDesks}>
          <Icon name="menu" />
        </Link>
        <Link to="/yonetim" className="brand">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span className="brand-text">
            <span className="brand-name">{settings.MunicipalityName}</span>
            <span className="brand-sub">{t.panelName}</span>
          </span>
        </Link>
        <div className="topbar-spacer" />
        <LanguageSwitch languages={STAFF_LANGUAGES} />
        {staff && (
          <span className="topbar-user office-user" title={t.signedInAs(staff.UserName)}>
            <Icon name="user" size={20} />
            <span>
              {staff.DisplayName}
              {staff.RegionName && <small className="office-region">{t.region(staff.RegionName)}</small>}
            </span>
          </span>
        )}
        <button type="button" className="btn btn-outline btn-small" onClick={() => void signOut()}>
          {t.signOut}
        </button>
      </header>
      <nav className="sidebar" aria-label={t.menu}>
        <ul className="service-menu">
          <li>
            <NavLink to="/yonetim" end className="menu-link">
              <Icon name="home" size={20} />
              <span className="menu-text">{t.home}</span>
            </NavLink>
          </li>
          {pages.map((p) => (
            <li key={p.path}>
              <NavLink to={`/yonetim/${p.path}`} className="menu-link">
                <Icon name={p.icon} size={20} />
                <span className="menu-text">{p.title[language]}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="main-column">
        <main id="main" className="content" tabIndex={-1}>
          <div className="contained">
            <PageStatusProvider>
              <RouteErrorBoundary key={pathname}>
                <Suspense fallback={<Spinner label={m.app.loading} />}>
                  <Outlet />
                </Suspense>
              </RouteErrorBoundary>
            </PageStatusProvider>
          </div>
        </main>
      </div>
    </div>
  );
}
