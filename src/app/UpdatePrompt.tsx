/**
 * Service-worker registration and the prompt-based update flow (`registerType: 'prompt'`):
 * when a new version is installed and waiting, an in-app banner offers "Reload", which posts
 * `SKIP_WAITING` to the waiting worker and reloads once it controls the page. Before that,
 * every debounced local write (the editor's draft) is flushed to Dexie, so no draft is lost.
 *
 * The worker is registered once the opened page has loaded, 3 s later and idle
 * (`service-worker-timing.ts` says why).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { flushPendingWrites } from '../data/index.ts';
import { afterLoadThenIdle } from '../ui/idle.ts';
import { SERVICE_WORKER_DELAY_MS, SERVICE_WORKER_IDLE_TIMEOUT_MS } from './service-worker-timing.ts';

/** The banner: a chunk loaded when a new version is waiting. */
const UpdateBanner = lazy(() => import('./UpdateBanner.tsx'));

/** Hourly update check while the app stays open. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers the service worker once the page has loaded (`service-worker-timing.ts`) and renders the update banner when needed. */
export function UpdatePrompt() {
  const [register, setRegister] = useState(false);
  useEffect(() => afterLoadThenIdle(() => setRegister(true), SERVICE_WORKER_DELAY_MS, SERVICE_WORKER_IDLE_TIMEOUT_MS), []);
  return register ? <ServiceWorkerRegistration /> : null;
}

/** Registers the service worker (at once: the page has loaded) and renders the update banner when needed. */
function ServiceWorkerRegistration() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });

  if (!needRefresh) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner onReload={() => void flushPendingWrites().then(() => updateServiceWorker(true))} onLater={() => setNeedRefresh(false)} />
    </Suspense>
  );
}
