/**
 * The offline C++ pack on this device: the compiler's files (`cpp-pack-manifest.ts`) in the Cache
 * Storage cache {@link CLANG_CACHE}, downloaded only when the learner asks for it ("Make C++
 * available offline") and deleted when they remove it; an {@link OfflinePack} (`offline-pack.ts`).
 * The service worker answers the pack's URLs from that cache first (`src/sw/sw.ts`), so the C++
 * compiler's worker loads offline.
 *
 * The files are the compiler's and the precompiled `<bits/stdc++.h>` the build made
 * (`CLANG_PACK_DOWNLOAD`), so the device does not build that header; the header and the archive of
 * headers and libraries are kept compressed (`src/sw/pack-storage.ts`). The sizes of the files come from
 * the build (`vite.config.ts` defines `import.meta.env.CLANG_PACK`); without it (tests in Node) they
 * are unknown until downloaded.
 */
import { CLANG_CACHE, CLANG_CACHE_PREFIX, CLANG_PACK_DOWNLOAD, CLANG_PACK_FILES, CLANG_PACK_PATH, CPP_PCH_FILE } from './cpp-pack-manifest.ts';
import { createOfflinePack, packSizesFromBuild, type OfflinePack } from './offline-pack.ts';

/** The offline C++ pack's store. */
export const cppPack: OfflinePack = createOfflinePack({
  path: CLANG_PACK_PATH,
  files: CLANG_PACK_DOWNLOAD,
  cacheName: CLANG_CACHE,
  cachePrefix: CLANG_CACHE_PREFIX,
  sizes: () => packSizesFromBuild((import.meta.env as Record<string, unknown> | undefined)?.CLANG_PACK),
  // Kept gzip-compressed on the device: 29.1 MB of precompiled header and 15.4 MB of headers and libraries
  // become about 17.5 and 2.5 MB; the compiler's modules stay as they are (compiled straight from the cache).
  storedCompressed: [CPP_PCH_FILE, 'llvm-resources.tar'],
  // The HTTP cache keeps the compiler's modules too: compiled from there, their optimised code outlives a reload.
  httpCached: CLANG_PACK_FILES.filter((name) => name.endsWith('.wasm')),
});
