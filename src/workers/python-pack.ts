/**
 * The offline Python pack on this device: Pyodide's files (`python-pack-manifest.ts`) in the Cache
 * Storage cache {@link PYODIDE_CACHE}, downloaded only when the learner asks for it ("Make Python
 * available offline") and deleted when they remove it; an {@link OfflinePack} (`offline-pack.ts`).
 * The service worker answers the pack's URLs from that cache first (`src/sw/sw.ts`), so the Python
 * runner's worker loads Pyodide offline.
 *
 * The sizes of the files come from the build (`vite.config.ts` defines
 * `import.meta.env.PYODIDE_PACK`, their sizes in node_modules/pyodide); without it (tests in
 * Node) they are unknown until downloaded.
 */
import { createOfflinePack, packSizesFromBuild, type OfflinePackState, type PackFile } from './offline-pack.ts';
import { PYODIDE_CACHE, PYODIDE_CACHE_PREFIX, PYODIDE_PACK_FILES, PYODIDE_PACK_PATH } from './python-pack-manifest.ts';

/** Where the Python pack is (see {@link OfflinePackState}). */
export type PythonPackState = OfflinePackState;

/** The pack's files with their sizes, from the build; null when the build did not say. */
export function pythonPackFiles(): PackFile[] | null {
  return packSizesFromBuild((import.meta.env as Record<string, unknown> | undefined)?.PYODIDE_PACK);
}

/** The offline Python pack's store. */
export const pythonPack = createOfflinePack({
  path: PYODIDE_PACK_PATH,
  files: PYODIDE_PACK_FILES,
  cacheName: PYODIDE_CACHE,
  cachePrefix: PYODIDE_CACHE_PREFIX,
  sizes: pythonPackFiles,
});

/** Total size of the pack in bytes as the build knows it (null when unknown). */
export const pythonPackBytes = (): number | null => pythonPack.bytes();
/** Subscribes to changes of {@link getPythonPackState}; returns the unsubscribe function. */
export const subscribePythonPack = (listener: () => void): (() => void) => pythonPack.subscribe(listener);
/** The pack's current state (the same object until it changes). */
export const getPythonPackState = (): PythonPackState => pythonPack.getState();
/** Looks at the device's cache (see {@link OfflinePack.check}); resolves with the state after it. */
export const checkPythonPack = (): Promise<PythonPackState> => pythonPack.check();
/** True when the pack is on this device (checks the cache). */
export const isPythonPackInstalled = (): Promise<boolean> => pythonPack.isInstalled();
/** Downloads the pack into its cache, reporting progress through the state. */
export const downloadPythonPack = (): Promise<void> => pythonPack.download();
/** Deletes the pack from this device; the state becomes `absent`. */
export const removePythonPack = (): Promise<void> => pythonPack.remove();
