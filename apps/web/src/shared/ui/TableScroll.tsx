import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

/** The box is always named, by a label (usually the table's own title) or by the heading above it. */
type BoxName = { label: string; labelledBy?: undefined } | { labelledBy: string; label?: undefined };

/**
 * A table wider than its column scrolls in this named box, never the page (WCAG 1.4.10); a shadow on the side with
 * more columns shows there is more (styles.css). While it overflows it takes the keyboard's focus so arrow keys
 * scroll it too; a table that fits is not one more stop. A group, not a region: the section around a table is
 * usually the landmark of the same name already.
 */
export function TableScroll({
  label,
  labelledBy,
  className,
  children,
}: {
  /** More classes of the box (a block's frame, a page's own width rules). */
  className?: string;
  children: ReactNode;
} & BoxName) {
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(box);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table to scroll it.
    <div
      ref={box}
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      role="group"
      aria-label={label}
      aria-labelledby={labelledBy}
      tabIndex={overflows ? 0 : undefined}
    >
      {children}
    </div>
  );
}

/**
 * Whether the box is narrower than what it holds. Until measured (the server's first paint) it is taken to
 * overflow, so a keyboard can always reach a box that might scroll; measured again after every drawing and on
 * every change of its size (a turned phone, larger text).
 */
function useOverflows(box: RefObject<HTMLDivElement | null>) {
  const [overflows, setOverflows] = useState(true);
  useEffect(() => {
    const el = box.current;
    if (el) setOverflows(el.scrollWidth > el.clientWidth);
  });
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setOverflows(el.scrollWidth > el.clientWidth));
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return overflows;
}
