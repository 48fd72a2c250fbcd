import { MAX_CODE_BYTES } from './common.ts';
import { MSG } from './messages.ts';

/**
 * The one rule for code sent to be run or judged, applied by the problem page before it sends,
 * by the outbox before it queues a submission, and by the server's request schema: the code is
 * not blank (whitespace only counts as blank) and is at most {@link MAX_CODE_BYTES} bytes of UTF-8.
 * Drafts follow only the size rule (an emptied editor is a valid draft).
 */

/** What is wrong with a piece of code: `required` (blank) or `tooLarge` (over 64 KB UTF-8). */
export type CodeIssue = 'required' | 'tooLarge';

/**
 * UTF-8 length of `code`, bytes, as `TextEncoder` (and Node's `Buffer.byteLength`) count it:
 * 1 byte below U+0080, 2 below U+0800, 4 for a surrogate pair, 3 otherwise (a lone surrogate
 * becomes U+FFFD, 3 bytes). Source: RFC 3629 §3 and the WHATWG Encoding Standard's UTF-8 encoder.
 */
export function codeBytes(code: string): number {
  let bytes = 0;
  for (let i = 0; i < code.length; i++) {
    const c = code.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < code.length && (code.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Checks code against the rule above. @returns the issue, or null when the code may be sent */
export function checkCode(code: string): CodeIssue | null {
  if (code.trim() === '') return 'required';
  if (codeBytes(code) > MAX_CODE_BYTES) return 'tooLarge';
  return null;
}

/** The learner-facing text of an issue (spec §8 catalogue). */
export function codeIssueMessage(issue: CodeIssue): string {
  return issue === 'required' ? MSG.codeRequired : MSG.codeTooLarge;
}
