/**
 * Generator of the large secret test cases of "Interleaving String" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** Search over the reachable (i, j) states with an explicit stack (independent of the table fill). */
const interleaves = (s1: string, s2: string, s3: string): boolean => {
  const n = s1.length;
  const m = s2.length;
  if (n + m !== s3.length) return false;
  const seen = new Uint8Array((n + 1) * (m + 1));
  const stack = [0];
  seen[0] = 1;
  while (stack.length > 0) {
    const state = stack.pop()!;
    const i = Math.floor(state / (m + 1));
    const j = state % (m + 1);
    if (i === n && j === m) return true;
    const next: number[] = [];
    if (i < n && s1[i] === s3[i + j]) next.push(state + m + 1);
    if (j < m && s2[j] === s3[i + j]) next.push(state + 1);
    for (const k of next) {
      if (!seen[k]) {
        seen[k] = 1;
        stack.push(k);
      }
    }
  }
  return false;
};

const makeCase = (s1: string, s2: string, s3: string): GeneratedCase => ({
  input: `${s1}\n${s2}\n${s3}\n`,
  output: `${interleaves(s1, s2, s3)}\n`,
});

type Rng = ReturnType<typeof createRng>;
const randomWord = (rng: Rng, length: number, alphabet: string): string => {
  let w = '';
  for (let i = 0; i < length; i++) w += alphabet[rng.int(0, alphabet.length - 1)];
  return w;
};

/** A random interleaving of a and b. */
const shuffle = (rng: Rng, a: string, b: string): string => {
  let i = 0;
  let j = 0;
  let out = '';
  while (i < a.length || j < b.length) {
    if (j === b.length || (i < a.length && rng.int(0, 1) === 0)) out += a[i++];
    else out += b[j++];
  }
  return out;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x1a7e_0003);
  const a = randomWord(rng, 1000, 'ab');
  const b = randomWord(rng, 1000, 'ab');
  const good = shuffle(rng, a, b);
  // Swap two different neighbouring letters near the end: usually no longer an interleaving.
  let k = 1990;
  while (good[k] === good[k + 1]) k++;
  const bad = good.slice(0, k) + good[k + 1] + good[k] + good.slice(k + 2);
  const c = randomWord(rng, 1000, 'a');
  return [
    // One letter everywhere, but s3 ends with a letter neither string has: the answer is false
    // and trying both choices at every letter explores exponentially many orders.
    makeCase('a'.repeat(1000), 'a'.repeat(1000), `${'a'.repeat(1999)}b`),
    // A random interleaving over two letters: true.
    makeCase(a, b, good),
    // The same with two letters swapped near the end.
    makeCase(a, b, bad),
    // s2 ends with a b that s3 needs much earlier: false.
    makeCase(c, `${'a'.repeat(999)}b`, `b${'a'.repeat(1999)}`),
  ];
};

export default largeTestCases;
