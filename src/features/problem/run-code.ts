/**
 * Where a Run goes: the server's judge when online; offline (or when the connection drops on the
 * way), JavaScript runs in the browser's Web Worker, Python in the Pyodide worker and C++ in the
 * Clang worker when the learner has downloaded that language's offline pack, and Java (or Python
 * and C++ without their pack) cannot run. A Run on this device is `run-offline.ts`, a chunk of its own
 * loaded by the first one, so the problem page does not load it (nor the runners) to open.
 */
import { runCode, runCustom } from '../../api/submissions.ts';
import type { CustomRunResult, Language, ProblemDetail, RunCaseResult } from '../../../common/contract/index.ts';
import type { DeviceRunOptions } from './run-offline.ts';

export type { OfflineRunStage } from './run-offline.ts';

/** The languages with an opt-in offline pack (Python3: Pyodide; C++: Clang for WebAssembly). */
export const PACK_LANGUAGES: readonly Language[] = ['python3', 'c++'];

/** Which runner serves a Run: the server, a browser worker, or none (needs a connection). */
export type Runner = 'server' | 'worker' | 'needsConnection';

/**
 * Chooses the runner for `language` given connectivity and whether `language`'s offline pack is
 * on this device (`pack`, default false; only Python3 and C++ have one).
 */
export function chooseRunner(language: Language, online: boolean, pack = false): Runner {
  if (online) return 'server';
  if (language === 'javascript' || (PACK_LANGUAGES.includes(language) && pack)) return 'worker';
  return 'needsConnection';
}

/** How a Run is made: where, and for one on this device what it reports and how it is stopped. */
export interface OfflineRunOptions extends DeviceRunOptions {
  /** `navigator.onLine`: the server runs it when true. */
  online: boolean;
  /** Tells a dropped connection (run on this device instead) from other failures. */
  isOfflineError: (error: unknown) => boolean;
}

/** Outcome of {@link runVisibleTests}: results per visible test case, or "this language needs a connection". */
export type RunOutcome = { kind: 'results'; results: RunCaseResult[] } | { kind: 'needsConnection' };

/**
 * Runs `code` on the problem's visible test cases with the runner {@link chooseRunner} picks; a
 * request that fails because the connection dropped falls back to the offline choice.
 * @param opts see {@link OfflineRunOptions}
 * @throws what the server call throws otherwise (HTTP errors: 401, 429, 503 …); on this device, `opts.signal.reason`
 *   when cancelled and `RuntimeUnavailableError` (`src/workers/runtime-unavailable.ts`) when the runtime could not load
 */
export async function runVisibleTests(
  problem: Pick<ProblemDetail, '_id' | 'visibleTestCases' | 'timeLimitMs' | 'memoryLimitKb' | 'validation' | 'interactive' | 'startCode'>,
  language: Language,
  code: string,
  opts: OfflineRunOptions,
): Promise<RunOutcome> {
  const offline = async (): Promise<RunOutcome> => {
    const results = await import('./run-offline.ts').then((m) => m.runVisibleOffline(problem, language, code, opts));
    return results ? { kind: 'results', results } : { kind: 'needsConnection' };
  };
  if (chooseRunner(language, opts.online) !== 'server') return offline();
  try {
    return { kind: 'results', results: await runCode(problem._id, { code, language }) };
  } catch (error) {
    if (!opts.isOfflineError(error)) throw error;
    return offline();
  }
}

/** Outcome of {@link runCustomInput}: what the program did, or "this language needs a connection". */
export type CustomRunOutcome = { kind: 'result'; result: CustomRunResult } | { kind: 'needsConnection' };

/**
 * Runs `code` once on the learner's own `stdin` with the runner {@link chooseRunner} picks (the
 * worker reports its measured time; a dropped connection falls back like offline).
 * @param opts see {@link OfflineRunOptions}
 * @throws what the server call throws otherwise (413 input too large, 429, 503 …); on this device as {@link runVisibleTests}
 */
export async function runCustomInput(
  problem: Pick<ProblemDetail, '_id' | 'timeLimitMs' | 'memoryLimitKb' | 'startCode'>,
  language: Language,
  code: string,
  stdin: string,
  opts: OfflineRunOptions,
): Promise<CustomRunOutcome> {
  const offline = async (): Promise<CustomRunOutcome> => {
    const result = await import('./run-offline.ts').then((m) => m.runCustomOffline(problem, language, code, stdin, opts));
    return result ? { kind: 'result', result } : { kind: 'needsConnection' };
  };
  if (chooseRunner(language, opts.online) !== 'server') return offline();
  try {
    return { kind: 'result', result: await runCustom(problem._id, { code, language, stdin }) };
  } catch (error) {
    if (!opts.isOfflineError(error)) throw error;
    return offline();
  }
}
