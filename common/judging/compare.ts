/**
 * Output comparison used by the judge.
 *
 * Two outputs are equal when they are equal after normalising both:
 * `\r\n` → `\n`, trailing whitespace removed from every line, and trailing
 * blank lines removed. Leading whitespace and blank lines in the middle count.
 */
export function normalizeOutput(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((l) => l.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

/** True when `actual` matches `expected` under {@link normalizeOutput}. */
export function outputsMatch(actual: string, expected: string): boolean {
  return normalizeOutput(actual) === normalizeOutput(expected);
}

const BLANK = /^\s*$/;

/**
 * True for the characters `String.prototype.trimEnd` removes (ECMAScript WhiteSpace and
 * LineTerminator: `\t \n \v \f \r`, space, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029,
 * U+202F, U+205F, U+3000, U+FEFF), the same set as `\s`.
 */
function isTrimmable(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
    c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/**
 * Streaming form of {@link outputsMatch}: feed the program's output in chunks with
 * {@link OutputMatcher.push}, then call {@link OutputMatcher.end}. Same rule — lines
 * split at `\n`, `\r\n` or `\r`, trailing whitespace of every line ignored, trailing
 * blank lines ignored — and it stops reading at the first difference.
 *
 * Every character of the output is looked at once, when it arrives, and nothing of it is
 * kept: the line being read is compared, character by character, with the expected line
 * (trailing whitespace removed) it must equal. So the work is linear in the output however it
 * is split, even for megabytes without a newline; {@link OutputMatcher.scannedChars} counts it.
 *
 * Equivalence: a line `A` equals the expected line `E` after `trimEnd` iff `A` starts with
 * `E.trimEnd()` and the rest of `A` is whitespace; two outputs are equal iff their lines
 * agree that way while both have lines, and the rest of the longer one is blank.
 */
export class OutputMatcher {
  /** Start of the next expected line in {@link expected}. */
  private pos = 0;
  /** The expected output has no more lines. */
  private ended = false;
  private mismatch = false;
  /** A line of the output is open (its expected line has been taken). */
  private lineOpen = false;
  /** The open line's expected text without trailing whitespace, or null past the expected output's end. */
  private want: string | null = null;
  /** Characters of the open line matched against {@link want}. */
  private matched = 0;
  /** The last character was a `\r`: a `\n` right after it belongs to the same line break. */
  private afterCr = false;
  private scanned = 0;

  constructor(private readonly expected: string) {}

  /** True once a difference was found: further output is not read. */
  get failed(): boolean {
    return this.mismatch;
  }

  /** Characters of the output examined so far (each at most once). */
  get scannedChars(): number {
    return this.scanned;
  }

  /** Adds the next piece of output (any split, even inside `\r\n`). */
  push(chunk: string): void {
    if (this.mismatch) return;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      this.scanned++;
      if (c === 10 && this.afterCr) {
        this.afterCr = false;
        continue;
      }
      this.afterCr = c === 13;
      if (!this.lineOpen) this.openLine();
      if (c === 10 || c === 13) this.closeLine();
      else this.take(c);
      if (this.mismatch) return;
    }
  }

  /** True when the whole output matched the expected output. */
  end(): boolean {
    if (this.mismatch) return false;
    if (this.lineOpen) this.closeLine();
    if (this.mismatch) return false;
    // Whatever is left of the expected output must be blank.
    return BLANK.test(this.expected.slice(this.pos));
  }

  private openLine(): void {
    const next = this.nextExpected();
    this.want = next === null ? null : next.trimEnd();
    this.matched = 0;
    this.lineOpen = true;
  }

  /** One character (not a line break) of the open line. */
  private take(c: number): void {
    const want = this.want;
    if (want !== null && this.matched < want.length) {
      if (c === want.charCodeAt(this.matched)) this.matched++;
      else this.mismatch = true;
    } else if (!isTrimmable(c)) {
      // Past the expected line's last visible character (or the expected output's end) only whitespace may follow.
      this.mismatch = true;
    }
  }

  private closeLine(): void {
    if (this.want !== null && this.matched < this.want.length) this.mismatch = true;
    this.lineOpen = false;
  }

  /** The next expected line, or null when the expected output has no more lines. */
  private nextExpected(): string | null {
    const e = this.expected;
    if (this.pos > e.length || (this.pos === e.length && this.ended)) return null;
    let i = this.pos;
    while (i < e.length && e.charCodeAt(i) !== 10 && e.charCodeAt(i) !== 13) i++;
    const line = e.slice(this.pos, i);
    if (i === e.length) {
      this.ended = true;
      this.pos = e.length;
    } else {
      this.pos = i + (e.charCodeAt(i) === 13 && e.charCodeAt(i + 1) === 10 ? 2 : 1);
      if (this.pos === e.length) this.ended = true;
    }
    return line;
  }
}
