import type { Language } from '../../common/contract/common.ts';
import type { OutputValidation } from '../../common/judging/validation.ts';
import type { JobLane } from './queue.ts';

/**
 * The shapes of a judge job, shared by the local sandbox's run pipeline and the Judge0 backend:
 * what a request asks for, what each test case gives, who queues a job and what the judge reports.
 */

/** One test case: the program's stdin and the answer its output is judged against. */
export interface JudgeTestCase {
  input: string;
  output: string;
}

/** One program to compile and run on test cases. */
export interface JudgeRequest {
  language: Language;
  code: string;
  tests: JudgeTestCase[];
  /** CPU ms per test for C++; multiplied by the language's time factor. */
  timeLimitMs: number;
  /** KB per test. */
  memoryLimitKb: number;
  /** How output is judged (see common/judging/validation.ts); default: the legacy line comparison. */
  validation?: OutputValidation;
  /** Stop at the first test that is not Accepted (submissions); runs report every case. */
  stopOnFirstFailure: boolean;
}

/** The verdict of one test case. */
export interface CaseOutcome {
  statusId: number;
  description: string;
  /** Program stdout, at most `KEEP_OUTPUT_BYTES` (common/judging/limits.ts) bytes. */
  stdout: string;
  stderr: string;
  /** CPU time, ms. */
  timeMs: number;
  /** Peak resident memory, KB. */
  memoryKb: number;
  /**
   * The judge's message on Wrong Answer when the validation gives one: the default output
   * validator's (quoting answer tokens only from the first `FAILED_TEST_FIELD_BYTES` bytes
   * of the answer, the part a failed-test detail shows) or a custom validator's `judgemessage.txt`.
   */
  message?: string;
  /**
   * Interactive problems: the interactor gave its verdict (Wrong Answer) before the program ended, so the
   * verdict stands whatever CPU time the program used afterwards (a run at a longer limit keeps it).
   */
  judgedFirst?: boolean;
}

/** What judging one request gives. */
export interface JudgeOutcome {
  /** Compiler output when compilation failed (status 6), else null. */
  compileOutput: string | null;
  /** One entry per test that ran (fewer than tests when stopped early or on CE). */
  cases: CaseOutcome[];
}

/** Who queues a job and how it may be cancelled (see `FairQueue` in queue.ts). */
export interface JobOptions {
  /** The learner the job is for (round-robin and per-learner limit); default: anonymous. */
  owner?: string;
  /** Fires when the caller has gone: a waiting job is dropped, a running one stops before its next test case. */
  signal?: AbortSignal;
  /** Not subject to the per-learner limit (re-judging after a restart). */
  exempt?: boolean;
  /**
   * `run` for a Run (someone waits at the keyboard: it goes ahead of waiting submissions), else
   * `submission` (the default; package imports and reference checks too).
   */
  lane?: JobLane;
}

/** What the judge reports as it works (metrics); every method is optional. */
export interface JudgeObserver {
  /** A job left the queue for a slot after waiting `waitS` seconds. */
  jobStarted?(waitS: number): void;
  /** A judged request got its verdict: Compilation Error, the first test case's status that is not Accepted, or Accepted. */
  verdict?(language: Language, statusId: number): void;
  /** A program was compiled (a compiled program taken from the judge's cache is not). */
  compiled?(language: Language): void;
}

/** Where the judge writes its log lines. */
export interface JudgeLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}
