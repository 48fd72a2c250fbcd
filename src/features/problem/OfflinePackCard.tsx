/**
 * The opt-in offline packs' control, shown when their language is chosen: "Make Python available
 * offline" (Pyodide, `src/workers/python-pack.ts`) and "Make C++ available offline" (Clang for
 * WebAssembly, `src/workers/cpp-pack.ts`): the pack's size and a button, a labelled progress bar
 * while it downloads, then "… works offline" with a Remove button. Nothing of a pack is fetched
 * until the learner presses its button.
 */
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { Language } from '../../../common/contract/index.ts';
import { OFFLINE_PACK_TEXT, type OfflinePackTexts } from '../../../common/texts/offline-packs.ts';
import { useOnline } from '../../data/index.ts';
import { formatBytes } from '../../ui/format-bytes.ts';
import type { OfflinePack } from '../../workers/offline-pack.ts';
import { cppPack } from '../../workers/cpp-pack.ts';
import { pythonPack } from '../../workers/python-pack.ts';

/** The pack's state, checked against the device's cache once when first shown. */
function usePackState(pack: OfflinePack) {
  const state = useSyncExternalStore(pack.subscribe, pack.getState);
  useEffect(() => {
    void pack.check().catch(() => undefined);
  }, [pack]);
  return state;
}

/** The download's progress bar with its label ("Downloading Python", the percentage of the download's size). */
function DownloadProgress({ text, loaded, total, download }: { text: OfflinePackTexts; loaded: number; total: number; download: number | null }) {
  const labelId = useId();
  // The bar counts the files as stored (their unpacked bytes); the label says how far along in percent and the
  // download's own size, the figure the button named, so no third number appears beside it.
  const percent = Math.min(100, Math.floor((loaded / Math.max(1, total)) * 100));
  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm">
        {text.downloading} · {text.progress(percent, download === null ? null : formatBytes(download))}
      </span>
      <progress className="progress progress-primary w-full" value={loaded} max={Math.max(1, total)} aria-labelledby={labelId} />
    </div>
  );
}

/**
 * One pack's card.
 * @param onRemoved called after the pack was deleted (stops a runner loaded from it)
 */
function OfflinePackCard({
  pack,
  text,
  testId,
  onRemoved,
  prepare,
  className,
}: {
  pack: OfflinePack;
  text: OfflinePackTexts;
  testId: string;
  onRemoved: () => Promise<void>;
  /** Readies the runner right after the download (the C++ compiler precompiles its header once). */
  prepare?: () => Promise<void>;
  className: string;
}) {
  const state = usePackState(pack);
  const online = useOnline();
  const [preparing, setPreparing] = useState(false);
  const size = pack.sentBytes();
  if (state.kind === 'unknown') return null;
  const remove = async () => {
    await pack.remove();
    await onRemoved();
  };
  const download = async () => {
    await pack.download();
    if (!prepare || pack.getState().kind !== 'installed') return;
    setPreparing(true);
    await prepare().catch(() => undefined);
    setPreparing(false);
  };
  return (
    <section className={`flex flex-col gap-2 rounded-box border border-base-300 p-3 ${className}`} aria-label={text.title} data-testid={testId}>
      {state.kind === 'unsupported' && <p className="text-sm">{text.unsupported}</p>}
      {(state.kind === 'absent' || state.kind === 'error') && (
        <>
          <p className="text-sm">{text.intro}</p>
          {state.kind === 'error' && (
            <p role="alert" className="text-sm text-error">
              {text.failed(state.message)}
            </p>
          )}
          {!online && <p className="text-sm opacity-80">{text.needsConnection}</p>}
          <div>
            <button type="button" className="btn btn-sm btn-primary" disabled={!online} onClick={() => void download()}>
              {size === null ? text.makeUnknownSize : text.make(formatBytes(size))}
            </button>
          </div>
        </>
      )}
      {state.kind === 'downloading' && <DownloadProgress text={text} loaded={state.loaded} total={state.total} download={size} />}
      {state.kind === 'installed' && preparing && text.preparing && (
        <p className="flex items-center gap-2 text-sm" role="status">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          {text.preparing}
        </p>
      )}
      {state.kind === 'installed' && !preparing && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm" role="status">
            {text.installed(formatBytes(state.bytes))}
          </p>
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => void remove()}>
            {text.remove}
          </button>
        </div>
      )}
      {state.kind === 'installed' && !preparing && text.installedNote && <p className="text-xs opacity-80">{text.installedNote}</p>}
    </section>
  );
}

/** Stops the Python worker loaded from the removed pack. */
async function disposePython(): Promise<void> {
  const runner = await import('../../workers/python-runner.ts').catch(() => null);
  runner?.disposePythonRunner();
}

/** Loads the C++ compiler right after the download (its precompiled header came with the pack), so the first Run is quick. */
async function prepareCpp(): Promise<void> {
  const runner = await import('../../workers/cpp-runner.ts');
  await runner.prepareCppRunner();
}

/** Stops the C++ worker loaded from the removed pack. */
async function disposeCpp(): Promise<void> {
  const runner = await import('../../workers/cpp-runner.ts').catch(() => null);
  runner?.disposeCppRunner();
}

/**
 * The offline pack card of `language` (Python3, C++), or nothing for a language without one.
 * @param className classes of the frame (spacing where it is placed)
 */
export function LanguageOffline({ language, className = '' }: { language: Language; className?: string }) {
  if (language === 'python3') return <OfflinePackCard pack={pythonPack} text={OFFLINE_PACK_TEXT.pythonOffline} testId="python-offline" onRemoved={disposePython} className={className} />;
  if (language === 'c++') return <OfflinePackCard pack={cppPack} text={OFFLINE_PACK_TEXT.cppOffline} testId="cpp-offline" onRemoved={disposeCpp} prepare={prepareCpp} className={className} />;
  return null;
}
