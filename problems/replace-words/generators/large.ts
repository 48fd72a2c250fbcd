/**
 * Generator of the large secret test cases of "Replace Words" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * 50000 roots and 100000 words that all begin with the same two letters: comparing every word with
 * every root is 5 * 10^9 comparisons, while a trie reads each word once.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const randomWord = (alphabet: string, len: number, rng: Rng): string => Array.from({ length: len }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');

/** Each word's shortest root by looking its prefixes up in a hash set, shortest first (the reference walks a trie). */
const makeCase = (roots: string[], words: string[]): GeneratedCase => {
  const set = new Set(roots);
  const replaced = words.map((w) => {
    for (let len = 1; len <= w.length; len++) if (set.has(w.slice(0, len))) return w.slice(0, len);
    return w;
  });
  return { input: `${roots.length}\n${roots.join('\n')}\n${words.join(' ')}\n`, output: `${replaced.join(' ')}\n` };
};

const distinct = (count: number, make: () => string): string[] => {
  const set = new Set<string>();
  while (set.size < count) set.add(make());
  return [...set];
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x3a2d_0129);
  const tail = 'bcdefghijklmnopqrstuvwxyz';
  // Short roots aab to aam (about half of the words start with one) and roots aa + 4 letters; words aa + 5 letters.
  const shortRoots = [...'bcdefghijklm'].map((ch) => `aa${ch}`);
  const rootsA = [...shortRoots, ...distinct(50000 - shortRoots.length, () => 'aa' + randomWord(tail, 4, rng))];
  const wordsA = Array.from({ length: 100000 }, () => 'aa' + randomWord(tail, 5, rng));
  // Two letters: roots of 3 to 12 letters that are often prefixes of each other.
  const rootsB = distinct(2000, () => randomWord('ab', rng.int(3, 12), rng));
  const wordsB = Array.from({ length: 8000 }, () => randomWord('ab', rng.int(1, 15), rng));
  return [makeCase(rootsA, wordsA), makeCase(rootsB, wordsB)];
};

export default largeTestCases;
