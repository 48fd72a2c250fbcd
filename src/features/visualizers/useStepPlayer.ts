/**
 * Plays a list of precomputed steps on a timer: one step on screen at a time, each for as long
 * as `holdMs` says (read when the step appears, so a speed change applies from the next step).
 * Stopping, replacing the steps or unmounting clears the timer.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** State and controls returned by {@link useStepPlayer}. */
export interface StepPlayer<S> {
  /** The step on screen, or null before the first play (and after `clear`). */
  step: S | null;
  /** Index of the step on screen. */
  index: number;
  /** True while steps remain to be shown. */
  running: boolean;
  /** Shows `steps[0]` now and the following steps on the timer. */
  play(steps: readonly S[]): void;
  /** Stops the timer and keeps the step on screen. */
  stop(): void;
  /** Stops the timer and forgets the steps. */
  clear(): void;
}

interface Run<S> {
  steps: readonly S[];
  index: number;
  running: boolean;
}

/**
 * @param holdMs how long step `index` stays before the next one (ms)
 */
export function useStepPlayer<S>(holdMs: (step: S, index: number) => number): StepPlayer<S> {
  const [run, setRun] = useState<Run<S> | null>(null);
  const hold = useRef(holdMs);
  useEffect(() => {
    hold.current = holdMs;
  }, [holdMs]);

  useEffect(() => {
    if (!run?.running) return;
    const { steps, index } = run;
    const timer = window.setTimeout(
      () => {
        setRun((current) => {
          if (current !== run) return current;
          const next = index + 1;
          return { steps, index: next, running: next < steps.length - 1 };
        });
      },
      Math.max(0, hold.current(steps[index]!, index)),
    );
    return () => window.clearTimeout(timer);
  }, [run]);

  const play = useCallback((steps: readonly S[]) => setRun(steps.length === 0 ? null : { steps, index: 0, running: steps.length > 1 }), []);
  const stop = useCallback(() => setRun((current) => (current && current.running ? { ...current, running: false } : current)), []);
  const clear = useCallback(() => setRun(null), []);

  return { step: run ? run.steps[run.index]! : null, index: run?.index ?? 0, running: run?.running ?? false, play, stop, clear };
}
