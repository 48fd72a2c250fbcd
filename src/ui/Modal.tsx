/**
 * A native modal `<dialog>` driven by React state (`useModal`): focus moves in and is trapped there, Escape
 * and a click outside call `onClose`, and closing gives focus back to where it was. The shell of the
 * confirmation dialog and the problem page's full program; it ships with them (not in the shared UI chunk).
 */
import type { ReactNode } from 'react';
import { useModal } from './useModal.ts';

/**
 * @param open whether the dialog is shown
 * @param onClose called on Escape and on a click outside the box
 * @param onOpen called after each opening (e.g. to focus a button)
 * @param labelledBy id of the dialog's title; `describedBy` of its text
 * @param boxClassName classes added to the box (`modal-box`)
 */
export function Modal({
  open,
  onClose,
  onOpen,
  labelledBy,
  describedBy,
  boxClassName = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  onOpen?: () => void;
  labelledBy: string;
  describedBy: string;
  boxClassName?: string;
  children: ReactNode;
}) {
  const ref = useModal(open, onOpen);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className={`modal-box ${boxClassName}`}>{children}</div>
      <div className="modal-backdrop" aria-hidden="true" onClick={onClose} />
    </dialog>
  );
}
