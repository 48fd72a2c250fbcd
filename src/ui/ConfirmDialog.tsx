/**
 * Accessible confirmation dialog (replacing the original app's `window.confirm`).
 *
 * Use `const confirm = useConfirm(); if (await confirm({ text })) …`. The dialog is a native
 * modal `<dialog>`: focus is trapped inside, Escape cancels, the cancel button gets focus first
 * so an accidental Enter never confirms a destructive action.
 */
import { createContext, use, useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { TEXT } from '../../common/texts.ts';
import { useModal } from './useModal.ts';

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

interface DialogProps extends ConfirmOptions {
  open: boolean;
  onClose: (confirmed: boolean) => void;
}

/** The dialog itself; controlled by `open`. Exported for screens that want to render it directly. */
export function ConfirmDialog({ open, onClose, text, title, confirmLabel, cancelLabel, danger }: DialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const ref = useModal(open, () => cancelRef.current?.focus());
  const titleId = useId();
  const textId = useId();

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(e) => {
        e.preventDefault();
        onClose(false);
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {title ?? TEXT.confirm}
        </h2>
        <p id={textId} className="py-4">
          {text}
        </p>
        <div className="modal-action">
          <button ref={cancelRef} type="button" className="btn btn-ghost" onClick={() => onClose(false)}>
            {cancelLabel ?? TEXT.cancel}
          </button>
          <button type="button" className={`btn ${danger ? 'btn-error' : 'btn-primary'}`} onClick={() => onClose(true)}>
            {confirmLabel ?? TEXT.confirm}
          </button>
        </div>
      </div>
      <div className="modal-backdrop" aria-hidden="true" onClick={() => onClose(false)} />
    </dialog>
  );
}

interface Pending extends ConfirmOptions {
  resolve: (ok: boolean) => void;
}

/** Provides {@link useConfirm}. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
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
      <ConfirmDialog open={pending !== null} onClose={close} text={pending?.text ?? ''} title={pending?.title} confirmLabel={pending?.confirmLabel} cancelLabel={pending?.cancelLabel} danger={pending?.danger} />
    </ConfirmContext>
  );
}

/** Ask the user to confirm; resolves to true when they confirm. */
export function useConfirm(): ConfirmFn {
  const ctx = use(ConfirmContext);
  if (!ctx) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return ctx;
}
