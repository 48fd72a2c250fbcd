/**
 * In-app notifications (replacing the original app's `window.alert`, ARCHITECTURE "quirks").
 * `useToast().show({ kind, text })` queues a toast that disappears after a few seconds;
 * a toast may carry one in-app link (e.g. "Log in").
 */
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TEXT } from '../../common/texts.ts';

/** Visual kind of a toast (DaisyUI alert colour). */
export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** What {@link ToastApi.show} accepts. */
export interface ToastInput {
  kind: ToastKind;
  text: string;
  /** Optional in-app link shown after the text. */
  action?: { label: string; to: string };
  /** Milliseconds before it disappears; default 5 s (8 s for errors). */
  durationMs?: number;
}

interface Toast extends ToastInput {
  id: number;
}

/** The toast API returned by {@link useToast}. */
export interface ToastApi {
  show: (toast: ToastInput) => void;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const ALERT_CLASS: Record<ToastKind, string> = {
  info: 'alert-info',
  success: 'alert-success',
  warning: 'alert-warning',
  error: 'alert-error',
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { id, durationMs, kind } = toast;
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(id), durationMs ?? (kind === 'error' ? 8000 : 5000));
    return () => window.clearTimeout(timer);
  }, [id, durationMs, kind, onDismiss]);

  return (
    <div role={kind === 'error' ? 'alert' : 'status'} className={`alert ${ALERT_CLASS[kind]} shadow-lg max-w-sm whitespace-normal`}>
      <span className="break-words" data-testid="toast-text">
        {toast.text}
        {toast.action && (
          <>
            {' '}
            <Link className="link font-semibold" to={toast.action.to} onClick={() => onDismiss(id)}>
              {toast.action.label}
            </Link>
          </>
        )}
      </span>
      <button type="button" className="btn btn-ghost btn-xs btn-circle" aria-label={TEXT.dismiss} onClick={() => onDismiss(id)}>
        ✕
      </button>
    </div>
  );
}

/** Provides {@link useToast} and renders the toast stack (must be inside the router). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    // Keep at most 4 on screen; the oldest goes first.
    setToasts((list) => [...list.slice(-3), { ...toast, id }]);
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      <section aria-label={TEXT.notifications} className="toast toast-top toast-end z-50 !top-18">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext>
  );
}

/** Show and dismiss in-app toasts. */
export function useToast(): ToastApi {
  const ctx = use(ToastContext);
  if (!ctx) throw new Error('useToast must be used inside <ToastProvider>');
  return ctx;
}
