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
 * Classifies one finished test run (everything except Accepted vs Wrong Answer,
 * which needs the expected output). Returns null when the program ran to a clean exit.
 *
 * Every limit verdict rests on what the supervisor and the cgroup measured, never on how the
 * program chose to end: an `exit(152)` is not a SIGXCPU, nor a `raise(SIGXFSZ)` an output limit.
 * Order: sandbox failure → memory limit when the wall clock ran out while the job was over its
 * memory limit (but not out of CPU time) → time limit (CPU of the whole job over the limit, or wall
 * clock; a real SIGXCPU from RLIMIT_CPU implies the former) → output limit (stdout or stderr at its
 * cap) → memory limit (the cgroup's OOM kill, peak memory over limit + runtime overhead, or the
 * runtime's own out-of-memory report) → signal (the program's real wait status) → non-zero exit,
 * with its code (an unknown end, exit code -1, is a runtime error too).
 */
export function classifyRun(
  result: SandboxResult,
  limits: { cpuMs: number; memoryLimitKb: number; memoryOverheadKb: number; oomPattern: RegExp },
): ExecutionVerdict | null {
  const r = result.report;
  if (!r || r.setupFailed) return { statusId: STATUS.INTERNAL_ERROR, description: 'Internal Error' };
  const overMemory = r.oomKilled || r.memoryKb > limits.memoryLimitKb + limits.memoryOverheadKb;
  // Out of CPU time it is a time limit; a run that only ran out of wall clock while over its memory
  // limit was stalled by that limit (the kernel reclaiming the job's pages), so it is a memory limit.
  if (r.wallTimedOut && !r.cpuTimedOut && r.cpuMs <= limits.cpuMs && overMemory) {
    return { statusId: STATUS.RE_OTHER, description: MEMORY_LIMIT_EXCEEDED };
  }
  if (r.wallTimedOut || r.cpuTimedOut || r.cpuMs > limits.cpuMs) {
    return { statusId: STATUS.TIME_LIMIT, description: TIME_LIMIT_EXCEEDED };
  }
  if (result.outputLimitExceeded) return { statusId: STATUS.RE_SIGXFSZ, description: OUTPUT_LIMIT_EXCEEDED };
  const clean = r.exitCode === 0 && r.signal === 0;
  if (overMemory || (!clean && limits.oomPattern.test(result.stderr))) {
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
