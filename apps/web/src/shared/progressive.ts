import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, then `step` more after each paint until all are shown: a long list becomes a
 * series of small renders, so no single commit blocks the page (one deferred render of the rest still commits in
 * one long task). Starts again from `first` when the list itself changes.
 */
export function useProgressive<T>(items: readonly T[], first: number, step: number): readonly T[] {
  const [shown, setShown] = useState({ items, count: first });
  const count = shown.items === items ? shown.count : first;
  if (shown.items !== items) setShown({ items, count });
  useEffect(() => {
    if (count >= items.length) return;
    // After the browser has painted what is there: a frame, then a task.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown({ items, count: count + step })), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [items, count, step]);
  return count >= items.length ? items : items.slice(0, count);
}
