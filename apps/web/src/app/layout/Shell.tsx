import { istanbulYear } from '@e-belediye/contracts/clock';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ActingBannerSlot } from '../../features/delegation/ActingSlots.js';
import { useSettings } from '../../shared/api/settings.js';
import { useI18n } from '../../shared/i18n/index.js';
import { Spinner } from '../../shared/ui/Spinner.js';
import { RouteErrorBoundary } from '../RouteErrorBoundary.js';
import { ServiceMenu } from './SideNav.js';
import { TopBar } from './TopBar.js';

type SidebarMode = 'closed' | 'full' | 'compact';

// Under 901px the side menu is hidden (styles.css) and the menu page serves instead: a phone does not draw it at all.
const WIDE = '(min-width: 901px)';
const wideQuery = () => (typeof matchMedia === 'function' ? matchMedia(WIDE) : null);
function subscribeWide(onChange: () => void) {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isWide = () => wideQuery()?.matches ?? true;

/** Fixed top bar, left service menu (closed on home, full elsewhere), contained content, footer. */
export function Shell() {
  const { m } = useI18n();
  const settings = useSettings();
  const { pathname } = useLocation();
  const isHome = pathname === '/anasayfa';
  const defaultMode: SidebarMode = isHome ? 'closed' : 'full';
  const [mode, setMode] = useState<SidebarMode>(defaultMode);
  // A page made on the server is drawn as on a wide screen; a phone's style sheet hides that menu anyway.
  const wide = useSyncExternalStore(subscribeWide, isWide, () => true);
  useEffect(() => setMode(defaultMode), [defaultMode]);
  // A new page starts at its top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const toggle = () =>
    setMode((cur) => (isHome ? (cur === 'closed' ? 'full' : 'closed') : cur === 'full' ? 'compact' : 'full'));
  return (
    <div className="shell" data-sidebar={mode}>
      <a href="#main" className="skip-link">
        {m.app.skipToContent}
      </a>
      <TopBar onToggleSidebar={toggle} />
      <nav className="sidebar" aria-label={m.layout.mainNav} hidden={mode === 'closed'}>
        {wide && <ServiceMenu compact={mode === 'compact'} />}
      </nav>
      <div className="main-column">
        <main id="main" className="content" tabIndex={-1}>
          <ActingBannerSlot />
          <div className="contained">
            <RouteErrorBoundary key={pathname}>
              <Suspense fallback={<Spinner label={m.app.loading} />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </div>
        </main>
        <footer className="footer">
          <span>{m.layout.footer(settings.MunicipalityName, istanbulYear())}</span>
          <a href={settings.MunicipalityWebsiteUrl} rel="noopener">
            {m.layout.website}
          </a>
        </footer>
      </div>
    </div>
  );
}
