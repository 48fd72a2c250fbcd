/**
 * Generator of the large secret test cases of "Decode Ways" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

const LIMIT = 2n ** 31n - 1n;

/** Decodings counted from the end with exact big integers: ways[i] = decodings of s[i..]. */
const decodings = (s: string): bigint => {
  const ways = new Array<bigint>(s.length + 2).fill(0n);
  ways[s.length] = 1n;
  for (let i = s.length - 1; i >= 0; i--) {
    if (s[i] === '0') continue;
    ways[i] = ways[i + 1];
    if (i + 2 <= s.length && Number(s.slice(i, i + 2)) <= 26) ways[i] += ways[i + 2];
  }
  return ways[0];
};

const makeCase = (s: string): GeneratedCase => {
  const answer = decodings(s);
  if (answer > LIMIT) throw new Error(`answer of ${s} does not fit in 32 bits`);
  return { input: `${s}\n`, output: `${answer}\n` };
};

/** A random 100-digit string whose answer fits in 32 bits: mostly 3-9, with short runs of 1s and 2s and a few zeros. */
const randomDigits = (rng: ReturnType<typeof createRng>): string => {
  for (;;) {
    let s = '';
    while (s.length < 100) {
      const kind = rng.int(0, 9);
      if (kind < 5) s += String(rng.int(3, 9));
      else if (kind < 9) s += rng.int(0, 1) ? '1' : '2';
      else s += rng.int(0, 1) ? '10' : '20';
    }
    s = s.slice(0, 100);
    const answer = decodings(s);
    if (answer > 1_000_000n && answer <= LIMIT) return s;
  }
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xdec0_0006);
  return [
    // 97 ones and then two zeros: no decoding, but a plain recursion explores Fibonacci-many splits first.
    makeCase(`${'1'.repeat(98)}00`),
    // "12" repeated, ending with "30" (not a valid code): no decoding.
    makeCase(`${'12'.repeat(49)}30`),
    // 44 ones: the 45th Fibonacci number, 1134903170, close to the 32-bit limit.
    makeCase('1'.repeat(44)),
    // Random digits of maximum length whose count still fits.
    makeCase(randomDigits(rng)),
    // "10" repeated: every zero forces its pair, exactly one decoding.
    makeCase('10'.repeat(50)),
  ];
};

export default largeTestCases;
