import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a page whose heading waits for its data may take before focus is left where it is. */
const HEADING_WAIT_MS = 8000;

/** The page's one h1 on screen (a page whose Suspense boundary hides it while it reloads does not count). */
export function pageHeading(): HTMLElement | null {
  for (const h1 of document.querySelectorAll<HTMLElement>('h1')) {
    if (!h1.closest('[hidden], [style*="display: none"]')) return h1;
  }
  return null;
}

const inputs = ['pointerdown', 'keydown', 'click', 'popstate'] as const;

/**
 * After each navigation inside the app, focus goes to the new page's h1, so a screen reader says where the visitor
 * now is and Tab continues from the top of the page (WCAG 2.4.3). Nothing moves before the visitor has done anything:
 * the first load (redirects included) keeps the skip link as the first tab stop. A page drawing its h1 only once its
 * data is in gets focus when it appears; focus the visitor has meanwhile put elsewhere is left alone, and the new
 * page's name is said politely instead. Rendered once inside the router, for the citizen's pages and the office's
 * alike.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const acted = useRef(false);
  const [said, setSaid] = useState('');

  useEffect(() => {
    const mark = () => {
      acted.current = true;
    };
    for (const kind of inputs) window.addEventListener(kind, mark, true);
    return () => {
      for (const kind of inputs) window.removeEventListener(kind, mark, true);
    };
  }, []);

  // A change of query only (paging, a dialog's ?karar=) is not a new page.
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!acted.current) return;
    setSaid('');
    const before = document.activeElement;
    const untouched = () => {
      const now = document.activeElement;
      return now === before || now === null || now === document.body;
    };
    const focusHeading = () => {
      const h1 = pageHeading();
      if (!h1) return false;
      if (untouched()) h1.focus();
      else setSaid(h1.textContent ?? '');
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => {
      stop();
      setSaid(document.title);
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);

  return (
    <p className="sr-only" aria-live="polite">
      {said}
    </p>
  );
}

/**
 * A native modal <dialog> shown while its component is mounted. When it goes, focus returns to what opened it, or
 * to the page's h1 when that is gone, never to <body> (WCAG 2.4.3).
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
      // The opener is gone, or can take focus no more (disabled, hidden).
      if (document.activeElement !== opener || opener === document.body) pageHeading()?.focus();
    };
  }, [ref]);
}
