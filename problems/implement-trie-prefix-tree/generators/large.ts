/**
 * Generator of the large secret test cases of "Implement Trie (Prefix Tree)" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

/** One call: the operation's name and its word. */
type Call = [name: 'insert' | 'search' | 'startsWith', word: string];

/** Answers the calls with a set of the words and a set of all their prefixes, and shows the case. */
const makeCase = (calls: Call[]): GeneratedCase => {
  const words = new Set<string>();
  const prefixes = new Set<string>();
  const results = ['null'];
  for (const [name, word] of calls) {
    if (name === 'insert') {
      words.add(word);
      for (let i = 1; i <= word.length; i++) prefixes.add(word.slice(0, i));
      results.push('null');
    } else if (name === 'search') results.push(String(words.has(word)));
    else results.push(String(prefixes.has(word)));
  }
  const names = ['Trie', ...calls.map((c) => c[0])];
  const args = [[], ...calls.map((c) => [c[1]])];
  return {
    input: `${JSON.stringify(names)}\n${JSON.stringify(args)}\n`,
    output: `[${results.join(',')}]\n`,
  };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5eed_2701);
  const randomWord = (lo: number, hi: number, letters = 26): string => {
    let s = '';
    for (let n = rng.int(lo, hi); n > 0; n--) s += String.fromCharCode(97 + rng.int(0, letters - 1));
    return s;
  };
  const cases: GeneratedCase[] = [];

  // Many short words, then as many queries that mostly miss: scanning a list of words per query is
  // quadratic (about 48000 * 48000 string comparisons). Four-letter words keep the file small.
  const many: Call[] = [];
  const inserted: string[] = [];
  const present = new Set<string>();
  for (let i = 0; i < 48000; i++) {
    const w = randomWord(4, 4);
    inserted.push(w);
    present.add(w);
    many.push(['insert', w]);
  }
  // A word that is not there and shares its first three letters with one that is, so that every
  // comparison with that word runs to the last letter.
  const absent = (): string => {
    for (;;) {
      const known = inserted[rng.int(0, inserted.length - 1)]!;
      const w = known.slice(0, 3) + randomWord(1, 1);
      if (!present.has(w)) return w;
    }
  };
  for (let i = 0; i < 48000; i++) {
    const kind = rng.int(0, 19);
    const known = inserted[rng.int(0, inserted.length - 1)]!;
    if (kind < 2) many.push(['search', known]); // a word that is there
    else if (kind < 3) many.push(['startsWith', known.slice(0, rng.int(1, 4))]); // one of its prefixes
    else if (kind < 4) many.push(['search', known.slice(0, rng.int(1, 3))]); // a prefix, not a word
    else if (kind < 18) many.push(['startsWith', absent()]); // no word starts so
    else many.push(['search', absent()]); // absent
  }
  cases.push(makeCase(many));

  // Few letters and long words: deep shared paths, words that are prefixes of other words.
  const deep: Call[] = [];
  const stems: string[] = [];
  for (let i = 0; i < 12; i++) stems.push(randomWord(500, 2000, 3));
  for (let i = 0; i < 2500; i++) {
    const stem = stems[rng.int(0, stems.length - 1)]!;
    const r = rng.int(0, 9);
    if (r < 3) deep.push(['insert', randomWord(1, 12, 3)]);
    else if (r < 4) deep.push(['insert', stem.slice(0, rng.int(1, 40))]);
    else if (r < 7) deep.push(['search', randomWord(1, 14, 3)]);
    else deep.push(['startsWith', rng.int(0, 1) ? randomWord(1, 16, 3) : stem.slice(0, rng.int(1, 45))]);
  }
  for (const stem of stems.slice(0, 6)) deep.push(['insert', stem], ['search', stem], ['search', stem.slice(0, -1)], ['startsWith', stem.slice(0, -1)]);
  cases.push(makeCase(deep));

  return cases;
};

export default largeTestCases;
