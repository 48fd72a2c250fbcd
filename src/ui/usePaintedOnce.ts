/**
 * `usePaintedOnce`: false until the page has painted once and the browser is idle, then true.
 * The problem page asks for the editor's chunk only then.
 */
import { useEffect, useState } from 'react';

/** How long {@link usePaintedOnce} waits at most for idle time after the first paint (ms). */
export const PAINTED_IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `task` after the next frame has painted and the browser is then idle (at most `timeoutMs`
 * after that frame; without `requestIdleCallback`, at the next macrotask after it).
 * @returns cancels the task if it has not run yet
 */
export function afterPaintThenIdle(task: () => void, timeoutMs = PAINTED_IDLE_TIMEOUT_MS): () => void {
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
 * False until the page has painted once and the browser is idle (at most 1 s later), then true.
 * The editor's chunk (CodeMirror, ~150 KB of gzip JavaScript) is asked for only then, so the
 * problem statement paints without waiting for it or competing with it for the network and the
 * main thread.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaintThenIdle(() => setPainted(true)), []);
  return painted;
}
