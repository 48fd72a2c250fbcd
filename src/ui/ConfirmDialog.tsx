/**
 * Accessible confirmation dialog (replacing the original app's `window.confirm`); the dialog itself is
 * `ConfirmModal.tsx`, loaded by the first confirmation.
 *
 * Use `const confirm = useConfirm(); if (await confirm({ text })) …`. The dialog is a native
 * modal `<dialog>`: focus is trapped inside, Escape cancels, the cancel button gets focus first
 * so an accidental Enter never confirms a destructive action.
 */
import { createContext, lazy, Suspense, use, useCallback, useMemo, useState, type ReactNode } from 'react';

/** The dialog itself: a chunk loaded by the first confirmation. */
const ConfirmModal = lazy(() => import('./ConfirmModal.tsx'));

/** Options of one confirmation. */
export interface ConfirmOptions {
  /** The question, e.g. `Are you sure you want to delete this problem?`. */
  text: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as dangerous (red). */
  danger?: boolean;
}

type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<ConfirmFn | null>(null);

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

/** Provides {@link useConfirm}. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  // The dialog is mounted from the first confirmation on, so that closing it keeps the native dialog's focus return.
  const [used, setUsed] = useState(false);

  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setUsed(true);
        setPending((prev) => {
          prev?.resolve(false);
          return { ...options, resolve };
        });
      }),
    [],
  );

  const close = useCallback(
    (ok: boolean) => {
      pending?.resolve(ok);
      setPending(null);
    },
    [pending],
  );

  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmContext value={value}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ConfirmModal open={pending !== null} onClose={close} text={pending?.text ?? ''} title={pending?.title} confirmLabel={pending?.confirmLabel} cancelLabel={pending?.cancelLabel} danger={pending?.danger} />
        </Suspense>
      )}
    </ConfirmContext>
  );
}

/** Ask the user to confirm; resolves to true when they confirm. */
export function useConfirm(): ConfirmFn {
  const ctx = use(ConfirmContext);
  if (!ctx) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return ctx;
}
