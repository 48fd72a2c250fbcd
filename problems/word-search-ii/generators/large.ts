/**
 * Generator of the large secret test cases of "Word Search II" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 *
 * The board is nearly all `a`, with each other letter once, and the words start with a run of `a`s:
 * a separate search per word walks the same thousands of `a`-paths for each of the 30000 words,
 * while a trie walks them once for all words together.
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
const N = 12;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** stdin: `m n`, the rows, the number of words, then one word per line. */
const toInput = (rows: string[], words: string[]): string => `${rows.length} ${rows[0]!.length}\n${rows.join('\n')}\n${words.length}\n${words.join('\n')}\n`;

/** Whether one word can be traced: letter counts first, then a depth-first search from the rarer end of the word. */
const exists = (rows: string[], word: string): boolean => {
  const m = rows.length;
  const n = rows[0]!.length;
  const cells = rows.join('');
  const count = (s: string, ch: string) => [...s].filter((c) => c === ch).length;
  for (const ch of new Set(word)) if (count(cells, ch) < count(word, ch)) return false;
  const w = count(cells, word[0]!) > count(cells, word[word.length - 1]!) ? [...word].reverse().join('') : word;
  const visited = new Uint8Array(m * n);
  const go = (cell: number, k: number): boolean => {
    if (cells[cell] !== w[k] || visited[cell]) return false;
    if (k === w.length - 1) return true;
    visited[cell] = 1;
    const i = Math.floor(cell / n);
    const j = cell % n;
    const ok = (i > 0 && go(cell - n, k + 1)) || (i + 1 < m && go(cell + n, k + 1)) || (j > 0 && go(cell - 1, k + 1)) || (j + 1 < n && go(cell + 1, k + 1));
    visited[cell] = 0;
    return ok;
  };
  for (let c = 0; c < m * n; c++) if (go(c, 0)) return true;
  return false;
};

const makeCase = (rows: string[], words: string[]): GeneratedCase => {
  const found = words.filter((w) => exists(rows, w)).sort();
  return { input: toInput(rows, words), output: `${found.join(' ')}\n` };
};

/** A board of `a`s with each of the other 25 letters in one random cell. */
const mostlyA = (rng: Rng): string[] => {
  const cells = Array.from({ length: N * N }, () => 'a');
  for (const ch of LETTERS.slice(1)) {
    let c = rng.int(0, N * N - 1);
    while (cells[c] !== 'a') c = rng.int(0, N * N - 1);
    cells[c] = ch;
  }
  return Array.from({ length: N }, (_, i) => cells.slice(i * N, i * N + N).join(''));
};

/** `count` distinct words made by `make` (which must be able to produce that many). */
const distinctWords = (count: number, make: () => string): string[] => {
  const set = new Set<string>();
  while (set.size < count) set.add(make());
  return [...set];
};

const letter = (rng: Rng) => LETTERS[rng.int(0, 25)]!;
const rare = (rng: Rng) => LETTERS[rng.int(1, 25)]!;

/** The letters along a random self-avoiding walk of `len` cells or fewer (a word that is on the board). */
const wordOnBoard = (rows: string[], len: number, rng: Rng): string => {
  const seen = new Set<number>();
  let cell = rng.int(0, N * N - 1);
  let word = '';
  for (;;) {
    seen.add(cell);
    word += rows[Math.floor(cell / N)]![cell % N];
    if (word.length === len) return word;
    const i = Math.floor(cell / N);
    const j = cell % N;
    const next = [i > 0 ? cell - N : -1, i + 1 < N ? cell + N : -1, j > 0 ? cell - 1 : -1, j + 1 < N ? cell + 1 : -1].filter((c) => c >= 0 && !seen.has(c));
    if (next.length === 0) return word;
    cell = next[rng.int(0, next.length - 1)]!;
  }
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x3a2d_0120);
  const cases: GeneratedCase[] = [];
  // 30000 words: six a's, a rare letter, then three random letters.
  const boardA = mostlyA(rng);
  cases.push(makeCase(boardA, distinctWords(30000, () => 'aaaaaa' + rare(rng) + letter(rng) + letter(rng) + letter(rng))));
  // 15000 words that begin and end with a (so starting from the other end does not help either).
  const boardB = mostlyA(rng);
  cases.push(makeCase(boardB, distinctWords(15000, () => 'aaaaa' + rare(rng) + letter(rng) + letter(rng) + 'a')));
  // A random board; words from the board's paths mixed with random words of 1 to 10 letters.
  const boardC = Array.from({ length: N }, () => Array.from({ length: N }, () => letter(rng)).join(''));
  cases.push(
    makeCase(
      boardC,
      distinctWords(30000, () =>
        rng.int(0, 1) === 0 ? wordOnBoard(boardC, rng.int(1, 10), rng) : Array.from({ length: rng.int(1, 10) }, () => letter(rng)).join(''),
      ),
    ),
  );
  return cases;
};

export default largeTestCases;
