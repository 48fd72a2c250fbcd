/**
 * Generator of the large secret test cases of "Word Ladder" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** stdin: `beginWord endWord`, then `m`, then one word per line. */
const ladderInput = (begin: string, end: string, words: string[]): string => [`${begin} ${end}`, `${words.length}`, ...words].join('\n') + '\n';

/**
 * Breadth-first search that tries every one-letter change of a word against a set of the words
 * (a different method from the reference's wildcard buckets). Returns the number of words in the
 * shortest ladder, or 0.
 */
const ladder = (begin: string, end: string, words: string[]): number => {
  const dict = new Set(words);
  if (!dict.has(end)) return 0;
  const dist = new Map<string, number>([[begin, 1]]);
  const queue = [begin];
  for (let head = 0; head < queue.length; head++) {
    const w = queue[head];
    for (let p = 0; p < w.length; p++) {
      for (const ch of LETTERS) {
        const v = w.slice(0, p) + ch + w.slice(p + 1);
        if (!dict.has(v) || dist.has(v)) continue;
        if (v === end) return dist.get(w)! + 1;
        dist.set(v, dist.get(w)! + 1);
        queue.push(v);
      }
    }
  }
  return 0;
};

const makeCase = (begin: string, end: string, words: string[]): GeneratedCase => ({
  input: ladderInput(begin, end, words),
  output: `${ladder(begin, end, words)}\n`,
});

const shuffle = <T>(rng: Rng, items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

/** A random word of `len` letters from the first `alphabet` letters. */
const randomWord = (rng: Rng, len: number, alphabet: number): string => {
  let w = '';
  for (let i = 0; i < len; i++) w += LETTERS[rng.int(0, alphabet - 1)];
  return w;
};

/** `count` distinct random words, none of them in `avoid`. */
const randomWords = (rng: Rng, count: number, len: number, alphabet: number, avoid: Set<string>): string[] => {
  const seen = new Set(avoid);
  const words: string[] = [];
  while (words.length < count) {
    const w = randomWord(rng, len, alphabet);
    if (seen.has(w)) continue;
    seen.add(w);
    words.push(w);
  }
  return words;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x1add_e2);
  const m = 50000;
  const cases: GeneratedCase[] = [];

  // A dense dictionary: 50000 of the 65536 eight-letter words over a, b, c, d, so most words have
  // about 18 neighbours. From aaaaaaaa to dddddddd.
  {
    const ends = new Set(['aaaaaaaa', 'dddddddd']);
    const words = [...randomWords(rng, m - 1, 8, 4, ends), 'dddddddd'];
    cases.push(makeCase('aaaaaaaa', 'dddddddd', shuffle(rng, words)));
  }

  // One long ladder of 250 ten-letter words without shortcuts: step i changes position i mod 10 to
  // the letter of its round (b, c, d, ...), so two words more than one step apart differ in at least
  // two places. It is hidden among random ten-letter words.
  {
    const path: string[] = [];
    const w = 'aaaaaaaaaa'.split('');
    for (let i = 0; i < 250; i++) {
      w[i % 10] = LETTERS[Math.floor(i / 10) + 1];
      path.push(w.join(''));
    }
    const words = [...path, ...randomWords(rng, m - path.length, 10, 26, new Set([...path, 'aaaaaaaaaa']))];
    cases.push(makeCase('aaaaaaaaaa', path[path.length - 1], shuffle(rng, words)));
  }

  // No ladder: the dense dictionary again, but the end word zzzzzzzz differs from every other word
  // in all eight letters.
  {
    const words = [...randomWords(rng, m - 1, 8, 4, new Set(['aaaaaaaa'])), 'zzzzzzzz'];
    cases.push(makeCase('aaaaaaaa', 'zzzzzzzz', shuffle(rng, words)));
  }

  return cases;
};

export default largeTestCases;
