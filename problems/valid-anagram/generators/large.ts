/**
 * Generator of the large secret test cases of "Valid Anagram" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** Sorts both strings and compares them (independent of the letter counts). */
const anagrams = (s: string, t: string): boolean => [...s].sort().join('') === [...t].sort().join('');

const makeCase = (s: string, t: string): GeneratedCase => ({ input: `${s}\n${t}\n`, output: `${anagrams(s, t)}\n` });

type Rng = ReturnType<typeof createRng>;
const randomWord = (rng: Rng, length: number, alphabet: string): string => {
  let w = '';
  for (let i = 0; i < length; i++) w += alphabet[rng.int(0, alphabet.length - 1)];
  return w;
};

/** The letters of `s` in random order (Fisher-Yates). */
const shuffled = (rng: Rng, s: string): string => {
  const letters = [...s];
  for (let i = letters.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [letters[i], letters[j]] = [letters[j], letters[i]];
  }
  return letters.join('');
};

const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xa9a_0008);
  const n = 50_000;
  const s = randomWord(rng, n, LOWER);
  const t = shuffled(rng, s);
  // Same letters, same length, but one a turned into a b (and one c into a d elsewhere keeps the letter sum).
  const ab = `${'a'.repeat(n / 2)}${'b'.repeat(n / 2)}`;
  const abShifted = shuffled(rng, `${'a'.repeat(n / 2 - 1)}${'b'.repeat(n / 2 + 1)}`);
  const u = randomWord(rng, n, LOWER);
  return [
    // A random anagram of maximum length.
    makeCase(s, t),
    // The same letters, but one a is replaced by a b.
    makeCase(ab, abShifted),
    // Change one letter up and another one down: the sum of letter codes stays the same.
    makeCase(s, `${t.slice(0, 100)}${t[100] === 'z' ? 'y' : String.fromCharCode(t.charCodeAt(100) + 1)}${t.slice(101, 200)}${t[200] === 'a' ? 'b' : String.fromCharCode(t.charCodeAt(200) - 1)}${t.slice(201)}`),
    // Two unrelated random strings.
    makeCase(u, randomWord(rng, n, LOWER)),
    // Different lengths: t is s without its last letter.
    makeCase(s, t.slice(0, n - 1)),
  ];
};

export default largeTestCases;
