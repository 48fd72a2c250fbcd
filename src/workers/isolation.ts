/**
 * What the offline JavaScript runner takes away from a learner's program, and how.
 *
 * The worker removes {@link BLOCKED_GLOBALS} from its global object *and from every object on
 * the global's prototype chain* (Chromium defines `fetch`, `indexedDB`, `importScripts`,
 * `navigator` on `WorkerGlobalScope.prototype`, so deleting the own property is not enough),
 * before any learner code runs; the program additionally receives the same names as
 * parameters bound to `undefined`.
 *
 * What this protects: the program cannot read or write the app's IndexedDB (the Dexie
 * database with drafts, notes and the outbox), the Cache Storage of the service worker,
 * `navigator.storage`, cookies (`cookieStore`; `document.cookie` does not exist in workers),
 * cannot open connections with `fetch`, `XMLHttpRequest`, `WebSocket`, `EventSource` or
 * `WebTransport`, cannot load scripts with `importScripts`, cannot talk to other tabs with
 * `BroadcastChannel`, cannot start nested workers (which would get a fresh, unscrubbed global),
 * and cannot post messages to the page (the runner talks over a private `MessagePort` the
 * program never sees).
 *
 * What it does NOT protect against:
 * - Dynamic `import('https://…')` is syntax, not a global, and cannot be removed from a module
 *   worker. Our server sends the worker script its own Content-Security-Policy
 *   (`script-src 'self' 'unsafe-eval'; connect-src 'none'`, `server/app.ts`), so an import from
 *   another origin is refused; a same-origin `import()` still makes a GET request with the site's
 *   cookies (the program cannot read a non-JavaScript response), and a server that does not send
 *   that header (Vite's dev server) leaves other origins open too.
 * - CPU and memory: an endless loop is stopped by the main thread (`worker.terminate()` at the
 *   time limit), but there is no memory limit; a program that allocates without bound can make
 *   the browser kill the tab's renderer.
 * - Spectre-class side channels and browser bugs: this is same-origin code in the page's
 *   process, not a security boundary like the server's bubblewrap sandbox. It keeps a
 *   learner's *own* buggy or curious program away from their own data; it is not meant for
 *   running untrusted code from other people.
 */

/** Globals removed before a learner's program runs. */
export const BLOCKED_GLOBALS: readonly string[] = [
  // network
  'fetch',
  'fetchLater',
  'XMLHttpRequest',
  'WebSocket',
  'WebSocketStream',
  'EventSource',
  'WebTransport',
  'RTCPeerConnection',
  'importScripts',
  // storage and cookies
  'indexedDB',
  'caches',
  'cookieStore',
  'navigator',
  'webkitRequestFileSystem',
  'webkitRequestFileSystemSync',
  'webkitResolveLocalFileSystemURL',
  'webkitResolveLocalFileSystemSyncURL',
  // other contexts
  'BroadcastChannel',
  'Worker',
  'SharedWorker',
  'postMessage',
  'onmessage',
  'onmessageerror',
  'close',
  'Notification',
];

/**
 * Removes `names` from `target` and from every object on its prototype chain. A name that
 * cannot be deleted (non-configurable) is shadowed by a non-writable, non-configurable own
 * property whose value is `undefined`, when possible.
 * @returns the names whose value is still not `undefined` afterwards (empty when all are gone).
 */
export function scrubGlobals(target: object, names: readonly string[]): string[] {
  const remaining: string[] = [];
  for (const name of names) {
    for (let o: object | null = target; o !== null; o = Object.getPrototypeOf(o) as object | null) {
      if (Object.prototype.hasOwnProperty.call(o, name)) {
        try {
          Reflect.deleteProperty(o, name);
        } catch {
          /* non-configurable: handled below */
        }
      }
    }
    let value: unknown;
    try {
      value = (target as Record<string, unknown>)[name];
    } catch {
      value = undefined;
    }
    if (value !== undefined) {
      try {
        Object.defineProperty(target, name, { value: undefined, writable: false, configurable: false, enumerable: false });
      } catch {
        /* cannot shadow either */
      }
      try {
        value = (target as Record<string, unknown>)[name];
      } catch {
        value = undefined;
      }
      if (value !== undefined) remaining.push(name);
    }
  }
  return remaining;
}
