/**
 * `usePaintedOnce`: false until the page has painted once and the browser is idle, then true.
 * The problem page asks for the editor's chunk only then.
 */
import { useEffect, useState } from 'react';
import { afterPaintThenIdle } from './idle.ts';

/** How long {@link usePaintedOnce} waits at most for idle time after the first paint (ms). */
export const PAINTED_IDLE_TIMEOUT_MS = 1000;

/**
 * False until the page has painted once and the browser is idle (at most 1 s later), then true.
 * The editor's chunk (CodeMirror, ~150 KB of gzip JavaScript) is asked for only then, so the
 * problem statement paints without waiting for it or competing with it for the network and the
 * main thread.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaintThenIdle(() => setPainted(true), PAINTED_IDLE_TIMEOUT_MS), []);
  return painted;
}
