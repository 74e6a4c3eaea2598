import type { ReactNode } from 'react';

/** Covers its content with a spinner and a text while busy (spec section 2: 'Yükleniyor...' on password reset). */
export function BusyOverlay({ busy, label, children }: { busy: boolean; label: string; children: ReactNode }) {
  return (
    <div className="busy-area" aria-busy={busy || undefined}>
      {children}
      {busy && (
        <div className="busy-overlay" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{label}</span>
        </div>
      )}
    </div>
  );
}
