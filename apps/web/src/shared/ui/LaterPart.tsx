import { type ComponentType, type ReactNode, Suspense } from 'react';
import { useI18n } from '../i18n/index.js';
import { loadOnce, readChunk } from '../lazy.js';
import { Spinner } from './Spinner.js';

/**
 * A component whose code is a chunk of its own, for a part of a page shown only after an action (a result, a later
 * step, a dialog): the page's first load does not carry it (ADR 0010). It suspends until its chunk is here, so it
 * goes inside a `WhileLoading`; `prefetch` starts the fetch as the action that needs it starts.
 */
export function lazyPart<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at a module's top level, as React.lazy is
  function Part(props: P) {
    const Component = pick(readChunk(load, load));
    return <Component {...props} />;
  }
  Part.prefetch = (): Promise<unknown> => loadOnce(load, load).catch(() => undefined);
  return Part;
}

/** Parts whose code is on its way: a spinner in their place meanwhile, not over the whole page. */
export function WhileLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label={useI18n().m.app.loading} />}>{children}</Suspense>;
}
