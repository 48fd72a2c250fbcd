/**
 * Generator of the large secret test cases of "Valid Palindrome" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;

/** Clean the text (lowercase, letters and digits only) and compare it with its reverse. */
const solve = (s: string): boolean => {
  const clean = s.toLowerCase().replace(/[^a-z0-9]/g, '');
  return clean === clean.split('').reverse().join('');
};

const makeCase = (s: string): GeneratedCase => ({ input: `${s}\n`, output: `${solve(s)}\n` });

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Printable ASCII characters that the cleaning removes. */
const JUNK = ' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

const pick = (rng: Rng, alphabet: string): string => alphabet[rng.int(0, alphabet.length - 1)]!;

/** Randomly uppercases letters. */
const randomCase = (rng: Rng, c: string): string => (rng.int(0, 1) === 1 ? c.toUpperCase() : c);

/** A cleaned palindrome of `len` characters (letters and digits). */
const palindromeCore = (rng: Rng, len: number, alphabet: string): string[] => {
  const half: string[] = [];
  for (let i = 0; i < Math.floor(len / 2); i++) half.push(pick(rng, alphabet));
  const mid = len % 2 === 1 ? [pick(rng, alphabet)] : [];
  return [...half, ...mid, ...[...half].reverse()];
};

/** Spreads the core characters (random case) among junk characters until the text has `total` characters. */
const dress = (rng: Rng, core: string[], total: number): string => {
  const junk = total - core.length;
  const out: string[] = [];
  let j = 0;
  for (let i = 0; i < core.length; i++) {
    // About the same share of junk before every core character.
    const want = Math.floor(((i + 1) * junk) / (core.length + 1));
    while (j < want) {
      out.push(pick(rng, JUNK));
      j++;
    }
    out.push(randomCase(rng, core[i]!));
  }
  while (j < junk) {
    out.push(pick(rng, JUNK));
    j++;
  }
  // The input line must not end in a space that a text editor could drop; the last character is kept visible.
  if (out[out.length - 1] === ' ') out[out.length - 1] = '.';
  return out.join('');
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x4601_0001);
  const cases: GeneratedCase[] = [];
  const n = 200000;

  // 1) A palindrome of letters and digits, mixed case, among punctuation and spaces: true.
  cases.push(makeCase(dress(rng, palindromeCore(rng, 120001, ALNUM), n)));

  // 2) The same kind of text with one character changed next to the middle: false.
  {
    const core = palindromeCore(rng, 130000, ALNUM);
    const k = core.length / 2;
    core[k] = core[k] === 'z' ? 'y' : 'z';
    core[k - 1] = core[k] === 'a' ? 'b' : 'a';
    cases.push(makeCase(dress(rng, core, n)));
  }

  // 3) A two-letter palindrome with no junk at all (the whole line is the cleaned string): true.
  cases.push(makeCase(palindromeCore(rng, n, 'ab').map((c) => randomCase(rng, c)).join('')));

  // 4) Digits that differ only at the two ends of a long palindrome: false.
  {
    const core = palindromeCore(rng, n - 2, '0123456789');
    cases.push(makeCase(['1', ...core, '2'].join('')));
  }

  // 5) Nothing but punctuation and spaces (the cleaned string is empty): true.
  cases.push(makeCase(dress(rng, [], n)));

  return cases;
};

export default largeTestCases;
