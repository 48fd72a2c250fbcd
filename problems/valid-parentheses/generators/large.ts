/**
 * Generator of the large secret test cases of "Valid Parentheses" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const OPEN = '([{';
const CLOSE = ')]}';

/** Stack check: every closer must match the most recent unmatched opener. */
const isValid = (s: string): boolean => {
  const stack: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const o = OPEN.indexOf(s[i]!);
    if (o >= 0) stack.push(o);
    else if (stack.length === 0 || stack.pop() !== CLOSE.indexOf(s[i]!)) return false;
  }
  return stack.length === 0;
};

const makeCase = (s: string): GeneratedCase => ({ input: `${s}\n`, output: `${isValid(s)}\n` });

/** A well-formed string of `n` (even) brackets: a random walk that opens or closes, mixed kinds. */
const randomValid = (rng: Rng, n: number): string => {
  const out: string[] = [];
  const stack: number[] = [];
  for (let left = n; left > 0; left--) {
    // Open while there is room to close everything afterwards; otherwise close.
    const canOpen = stack.length + 1 <= left - 1;
    if (stack.length > 0 && (!canOpen || rng.next() < 0.5)) out.push(CLOSE[stack.pop()!]!);
    else {
      const k = rng.int(0, 2);
      stack.push(k);
      out.push(OPEN[k]!);
    }
  }
  return out.join('');
};

/** `depth` random openers followed by their closers: the deepest nesting the constraints allow. */
const deepNest = (rng: Rng, depth: number): string => {
  const kinds: number[] = [];
  for (let i = 0; i < depth; i++) kinds.push(rng.int(0, 2));
  return kinds.map((k) => OPEN[k]).join('') + kinds.reverse().map((k) => CLOSE[k]).join('');
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x0056_0001);
  const cases: GeneratedCase[] = [];
  const n = 1000000;

  // 1) Nested half a million deep, well formed (removing matched pairs finds only one per pass).
  cases.push(makeCase(deepNest(rng, n / 2)));

  // 2) A random well-formed string of maximum length with one closer in the middle swapped for another kind.
  const random = randomValid(rng, n);
  let mid = n / 2;
  while (OPEN.includes(random[mid]!)) mid++;
  cases.push(makeCase(random.slice(0, mid) + CLOSE[(CLOSE.indexOf(random[mid]!) + 1) % 3] + random.slice(mid + 1)));

  return cases;
};

export default largeTestCases;
