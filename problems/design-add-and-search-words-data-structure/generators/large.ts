/**
 * Generator of the large secret test cases of "Design Add and Search Words Data Structure"
 * (data/secret/large/). Deterministic: a seeded mulberry32 generator, so every build writes the same
 * files. Run at build time by `npm run problems:build` (server/modules/packages/generate.ts), which
 * writes each input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the
 * answer computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One call: the operation's name and its word. */
type Call = [name: 'addWord' | 'search', word: string];

/**
 * Answers the calls with a set of the added words: a pattern with d dots (d <= 2) matches when one of
 * its 26^d spellings is in the set.
 */
const makeCase = (calls: Call[]): GeneratedCase => {
  const words = new Set<string>();
  const spells = (pattern: string): boolean => {
    const dot = pattern.indexOf('.');
    if (dot < 0) return words.has(pattern);
    for (const c of LETTERS) if (spells(pattern.slice(0, dot) + c + pattern.slice(dot + 1))) return true;
    return false;
  };
  const results = ['null'];
  for (const [name, word] of calls) {
    if (name === 'addWord') {
      words.add(word);
      results.push('null');
    } else results.push(String(spells(word)));
  }
  const names = ['WordDictionary', ...calls.map((c) => c[0])];
  const args = [[], ...calls.map((c) => [c[1]])];
  return {
    input: `${JSON.stringify(names)}\n${JSON.stringify(args)}\n`,
    output: `[${results.join(',')}]\n`,
  };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5eed_3101);
  const letters = (n: number): string => {
    let s = '';
    for (; n > 0; n--) s += LETTERS[rng.int(0, 25)];
    return s;
  };
  /** The word with up to `most` of its positions (at random) replaced by '.'. */
  const dotted = (w: string, most: number): string => {
    const chars = [...w];
    for (let d = rng.int(0, most); d > 0; d--) chars[rng.int(0, chars.length - 1)] = '.';
    return chars.join('');
  };
  /** The word with one position changed to another letter. */
  const altered = (w: string): string => {
    const i = rng.int(0, w.length - 1);
    const c = LETTERS[(LETTERS.indexOf(w[i]!) + rng.int(1, 25)) % 26]!;
    return w.slice(0, i) + c + w.slice(i + 1);
  };
  const cases: GeneratedCase[] = [];

  // Words of the longest length (25) sharing a stem of 20 letters and ending in letters a-m, then
  // searches that mostly miss only at their last letter (one of n-z): comparing a pattern with every
  // stored word walks the whole word each time (about 26000 * 26000 * 25 steps), while the trie walks
  // it once per search. Sized to keep the file small rather than to use all 10^5 operations.
  const stem = letters(20);
  const tail = (n: number): string => {
    let s = '';
    for (; n > 0; n--) s += LETTERS[rng.int(0, 12)];
    return s;
  };
  const added: string[] = [];
  const stemmed: Call[] = [];
  const add = (w: string) => {
    added.push(w);
    stemmed.push(['addWord', w]);
  };
  for (let i = 0; i < 26000; i++) add(stem + tail(5));
  for (let i = 0; i < 26000; i++) {
    const r = rng.int(0, 9);
    const known = added[rng.int(0, added.length - 1)]!;
    let q: string;
    if (r < 2) q = dotted(known, 2);
    else if (r < 3) q = dotted(altered(known), 2);
    else q = dotted(known.slice(0, -1), 2) + LETTERS[rng.int(13, 25)];
    stemmed.push(['search', q]);
    if (rng.int(0, 49) === 0) add(stem + tail(5));
  }
  cases.push(makeCase(stemmed));

  // Short random words over the whole alphabet: the top of the trie is full, so dots near the
  // front branch widely.
  const dense: Call[] = [];
  const shortWords: string[] = [];
  for (let i = 0; i < 2000; i++) {
    const w = letters(rng.int(1, 7));
    shortWords.push(w);
    dense.push(['addWord', w]);
  }
  for (let i = 0; i < 1500; i++) {
    const r = rng.int(0, 2);
    const known = shortWords[rng.int(0, shortWords.length - 1)]!;
    dense.push(['search', r === 0 ? dotted(known, 2) : r === 1 ? dotted(altered(known), 2) : dotted(letters(rng.int(1, 8)), 2)]);
  }
  cases.push(makeCase(dense));

  return cases;
};

export default largeTestCases;
