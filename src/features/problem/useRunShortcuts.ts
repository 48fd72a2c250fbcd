/**
 * Keyboard shortcuts of the problem page: Ctrl+Enter (⌘+Enter on Apple devices) runs, with Shift
 * it submits — also while the editor has focus (the listener runs in the capture phase, before
 * CodeMirror's own Mod-Enter).
 */
import { useEffect, useEffectEvent } from 'react';

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
 * Calls `onAction` for the shortcuts while the page is mounted. The listener reaches `onAction`
 * through an Effect Event, which React points at the latest `onAction` when each render commits:
 * a shortcut pressed right after typing, before the next frame, sees the code just typed.
 */
export function useRunShortcuts(onAction: (action: 'run' | 'submit') => void): void {
  const act = useEffectEvent(onAction);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutAction(e);
      if (!action || e.repeat) return;
      e.preventDefault();
      e.stopPropagation();
      act(action);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, []);
}
