/**
 * From a Python program's {@link ProgramOutcome} to the server's run-result shape: shared by the
 * worker's page client (`python-runner.ts`) and by tests that run the same core in Node.
 *
 * Pure over a {@link PythonProgramRunner}: no worker, DOM or Node APIs.
 */
import type { RunCaseResult } from '../../common/contract/submission.ts';
import type { PublicValidation } from '../../common/judging/validation.ts';
import type { ProgramOutcome } from './node-runtime/types.ts';
import type { PythonProgramRunner } from './python-program.ts';
import { compileErrorResults, effectiveTimeLimitMs, PY_TIME_FACTOR, toRunCaseResult, type CaseExecution, type RunnerTestCase } from './run-result.ts';

/** The effective limit of a Python run in ms: the problem's `timeLimitMs` × {@link PY_TIME_FACTOR} (3). */
export function pythonTimeLimitMs(problemTimeLimitMs: number): number {
  return effectiveTimeLimitMs(problemTimeLimitMs, PY_TIME_FACTOR);
}

/** A finished run as a {@link CaseExecution}, or the compile output of a program that does not compile. */
export function executionOf(outcome: ProgramOutcome): { execution: CaseExecution; compileOutput: null } | { execution: null; compileOutput: string } {
  if (outcome.compileError !== null) return { execution: null, compileOutput: outcome.compileError };
  const { exitCode, stdout, stderr, outputLimitExceeded, timeMs } = outcome;
  return { execution: { kind: 'finished', exitCode, stdout, stderr, outputLimitExceeded, timeMs }, compileOutput: null };
}

/**
 * Runs `code` once per case in this thread with `runner` and classifies each run as the browser
 * does (`toRunCaseResult`, the problem's `validation`); the time limit is only a classification
 * here (a run that took longer is Time Limit Exceeded), nothing stops an endless loop.
 * @param opts `timeLimitMs` = the problem's `timeLimitMs` (×3 is applied here).
 * @returns one result per case; every case Compilation Error when the program does not compile.
 */
export function runPythonCasesHere(
  runner: PythonProgramRunner,
  code: string,
  cases: readonly RunnerTestCase[],
  opts: { timeLimitMs: number; validation?: PublicValidation },
): RunCaseResult[] {
  const limitMs = pythonTimeLimitMs(opts.timeLimitMs);
  const results: RunCaseResult[] = [];
  for (const tc of cases) {
    const { execution, compileOutput } = executionOf(runner.run(code, tc.input));
    if (execution === null) return compileErrorResults(cases, compileOutput);
    results.push(toRunCaseResult(tc, execution, limitMs, opts.validation));
  }
  return results;
}
