/**
 * The confirmation dialog of `useConfirm` (`ConfirmDialog.tsx`): a native modal `<dialog>` (focus trapped
 * inside, Escape cancels), the cancel button focused first so that an accidental Enter never confirms a
 * destructive action.
 */
import { useId, useRef } from 'react';
import { TEXT } from '../../common/texts.ts';
import type { ConfirmOptions } from './ConfirmDialog.tsx';
import { Modal } from './Modal.tsx';

export interface ConfirmModalProps extends ConfirmOptions {
  open: boolean;
  onClose: (confirmed: boolean) => void;
}

/** The dialog; controlled by `open`. */
export default function ConfirmModal({ open, onClose, text, title, confirmLabel, cancelLabel, danger }: ConfirmModalProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  return (
    <Modal open={open} onClose={() => onClose(false)} onOpen={() => cancelRef.current?.focus()} labelledBy={titleId} describedBy={textId}>
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
    </Modal>
  );
}

