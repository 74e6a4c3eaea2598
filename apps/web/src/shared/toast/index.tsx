import { ToastRules } from '@e-belediye/contracts/codes';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../i18n/index.js';

export type ToastVariant = 'default' | 'error' | 'success' | 'warning' | 'info';
interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  autoHideMs: number;
}
type Enqueue = (message: string, options?: { variant?: ToastVariant; autoHideMs?: number }) => void;

const ToastContext = createContext<Enqueue>(() => undefined);

/** Toasts top right, at most three at once (spec section 4); the rest wait their turn. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const enqueue = useCallback<Enqueue>((message, options) => {
    const toast: Toast = {
      id: nextId.current++,
      message,
      variant: options?.variant ?? 'default',
      autoHideMs: options?.autoHideMs ?? ToastRules.autoHideMs,
    };
    setQueue((q) => [...q, toast]);
  }, []);
  const dismiss = useCallback((id: number) => setQueue((q) => q.filter((t) => t.id !== id)), []);
  const visible = queue.slice(0, ToastRules.maxVisible);
  return (
    <ToastContext.Provider value={enqueue}>
      {children}
      <div className="toasts" aria-live="polite">
        {visible.map((t) => (
          <ToastItem key={t.id} toast={t} onClose={dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose(id: number): void }) {
  const { m } = useI18n();
  useEffect(() => {
    const timer = setTimeout(() => onClose(toast.id), toast.autoHideMs);
    return () => clearTimeout(timer);
  }, [toast, onClose]);
  return (
    <div className={`toast toast-${toast.variant}`} role={toast.variant === 'error' ? 'alert' : 'status'}>
      <span>{toast.message}</span>
      <button type="button" className="toast-close" aria-label={m.toast.close} onClick={() => onClose(toast.id)}>
        ×
      </button>
    </div>
  );
}

export function useToast() {
  const enqueue = useContext(ToastContext);
  return useMemo(() => ({ enqueue }), [enqueue]);
}
