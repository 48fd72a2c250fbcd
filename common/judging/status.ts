import { STATUS } from '../contract/submission.ts';

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

/** Description of a custom run that ended normally (nothing to compare its output with). */
export const FINISHED = 'Finished';

/**
 * The status of a custom run from the judge's: Accepted and Wrong Answer both mean the program
 * ended normally (its output was compared with nothing), so they become 3 "Finished"; every
 * other status keeps its id and the given description.
 */
export function customRunStatus(statusId: number, description: string = STATUS_DESCRIPTION[statusId] ?? 'Internal Error'): { id: number; description: string } {
  if (statusId === STATUS.ACCEPTED || statusId === STATUS.WRONG_ANSWER) return { id: STATUS.ACCEPTED, description: FINISHED };
  return { id: statusId, description };
}

/** The wording both tiers use where it is more precise than Judge0's (same status ids). */
export const OUTPUT_LIMIT_EXCEEDED = 'Output Limit Exceeded';
export const MEMORY_LIMIT_EXCEEDED = 'Memory Limit Exceeded';
export const TIME_LIMIT_EXCEEDED = STATUS_DESCRIPTION[STATUS.TIME_LIMIT]!;
