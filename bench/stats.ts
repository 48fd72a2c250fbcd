/**
 * Small statistics for the benchmark tables, and the tables themselves.
 */

/**
 * The p-th percentile by the nearest-rank method: the smallest value with at least p % of the values
 * at or below it (https://en.wikipedia.org/wiki/Percentile#The_nearest-rank_method).
 * @param values in any order (not changed)
 * @param p 0–100
 * @returns NaN for no values
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * Prints a Markdown table, each column padded to its widest cell.
 * @param header the column names
 * @param body one array of cells per row, as many as `header`
 */
export function printTable(header: readonly string[], body: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of body) console.log(line(r));
}
