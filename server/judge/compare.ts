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
