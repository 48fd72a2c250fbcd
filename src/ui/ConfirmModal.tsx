/**
 * The confirmation dialog of `useConfirm` (`ConfirmDialog.tsx`): a native modal `<dialog>` (focus trapped
 * inside, Escape cancels), the cancel button focused first so that an accidental Enter never confirms a
 * destructive action.
 */
import { useId, useRef } from 'react';
import { TEXT } from '../../common/texts.ts';
import type { ConfirmOptions } from './ConfirmDialog.tsx';
import { useModal } from './useModal.ts';

export interface ConfirmModalProps extends ConfirmOptions {
  open: boolean;
  onClose: (confirmed: boolean) => void;
}

/** The dialog; controlled by `open`. */
export default function ConfirmModal({ open, onClose, text, title, confirmLabel, cancelLabel, danger }: ConfirmModalProps) {
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

