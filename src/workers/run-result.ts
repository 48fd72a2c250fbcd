/**
 * Turns one execution of a learner's program in an offline runner (JavaScript or Python) into the
 * server's run-result shape ({@link RunCaseResult}, Judge0-style), with the server's limits
 * and its output comparison, so the Testcase tab does not care where a result came from.
 *
 * Pure: no worker, DOM or Node APIs; unit-tested in Node.
 */
import { createOutputChecker } from '../../common/judging/output-check.ts';
import { FAILED_TEST_FIELD_BYTES, STATUS, type RunCaseResult } from '../../common/contract/submission.ts';
import { KEEP_OUTPUT_BYTES, OUTPUT_LIMIT_BYTES, STDERR_KEEP_BYTES, TIME_FACTOR } from '../../common/judging/limits.ts';
import { FINISHED, OUTPUT_LIMIT_EXCEEDED, STATUS_DESCRIPTION } from '../../common/judging/status.ts';
import type { PublicValidation } from '../../common/judging/validation.ts';
import { PROBLEM_TEXT } from '../../common/texts/problem.ts';
import { JUDGE_TEXT } from '../../common/texts/judge.ts';
import { utf8Length } from '../../common/utf8.ts';

export { KEEP_OUTPUT_BYTES, OUTPUT_LIMIT_BYTES, STDERR_KEEP_BYTES };
/** JavaScript's factor on a problem's (C++) time limit. */
export const JS_TIME_FACTOR = TIME_FACTOR.javascript;
/** Python's factor on a problem's (C++) time limit. */
export const PY_TIME_FACTOR = TIME_FACTOR.python3;

/** Judge0 descriptions of the statuses the runner produces (the judge's, with its Output Limit Exceeded wording). */
export const RUNNER_STATUS_DESCRIPTION = {
  [STATUS.ACCEPTED]: STATUS_DESCRIPTION[STATUS.ACCEPTED]!,
  [STATUS.WRONG_ANSWER]: STATUS_DESCRIPTION[STATUS.WRONG_ANSWER]!,
  [STATUS.TIME_LIMIT]: STATUS_DESCRIPTION[STATUS.TIME_LIMIT]!,
  [STATUS.COMPILATION_ERROR]: STATUS_DESCRIPTION[STATUS.COMPILATION_ERROR]!,
  [STATUS.RE_SIGXFSZ]: OUTPUT_LIMIT_EXCEEDED,
  [STATUS.RE_NZEC]: STATUS_DESCRIPTION[STATUS.RE_NZEC]!,
  [STATUS.INTERNAL_ERROR]: STATUS_DESCRIPTION[STATUS.INTERNAL_ERROR]!,
} as const;

/** One visible test case: `input` is the exact stdin, `output` the expected stdout. */
export interface RunnerTestCase {
  input: string;
  output: string;
}

/**
 * What happened when the program ran on one test case.
 * - `finished`: it ended by itself, by `process.exit`, by an uncaught error (exit code 1,
 *   the error on stderr) or by flooding stdout (`outputLimitExceeded`).
 * - `timed-out`: the main thread terminated the worker at the time limit; `stdout`/`stderr`
 *   are what had been streamed out before that.
 * - `crashed`: the worker itself failed (could not start, died); `message` says why.
 *
 * `stdout` is the whole stdout (up to {@link OUTPUT_LIMIT_BYTES}), `stderr` at most
 * {@link STDERR_KEEP_BYTES}; `timeMs` is wall-clock milliseconds of the program inside the worker.
 */
export type CaseExecution =
  | { kind: 'finished'; exitCode: number; stdout: string; stderr: string; outputLimitExceeded: boolean; timeMs: number }
  | { kind: 'timed-out'; stdout: string; stderr: string; timeMs: number }
  | { kind: 'crashed'; message: string };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The server's truncation of stdout: at most `bytes` UTF-8 bytes, cut mid-character if need
 * be (the broken character decodes to U+FFFD), followed by `\n… (output truncated)`.
 */
export function truncateOutput(text: string, bytes: number = KEEP_OUTPUT_BYTES): string {
  if (utf8Length(text) <= bytes) return text;
  return decoder.decode(encoder.encode(text).subarray(0, bytes)) + '\n… (output truncated)';
}

/** Keeps at most `bytes` UTF-8 bytes of `text`, silently (the server's stderr handling). */
export function keepBytes(text: string, bytes: number): string {
  if (text.length <= bytes / 3 || utf8Length(text) <= bytes) return text;
  return decoder.decode(encoder.encode(text).subarray(0, bytes));
}

/**
 * The effective limit of a run in ms: the problem's `timeLimitMs` × the language's factor
 * (default {@link JS_TIME_FACTOR}; {@link PY_TIME_FACTOR} for Python).
 */
export function effectiveTimeLimitMs(problemTimeLimitMs: number, factor: number = JS_TIME_FACTOR): number {
  return Math.round(problemTimeLimitMs * factor);
}

function result(tc: RunnerTestCase, statusId: number, fields: Partial<RunCaseResult>): RunCaseResult {
  return {
    stdin: tc.input,
    expected_output: tc.output,
    stdout: '',
    stderr: null,
    compile_output: null,
    status_id: statusId,
    status: { id: statusId, description: RUNNER_STATUS_DESCRIPTION[statusId as keyof typeof RUNNER_STATUS_DESCRIPTION] ?? 'Internal Error' },
    time: 0,
    memory: 0,
    ...fields,
  };
}

/**
 * Builds the server-shaped result of one test case, classifying like the judge
 * (`server/judge/verdict.ts`): output limit → time limit → non-zero exit (NZEC) → output
 * comparison by the problem's `validation` with the judge's own code (`createOutputChecker`:
 * the legacy line comparison or the Kattis default output validator, whose message becomes
 * `message`) → Accepted / Wrong Answer. A problem with a custom output validator cannot be
 * judged here: a clean run is status 3 "Finished" with a message that the server checks it.
 *
 * @param limitMs the effective limit in ms (already × the language's factor); a run that
 *   finished but took longer is Time Limit Exceeded, like a CPU-time overrun on the server.
 * @returns `time` in seconds (wall clock inside the worker, ms precision); `memory` is always
 *   0 (KB): browsers expose no per-worker memory figure, so none is reported rather than a guess.
 */
export function toRunCaseResult(tc: RunnerTestCase, run: CaseExecution, limitMs: number, validation: PublicValidation = { kind: 'legacy' }): RunCaseResult {
  if (run.kind === 'crashed') {
    return result(tc, STATUS.INTERNAL_ERROR, { stderr: run.message || null });
  }
  const time = Math.round(Math.max(0, run.timeMs)) / 1000;
  const common = { stdout: truncateOutput(run.stdout), stderr: run.stderr || null, time };
  if (run.kind === 'timed-out') return result(tc, STATUS.TIME_LIMIT, common);
  if (run.outputLimitExceeded && !(run.timeMs > limitMs)) return result(tc, STATUS.RE_SIGXFSZ, common);
  if (run.timeMs > limitMs) return result(tc, STATUS.TIME_LIMIT, common);
  if (run.exitCode !== 0) {
    // As the judge words it: the exit code is part of the verdict (`Runtime Error (NZEC): exit code 1`).
    const description = run.exitCode > 0 ? JUDGE_TEXT.nonZeroExit(run.exitCode) : RUNNER_STATUS_DESCRIPTION[STATUS.RE_NZEC];
    return result(tc, STATUS.RE_NZEC, { ...common, status: { id: STATUS.RE_NZEC, description } });
  }
  if (validation.kind === 'custom') {
    return result(tc, STATUS.ACCEPTED, { ...common, status: { id: STATUS.ACCEPTED, description: FINISHED }, message: PROBLEM_TEXT.workspace.checkedByServer });
  }
  // Messages quote the answer as far as the server's do.
  const checker = createOutputChecker(validation, tc.output, { revealAnswerBytes: FAILED_TEST_FIELD_BYTES });
  checker.push(run.stdout);
  const verdict = checker.end();
  if (verdict.accepted) return result(tc, STATUS.ACCEPTED, common);
  return result(tc, STATUS.WRONG_ANSWER, verdict.message ? { ...common, message: verdict.message } : common);
}

/**
 * The results of a program that does not compile: every case is Compilation Error (6) with
 * the same `compile_output`, empty stdout, null stderr, time and memory 0 — as the server
 * answers when `node --check` (or the Python syntax check) fails.
 */
export function compileErrorResults(cases: readonly RunnerTestCase[], compileOutput: string): RunCaseResult[] {
  return cases.map((tc) => result(tc, STATUS.COMPILATION_ERROR, { compile_output: compileOutput }));
}
