import type { ReactNode } from 'react';
import { useI18n } from '../i18n/index.js';
import './skeleton.css';

/**
 * Grey shapes the size of a block still loading, so that nothing below it moves when the data arrives.
 * Screen readers hear the loading sentence only; the shapes are hidden from them.
 */
export function Skeleton({ className, children }: { className?: string; children: ReactNode }) {
  const { m } = useI18n();
  return (
    <div className={className ? `skeleton ${className}` : 'skeleton'} role="status" aria-live="polite">
      <span className="sr-only">{m.app.loading}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** `count` placeholder lines, each as tall as a table row. */
export function SkeletonLines({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never reorder
    <span key={i} className="skeleton-line" />
  ));
}
