/**
 * From a C++ program's {@link CppOutcome} to the server's run-result shape: shared by the offline
 * C++ runner and by tests that run the same core in Node. A trap gets the status the judge gives
 * the native program's signal (`server/judge/verdict.ts`): SIGSEGV 7, SIGFPE 9, SIGABRT 10, other
 * 12, and an allocation failure at the memory limit is Memory Limit Exceeded (12).
 *
 * Pure over {@link runCppProgram}: no worker, DOM or Node APIs.
 */
import { STATUS, type RunCaseResult } from '../../common/contract/submission.ts';
import { TIME_FACTOR } from '../../common/judging/limits.ts';
import { MEMORY_LIMIT_EXCEEDED, STATUS_DESCRIPTION } from '../../common/judging/status.ts';
import type { PublicValidation } from '../../common/judging/validation.ts';
import { runCppProgram, type CppOutcome, type CppTrap } from './cpp-program.ts';
import { compileErrorResults, effectiveTimeLimitMs, toRunCaseResult, type CaseExecution, type RunnerTestCase } from './run-result.ts';

/** C++'s factor on a problem's time limit (1: the limit is set for C++). */
export const CPP_TIME_FACTOR = TIME_FACTOR['c++'];

/** The effective limit of a C++ run in ms: the problem's `timeLimitMs` × {@link CPP_TIME_FACTOR}. */
export function cppTimeLimitMs(problemTimeLimitMs: number): number {
  return effectiveTimeLimitMs(problemTimeLimitMs, CPP_TIME_FACTOR);
}

/** A C++ run: one of the runners' {@link CaseExecution}s, or a program that trapped. */
export type CppCaseExecution = CaseExecution | { kind: 'trapped'; trap: CppTrap; stdout: string; stderr: string; timeMs: number };

const TRAP_STATUS: Record<CppTrap, { id: number; description: string }> = {
  segv: { id: STATUS.RE_SIGSEGV, description: STATUS_DESCRIPTION[STATUS.RE_SIGSEGV]! },
  fpe: { id: STATUS.RE_SIGFPE, description: STATUS_DESCRIPTION[STATUS.RE_SIGFPE]! },
  abort: { id: STATUS.RE_SIGABRT, description: STATUS_DESCRIPTION[STATUS.RE_SIGABRT]! },
  memory: { id: STATUS.RE_OTHER, description: MEMORY_LIMIT_EXCEEDED },
  other: { id: STATUS.RE_OTHER, description: STATUS_DESCRIPTION[STATUS.RE_OTHER]! },
};

/** A finished (or trapped) run as a {@link CppCaseExecution}. */
export function cppExecutionOf(outcome: CppOutcome): CppCaseExecution {
  const { exitCode, stdout, stderr, outputLimitExceeded, timeMs, trap } = outcome;
  if (trap !== null) return { kind: 'trapped', trap, stdout, stderr, timeMs };
  return { kind: 'finished', exitCode, stdout, stderr, outputLimitExceeded, timeMs };
}

/**
 * Builds the server-shaped result of one C++ test case: as `toRunCaseResult` (time limit first),
 * and a trap within the time limit as the judge's status for the matching signal.
 * @param limitMs the effective limit in ms ({@link cppTimeLimitMs}).
 */
export function toCppRunCaseResult(tc: RunnerTestCase, run: CppCaseExecution, limitMs: number, validation?: PublicValidation): RunCaseResult {
  if (run.kind !== 'trapped') return toRunCaseResult(tc, run, limitMs, validation);
  const asExit: CaseExecution = { kind: 'finished', exitCode: 1, stdout: run.stdout, stderr: run.stderr, outputLimitExceeded: false, timeMs: run.timeMs };
  const base = toRunCaseResult(tc, asExit, limitMs, validation);
  if (base.status_id !== STATUS.RE_NZEC) return base;
  const status = TRAP_STATUS[run.trap];
  return { ...base, status_id: status.id, status };
}

/**
 * Runs a compiled program once per case in this thread and classifies each run as the browser
 * does; the time limit is only a classification here (nothing stops an endless loop).
 * @param module the compiled program, or the compiler's message (every case Compilation Error).
 * @param opts `timeLimitMs` = the problem's `timeLimitMs`.
 */
export function runCppCasesHere(
  module: WebAssembly.Module | { compileError: string },
  cases: readonly RunnerTestCase[],
  opts: { timeLimitMs: number; validation?: PublicValidation },
): RunCaseResult[] {
  if (!(module instanceof WebAssembly.Module)) return compileErrorResults(cases, module.compileError);
  const limitMs = cppTimeLimitMs(opts.timeLimitMs);
  return cases.map((tc) => toCppRunCaseResult(tc, cppExecutionOf(runCppProgram(module, tc.input)), limitMs, opts.validation));
}
