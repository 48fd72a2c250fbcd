/**
 * Entry of the JavaScript-runner test harness page: exposes the production runner API
 * (`src/workers/js-runner.ts`, unchanged) on `window` so tests and the benchmark can call it
 * from `page.evaluate`.
 */
import { runJavaScript } from '../../../src/workers/js-runner.ts';

declare global {
  interface Window {
    pocketJudgeRunner?: { runJavaScript: typeof runJavaScript };
  }
}

window.pocketJudgeRunner = { runJavaScript };
