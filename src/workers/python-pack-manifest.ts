/**
 * What the offline Python pack is: Pyodide's files, served by the app at
 * `/pyodide/<version>/<file>` (copied there from `node_modules/pyodide` by the build, and by the
 * dev server from node_modules), stored on the device in the Cache Storage cache
 * {@link PYODIDE_CACHE} when the learner downloads the pack, and answered from it by the service
 * worker. Plain constants: the build (`vite.config.ts`), the service worker's route, the pack's
 * download (`python-pack.ts`) and the runner worker all read them.
 */

/** The Pyodide release the pack holds (CPython 3.11.3, the judge's minor version 3.11). */
export const PYODIDE_VERSION = '0.25.1';

/** URL path of the pack's folder, with a trailing slash (Pyodide's `indexURL`). */
export const PYODIDE_PACK_PATH = `/pyodide/${PYODIDE_VERSION}/`;

/**
 * The files Pyodide loads to start: its loader (ES module), the Emscripten glue, the WebAssembly
 * interpreter, the standard library and the package lock file (read at start even when no package
 * is loaded).
 */
export const PYODIDE_PACK_FILES = ['pyodide.mjs', 'pyodide.asm.js', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'] as const;

/** Name of the Cache Storage cache that holds the downloaded pack (one per version). */
export const PYODIDE_CACHE = `pyodide-${PYODIDE_VERSION}`;

/** Prefix of every pack cache's name, whatever its version. */
export const PYODIDE_CACHE_PREFIX = 'pyodide-';
