/**
 * "Make Python available offline": the opt-in download of the offline Python pack (Pyodide, see
 * `src/workers/python-pack.ts`) shown when Python is the chosen language: its size and a button,
 * a labelled progress bar while it downloads, then "Python works offline" with a Remove button.
 * Nothing of Pyodide is fetched until the learner presses the button.
 */
import { useEffect, useId, useSyncExternalStore } from 'react';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { useOnline } from '../../data/index.ts';
import { formatBytes } from '../../ui/format-bytes.ts';
import {
  checkPythonPack,
  downloadPythonPack,
  getPythonPackState,
  pythonPackBytes,
  removePythonPack,
  subscribePythonPack,
} from '../../workers/python-pack.ts';

const T = PROBLEM_TEXT.pythonOffline;

/** The pack's state, checked against the device's cache once when first shown. */
function usePythonPack() {
  const pack = useSyncExternalStore(subscribePythonPack, getPythonPackState);
  useEffect(() => {
    void checkPythonPack().catch(() => undefined);
  }, []);
  return pack;
}

/** Deletes the pack, and stops a Python worker loaded from it. */
async function remove(): Promise<void> {
  await removePythonPack();
  const runner = await import('../../workers/python-runner.ts').catch(() => null);
  runner?.disposePythonRunner();
}

/** The download's progress bar with its label ("Downloading Python", x of y). */
function DownloadProgress({ loaded, total }: { loaded: number; total: number }) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm">
        {T.downloading} · {T.progress(formatBytes(loaded), formatBytes(total))}
      </span>
      <progress className="progress progress-primary w-full" value={loaded} max={Math.max(1, total)} aria-labelledby={labelId} />
    </div>
  );
}

/**
 * @param className classes of the frame (spacing where it is placed)
 */
export function PythonOffline({ className = '' }: { className?: string }) {
  const pack = usePythonPack();
  const online = useOnline();
  const size = pythonPackBytes();
  if (pack.kind === 'unknown') return null;
  return (
    <section className={`flex flex-col gap-2 rounded-box border border-base-300 p-3 ${className}`} aria-label={T.title} data-testid="python-offline">
      {pack.kind === 'unsupported' && <p className="text-sm">{T.unsupported}</p>}
      {(pack.kind === 'absent' || pack.kind === 'error') && (
        <>
          <p className="text-sm">{T.intro}</p>
          {pack.kind === 'error' && (
            <p role="alert" className="text-sm text-error">
              {T.failed(pack.message)}
            </p>
          )}
          {!online && <p className="text-sm opacity-80">{T.needsConnection}</p>}
          <div>
            <button type="button" className="btn btn-sm btn-primary" disabled={!online} onClick={() => void downloadPythonPack()}>
              {size === null ? T.makeUnknownSize : T.make(formatBytes(size))}
            </button>
          </div>
        </>
      )}
      {pack.kind === 'downloading' && <DownloadProgress loaded={pack.loaded} total={pack.total} />}
      {pack.kind === 'installed' && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm" role="status">
            {T.installed(formatBytes(pack.bytes))}
          </p>
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => void remove()}>
            {T.remove}
          </button>
        </div>
      )}
    </section>
  );
}
