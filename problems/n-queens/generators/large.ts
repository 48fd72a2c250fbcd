/**
 * Generator of the large secret test cases of "N-Queens" (data/secret/large/): the two largest boards,
 * n = 9 and n = 10 (352 and 724 solutions). The input is just n, so nothing is random. Run at build
 * time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each input as
 * `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer computed
 * here must agree with it (a second, independent check of the reference solution).
 *
 * Checking only complete boards (n^n of them, 10^10 for n = 10) cannot finish in time.
 */
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** All solutions with bit masks (independent of the reference), printed sorted, each board followed by an empty line. */
const solve = (n: number): string => {
  const boards: string[][] = [];
  const cols: number[] = [];
  const go = (r: number, used: number, diag: number, anti: number): void => {
    if (r === n) {
      boards.push(cols.map((c) => '.'.repeat(c) + 'Q' + '.'.repeat(n - c - 1)));
      return;
    }
    for (let c = 0; c < n; c++) {
      const bit = 1 << c;
      if (used & bit || (diag >> (r + c)) & 1 || (anti >> (r - c + n - 1)) & 1) continue;
      cols[r] = c;
      go(r + 1, used | bit, diag | (1 << (r + c)), anti | (1 << (r - c + n - 1)));
    }
  };
  go(0, 0, 0, 0);
  // '.' sorts before 'Q', in JavaScript as in every judge language.
  boards.sort((a, b) => {
    const x = a.join('\n');
    const y = b.join('\n');
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return `${boards.length}\n${boards.map((b) => `${b.join('\n')}\n`).join('\n')}\n`;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => [9, 10].map((n) => ({ input: `${n}\n`, output: solve(n) }));

export default largeTestCases;
