/**
 * The offline Python pack on this device: Pyodide's files (`python-pack-manifest.ts`) in the Cache
 * Storage cache {@link PYODIDE_CACHE}, downloaded only when the learner asks for it ("Make Python
 * available offline") and deleted when they remove it. The service worker answers the pack's URLs
 * from that cache first (`src/sw/sw.ts`), so the Python runner's worker loads Pyodide offline.
 *
 * A small store without React: screens read it with
 * `useSyncExternalStore(subscribePythonPack, getPythonPackState)` and call
 * {@link checkPythonPack} once to learn what the device holds.
 *
 * The sizes of the files come from the build (`vite.config.ts` defines
 * `import.meta.env.PYODIDE_PACK`, their sizes in node_modules/pyodide); without it (tests in
 * Node) they are unknown until downloaded.
 */
import { PYODIDE_CACHE, PYODIDE_CACHE_PREFIX, PYODIDE_PACK_FILES, PYODIDE_PACK_PATH, type PackFile } from './python-pack-manifest.ts';

/**
 * Where the pack is: `unknown` before {@link checkPythonPack} answers; `unsupported` when the
 * browser has no Cache Storage (an insecure origin); `absent`; `downloading` with bytes `loaded` of
 * `total`; `installed` with its `bytes`; `error` with the download's failure.
 */
export type PythonPackState =
  | { kind: 'unknown' }
  | { kind: 'unsupported' }
  | { kind: 'absent' }
  | { kind: 'downloading'; loaded: number; total: number }
  | { kind: 'installed'; bytes: number }
  | { kind: 'error'; message: string };

/** The pack's files with their sizes, from the build; null when the build did not say. */
export function pythonPackFiles(): PackFile[] | null {
  const raw = (import.meta.env as Record<string, unknown> | undefined)?.PYODIDE_PACK;
  if (typeof raw !== 'string') return null;
  try {
    return JSON.parse(raw) as PackFile[];
  } catch {
    return null;
  }
}

/** Total size of the pack in bytes as the build knows it (null when unknown). */
export function pythonPackBytes(): number | null {
  const files = pythonPackFiles();
  return files ? files.reduce((s, f) => s + f.bytes, 0) : null;
}

let state: PythonPackState = { kind: 'unknown' };
const listeners = new Set<() => void>();

function setState(next: PythonPackState): void {
  state = next;
  for (const l of listeners) l();
}

/** Subscribes to changes of {@link getPythonPackState}; returns the unsubscribe function. */
export function subscribePythonPack(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pack's current state (the same object until it changes). */
export function getPythonPackState(): PythonPackState {
  return state;
}

const hasCaches = () => typeof caches !== 'undefined';
const fileUrl = (name: string) => `${PYODIDE_PACK_PATH}${name}`;

/** Bytes of every pack file in the cache, or null when one is missing. */
async function cachedBytes(): Promise<number | null> {
  const cache = await caches.open(PYODIDE_CACHE);
  let bytes = 0;
  for (const name of PYODIDE_PACK_FILES) {
    const hit = await cache.match(fileUrl(name));
    if (!hit) return null;
    bytes += Number(hit.headers.get('x-pack-bytes') ?? 0);
  }
  return bytes;
}

/**
 * Looks at the device's cache: `installed` when every file of this version is there, else
 * `absent`. Deletes the caches of other Pyodide versions (an app update moved on). Leaves a
 * download in progress alone.
 * @returns the state after the check
 */
export async function checkPythonPack(): Promise<PythonPackState> {
  if (state.kind === 'downloading') return state;
  if (!hasCaches()) {
    setState({ kind: 'unsupported' });
    return state;
  }
  for (const name of await caches.keys()) {
    if (name.startsWith(PYODIDE_CACHE_PREFIX) && name !== PYODIDE_CACHE) await caches.delete(name);
  }
  const bytes = await cachedBytes();
  if (getPythonPackState().kind !== 'downloading') setState(bytes === null ? { kind: 'absent' } : { kind: 'installed', bytes });
  return state;
}

/** True when the pack is on this device (checks the cache). */
export async function isPythonPackInstalled(): Promise<boolean> {
  return hasCaches() && (await cachedBytes()) !== null;
}

/** Reads `response`'s body, reporting each chunk's size; returns the whole body. */
async function readWithProgress(response: Response, onChunk: (bytes: number) => void): Promise<Blob> {
  if (!response.body) {
    const blob = await response.blob();
    onChunk(blob.size);
    return blob;
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    onChunk(value.byteLength);
  }
  return new Blob(parts as BlobPart[]);
}

/**
 * Downloads every file of the pack into its cache, reporting progress through the state
 * (`downloading` → `installed`, or `error` with the reason, and nothing kept of a failed
 * download). Does nothing while a download runs.
 */
export async function downloadPythonPack(): Promise<void> {
  if (state.kind === 'downloading' || !hasCaches()) return;
  const known = pythonPackFiles();
  const total = known ? known.reduce((s, f) => s + f.bytes, 0) : 0;
  let loaded = 0;
  setState({ kind: 'downloading', loaded, total });
  try {
    const cache = await caches.open(PYODIDE_CACHE);
    for (const name of PYODIDE_PACK_FILES) {
      const response = await fetch(fileUrl(name), { cache: 'no-store' });
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      const body = await readWithProgress(response, (n) => {
        loaded += n;
        setState({ kind: 'downloading', loaded, total: Math.max(total, loaded) });
      });
      const headers = { 'content-type': response.headers.get('content-type') ?? 'application/octet-stream', 'x-pack-bytes': String(body.size) };
      await cache.put(fileUrl(name), new Response(body, { headers }));
    }
    setState({ kind: 'installed', bytes: loaded });
  } catch (error) {
    await caches.delete(PYODIDE_CACHE).catch(() => false);
    setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

/** Deletes the pack from this device (every version's cache); the state becomes `absent`. */
export async function removePythonPack(): Promise<void> {
  if (!hasCaches() || state.kind === 'downloading') return;
  for (const name of await caches.keys()) {
    if (name.startsWith(PYODIDE_CACHE_PREFIX)) await caches.delete(name);
  }
  setState({ kind: 'absent' });
}
