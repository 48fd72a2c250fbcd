import { STATUS } from '../../../common/contract/submission.ts';
import { ADMIN_MSG } from '../../../common/texts/admin.ts';

/** What the check needs of a judge outcome (see server/judge/judge.ts JudgeOutcome). */
export interface ReferenceOutcome {
  compileOutput: string | null;
  cases: { statusId: number; description: string }[];
}

/**
 * Why a reference solution must not be saved, from its judge outcome over the problem's visible
 * test cases followed by its hidden ones: `The java reference solution fails hidden test 3:
 * Wrong Answer` (tests counted from 1 within their list), or that it does not compile.
 * @param testCount visible plus hidden test cases that were sent to the judge
 * @returns the message, or null when every test case was Accepted
 */
export function referenceFailure(language: string, outcome: ReferenceOutcome, visibleCount: number, testCount: number): string | null {
  if (outcome.compileOutput !== null) return ADMIN_MSG.referenceCompile(language);
  const where = (i: number) => (i < visibleCount ? `visible test ${i + 1}` : `hidden test ${i - visibleCount + 1}`);
  const failed = outcome.cases.findIndex((c) => c.statusId !== STATUS.ACCEPTED);
  if (failed >= 0) return ADMIN_MSG.referenceFails(language, where(failed), outcome.cases[failed]!.description);
  if (outcome.cases.length < testCount) return ADMIN_MSG.referenceFails(language, where(outcome.cases.length), 'Internal Error');
  return null;
}
