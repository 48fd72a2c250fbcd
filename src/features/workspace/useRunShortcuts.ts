/**
 * Keyboard shortcuts of the problem page: Ctrl+Enter (⌘+Enter on Apple devices) runs, with Shift
 * it submits — also while the editor has focus (the listener runs in the capture phase, before
 * CodeMirror's own Mod-Enter).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

/** The modifier's name on this device: ⌘ on Apple platforms, Ctrl elsewhere. */
export function modifierName(platform: string = typeof navigator === 'undefined' ? '' : navigator.platform): string {
  return /Mac|iPhone|iPad|iPod/.test(platform) ? '⌘' : 'Ctrl';
}

/** Which action a key event asks for, if any. */
export function shortcutAction(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'run' | 'submit' | null {
  if (e.key !== 'Enter' || e.altKey || !(e.ctrlKey || e.metaKey)) return null;
  return e.shiftKey ? 'submit' : 'run';
}

/**
 * Calls `onAction` for the shortcuts while the page is mounted. The latest `onAction` is taken
 * when each render commits (a layout effect): a shortcut pressed right after typing, before the
 * next frame, must see the code just typed, and passive effects may wait for that frame.
 */
export function useRunShortcuts(onAction: (action: 'run' | 'submit') => void): void {
  const handler = useRef(onAction);
  useLayoutEffect(() => {
    handler.current = onAction;
  }, [onAction]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutAction(e);
      if (!action || e.repeat) return;
      e.preventDefault();
      e.stopPropagation();
      handler.current(action);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);
}
