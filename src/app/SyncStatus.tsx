/**
 * The nav bar's sync status: Offline / Syncing N / All synced / N need attention /
 * Sign in again, announced politely (`role=status`). Clicking it opens a small panel listing the
 * parked changes with Retry and Discard (Discard asks first; `SyncPanel.tsx`).
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { deriveSyncStatus, getDb, readSyncFacts, useFailedOps, useLiveQuery, useOnline, type SyncStatus as Status } from '../data/index.ts';
import { useAuth } from '../session/auth.tsx';
import { TEXT } from '../../common/texts.ts';

/** The panel: a chunk loaded when it is first opened. */
const SyncPanel = lazy(() => import('./SyncPanel.tsx'));

function label(s: Status): string {
  switch (s.kind) {
    case 'offline':
      return s.pending > 0 ? TEXT.sync.offlineQueued(s.pending) : TEXT.sync.offline;
    case 'signInAgain':
      return TEXT.sync.signInAgain;
    case 'syncing':
      return TEXT.sync.syncing(s.pending);
    case 'attention':
      return TEXT.sync.attention(s.failed);
    case 'synced':
      return TEXT.sync.synced;
  }
}

const DOT: Record<Status['kind'], string> = {
  offline: 'bg-base-content/40',
  signInAgain: 'bg-error',
  syncing: 'bg-info animate-pulse',
  attention: 'bg-warning',
  synced: 'bg-success',
};

/** While changes are waiting, the counts are read again this often (see {@link useLiveSyncStatus}). */
const RECHECK_MS = 1500;

/**
 * `useSyncStatus` plus a periodic re-read while something is pending or the browser is offline:
 * Dexie's change notification does not always re-run this count query (seen in Chromium when
 * ANOTHER tab drains the outbox, and for writes made while offline), so "Syncing N" could stay
 * forever and "Offline · N queued" never appear. The re-read is cheap (three index counts) and
 * stops once nothing is pending online.
 */
function useLiveSyncStatus(): Status {
  const online = useOnline();
  const [tick, setTick] = useState(0);
  const db = getDb();
  const facts = useLiveQuery(() => readSyncFacts(db), [db, tick]);
  const status = deriveSyncStatus({ online, paused: facts?.paused ?? false, pending: facts?.pending ?? 0, failed: facts?.failed ?? 0 });
  // Offline, changes made on this device are counted the same way ("Offline · N queued").
  const waiting = status.pending > 0 || !online;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setTick((t) => t + 1), RECHECK_MS);
    return () => clearInterval(timer);
  }, [waiting]);
  return status;
}

/** Closes the panel (`setOpen(false)`) on a click outside `rootRef`'s element or on Escape, while it is open. */
function useDismiss(open: boolean, setOpen: (open: boolean) => void, rootRef: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, setOpen, rootRef]);
}

/** Status chip + panel (signed-in users only). */
export function SyncStatus() {
  const { isAuthenticated } = useAuth();
  const status = useLiveSyncStatus();
  const failed = useFailedOps();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  useDismiss(open, setOpen, rootRef);

  if (!isAuthenticated) return null;
  const text = label(status);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        className="btn btn-ghost btn-sm gap-2 px-2 font-normal"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${TEXT.sync.statusLabel}: ${text}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className={`inline-block h-2.5 w-2.5 rounded-full ${DOT[status.kind]}`} aria-hidden="true" />
        <span role="status" aria-live="polite" data-testid="sync-status" data-kind={status.kind} className="sr-only whitespace-nowrap text-sm sm:not-sr-only">
          {text}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SyncPanel id={panelId} status={status} failed={failed} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
