import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useToast } from '../toast/index.js';

type Tone = 'success' | 'error';
interface Said {
  text: string;
  tone: Tone;
  /** Each saying is new to a screen reader, even in the same words as the last. */
  id: number;
  /** The page it belongs to; null while it waits for the page the act is moving to. */
  path: string | null;
}
export type Say = (text: string, options?: { tone?: Tone; nextPage?: boolean }) => void;

const PageStatusContext = createContext<{ said: Said | null; say: Say } | null>(null);

/**
 * What a desk's act came to is said in one place: under the page's heading (PageStatus, drawn by PageFrame), each
 * message replacing the last, none floating over the title or the filters. A message belongs to its page and is
 * gone on the next, unless said for the page the act moves to (a record just created).
 */
export function PageStatusProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const here = useRef(pathname);
  here.current = pathname;
  const count = useRef(0);
  const [said, setSaid] = useState<Said | null>(null);
  const say = useCallback<Say>((text, options) => {
    count.current += 1;
    setSaid({
      text,
      tone: options?.tone ?? 'success',
      id: count.current,
      path: options?.nextPage ? null : here.current,
    });
  }, []);
  useEffect(() => {
    setSaid((s) => (s?.path === null ? { ...s, path: pathname } : s?.path === pathname ? s : null));
  }, [pathname]);
  const shown = said && (said.path === null || said.path === pathname) ? said : null;
  const value = useMemo(() => ({ said: shown, say }), [shown, say]);
  return <PageStatusContext.Provider value={value}>{children}</PageStatusContext.Provider>;
}

/** How a desk says what its act came to; outside the office (no place under the heading) it falls back to a toast. */
export function usePageStatus(): { say: Say } {
  const context = useContext(PageStatusContext);
  const { enqueue } = useToast();
  const say = context?.say;
  return useMemo(
    () => ({ say: say ?? ((text, options) => enqueue(text, { variant: options?.tone ?? 'success' })) }),
    [say, enqueue],
  );
}

/**
 * The place under a page's heading: a polite status for what went well, an alert for what did not. Both are in the
 * page from its first drawing, empty, so a screen reader hears what is put in them.
 */
export function PageStatus() {
  const context = useContext(PageStatusContext);
  if (!context) return null;
  const { said } = context;
  return (
    <div className="page-status">
      <div role="status">
        {said?.tone === 'success' && (
          <p key={said.id} className="notice notice-success">
            {said.text}
          </p>
        )}
      </div>
      <div role="alert">
        {said?.tone === 'error' && (
          <p key={said.id} className="notice notice-error">
            {said.text}
          </p>
        )}
      </div>
    </div>
  );
}
