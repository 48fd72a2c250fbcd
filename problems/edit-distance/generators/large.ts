/**
 * Generator of the large secret test cases of "Edit Distance" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** Levenshtein distance with two rolling rows. */
const editDistance = (a: string, b: string): number => {
  const m = b.length;
  let prev = new Int32Array(m + 1);
  let cur = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      if (ca === b.charCodeAt(j - 1)) cur[j] = prev[j - 1];
      else cur[j] = 1 + Math.min(prev[j - 1], prev[j], cur[j - 1]);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[m];
};

const makeCase = (a: string, b: string): GeneratedCase => ({
  input: `${a}\n${b}\n`,
  output: `${editDistance(a, b)}\n`,
});



type Rng = ReturnType<typeof createRng>;

const randomWord = (rng: Rng, length: number, alphabet: string): string => {
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet[rng.int(0, alphabet.length - 1)];
  return s;
};

/** Applies `edits` random insertions, deletions and replacements, keeping the length in [1, maxLength]. */
const mutate = (rng: Rng, word: string, edits: number, alphabet: string, maxLength: number): string => {
  const letters = word.split('');
  for (let e = 0; e < edits; e++) {
    const kind = rng.int(0, 2);
    const letter = alphabet[rng.int(0, alphabet.length - 1)];
    if (kind === 0 && letters.length < maxLength) letters.splice(rng.int(0, letters.length), 0, letter);
    else if (kind === 1 && letters.length > 1) letters.splice(rng.int(0, letters.length - 1), 1);
    else letters[rng.int(0, letters.length - 1)] = letter;
  }
  return letters.join('');
};

const LOWER = 'abcdefghijklmnopqrstuvwxyz';

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0xed17_0001);
  const cases: GeneratedCase[] = [];

  // Two unrelated words of maximum length.
  cases.push(makeCase(randomWord(rng, 2000, LOWER), randomWord(rng, 2000, LOWER)));

  // Near-identical words over a two-letter alphabet (many equal letters, many ties).
  const base = randomWord(rng, 2000, 'ab');
  cases.push(makeCase(base, mutate(rng, base, 150, 'ab', 2000)));

  // A word against its own reverse, three-letter alphabet, different lengths.
  const w = randomWord(rng, 1999, 'xyz');
  cases.push(makeCase(w, w.split('').reverse().join('') + 'x'));

  // Very different lengths: one letter against a maximum-length word.
  cases.push(makeCase('q', randomWord(rng, 2000, LOWER)));

  return cases;
};

export default largeTestCases;
