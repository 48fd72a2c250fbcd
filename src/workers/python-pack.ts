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
import { createOfflinePack, packSizesFromBuild, type OfflinePack } from './offline-pack.ts';
import { PYODIDE_CACHE, PYODIDE_CACHE_PREFIX, PYODIDE_PACK_FILES, PYODIDE_PACK_PATH } from './python-pack-manifest.ts';

/** The offline Python pack's store. */
export const pythonPack: OfflinePack = createOfflinePack({
  path: PYODIDE_PACK_PATH,
  files: PYODIDE_PACK_FILES,
  cacheName: PYODIDE_CACHE,
  cachePrefix: PYODIDE_CACHE_PREFIX,
  sizes: () => packSizesFromBuild((import.meta.env as Record<string, unknown> | undefined)?.PYODIDE_PACK),
});
