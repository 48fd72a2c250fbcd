import { useEffect, useRef } from 'react';

/**
 * Drives a native modal `<dialog>` from React state: `showModal()` when `open` turns true (focus
 * moves into the dialog and is trapped there), `close()` when it turns false.
 * @param onOpen called after each opening (e.g. to focus a button)
 * @returns the ref to put on the `<dialog>`
 */
export function useModal(open: boolean, onOpen?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      onOpen?.();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    // onOpen runs once per opening; a new function identity must not reopen anything.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  return ref;
}
