/**
 * A `fetch` that answers some URLs from the browser's HTTP cache when it holds them, and otherwise as
 * the given `fetch` does (through the service worker, from the offline pack's Cache Storage).
 *
 * Why: Chromium keeps a WebAssembly module's optimised machine code between page loads (its "code
 * cache", written once the module's hot functions are optimised) only for a module compiled with
 * `WebAssembly.compileStreaming` from a response of its own HTTP cache, keyed by the URL; a response a
 * service worker answers from Cache Storage, or one read from Cache Storage directly, is compiled from
 * scratch on every load (measured in Chromium 156: the C++ compiler's first compile after a reload took
 * 4.5 s from Cache Storage, 1.6 s from the HTTP cache). The request asks `cache: 'only-if-cached'`
 * (same origin), which the service worker lets through (`src/sw/sw.ts`), so the network is never used:
 * offline, or with the entry evicted, the HTTP cache misses and the pack's copy answers.
 *
 * Usage (the compiler worker, before its loader captures `fetch`):
 * ```ts
 * globalThis.fetch = httpCacheFirst(globalThis.fetch.bind(globalThis), (url) => url.endsWith('.wasm'));
 * ```
 */

/** The `fetch` signature this wraps. */
export type FetchLike = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * @param fetchFn the `fetch` to call (bound to its global)
 * @param fromHttpCache true for the URLs (absolute, as strings) to try in the HTTP cache first; only GETs without `init` are tried
 * @returns a `fetch` with the same contract: for those URLs the HTTP cache's response when it has one (status 200), else `fetchFn`'s
 */
export function httpCacheFirst(fetchFn: FetchLike, fromHttpCache: (url: string) => boolean): FetchLike {
  return async (input, init) => {
    const url = input instanceof Request ? null : String(input);
    if (url === null || init !== undefined || !fromHttpCache(url)) return fetchFn(input, init);
    try {
      const cached = await fetchFn(url, { cache: 'only-if-cached', mode: 'same-origin' });
      if (cached.status === 200) return cached;
      await cached.body?.cancel();
    } catch {
      // not in the HTTP cache (Chromium rejects a miss): the usual way below
    }
    return fetchFn(input);
  };
}
