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

import { compressForStorage, STORED_ENCODING_HEADER } from '../sw/pack-storage.ts';

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
  /**
   * Files kept gzip-compressed on the device (`src/sw/pack-storage.ts`): the service worker and the
   * runner read them back decompressed. Default none.
   */
  storedCompressed?: readonly string[];
  /**
   * Files downloaded so that the browser's HTTP cache keeps a copy too (the server sends the packs'
   * files as immutable for a year): a runner compiles such a module from there (`http-cache-first.ts`),
   * because Chromium keeps a WebAssembly module's optimised code between page loads only for a response
   * of its HTTP cache. The other files are fetched with `cache: 'no-store'`. Default none.
   */
  httpCached?: readonly string[];
}

/**
 * The cache entry (beside the files, never served) that records what the device stores for the pack:
 * JSON `{ storedBytes }`, the bytes of every file as kept (compressed files counted compressed).
 */
const STORED_RECORD = 'stored.json';

/**
 * Where the pack is: `unknown` before `check` answers; `unsupported` when the browser has no Cache
 * Storage (an insecure origin); `absent`; `downloading` with bytes `loaded` of `total`;
 * `installed` with the `bytes` the device keeps for it; `error` with the download's failure.
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

const hasCaches = () => typeof caches !== 'undefined';

/**
 * True when every file of the pack is in its cache. Reads the cache's keys, not its entries: a
 * response `cache.match` returns holds its entry's bytes until it is garbage-collected, even unread,
 * so a check before every offline Run kept a removed pack on the device for as long (seen in CI).
 */
async function cachedPack(def: OfflinePackDefinition): Promise<boolean> {
  const cache = await caches.open(def.cacheName);
  const stored = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  return def.files.every((name) => stored.has(`${def.path}${name}`));
}

/** The pack's size in bytes as the build knows it (0 when unknown). */
function packBytes(def: OfflinePackDefinition): number {
  return def.sizes()?.reduce((s, f) => s + f.bytes, 0) ?? 0;
}

/** A stream that passes chunks through and reports each one's size. */
function counter(onChunk: (bytes: number) => void): TransformStream<Uint8Array, Uint8Array> {
  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      onChunk(chunk.byteLength);
      controller.enqueue(chunk);
    },
  });
}

/**
 * Stores `response` under `url` as it arrives (never whole in memory), gzip-compressed when `compress`,
 * reporting each arriving chunk's size; when the build knows the file's size (`bytes`), a file that
 * arrives shorter or longer is deleted and refused.
 * @returns the bytes the cache keeps for it (after compression).
 */
async function putStreamed(cache: Cache, url: string, response: Response, bytes: number | undefined, compress: boolean, onChunk: (bytes: number) => void): Promise<number> {
  let counted = 0;
  let stored = 0;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  let body = response.body?.pipeThrough(counter((n) => ((counted += n), onChunk(n)))) ?? null;
  if (body && compress) body = compressForStorage(body);
  body = body?.pipeThrough(counter((n) => (stored += n))) ?? null;
  const headers: Record<string, string> = { 'content-type': type };
  if (compress) headers[STORED_ENCODING_HEADER] = 'gzip';
  await cache.put(url, new Response(body, { headers }));
  if (bytes !== undefined && counted !== bytes) {
    await cache.delete(url);
    throw new Error(`${url.split('/').pop()}: ${counted} bytes arrived, ${bytes} expected`);
  }
  return stored;
}

/** The bytes the device keeps for the pack as recorded at its download, or null without a record (an older download). */
async function storedBytes(def: OfflinePackDefinition): Promise<number | null> {
  const record = await (await caches.open(def.cacheName)).match(`${def.path}${STORED_RECORD}`);
  const parsed = record ? ((await record.json().catch(() => null)) as { storedBytes?: unknown } | null) : null;
  return typeof parsed?.storedBytes === 'number' ? parsed.storedBytes : null;
}

/**
 * Deletes the cache `name` entry by entry, then the cache itself. `caches.delete` alone only unlinks
 * the name: the browser keeps the cache's bytes while any `Cache` object of it is alive (in this page,
 * a worker or the service worker, until their garbage collection), which in Chromium can be until the
 * browser closes; an entry deleted is gone from the device once no response of it is being read.
 */
async function deleteCache(name: string): Promise<void> {
  const cache = await caches.open(name);
  for (const request of await cache.keys()) await cache.delete(request);
  await caches.delete(name);
}

/** Downloads every file of the pack into its cache, reporting through `setState` (see {@link OfflinePack.download}). */
async function downloadPack(def: OfflinePackDefinition, setState: (next: OfflinePackState) => void): Promise<void> {
  const known = def.sizes();
  const total = packBytes(def);
  let loaded = 0;
  setState({ kind: 'downloading', loaded, total });
  try {
    const cache = await caches.open(def.cacheName);
    const progress = (n: number) => {
      loaded += n;
      setState({ kind: 'downloading', loaded, total: Math.max(total, loaded) });
    };
    let stored = 0;
    for (const name of def.files) {
      const url = `${def.path}${name}`;
      const response = await fetch(url, { cache: def.httpCached?.includes(name) ? 'default' : 'no-store' });
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      stored += await putStreamed(cache, url, response, known?.find((f) => f.name === name)?.bytes, def.storedCompressed?.includes(name) ?? false, progress);
    }
    await cache.put(`${def.path}${STORED_RECORD}`, new Response(JSON.stringify({ storedBytes: stored }), { headers: { 'content-type': 'application/json' } }));
    setState({ kind: 'installed', bytes: stored });
  } catch (error) {
    await deleteCache(def.cacheName).catch(() => undefined);
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

  const download = () => (state.kind === 'downloading' || !hasCaches() ? Promise.resolve() : downloadPack(def, setState));

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    bytes: () => (def.sizes() ? packBytes(def) : null),
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
        if (name.startsWith(def.cachePrefix) && name !== def.cacheName) await deleteCache(name);
      }
      const installed = await cachedPack(def);
      const bytes = installed ? ((await storedBytes(def)) ?? packBytes(def)) : 0;
      // A download may have begun while the cache was read: it owns the state.
      if ((state as OfflinePackState).kind !== 'downloading') setState(installed ? { kind: 'installed', bytes } : { kind: 'absent' });
      return state;
    },
    isInstalled: async () => hasCaches() && (await cachedPack(def)),
    download,
    async remove() {
      if (!hasCaches() || state.kind === 'downloading') return;
      for (const name of await caches.keys()) {
        if (name.startsWith(def.cachePrefix)) await deleteCache(name);
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
