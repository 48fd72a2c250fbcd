/**
 * When the PWA registers its service worker (`UpdatePrompt.tsx`): once the opened page has loaded
 * (its `load` event), {@link SERVICE_WORKER_DELAY_MS} later, then in idle time (at most
 * {@link SERVICE_WORKER_IDLE_TIMEOUT_MS} later). On a first visit the worker's install precaches
 * the whole app (about 130 files); in a Chromium trace of a problem page's load on 2 cores, that
 * install took more processor time (312 ms) than the page's own main thread (278 ms), and it
 * shares the network with the page's chunks and data.
 */

/** How long after the page's `load` event the service worker is registered (ms), before idle time. */
export const SERVICE_WORKER_DELAY_MS = 3000;

/** How long the registration then waits at most for idle time (ms). */
export const SERVICE_WORKER_IDLE_TIMEOUT_MS = 3000;
