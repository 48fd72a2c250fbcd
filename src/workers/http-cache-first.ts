/**
 * Fetches a file from the browser's HTTP cache when it holds it, and otherwise as `fetch` does (through
 * the service worker, from the offline pack's Cache Storage).
 *
 * Why: Chromium keeps a WebAssembly module's optimised machine code between page loads (its "code
 * cache", written once the module's hot functions are optimised) only for a module compiled with
 * `WebAssembly.compileStreaming` from a response of its own HTTP cache, keyed by the URL; a response a
 * service worker answers from Cache Storage, or one read from Cache Storage directly, is compiled from
 * scratch on every load (measured in Chromium 156: the C++ compiler's first compile after a reload took
 * 4.5 s from Cache Storage, 1.6 s from the HTTP cache). The first request asks `cache: 'only-if-cached'`
 * (same origin), which the service worker lets through (`src/sw/sw.ts`), so the network is never used:
 * offline, or with the entry evicted, the HTTP cache misses and the pack's copy answers.
 *
 * Usage (the compiler worker):
 * ```ts
 * const module = await WebAssembly.compileStreaming(fetchHttpCacheFirst(`${packUrl}llvm.core.wasm`));
 * ```
 */

/** The `fetch` signature used here. */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * @param url the file's URL (same origin)
 * @param fetchFn the `fetch` to call (default the global one)
 * @returns the HTTP cache's response when it has one (status 200), else `fetchFn(url)`'s
 */
export async function fetchHttpCacheFirst(url: string, fetchFn: FetchLike = (input, init) => fetch(input, init)): Promise<Response> {
  try {
    const cached = await fetchFn(url, { cache: 'only-if-cached', mode: 'same-origin' });
    if (cached.status === 200) return cached;
    await cached.body?.cancel();
  } catch {
    // not in the HTTP cache (Chromium rejects a miss): the usual way below
  }
  return fetchFn(url);
}
