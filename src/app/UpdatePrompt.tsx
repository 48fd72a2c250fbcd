/**
 * Service-worker registration and the prompt-based update flow (`registerType: 'prompt'`):
 * when a new version is installed and waiting, an in-app banner offers "Reload", which posts
 * `SKIP_WAITING` to the waiting worker and reloads once it controls the page. Before that,
 * every debounced local write (the editor's draft) is flushed to Dexie, so no draft is lost.
 */
import { useRegisterSW } from 'virtual:pwa-register/react';
import { flushPendingWrites } from '../data/index.ts';
import { TEXT } from '../../common/texts.ts';

/** Hourly update check while the app stays open. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers the service worker and renders the update banner when needed. */
export function UpdatePrompt() {
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
    <div className="toast toast-center toast-bottom z-50">
      <div role="alert" className="alert alert-info shadow-lg">
        <span>{TEXT.update.available} —</span>
        <div className="flex gap-2">
          <button type="button" className="btn btn-sm btn-primary" onClick={() => void flushPendingWrites().then(() => updateServiceWorker(true))}>
            {TEXT.update.reload}
          </button>
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => setNeedRefresh(false)}>
            {TEXT.update.later}
          </button>
        </div>
      </div>
    </div>
  );
}
