/**
 * Pocket Judge service worker (vite-plugin-pwa `injectManifest`).
 *
 * - Precaches the whole app shell: every emitted JS/CSS chunk (including the lazily loaded
 *   editor and route chunks), index.html, icons and the web manifest.
 * - Navigations to client routes (e.g. `/prblm/123`) are answered with the precached
 *   `index.html`, so the app opens offline; `/api/*` is never answered from a cache and is
 *   never cached: those requests go straight to the network.
 * - The offline packs (`/pyodide/<version>/*`, Pyodide's files; `/clang/<version>/*`, the C++
 *   compiler's; not precached) are answered from their own caches `pyodide-<version>` and
 *   `clang-<version>` first, filled only when the learner downloads a pack
 *   (`src/workers/offline-pack.ts`; a file kept compressed there is answered decompressed,
 *   `pack-storage.ts`); a file not in them goes to the network. A pack request that asks only for the
 *   HTTP cache (`cache: 'only-if-cached'`, the C++ compiler's modules) is not answered here.
 * - Statement images (`/statement-files/*`, named by their content's hash) are answered from the
 *   `statement-files` cache first and kept there when fetched, so statements read online show their
 *   pictures offline.
 * - Update flow is prompt based: a new worker waits until the page posts `SKIP_WAITING`.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { STATEMENT_FILES_CACHE } from './cache-names.ts';
import { packFileResponse } from './pack-storage.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

/** Paths that belong to the server: navigations to them are never answered with the app shell. */
const SERVER_PATHS = [/^\/api(?:\/|$)/, /^\/statement-files\//];


self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * The offline packs' URLs, `/pyodide/<version>/<file>` and `/clang/<version>/<file>`: the pack's
 * name and version name its cache (`pyodide-<version>`, `clang-<version>`).
 */
const PACK_URL = /^\/(pyodide|clang)\/([\w.-]+)\/[\w.-]+$/;

// A request that asks only for the HTTP cache's copy (the C++ compiler's modules, `http-cache-first.ts`)
// is left to the browser: answered from the HTTP cache or failed, never from here nor the network.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.cache !== 'only-if-cached' && PACK_URL.test(url.pathname),
  async ({ request, url }) => {
    const [, pack, version] = PACK_URL.exec(url.pathname)!;
    const cacheName = `${pack}-${version}`;
    const hit = (await self.caches.has(cacheName)) ? await (await self.caches.open(cacheName)).match(url.pathname) : undefined;
    return hit ? packFileResponse(hit) : fetch(request);
  },
);

// Statement images: from the cache first, else from the network and kept (a problem read online shows its
// pictures offline too). Their names are their content's hash, so a cached copy is always right.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/statement-files/'),
  async ({ request }) => {
    const cache = await self.caches.open(STATEMENT_FILES_CACHE);
    const hit = await cache.match(request);
    if (hit) return hit;
    const res = await fetch(request);
    if (res.ok) await cache.put(request, res.clone());
    return res;
  },
);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: SERVER_PATHS,
  }),
);
