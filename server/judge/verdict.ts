import { STATUS } from '../../common/contract/submission.ts';
import { MEMORY_LIMIT_EXCEEDED, OUTPUT_LIMIT_EXCEEDED, STATUS_DESCRIPTION, TIME_LIMIT_EXCEEDED } from '../../common/judging/status.ts';
import { JUDGE_TEXT } from '../../common/texts/judge.ts';
import type { SandboxResult } from './sandbox.ts';


/** A run's verdict before output comparison. `description` may be more precise than Judge0's (e.g. Memory Limit Exceeded). */
export interface ExecutionVerdict {
  statusId: number;
  description: string;
}

const SIGKILL = 9;

/**
 * Whether a run's measured peak memory backs the runtime's own out-of-memory report (`std::bad_alloc`,
 * `java.lang.OutOfMemoryError`, V8's heap limit, Python's `MemoryError`): the peak `memoryKb` (KB,
 * the cgroup's peak or the max RSS) is at least `memoryLimitKb / 3 + memoryOverheadKb / 4` (KB).
 *
 * A third of the limit: a growing container (a C++ vector doubling, a Java ArrayList growing by 1.5)
 * fails its next request while it holds as little as about a third of the address-space budget
 * (RLIMIT_AS, the limit + the language's `addressSpaceExtraKb`), since the old buffer and the new one
 * must both fit; a JVM array fails once both no longer fit its old generation (two thirds of the heap),
 * with the earlier copies still resident. A quarter of the overhead: the runtime's own baseline, the
 * peak of a program that only prints the message, is within it (JVM about 17 MB of 96 MiB, V8 about
 * 7 MB of 64 MiB, CPython about 3 MB of 16 MiB), so such a program stays below at any limit, while a
 * managed program that really filled its heap is above it even at small limits (a JVM doubling a
 * `long[]` under a 64 MiB limit peaks at 62–76 MB, where half the overhead would ask for 71 MB).
 *
 * So a message the program prints itself is not a memory limit, and neither is a one-shot giant
 * allocation the runtime refuses before touching the memory (`[0]*10**10` in Python,
 * `std::vector<int> v(2e9)` in C++, `new long[1<<30]` in Java): that is a runtime error with the
 * runtime's message, as on Kattis.
 */
export function oomReportCounts(memoryKb: number, limits: { memoryLimitKb: number; memoryOverheadKb: number }): boolean {
  return memoryKb >= limits.memoryLimitKb / 3 + limits.memoryOverheadKb / 4;
}

/**
 * Classifies one finished test run (everything except Accepted vs Wrong Answer,
 * which needs the expected output). Returns null when the program ran to a clean exit.
 *
 * Every limit verdict rests on what the supervisor and the cgroup measured, never on how the
 * program chose to end: an `exit(152)` is not a SIGXCPU, nor a `raise(SIGXFSZ)` an output limit.
 * Order: sandbox failure → memory limit measured (the cgroup's OOM kill, or peak memory over limit +
 * runtime overhead), whichever clock ran out after it, unless the output went over its cap → time limit (CPU of the whole job over the
 * limit, or wall clock; a real SIGXCPU from RLIMIT_CPU implies the former) → output limit (stdout or
 * stderr at its cap) → memory limit reported by the runtime (its own out-of-memory message when
 * {@link oomReportCounts} confirms it from the measured peak) → signal (the program's real wait status) → non-zero exit, with its code (an unknown end,
 * exit code -1, is a runtime error too). An out-of-memory report the peak does not confirm is
 * judged as if it were not there: an uncaught `std::bad_alloc` is SIGABRT, a Python `MemoryError`
 * NZEC, and the stderr (traceback) is kept.
 */
export function classifyRun(
  result: SandboxResult,
  limits: { cpuMs: number; memoryLimitKb: number; memoryOverheadKb: number; oomPattern: RegExp },
): ExecutionVerdict | null {
  const r = result.report;
  if (!r || r.setupFailed) return { statusId: STATUS.INTERNAL_ERROR, description: 'Internal Error' };
  const overMemory = r.oomKilled || r.memoryKb > limits.memoryLimitKb + limits.memoryOverheadKb;
  // A run whose measured memory went over its limit broke that limit, whichever clock then ran out: a job
  // held at its memory limit spends its time in the kernel reclaiming its own pages (CPU time charged to
  // it) or waiting for them (wall clock), so the time it lost is the memory limit's doing. A program past its
  // output cap is judged by the clocks and that cap instead (its runtime may buffer what the cap refused).
  if (overMemory && !result.outputLimitExceeded) return { statusId: STATUS.RE_OTHER, description: MEMORY_LIMIT_EXCEEDED };
  if (r.wallTimedOut || r.cpuTimedOut || r.cpuMs > limits.cpuMs) {
    return { statusId: STATUS.TIME_LIMIT, description: TIME_LIMIT_EXCEEDED };
  }
  if (result.outputLimitExceeded) return { statusId: STATUS.RE_SIGXFSZ, description: OUTPUT_LIMIT_EXCEEDED };
  const clean = r.exitCode === 0 && r.signal === 0;
  if (!clean && limits.oomPattern.test(result.stderr) && oomReportCounts(r.memoryKb, limits)) {
    return { statusId: STATUS.RE_OTHER, description: MEMORY_LIMIT_EXCEEDED };
  }
  if (r.signal !== 0) {
    const byId: Record<number, number> = { 11: STATUS.RE_SIGSEGV, 8: STATUS.RE_SIGFPE, 6: STATUS.RE_SIGABRT };
    const id = byId[r.signal] ?? STATUS.RE_OTHER;
    const description = r.signal === SIGKILL ? 'Runtime Error (killed)' : STATUS_DESCRIPTION[id]!;
    return { statusId: id, description };
  }
  if (r.exitCode !== 0) {
    return { statusId: STATUS.RE_NZEC, description: r.exitCode > 0 ? JUDGE_TEXT.nonZeroExit(r.exitCode) : STATUS_DESCRIPTION[STATUS.RE_NZEC]! };
  }
  return null;
}
