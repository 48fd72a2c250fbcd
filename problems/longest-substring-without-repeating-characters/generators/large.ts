/**
 * Generator of the large secret test cases of "Longest Substring Without Repeating Characters"
 * (data/secret/large/). Deterministic: a seeded mulberry32 generator, so every build writes the same
 * files. Run at build time by `npm run problems:build` (server/modules/packages/generate.ts), which
 * writes each input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the
 * answer computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

/**
 * An independent check: from each start, extend until a character repeats (at most 96 steps, as there
 * are 95 printable characters).
 */
const solve = (s: string): number => {
  let best = 0;
  for (let i = 0; i < s.length; i++) {
    const seen = new Set<number>();
    let j = i;
    while (j < s.length && !seen.has(s.charCodeAt(j))) seen.add(s.charCodeAt(j++));
    best = Math.max(best, j - i);
  }
  return best;
};

const makeCase = (s: string): GeneratedCase => ({ input: `${s}\n`, output: `${solve(s)}\n` });

/** The 95 printable ASCII characters, space first. */
const PRINTABLE = Array.from({ length: 95 }, (_, k) => String.fromCharCode(32 + k)).join('');

const randomText = (rng: Rng, length: number, alphabet: string): string => {
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet[rng.int(0, alphabet.length - 1)];
  return s;
};

/** A random order of the characters of `alphabet`. */
const shuffled = (rng: Rng, alphabet: string): string => {
  const a = alphabet.split('');
  for (let i = a.length - 1; i > 0; i--) {
    const k = rng.int(0, i);
    [a[i], a[k]] = [a[k]!, a[i]!];
  }
  return a.join('');
};

/** The input line must not end in a space that a text editor could drop. */
const visibleEnd = (s: string): string => (s.endsWith(' ') ? `${s.slice(0, -1)}~` : s);

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x4604_0001);
  const cases: GeneratedCase[] = [];
  const n = 100000;

  // 1) Random printable characters, spaces included.
  cases.push(makeCase(visibleEnd(randomText(rng, n, PRINTABLE))));

  // 2) Random lowercase letters with one block of all 95 printable characters in a random order
  //    (bordered by characters of the block, so the answer is exactly 95).
  {
    const block = shuffled(rng, PRINTABLE.slice(1));
    const text = randomText(rng, n - 200, 'abcdefghijklmnopqrstuvwxyz');
    const at = rng.int(1000, n - 2000);
    cases.push(makeCase(visibleEnd(`${text.slice(0, at)}${block[block.length - 1]} ${block}${block[0]}${text.slice(at)}`)));
  }

  // 3) A single character repeated: the answer is 1.
  cases.push(makeCase('q'.repeat(n)));

  // 4) The same 90-character run repeated: every window of 90 consecutive characters is repeat-free.
  {
    const run = shuffled(rng, PRINTABLE.slice(1)).slice(0, 90);
    cases.push(makeCase(run.repeat(Math.floor(n / 90))));
  }

  // 5) Two letters alternating with rare digits: short windows everywhere.
  {
    let s = '';
    for (let i = 0; i < n; i++) s += rng.int(0, 99) === 0 ? String(rng.int(0, 9)) : i % 2 === 0 ? 'x' : 'y';
    cases.push(makeCase(s));
  }

  return cases;
};

export default largeTestCases;
