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

  // Many words, then many queries that mostly miss: scanning a list of words per query is quadratic.
  const many: Call[] = [];
  const inserted: string[] = [];
  for (let i = 0; i < 50000; i++) {
    const w = randomWord(5, 10);
    inserted.push(w);
    many.push(['insert', w]);
  }
  for (let i = 0; i < 70000; i++) {
    const kind = rng.int(0, 9);
    const known = inserted[rng.int(0, inserted.length - 1)]!;
    let w: string;
    if (kind < 2) w = known; // a word that is there
    else if (kind < 4) w = known.slice(0, rng.int(1, known.length)); // one of its prefixes
    else if (kind < 6) w = known + randomWord(1, 3); // runs past a word's end
    else w = randomWord(3, 10); // random: almost always absent
    many.push([rng.int(0, 1) === 0 ? 'search' : 'startsWith', w]);
    if (rng.int(0, 19) === 0) {
      const extra = randomWord(1, 10);
      inserted.push(extra);
      many.push(['insert', extra]);
    }
  }
  cases.push(makeCase(many));

  // Few letters and long words: deep shared paths, words that are prefixes of other words.
  const deep: Call[] = [];
  const stems: string[] = [];
  for (let i = 0; i < 50; i++) stems.push(randomWord(500, 2000, 3));
  for (let i = 0; i < 70000; i++) {
    const stem = stems[rng.int(0, stems.length - 1)]!;
    const r = rng.int(0, 9);
    if (r < 3) deep.push(['insert', randomWord(1, 12, 3)]);
    else if (r < 4) deep.push(['insert', stem.slice(0, rng.int(1, 40))]);
    else if (r < 7) deep.push(['search', randomWord(1, 14, 3)]);
    else deep.push(['startsWith', rng.int(0, 1) ? randomWord(1, 16, 3) : stem.slice(0, rng.int(1, 45))]);
  }
  for (const stem of stems.slice(0, 20)) deep.push(['insert', stem], ['search', stem], ['search', stem.slice(0, -1)], ['startsWith', stem.slice(0, -1)]);
  cases.push(makeCase(deep));

  return cases;
};

export default largeTestCases;
