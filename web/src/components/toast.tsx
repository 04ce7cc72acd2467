import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';

type Tone = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  text: string;
  tone: Tone;
}

/** How long a toast stays; long enough to read a sentence twice (WCAG 2.2.1 lets the user dismiss it sooner). */
const TOAST_MS = 6_000;

const ToastContext = createContext<((text: string, tone?: Tone) => void) | undefined>(undefined);

/**
 * Results of actions as toasts: a polite live region in the corner, each toast dismissable and gone after six
 * seconds. It outlives navigation (it wraps the shell), so "deleted" can show on the page a delete leads to.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback((text: string, tone: Tone = 'success') => {
    setToasts((all) => [...all.slice(-2), { id: Date.now() + Math.random(), text, tone }]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <section className="toasts" aria-label="Notifications of results" aria-live="polite">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss(id: number): void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <div className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <span>{toast.text}</span>
      <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}

/** Shows a toast; outside a ToastProvider (signed-out pages) it does nothing. */
export function useToast(): (text: string, tone?: Tone) => void {
  return useContext(ToastContext) ?? noToast;
}

function noToast() {}
