/**
 * Generator of the large secret test cases of "Group Anagrams" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const byWord = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Groups by a key of 26 letter counts (independent of sorting the letters), printed in the canonical order. */
const grouped = (words: string[]): string => {
  const groups = new Map<string, string[]>();
  for (const w of words) {
    const counts = new Array<number>(26).fill(0);
    for (let i = 0; i < w.length; i++) counts[w.charCodeAt(i) - 97]++;
    const key = counts.join(',');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(w);
  }
  const lines = [...groups.values()].map((g) => [...g].sort(byWord));
  lines.sort((a, b) => byWord(a[0], b[0]));
  return `${lines.length}\n${lines.map((g) => `${g.join(' ')}\n`).join('')}`;
};

const makeCase = (words: string[]): GeneratedCase => ({
  input: `${words.length}\n${words.join(' ')}\n`,
  output: grouped(words),
});

const randomWord = (rng: Rng, length: number, alphabet: string): string => {
  let w = '';
  for (let i = 0; i < length; i++) w += alphabet[rng.int(0, alphabet.length - 1)];
  return w;
};

const shuffled = (rng: Rng, w: string): string => {
  const letters = [...w];
  for (let i = letters.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [letters[i], letters[j]] = [letters[j], letters[i]];
  }
  return letters.join('');
};

const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x9a9_0011);
  // 500 base words, each appearing 20 times in random rearrangements.
  const bases = Array.from({ length: 500 }, () => randomWord(rng, rng.int(5, 12), LOWER));
  const words1 = Array.from({ length: 10_000 }, () => shuffled(rng, bases[rng.int(0, bases.length - 1)]));
  // Short words over three letters: many groups with equal letter sets but different counts.
  const words2 = Array.from({ length: 10_000 }, () => randomWord(rng, rng.int(1, 6), 'abc'));
  // Long words: 100 letters each, in 50 groups.
  const longBases = Array.from({ length: 50 }, () => randomWord(rng, 100, 'abcde'));
  const words3 = Array.from({ length: 2_000 }, () => shuffled(rng, longBases[rng.int(0, longBases.length - 1)]));
  return [makeCase(words1), makeCase(words2), makeCase(words3)];
};

export default largeTestCases;
