/**
 * Where a Run goes: the server's judge when online; offline (or when the connection drops on the
 * way), JavaScript runs in the browser's Web Worker and Java/C++ cannot run. The worker's client
 * (`src/workers/js-runner.ts`, with Comlink and the output checker) is a chunk of its own, loaded
 * by the first offline run, so the problem page does not load it to open.
 */
import { runCode, runCustom } from '../../api/submissions.ts';
import type { CustomRunResult, Language, ProblemDetail, RunCaseResult } from '../../../common/contract/index.ts';
import { customRunStatus } from '../../../common/judging/status.ts';
import type { runJavaScript as RunJavaScript } from '../../workers/js-runner.ts';

/** {@link RunJavaScript} from its chunk (loaded on first use; the service worker precaches it). */
const runJavaScript: typeof RunJavaScript = (...args) => import('../../workers/js-runner.ts').then((m) => m.runJavaScript(...args));

/** Which runner serves a Run: the server, the browser's worker, or none (needs a connection). */
export type Runner = 'server' | 'worker' | 'needsConnection';

/** Chooses the runner for `language` given connectivity. */
export function chooseRunner(language: Language, online: boolean): Runner {
  if (online) return 'server';
  return language === 'javascript' ? 'worker' : 'needsConnection';
}

/** Outcome of {@link runVisibleTests}: results per visible test case, or "this language needs a connection". */
export type RunOutcome = { kind: 'results'; results: RunCaseResult[] } | { kind: 'needsConnection' };

/**
 * Runs `code` on the problem's visible test cases with the runner {@link chooseRunner} picks; a
 * request that fails because the connection dropped falls back to the offline choice.
 * @param isOfflineError tells a dropped connection from other failures
 * @throws what the server call throws otherwise (HTTP errors: 401, 429, 503 …)
 */
export async function runVisibleTests(
  problem: Pick<ProblemDetail, '_id' | 'visibleTestCases' | 'timeLimitMs' | 'validation' | 'interactive'>,
  language: Language,
  code: string,
  opts: { online: boolean; isOfflineError: (error: unknown) => boolean },
): Promise<RunOutcome> {
  // An interactive problem's examples need its interactor, which only the server has.
  const offline = async (): Promise<RunOutcome> =>
    chooseRunner(language, false) === 'worker' && !problem.interactive
      ? { kind: 'results', results: await runJavaScript(code, problem.visibleTestCases, { timeLimitMs: problem.timeLimitMs, ...(problem.validation ? { validation: problem.validation } : {}) }) }
      : { kind: 'needsConnection' };
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
 * @throws what the server call throws otherwise (413 input too large, 429, 503 …)
 */
export async function runCustomInput(
  problem: Pick<ProblemDetail, '_id' | 'timeLimitMs'>,
  language: Language,
  code: string,
  stdin: string,
  opts: { online: boolean; isOfflineError: (error: unknown) => boolean },
): Promise<CustomRunOutcome> {
  const offline = async (): Promise<CustomRunOutcome> => {
    if (chooseRunner(language, false) !== 'worker') return { kind: 'needsConnection' };
    const [r] = await runJavaScript(code, [{ input: stdin, output: '' }], { timeLimitMs: problem.timeLimitMs });
    return {
      kind: 'result',
      result: {
        stdin,
        stdout: r?.stdout ?? '',
        stderr: r?.stderr ?? null,
        compile_output: r?.compile_output ?? null,
        status: customRunStatus(r?.status_id ?? 13, r?.status.description),
        time: r?.time ?? 0,
        memory: r?.memory ?? 0,
      },
    };
  };
  if (chooseRunner(language, opts.online) !== 'server') return offline();
  try {
    return { kind: 'result', result: await runCustom(problem._id, { code, language, stdin }) };
  } catch (error) {
    if (!opts.isOfflineError(error)) throw error;
    return offline();
  }
}
