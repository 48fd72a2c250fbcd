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
 * Streaming form of {@link outputsMatch}: feed the program's output in chunks with
 * {@link OutputMatcher.push}, then call {@link OutputMatcher.end}. Same rule — lines
 * split at `\n`, `\r\n` or `\r`, trailing whitespace of every line ignored, trailing
 * blank lines ignored — but the work per chunk is proportional to the chunk, so
 * megabytes of output never stall the caller's event loop, and it stops reading
 * expected lines at the first difference.
 *
 * Equivalence: two line sequences are equal after normalisation iff they agree line by
 * line (after `trimEnd`) while both have lines, and the rest of the longer one is blank.
 */
export class OutputMatcher {
  private carry = '';
  private pos = 0;
  private mismatch = false;
  /** The expected output has no more lines. */
  private ended = false;

  constructor(private readonly expected: string) {}

  /** Adds the next piece of output (any split, even inside `\r\n`). */
  push(chunk: string): void {
    if (this.mismatch || chunk.length === 0) return;
    const text = this.carry + chunk;
    let start = 0;
    // A trailing '\r' may be the first half of '\r\n': keep it for the next chunk.
    const limit = text.endsWith('\r') ? text.length - 1 : text.length;
    for (let i = 0; i < limit; i++) {
      const c = text.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      this.line(text.slice(start, i));
      if (this.mismatch) return;
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
    this.carry = text.slice(start);
  }

  /** True when the whole output matched the expected output. */
  end(): boolean {
    if (this.mismatch) return false;
    if (this.carry.length) this.line(this.carry.endsWith('\r') ? this.carry.slice(0, -1) : this.carry);
    this.carry = '';
    if (this.mismatch) return false;
    // Whatever is left of the expected output must be blank.
    return BLANK.test(this.expected.slice(this.pos));
  }

  private line(actual: string): void {
    const next = this.nextExpected();
    if (next === null) {
      // Expected has ended: only blank lines may follow.
      if (!BLANK.test(actual)) this.mismatch = true;
      return;
    }
    if (actual.trimEnd() !== next.trimEnd()) this.mismatch = true;
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
