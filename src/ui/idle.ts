/**
 * Running work once the browser is idle: what the app's start-up defers (the refresh of the lists
 * after a sign-in, `src/app/startup.ts`; the service worker's registration, `UpdatePrompt.tsx`) and
 * what a screen asks for only after its first paint (`usePaintedOnce`).
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
 * Runs `task` once the page has loaded (its `load` event; from now when it already has), `delayMs`
 * after that and then once the browser is idle ({@link whenIdle}, at most `timeoutMs` later). For
 * work the opened screen does not need, so that it shares neither the network nor the processor
 * with the screen's own loading.
 * @returns a function that cancels `task` if it has not run yet
 */
export function afterLoadThenIdle(task: () => void, delayMs: number, timeoutMs: number): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  const wait = () => {
    timer = setTimeout(() => whenIdle(run, timeoutMs), delayMs);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    window.removeEventListener('load', wait);
  };
}

/**
 * A callback for a frame or an observer (`requestAnimationFrame`, `ResizeObserver`) that runs no
 * script of the app where the browser calls it: it is a `MessagePort`'s own `postMessage` (bound
 * with an empty transfer list, so the arguments the browser passes are ignored), and `handler`
 * runs in the task after. A frame's rendering task, above all a page's first content frame, is
 * its longest; a script in it makes the whole task count as script work (Lighthouse's simulation
 * then places it after the scripts' download and counts all of its style and layout as blocking
 * time), and the handler's reads of sizes find the layout already done.
 * @returns `callback` to hand to the browser, and `close`, after which `handler` is never called
 */
export function inTaskAfter(handler: () => void): { callback: () => void; close: () => void } {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = handler;
  const post: (message: null, transfer: Transferable[]) => void = port2.postMessage;
  return { callback: post.bind(port2, null, []), close: () => port1.close() };
}

/**
 * Runs `task` after the next frame has painted and the browser is then idle (at most `timeoutMs`
 * after that frame; without `requestIdleCallback`, at the next macrotask after it). The frame
 * callback runs no script of the app ({@link inTaskAfter}): the task after the frame asks for
 * idle time.
 * @returns cancels the task if it has not run yet
 */
export function afterPaintThenIdle(task: () => void, timeoutMs: number): () => void {
  let idle = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterFrame = inTaskAfter(() => {
    afterFrame.close();
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(task, { timeout: timeoutMs });
    else timer = setTimeout(task, 0);
  });
  const frame = requestAnimationFrame(afterFrame.callback);
  return () => {
    cancelAnimationFrame(frame);
    afterFrame.close();
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
