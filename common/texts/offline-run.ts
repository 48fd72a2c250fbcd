/**
 * What a Run on this device says while it works and when its runtime could not load (the C++
 * compiler; `src/features/problem/run-stage.ts`). Apart from `PROBLEM_TEXT` so that the problem page
 * loads them only with a Run on this device.
 */
export const OFFLINE_RUN_TEXT = {
  /** What an offline Run is doing while it takes long enough to notice (`OfflineRunStage`). */
  stage: {
    loading: (lang: string) => `Loading ${lang} on this device (the first Run after opening the page takes a few seconds)…`,
    /** The loading stage once it has lasted `SLOW_LOAD_HINT_MS` (`useRunAndSubmit.ts`). */
    slowLoading: (lang: string) => `Loading ${lang} is taking longer than usual on this device… You can cancel and Submit instead: your code is judged as soon as you're online.`,
    compiling: 'Compiling on this device…',
    running: 'Running on this device…',
  },
  cancelled: 'Run cancelled.',
  /** A Run whose runtime could not load on this device (`RuntimeUnavailableError`): nothing ran. */
  unavailable: {
    slow: (lang: string, minutes: number) =>
      `${lang} did not finish loading on this device within ${minutes} minutes, so nothing ran. Run again to retry (a less busy device loads it in seconds), or Submit: your code is judged as soon as you're online.`,
    failed: (lang: string) =>
      `${lang} could not be loaded on this device, so nothing ran. Run again to retry; if it keeps failing, remove ${lang} from this device and download it again (Code tab), or Submit: your code is judged as soon as you're online.`,
  },
} as const;
