/**
 * Pocket Judge service worker (vite-plugin-pwa `injectManifest`).
 *
 * - Precaches the whole app shell: every emitted JS/CSS chunk (including the lazily loaded
 *   editor and route chunks), index.html, icons and the web manifest.
 * - Navigations to client routes (e.g. `/prblm/123`) are answered with the precached
 *   `index.html`, so the app opens offline; `/api/*` is never answered from a cache and is
 *   never cached: those requests go straight to the network.
 * - The offline Python pack (`/pyodide/<version>/*`, Pyodide's files, not precached) is answered
 *   from its own cache `pyodide-<version>` first, filled only when the learner downloads the pack
 *   (`src/workers/python-pack.ts`); a file not in it goes to the network.
 * - Update flow is prompt based: a new worker waits until the page posts `SKIP_WAITING`.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

/** Paths that belong to the server and must never be served by the worker. */
const SERVER_PATHS = [/^\/api(?:\/|$)/];

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** `/pyodide/<version>/<file>`: the version names the pack's cache. */
const PYTHON_PACK_URL = /^\/pyodide\/([\w.-]+)\/[\w.-]+$/;

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && PYTHON_PACK_URL.test(url.pathname),
  async ({ request, url }) => {
    const version = PYTHON_PACK_URL.exec(url.pathname)![1]!;
    const hit = (await self.caches.has(`pyodide-${version}`)) ? await (await self.caches.open(`pyodide-${version}`)).match(url.pathname) : undefined;
    return hit ?? fetch(request);
  },
);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: SERVER_PATHS,
  }),
);
