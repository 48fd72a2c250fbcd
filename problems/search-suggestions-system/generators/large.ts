/**
 * Generator of the large secret test cases of "Search Suggestions System" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * 50000 products and a search word of 100000 letters: scanning every product again for each typed
 * letter is 5 * 10^9 steps, while a trie or the sorted list with a shrinking block needs one pass.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

const randomWord = (alphabet: string, len: number, rng: Rng): string => Array.from({ length: len }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');

/** Suggestions by binary search in the sorted list, one prefix at a time (no prefix is matched past the longest product). */
const makeCase = (products: string[], searchWord: string): GeneratedCase => {
  const sorted = [...products].sort();
  const longest = Math.max(...products.map((p) => p.length));
  const lines: string[] = [];
  for (let len = 1; len <= searchWord.length; len++) {
    if (len > longest) {
      lines.push('');
      continue;
    }
    const prefix = searchWord.slice(0, len);
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    lines.push(sorted.slice(lo, lo + 3).filter((p) => p.startsWith(prefix)).join(' '));
  }
  return { input: `${products.length}\n${products.join('\n')}\n${searchWord}\n`, output: lines.map((l) => `${l}\n`).join('') };
};

/** `count` distinct words from `make`. */
const distinct = (count: number, make: () => string): string[] => {
  const set = new Set<string>();
  while (set.size < count) set.add(make());
  return [...set];
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x3a2d_0121);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  // Random short products, plus 40 that share a beginning of 1 to 150 letters with the search word.
  const searchA = randomWord(letters, 100000, rng);
  const productsA = distinct(50000, () =>
    rng.int(0, 1249) === 0 ? searchA.slice(0, rng.int(1, 150)) + randomWord(letters, rng.int(0, 5), rng) : randomWord(letters, rng.int(1, 8), rng),
  );
  // Two letters only: many products share long beginnings with the search word.
  const searchB = randomWord('ab', 100000, rng);
  const productsB = distinct(50000, () => randomWord('ab', rng.int(1, 17), rng));
  return [makeCase(productsA, searchA), makeCase(productsB, searchB)];
};

export default largeTestCases;
