/**
 * An opt-in offline pack on this device: a fixed list of files served by the app under one URL
 * folder (`/pyodide/<version>/`, `/clang/<version>/`), downloaded into a Cache Storage cache of
 * their own only when the learner asks for it, and deleted when they remove it. The service
 * worker answers the pack's URLs from that cache first (`src/sw/sw.ts`), so a runner's worker
 * loads the pack offline. Never precached: nothing is fetched for learners who do not ask.
 *
 * Each pack is a small store without React: screens read it with
 * `useSyncExternalStore(pack.subscribe, pack.getState)` and call `pack.check()` once to learn
 * what the device holds.
 */

/** One file of a pack and its size in bytes: as stored (uncompressed), and as the server sends it (Brotli). */
export interface PackFile {
  name: string;
  bytes: number;
  sentBytes?: number;
}

/** What a pack is: its files, where the app serves them and the cache that holds them. */
export interface OfflinePackDefinition {
  /** URL path of the pack's folder, with a trailing slash (`/pyodide/0.25.1/`). */
  path: string;
  /** The files' names in that folder, in download order. */
  files: readonly string[];
  /** Name of the Cache Storage cache that holds this version (`pyodide-0.25.1`). */
  cacheName: string;
  /** Prefix of every version's cache name (`pyodide-`): other versions' caches are deleted. */
  cachePrefix: string;
  /** The files with their sizes as the build knows them, or null when unknown (tests in Node). */
  sizes(): PackFile[] | null;
}

/**
 * Where the pack is: `unknown` before `check` answers; `unsupported` when the browser has no Cache
 * Storage (an insecure origin); `absent`; `downloading` with bytes `loaded` of `total`;
 * `installed` with its `bytes`; `error` with the download's failure.
 */
export type OfflinePackState =
  | { kind: 'unknown' }
  | { kind: 'unsupported' }
  | { kind: 'absent' }
  | { kind: 'downloading'; loaded: number; total: number }
  | { kind: 'installed'; bytes: number }
  | { kind: 'error'; message: string };

/** One pack's store (see {@link createOfflinePack}). */
export interface OfflinePack {
  /** Subscribes to changes of {@link OfflinePack.getState}; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The pack's current state (the same object until it changes). */
  getState(): OfflinePackState;
  /** Total size of the pack in bytes as the build knows it (null when unknown). */
  bytes(): number | null;
  /** Bytes the download sends over the network as the build knows them (Brotli; null when unknown). */
  sentBytes(): number | null;
  /**
   * Looks at the device's cache: `installed` when every file of this version is there, else
   * `absent`. Deletes the caches of the pack's other versions (an app update moved on). Leaves a
   * download in progress alone. Resolves with the state after the check.
   */
  check(): Promise<OfflinePackState>;
  /** True when every file of the pack is on this device (checks the cache). */
  isInstalled(): Promise<boolean>;
  /**
   * Downloads every file into the pack's cache, reporting progress through the state
   * (`downloading` → `installed`, or `error` with the reason, and nothing kept of a failed
   * download). Does nothing while a download runs.
   */
  download(): Promise<void>;
  /** Deletes the pack from this device (every version's cache); the state becomes `absent`. */
  remove(): Promise<void>;
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

const hasCaches = () => typeof caches !== 'undefined';

/** Bytes of every file of the pack in its cache, or null when one is missing. */
async function cachedPackBytes(def: OfflinePackDefinition): Promise<number | null> {
  const cache = await caches.open(def.cacheName);
  let bytes = 0;
  for (const name of def.files) {
    const hit = await cache.match(`${def.path}${name}`);
    if (!hit) return null;
    bytes += Number(hit.headers.get('x-pack-bytes') ?? 0);
  }
  return bytes;
}

/** Stores `response` under `url` as it arrives (never whole in memory), checking it has the build's `bytes`. */
async function putStreamed(cache: Cache, url: string, response: Response, type: string, bytes: number, onChunk: (bytes: number) => void): Promise<void> {
  let counted = 0;
  const counting = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      counted += chunk.byteLength;
      onChunk(chunk.byteLength);
      controller.enqueue(chunk);
    },
  });
  const body = response.body ? response.body.pipeThrough(counting) : null;
  await cache.put(url, new Response(body, { headers: { 'content-type': type, 'x-pack-bytes': String(bytes) } }));
  if (counted !== bytes) {
    await cache.delete(url);
    throw new Error(`${url.split('/').pop()}: ${counted} bytes arrived, ${bytes} expected`);
  }
}

/** Stores `response` under `url` once read whole (its size unknown beforehand). */
async function putBuffered(cache: Cache, url: string, response: Response, type: string, onChunk: (bytes: number) => void): Promise<void> {
  const body = await readWithProgress(response, onChunk);
  await cache.put(url, new Response(body, { headers: { 'content-type': type, 'x-pack-bytes': String(body.size) } }));
}

/** Downloads every file of the pack into its cache, reporting through `setState` (see {@link OfflinePack.download}). */
async function downloadPack(def: OfflinePackDefinition, setState: (next: OfflinePackState) => void): Promise<void> {
  const known = def.sizes();
  const total = known ? known.reduce((s, f) => s + f.bytes, 0) : 0;
  let loaded = 0;
  setState({ kind: 'downloading', loaded, total });
  try {
    const cache = await caches.open(def.cacheName);
    const progress = (n: number) => {
      loaded += n;
      setState({ kind: 'downloading', loaded, total: Math.max(total, loaded) });
    };
    for (const name of def.files) {
      const url = `${def.path}${name}`;
      const response = await fetch(url, { cache: 'no-store' });
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      const type = response.headers.get('content-type') ?? 'application/octet-stream';
      const expected = known?.find((f) => f.name === name)?.bytes;
      await (expected === undefined ? putBuffered(cache, url, response, type, progress) : putStreamed(cache, url, response, type, expected, progress));
    }
    setState({ kind: 'installed', bytes: loaded });
  } catch (error) {
    await caches.delete(def.cacheName).catch(() => false);
    setState({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

/** Makes the store of one offline pack. */
export function createOfflinePack(def: OfflinePackDefinition): OfflinePack {
  let state: OfflinePackState = { kind: 'unknown' };
  const listeners = new Set<() => void>();
  const setState = (next: OfflinePackState) => {
    state = next;
    for (const l of listeners) l();
  };

  const cachedBytes = () => cachedPackBytes(def);
  const download = () => (state.kind === 'downloading' || !hasCaches() ? Promise.resolve() : downloadPack(def, setState));

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    bytes() {
      const files = def.sizes();
      return files ? files.reduce((s, f) => s + f.bytes, 0) : null;
    },
    sentBytes() {
      const files = def.sizes();
      return files ? files.reduce((s, f) => s + (f.sentBytes ?? f.bytes), 0) : null;
    },
    async check() {
      if (state.kind === 'downloading') return state;
      if (!hasCaches()) {
        setState({ kind: 'unsupported' });
        return state;
      }
      for (const name of await caches.keys()) {
        if (name.startsWith(def.cachePrefix) && name !== def.cacheName) await caches.delete(name);
      }
      const bytes = await cachedBytes();
      // A download may have begun while the cache was read: it owns the state.
      if ((state as OfflinePackState).kind !== 'downloading') setState(bytes === null ? { kind: 'absent' } : { kind: 'installed', bytes });
      return state;
    },
    isInstalled: async () => hasCaches() && (await cachedBytes()) !== null,
    download,
    async remove() {
      if (!hasCaches() || state.kind === 'downloading') return;
      for (const name of await caches.keys()) {
        if (name.startsWith(def.cachePrefix)) await caches.delete(name);
      }
      setState({ kind: 'absent' });
    },
  };
}

/**
 * Reads a pack's file sizes that the build defined as a JSON string (`import.meta.env.<key>`,
 * `[{ name, bytes }]`); null when the build did not define it or it is not JSON.
 */
export function packSizesFromBuild(raw: unknown): PackFile[] | null {
  if (typeof raw !== 'string') return null;
  try {
    return JSON.parse(raw) as PackFile[];
  } catch {
    return null;
  }
}
