/**
 * The profile's "Make available offline" control: every problem's details into Dexie, with a
 * progress bar.
 */
import { useState } from 'react';
import { downloadAllForOffline, useOfflineCoverage, useOnline, type DownloadProgress } from '../../data/index.ts';
import { TEXT } from '../../../common/texts.ts';
import { useToast } from '../../ui/toasts.tsx';

/** "Make available offline": downloads every problem's details, with progress. */
export function MakeAvailableOffline() {
  const coverage = useOfflineCoverage();
  const online = useOnline();
  const toast = useToast();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const busy = progress !== null;

  const start = async () => {
    setProgress({ done: 0, total: coverage?.total ?? 0, failed: 0 });
    try {
      const result = await downloadAllForOffline((p) => setProgress(p));
      if (result.failedIds.length > 0) toast.show({ kind: 'warning', text: TEXT.offline.someFailed(result.failedIds.length) });
      else toast.show({ kind: 'success', text: TEXT.offline.done(result.downloaded) });
    } catch {
      toast.show({ kind: 'error', text: TEXT.offline.needsConnection });
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="card card-border w-full border-base-300 bg-base-200/60" aria-labelledby="offline-title">
      <div className="card-body gap-3 p-4">
        <h2 id="offline-title" className="card-title text-lg">
          {TEXT.offline.title}
        </h2>
        <p className="text-sm" data-testid="offline-coverage">
          {coverage ? TEXT.offline.coverage(coverage.cached, coverage.total) : TEXT.loading}
        </p>
        {busy && (
          <progress
            className="progress progress-primary w-full"
            value={progress.done}
            max={Math.max(1, progress.total)}
            aria-label={TEXT.offline.downloading}
          />
        )}
        {!online && <p className="text-sm text-base-content/70">{TEXT.offline.needsConnection}</p>}
        <div className="card-actions justify-end">
          <button type="button" className="btn btn-primary btn-sm" disabled={busy || !online} onClick={() => void start()}>
            {busy && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {busy ? TEXT.offline.downloading : TEXT.offline.make}
          </button>
        </div>
      </div>
    </section>
  );
}
