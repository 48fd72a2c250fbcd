/**
 * The sync status's panel: what is waiting, what failed (Retry, Discard after a confirmation) and why
 * (offline, the session expired). A chunk of its own, loaded when the panel is first opened.
 */
import { Link } from 'react-router-dom';
import { discardFailed, retryFailed, type FailedOp, type SyncStatus as Status } from '../data/index.ts';
import { useConfirm } from '../ui/ConfirmDialog.tsx';
import { useToast } from '../ui/toasts.tsx';
import { TEXT } from '../../common/texts.ts';
import { SYNC_PANEL_TEXT } from '../../common/texts/sync-panel.ts';

/** The panel: what the status means, and the parked changes with Retry and Discard (Discard asks first), or that there is nothing to sync. */
export default function SyncPanel({ id, status, failed, onClose }: { id: string; status: Status; failed: FailedOp[] | undefined; onClose: () => void }) {
  const confirm = useConfirm();
  const toast = useToast();
  return (
    <div
      id={id}
      className="card fixed inset-x-2 top-16 z-50 max-h-[70vh] overflow-y-auto border border-base-300 bg-base-100 shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-80"
    >
      <div className="card-body gap-3 p-4 text-sm">
        <h2 className="font-semibold">{SYNC_PANEL_TEXT.panelTitle}</h2>
        {status.kind === 'offline' && <p className="text-base-content/70">{SYNC_PANEL_TEXT.offlineNote}</p>}
        {status.kind === 'signInAgain' && (
          <p className="text-base-content/70">
            {SYNC_PANEL_TEXT.signInNote}{' '}
            <Link to="/Login" className="link link-primary">
              {TEXT.nav.login}
            </Link>
          </p>
        )}
        {status.pending > 0 && <p className="text-base-content/70">{SYNC_PANEL_TEXT.pendingNote(status.pending)}</p>}
        {failed && failed.length > 0 ? (
          <ul className="flex flex-col gap-2" data-testid="failed-ops">
            {failed.map((op) => (
              <li key={op.id} className="flex flex-col gap-1 rounded-box bg-base-200 p-2">
                <span className="font-medium">
                  {SYNC_PANEL_TEXT.kind[op.kind] ?? op.kind} ·{' '}
                  <Link to={op.prblmId ? `/prblm/${op.prblmId}` : '/discuss'} className="link" onClick={onClose}>
                    {(op.prblmId ?? op.detail ?? '').slice(-6)}
                  </Link>
                </span>
                {op.error && <span className="break-words text-xs text-error">{op.error.message}</span>}
                <div className="flex justify-end gap-2">
                  <button type="button" className="btn btn-xs" onClick={() => void retryFailed(op.id).catch(() => undefined)}>
                    {SYNC_PANEL_TEXT.retry}
                  </button>
                  <button
                    type="button"
                    className="btn btn-xs btn-error btn-outline"
                    onClick={async () => {
                      if (!(await confirm({ text: SYNC_PANEL_TEXT.discardConfirm, confirmLabel: SYNC_PANEL_TEXT.discard, danger: true }))) return;
                      try {
                        await discardFailed(op.id);
                      } catch (e) {
                        toast.show({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
                      }
                    }}
                  >
                    {SYNC_PANEL_TEXT.discard}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          status.kind !== 'offline' && status.pending === 0 && <p className="text-base-content/70">{SYNC_PANEL_TEXT.panelEmpty}</p>
        )}
      </div>
    </div>
  );
}

