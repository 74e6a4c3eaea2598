import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls in this named, focusable box (keys scroll it too), never the page. A group,
 * not a region: the section around it is already the landmark of the same name.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table to scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable to be scrolled by keys.
    <div className="table-scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
