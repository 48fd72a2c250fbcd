/**
 * Generator of the large secret test cases of "Word Break" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** Forward search: from every reachable position, mark the ends of all words that start there. */
const canSplit = (s: string, words: string[]): boolean => {
  const reach = new Uint8Array(s.length + 1);
  reach[0] = 1;
  for (let i = 0; i < s.length; i++) {
    if (!reach[i]) continue;
    for (const w of words) if (s.startsWith(w, i)) reach[i + w.length] = 1;
  }
  return reach[s.length] === 1;
};

const makeCase = (s: string, words: string[]): GeneratedCase => ({
  input: `${s}\n${words.length}\n${words.join(' ')}\n`,
  output: `${canSplit(s, words)}\n`,
});

type Rng = ReturnType<typeof createRng>;
const randomWord = (rng: Rng, length: number, alphabet: string): string => {
  let w = '';
  for (let i = 0; i < length; i++) w += alphabet[rng.int(0, alphabet.length - 1)];
  return w;
};

/** `count` different random words of 1 to `maxLength` letters. */
const randomDictionary = (rng: Rng, count: number, maxLength: number, alphabet: string): string[] => {
  const words = new Set<string>();
  while (words.size < count) words.add(randomWord(rng, rng.int(1, maxLength), alphabet));
  return [...words];
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xb7ea_0004);
  const runs = Array.from({ length: 20 }, (_, i) => 'a'.repeat(i + 1));
  // A sentence of random words over two letters, glued together.
  const dict = randomDictionary(rng, 1000, 20, 'ab').filter((w) => w.length >= 6);
  let sentence = '';
  while (sentence.length < 980) sentence += dict[rng.int(0, dict.length - 1)];
  sentence = sentence.slice(0, 1000);
  const longWords = randomDictionary(rng, 300, 20, 'xyz').filter((w) => w.length >= 15);
  let xyz = '';
  while (xyz.length < 960) xyz += longWords[rng.int(0, longWords.length - 1)];
  return [
    // a...ab with every run of a's as a word: no split exists, and a plain recursion tries exponentially many.
    makeCase(`${'a'.repeat(999)}b`, runs),
    // 1000 a's: many splits.
    makeCase('a'.repeat(1000), runs),
    // Random words over two letters (the text may be cut in the middle of a word).
    makeCase(sentence, dict),
    // The same words, but s has a c in the middle that no word contains.
    makeCase(`${sentence.slice(0, 500)}c${sentence.slice(501)}`, dict),
    // Long words only, over three other letters.
    makeCase(xyz, longWords),
  ];
};

export default largeTestCases;
