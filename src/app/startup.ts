/**
 * The PWA's start-up, in the order it happens. {@link startApp} (called once by `src/main.tsx`,
 * before the first render) performs the boot steps; what waits for the first paint or idle time
 * is scheduled here too ({@link refreshListsWhenIdle}) or by the screen that needs it
 * (`usePaintedOnce`, `src/ui/usePaintedOnce.ts`); both wait through `src/ui/idle.ts`.
 *
 * The rules (each has a test of the same name in `tests/unit/startup.test.ts`):
 *
 * 1. **The session check is sent at boot, once.** Its request leaves before the first render
 *    (`startSessionCheck`), alongside the screen's chunk and the database opening; `AuthProvider`
 *    takes that answer instead of asking again.
 * 2. **The opened screen's chunk is preloaded at boot.** The chunk of the URL's screen
 *    (`preloadScreen`) loads while the session is checked, so the screen renders in the first
 *    render after the check instead of after a fallback.
 * 3. **The problem page preloads its chunk and asks for its problem once.** On `/prblm/:id` the
 *    problem (public data) is fetched at boot, before the session is known; the page's own first
 *    refresh of it takes that answer.
 * 4. **Each start-up list is asked for once.** The problem list, solved ids, progress and stars
 *    are refreshed at boot (`startOfflineCore`); a session check that confirms the learner
 *    recorded on this device asks for none of them again, and refreshes that meet share one
 *    flight (`refreshAll`).
 * 5. **An offline start sends no /api request.** When the browser says it is offline there is no
 *    session check, no list refresh and no problem prefetch; the lists are refreshed and the
 *    session is checked on the first `online` event.
 * 6. **The refresh after a sign-in waits for idle time.** A sign-in (or a check confirming another
 *    learner) refreshes the lists once the browser is idle (at most 1.5 s later), not while the
 *    opened screen's first paint waits.
 * 7. **The sync engine loads only when the outbox holds ops.** Start-up only arms it
 *    (`startOfflineCore`); a visit that queues nothing never loads its chunk.
 * 8. **The editor waits for the first paint and idle time.** The problem page asks for the
 *    editor's chunk after the statement painted and the browser was idle (at most 1 s later), and
 *    only once the editor's box is near the viewport (`useNearViewport`: on a phone the box sits
 *    below the statement and shows the code as text until the learner scrolls to it or taps it).
 * 9. **Each start-up step runs in a task of its own.** The entry's evaluation (the boot task) only
 *    schedules them: the first sends the session check; the next preloads the opened screen; the
 *    next fetches its problem (on a problem page); the next two start the offline core (opening the
 *    database, then the list refresh); `src/main.tsx` evaluates React DOM and renders in later ones.
 *    On a low-end phone each is a short task instead of one long one at start.
 */
import { matchPath } from 'react-router-dom';
import { openOfflineCore, prefetchProblem, refreshAll, startOfflineCore } from '../data/index.ts';
import { startSessionCheck, type ListRefresh } from '../session/auth.tsx';
import { inNextTask, whenIdle } from '../ui/idle.ts';
import { preloadScreen } from './routes.tsx';

/** How long the refresh after a sign-in waits at most for idle time (ms). */
export const SIGN_IN_REFRESH_IDLE_TIMEOUT_MS = 1500;

/**
 * The refresh of every list after a sign-in (rule 6): it waits until the screen the learner opened
 * has rendered, instead of sending its requests and writing to IndexedDB while that screen's first
 * paint waits. `AuthProvider` runs it.
 */
export const refreshListsWhenIdle: ListRefresh = () => whenIdle(() => void refreshAll(), SIGN_IN_REFRESH_IDLE_TIMEOUT_MS);

/**
 * Fetches the problem of a `/prblm/:id` URL ahead of its page (rule 3), unless the browser is
 * offline (rule 5). Never throws.
 */
function prefetchOpenedProblem(pathname: string): void {
  const problem = matchPath('/prblm/:id', pathname);
  if (problem?.params.id && navigator.onLine !== false) prefetchProblem(problem.params.id).catch(() => undefined);
}

/** Runs `steps` one after the other, each in a later task of its own (`schedule`). */
function inTasks(steps: ReadonlyArray<() => void>, schedule: (step: () => void) => void): void {
  const [first, ...rest] = steps;
  if (!first) return;
  schedule(() => {
    first();
    inTasks(rest, schedule);
  });
}

/**
 * The boot steps, in order, before the first render, each in a later task of its own (rule 9): the
 * session check (rule 1), the opened screen's chunk (rule 2), its problem (rule 3), then the
 * offline core — the database opened and the sync engine armed (rule 7), then the start-up lists
 * refreshed now and on every `online` event (rules 4, 5). Each step sends nothing while the browser says it is offline.
 * Never throws.
 * @param pathname the opened URL's path (default: the window's)
 * @param schedule runs a step in a later task of its own (rule 9; default {@link inNextTask})
 */
export function startApp(pathname: string = window.location.pathname, schedule: (step: () => void) => void = inNextTask): void {
  inTasks([startSessionCheck, () => preloadScreen(pathname), () => prefetchOpenedProblem(pathname), () => openOfflineCore(), () => startOfflineCore()], schedule);
}
