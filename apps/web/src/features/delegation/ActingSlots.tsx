import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { type Language, useI18n } from '../../shared/i18n/index.js';
import { actFor, actingEndedWith, actingFor, subscribeActing } from '../../shared/session/acting.js';
import { useSession } from '../../shared/session/index.js';
import { Icon } from '../../shared/ui/Icon.js';
import './acting.css';

// The picker and the banner come in a chunk of their own: a visitor never needs them, and a member's first load
// stays within its budget. Both are drawn in the browser only (whom a tab acts for lives in its sessionStorage).
const bar = () => import('./ActingBar.js');
const Switch = lazy(() => bar().then((m) => ({ default: m.ActingSwitch })));
const Banner = lazy(() => bar().then((m) => ({ default: m.ActingBanner })));
const Ended = lazy(() => bar().then((m) => ({ default: m.ActingEnded })));

/** The picker's name (as ActingBar words it): the room kept for the picker is as wide as its words. */
const WHOSE: Record<Language, string> = { tr: 'Kimin adına?', en: 'On whose behalf?', ar: 'بالنيابة عن من؟' };

/**
 * The picker's place in the top bar while its chunk is on its way (and in the server's drawing): the same box,
 * unseen, so the bar does not grow or wrap when the picker arrives.
 */
function Room() {
  const { language } = useI18n();
  return (
    <span className="btn btn-topbar acting-picker-room" aria-hidden="true">
      <Icon name="id" size={20} />
      <span className="acting-picker-label">{WHOSE[language]}</span>
    </span>
  );
}

const never = () => () => undefined;
const useInBrowser = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/** "Kimin adına?" in the top bar, for a signed-in member. */
export function ActingSwitchSlot() {
  const inBrowser = useInBrowser();
  const session = useSession();
  if (!session.isAuthenticated) return null;
  if (!inBrowser) return <Room />;
  return (
    <Suspense fallback={<Room />}>
      <Switch />
    </Suspense>
  );
}

/**
 * The banner over every page while this tab acts for someone else. Whenever whom the tab acts for changes, every
 * cached answer goes, so nothing fetched for one person is shown for another; signing out ends acting.
 */
export function ActingBannerSlot() {
  const acting = useSyncExternalStore(subscribeActing, actingFor, () => null);
  const session = useSession();
  const queryClient = useQueryClient();
  const shownFor = useRef(acting?.grantOid ?? null);
  useEffect(() => {
    if (session.isInitialised && !session.isAuthenticated) actFor(null);
  }, [session.isAuthenticated, session.isInitialised]);
  // Before the pages' own effects, as for a change of member (App's cache per member); the open page reads again.
  useLayoutEffect(() => {
    const now = acting?.grantOid ?? null;
    if (shownFor.current === now) return;
    shownFor.current = now;
    void queryClient.resetQueries();
  }, [acting, queryClient]);
  const ended = useSyncExternalStore(subscribeActing, actingEndedWith, () => null);
  // The grant ended under the tab: say so where the banner was, until the member closes it.
  if (!acting && ended) {
    return (
      <Suspense fallback={null}>
        <Ended text={ended} />
      </Suspense>
    );
  }
  if (!acting) return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
