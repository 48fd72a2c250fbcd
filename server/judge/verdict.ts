import { STATUS } from '../../src/contract/submission.ts';
import type { SandboxResult } from './sandbox.ts';

/** Judge0 status descriptions by id (https://ce.judge0.com/statuses). */
export const STATUS_DESCRIPTION: Record<number, string> = {
  1: 'In Queue',
  2: 'Processing',
  3: 'Accepted',
  4: 'Wrong Answer',
  5: 'Time Limit Exceeded',
  6: 'Compilation Error',
  7: 'Runtime Error (SIGSEGV)',
  8: 'Runtime Error (SIGXFSZ)',
  9: 'Runtime Error (SIGFPE)',
  10: 'Runtime Error (SIGABRT)',
  11: 'Runtime Error (NZEC)',
  12: 'Runtime Error (Other)',
  13: 'Internal Error',
  14: 'Exec Format Error',
};

/** A run's verdict before output comparison. `description` may be more precise than Judge0's (e.g. Memory Limit Exceeded). */
export interface ExecutionVerdict {
  statusId: number;
  description: string;
}

const SIGXCPU = 24;
const SIGKILL = 9;

/**
 * Classifies one finished test run (everything except Accepted vs Wrong Answer,
 * which needs the expected output). Returns null when the program ran to a clean exit.
 *
 * Order: output limit → sandbox failure → time limit (CPU over the limit, SIGXCPU, or wall
 * clock) → memory limit (peak RSS over limit + runtime overhead,
 * or the runtime's own out-of-memory report) → signal → non-zero exit.
 */
export function classifyRun(
  result: SandboxResult,
  limits: { cpuMs: number; memoryLimitKb: number; memoryOverheadKb: number; oomPattern: RegExp },
): ExecutionVerdict | null {
  const r = result.report;
  // Killed by the server for flooding stdout: the helper may not have had time to report.
  if (result.outputLimitExceeded && !(r && (r.wallTimedOut || r.cpuMs > limits.cpuMs))) {
    return { statusId: STATUS.RE_SIGXFSZ, description: 'Output Limit Exceeded' };
  }
  if (!r) return { statusId: STATUS.INTERNAL_ERROR, description: 'Internal Error' };
  if (r.execFailed) return { statusId: STATUS.INTERNAL_ERROR, description: 'Internal Error: could not start the program' };
  if (r.wallTimedOut || r.cpuMs > limits.cpuMs || r.signal === SIGXCPU) {
    return { statusId: STATUS.TIME_LIMIT, description: 'Time Limit Exceeded' };
  }
  const clean = r.exitCode === 0 && r.signal === 0;
  if (r.maxRssKb > limits.memoryLimitKb + limits.memoryOverheadKb || (!clean && limits.oomPattern.test(result.stderr))) {
    return { statusId: STATUS.RE_OTHER, description: 'Memory Limit Exceeded' };
  }
  if (r.signal !== 0) {
    const byId: Record<number, number> = { 11: STATUS.RE_SIGSEGV, 25: STATUS.RE_SIGXFSZ, 8: STATUS.RE_SIGFPE, 6: STATUS.RE_SIGABRT };
    const id = byId[r.signal] ?? STATUS.RE_OTHER;
    const description = r.signal === SIGKILL ? 'Runtime Error (killed)' : STATUS_DESCRIPTION[id]!;
    return { statusId: id, description };
  }
  if (r.exitCode !== 0) return { statusId: STATUS.RE_NZEC, description: STATUS_DESCRIPTION[STATUS.RE_NZEC]! };
  return null;
}
