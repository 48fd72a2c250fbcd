import { FAILED_TEST_FIELD_BYTES, STATUS, type FailedTestCase, type SubmissionStatus } from '../../../common/contract/submission.ts';
import { STATUS_DESCRIPTION } from '../../../common/judging/status.ts';
import type { JudgeOutcome, JudgeTestCase } from '../../judge/judge.ts';

/**
 * How a judged submission is stored: pure rules, no database. Hidden test data leaves the
 * server only as the first failing test's {@link FailedTestCase}, each field cut to 2 KB.
 */

/** Cuts `text` to at most `bytes` UTF-8 bytes (never inside a character), marking the cut. */
export function clip(text: string, bytes = FAILED_TEST_FIELD_BYTES): string {
  const buf = Buffer.from(text, 'utf8');
  if (buf.length <= bytes) return text;
  let end = bytes;
  while (end > 0 && (buf[end]! & 0xc0) === 0x80) end--; // back to a character boundary
  return `${buf.subarray(0, end).toString('utf8')}… (truncated)`;
}

/** The stored verdict of a judged submission (spec §9: runtime is the sum of times, memory the max). */
export function summarise(outcome: JudgeOutcome, tests: JudgeTestCase[]) {
  const totalTestCases = tests.length;
  if (outcome.compileOutput !== null) {
    return {
      status: 'error' as SubmissionStatus,
      statusId: STATUS.COMPILATION_ERROR,
      passedTestCases: 0,
      totalTestCases,
      runtimeMs: 0,
      memoryKb: 0,
      errorMessage: `Compilation Error\n${outcome.compileOutput}`,
      failedTestCase: null,
    };
  }
  const passed = outcome.cases.filter((c) => c.statusId === STATUS.ACCEPTED).length;
  const failedAt = outcome.cases.findIndex((c) => c.statusId !== STATUS.ACCEPTED);
  const runtimeMs = outcome.cases.reduce((s, c) => s + c.timeMs, 0);
  const memoryKb = outcome.cases.reduce((m, c) => Math.max(m, c.memoryKb), 0);
  if (failedAt < 0 && passed === totalTestCases) {
    return { status: 'accepted' as SubmissionStatus, statusId: STATUS.ACCEPTED, passedTestCases: passed, totalTestCases, runtimeMs, memoryKb, errorMessage: null, failedTestCase: null };
  }
  const failed = failedAt >= 0 ? outcome.cases[failedAt]! : undefined;
  const statusId = failed?.statusId ?? STATUS.INTERNAL_ERROR;
  const test = failedAt >= 0 ? tests[failedAt] : undefined;
  // An Internal Error is the judge's fault, not the test's: nothing of the test is shown.
  const failedTestCase: FailedTestCase | null =
    failed && test && statusId !== STATUS.INTERNAL_ERROR
      ? {
          input: clip(test.input),
          expectedOutput: clip(test.output),
          output: clip(failed.stdout),
          stderr: clip(failed.stderr),
          ...(failed.message ? { judgeMessage: clip(failed.message) } : {}),
        }
      : null;
  return {
    status: (statusId === STATUS.WRONG_ANSWER ? 'wrong' : 'error') as SubmissionStatus,
    statusId,
    passedTestCases: passed,
    totalTestCases,
    runtimeMs,
    memoryKb,
    errorMessage: failed?.description ?? STATUS_DESCRIPTION[statusId]!,
    failedTestCase,
  };
}

