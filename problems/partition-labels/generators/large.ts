/**
 * Generator of the large secret test cases of "Partition Labels" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/**
 * Interval merging (independent of the one-pass greedy): every letter spans [first, last]; sorting
 * the spans by start and merging the overlapping ones gives the pieces.
 */
const pieces = (s: string): number[] => {
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  for (let i = 0; i < s.length; i++) {
    if (!first.has(s[i]!)) first.set(s[i]!, i);
    last.set(s[i]!, i);
  }
  const spans = [...first.keys()].map((c) => [first.get(c)!, last.get(c)!] as const).sort((a, b) => a[0] - b[0]);
  const sizes: number[] = [];
  let [lo, hi] = spans[0]!;
  for (const [a, b] of spans.slice(1)) {
    if (a > hi) {
      sizes.push(hi - lo + 1);
      [lo, hi] = [a, b];
    } else hi = Math.max(hi, b);
  }
  sizes.push(hi - lo + 1);
  return sizes;
};

const makeCase = (s: string): GeneratedCase => ({ input: `${s}\n`, output: `${pieces(s).join(' ')}\n` });

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x00a0_0001);
  const n = 300000;
  const cases: GeneratedCase[] = [];

  // 1) 26 long blocks "aaa...bbb...zzz": 26 pieces; every letter's last copy is far from the end.
  {
    const parts: string[] = [];
    for (let k = 0; k < 26; k++) parts.push(LETTERS[k]!.repeat(Math.floor(n / 26) + (k < n % 26 ? 1 : 0)));
    cases.push(makeCase(parts.join('')));
  }

  // 2) Random letters inside blocks of random lengths, each block with its own 2-3 letters and a few
  //    letters shared with the next block, so some neighbouring blocks merge and others do not.
  {
    const chars: string[] = [];
    let k = 0;
    while (chars.length < n) {
      const len = rng.int(20000, 30000);
      const own = [LETTERS[k % 26]!, LETTERS[(k + 1) % 26]!];
      for (let i = 0; i < len && chars.length < n; i++) chars.push(own[rng.int(0, 1)]!);
      k += rng.int(1, 2); // a step of 1 shares a letter with the next block
    }
    cases.push(makeCase(chars.join('')));
  }

  // 3) Blocks "a..a b..b ... y..y" then a single "a" at the very end: all one piece, found only at the end.
  {
    const parts: string[] = [];
    for (let k = 0; k < 25; k++) parts.push(LETTERS[k]!.repeat(Math.floor((n - 1) / 25)));
    const body = parts.join('');
    cases.push(makeCase(`${body}${'z'.repeat(n - 1 - body.length)}a`));
  }

  return cases;
};

export default largeTestCases;
