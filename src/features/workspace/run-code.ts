/**
 * Where a Run goes: the server's judge when online; offline (or when the connection drops on the
 * way), JavaScript runs in the browser's Web Worker and Java/C++ cannot run.
 */
import { runCode } from '../../api/submissions.ts';
import type { Language, ProblemDetail, RunCaseResult } from '../../../common/contract/index.ts';
import { runJavaScript } from '../../workers/js-runner.ts';

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
  problem: Pick<ProblemDetail, '_id' | 'visibleTestCases' | 'timeLimitMs'>,
  language: Language,
  code: string,
  opts: { online: boolean; isOfflineError: (error: unknown) => boolean },
): Promise<RunOutcome> {
  const offline = async (): Promise<RunOutcome> =>
    chooseRunner(language, false) === 'worker'
      ? { kind: 'results', results: await runJavaScript(code, problem.visibleTestCases, { timeLimitMs: problem.timeLimitMs }) }
      : { kind: 'needsConnection' };
  if (chooseRunner(language, opts.online) !== 'server') return offline();
  try {
    return { kind: 'results', results: await runCode(problem._id, { code, language }) };
  } catch (error) {
    if (!opts.isOfflineError(error)) throw error;
    return offline();
  }
}
