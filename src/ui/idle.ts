/**
 * Running work once the browser is idle: what the app's start-up defers (the refresh of the lists
 * after a sign-in, `src/app/startup.ts`) and what a screen asks for only after its first paint
 * (`usePaintedOnce`).
 */

/**
 * Runs `task` once the browser is idle (at most `timeoutMs` later; without
 * `requestIdleCallback`, 200 ms later).
 */
export function whenIdle(task: () => void, timeoutMs: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: timeoutMs });
  else setTimeout(task, 200);
}

/**
 * Runs `task` after the next frame has painted and the browser is then idle (at most `timeoutMs`
 * after that frame; without `requestIdleCallback`, at the next macrotask after it).
 * @returns cancels the task if it has not run yet
 */
export function afterPaintThenIdle(task: () => void, timeoutMs: number): () => void {
  let idle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame, then idle time: the callback runs after the frame that showed the page.
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: timeoutMs });
    else timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle) cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/**
 * Runs `task` in a task of its own, as soon as the browser has run the tasks already queued (a
 * `MessageChannel` message: no timer clamping, unlike `setTimeout(…, 0)`): a start-up step split off
 * this way is a short task of its own instead of part of one long one.
 */
export function inNextTask(task: () => void): void {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    task();
  };
  port2.postMessage(null);
}
