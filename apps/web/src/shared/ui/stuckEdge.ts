import { useCallback } from 'react';

/**
 * A ref for a bar stuck to an edge (the top bar, the pay bar): while the bar is on the page, the page's scroll
 * padding is its height, so the browser scrolls a focused element clear of it whatever that height is (larger
 * text, a notice that makes it taller; WCAG 2.4.11). A bar that is not stuck at this size counts nothing.
 */
export function useStuckEdge(edge: 'top' | 'bottom') {
  return useCallback(
    (bar: HTMLElement | null) => {
      if (!bar || typeof ResizeObserver === 'undefined') return;
      const root = document.documentElement.style;
      const name = `--stuck-${edge}`;
      const measure = () => {
        const stuck = ['sticky', 'fixed'].includes(getComputedStyle(bar).position);
        root.setProperty(name, `${stuck ? bar.offsetHeight : 0}px`);
      };
      const observer = new ResizeObserver(measure);
      observer.observe(bar);
      measure();
      return () => {
        observer.disconnect();
        root.removeProperty(name);
      };
    },
    [edge],
  );
}
