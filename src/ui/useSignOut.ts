/**
 * The Logout action with the offline core's safety net: first try to send every queued change
 * (when online); if some remain unsynced, ask before discarding them (the accessible confirm
 * dialog). Cancelling keeps the user signed in so the changes can still sync.
 */
import { useCallback } from 'react';
import { flushOutbox, flushPendingWrites, unsyncedCount } from '../data/index.ts';
import { useAuth, type AuthResult } from '../session/auth.tsx';
import { useConfirm } from './ConfirmDialog.tsx';
import { TEXT } from '../../common/texts.ts';

/** How long the logout waits for the outbox to drain when online. */
const FLUSH_TIMEOUT_MS = 10_000;

/** Returns `signOut()`: resolves to the auth result, or `null` when the user cancelled. */
export function useSignOut(): () => Promise<AuthResult | null> {
  const { logout } = useAuth();
  const confirm = useConfirm();
  return useCallback(async () => {
    await flushPendingWrites();
    if (navigator.onLine) {
      await flushOutbox({ timeoutMs: FLUSH_TIMEOUT_MS }).catch(() => undefined);
    }
    const left = await unsyncedCount();
    if (left > 0) {
      const ok = await confirm({ text: TEXT.logout.unsynced(left), confirmLabel: TEXT.logout.discardAndLogout, danger: true });
      if (!ok) return null;
      return logout({ discardUnsynced: true });
    }
    return logout();
  }, [confirm, logout]);
}
