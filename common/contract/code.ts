import { utf8Length } from '../utf8.ts';
import { MAX_CODE_BYTES } from './common.ts';
import { MSG } from '../texts.ts';

/**
 * The one rule for code sent to be run or judged, applied by the problem page before it sends,
 * by the outbox before it queues a submission, and by the server's request schema: the code is
 * not blank (whitespace only counts as blank) and is at most {@link MAX_CODE_BYTES} bytes of UTF-8.
 * Drafts follow only the size rule (an emptied editor is a valid draft).
 */

/** What is wrong with a piece of code: `required` (blank) or `tooLarge` (over 64 KB UTF-8). */
export type CodeIssue = 'required' | 'tooLarge';

/** Checks code against the rule above. @returns the issue, or null when the code may be sent */
export function checkCode(code: string): CodeIssue | null {
  if (code.trim() === '') return 'required';
  if (utf8Length(code) > MAX_CODE_BYTES) return 'tooLarge';
  return null;
}

/** The learner-facing text of an issue (spec §8 catalogue). */
export function codeIssueMessage(issue: CodeIssue): string {
  return issue === 'required' ? MSG.codeRequired : MSG.codeTooLarge;
}
