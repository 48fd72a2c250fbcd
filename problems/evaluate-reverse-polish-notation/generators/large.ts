/**
 * Generator of the large secret test cases of "Evaluate Reverse Polish Notation" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

type Rng = ReturnType<typeof createRng>;
const OPS = ['+', '-', '*', '/'] as const;
const LIMIT = 1_000_000_000;

/**
 * The value by an expression tree in BigInt (independent of the number stack): link every operator
 * to its two operand tokens, then evaluate the tokens in order (children always come first); BigInt
 * division truncates towards zero. Every value must stay within 32 bits.
 */
const evaluate = (tokens: string[]): bigint => {
  const left = new Array<number>(tokens.length).fill(-1);
  const right = new Array<number>(tokens.length).fill(-1);
  const open: number[] = [];
  tokens.forEach((t, i) => {
    if ((OPS as readonly string[]).includes(t)) {
      right[i] = open.pop()!;
      left[i] = open.pop()!;
    }
    open.push(i);
  });
  if (open.length !== 1) throw new Error('evaluate-reverse-polish-notation: invalid expression');
  const value = new Array<bigint>(tokens.length);
  tokens.forEach((t, i) => {
    if (left[i]! < 0) value[i] = BigInt(t);
    else {
      const a = value[left[i]!]!;
      const b = value[right[i]!]!;
      value[i] = t === '+' ? a + b : t === '-' ? a - b : t === '*' ? a * b : a / b;
    }
    if (value[i]! < -(2n ** 31n) || value[i]! >= 2n ** 31n) throw new Error('evaluate-reverse-polish-notation: value out of range');
  });
  return value[tokens.length - 1]!;
};

const makeCase = (tokens: string[]): GeneratedCase => ({
  input: `${tokens.length}\n${tokens.join(' ')}\n`,
  output: `${evaluate(tokens)}\n`,
});

/** An operator whose result on a, b stays within LIMIT and never divides by zero (falls back to + or -). */
const safeOp = (rng: Rng, a: number, b: number): { op: string; value: number } => {
  for (let tries = 0; tries < 4; tries++) {
    const op = OPS[rng.int(0, 3)]!;
    const value = op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : b === 0 ? NaN : Math.trunc(a / b);
    if (Number.isFinite(value) && Math.abs(value) <= LIMIT) return { op, value };
  }
  return Math.abs(a + b) <= Math.abs(a - b) ? { op: '+', value: a + b } : { op: '-', value: a - b };
};

/**
 * A valid expression of `numbers` numbers, written left to right; `pushBias(stackSize)` is the chance
 * of writing a number (rather than an operator) while both are possible.
 */
const expression = (rng: Rng, numbers: number, pushBias: (depth: number) => number): string[] => {
  const tokens: string[] = [];
  const st: number[] = [];
  let left = numbers;
  while (left > 0 || st.length > 1) {
    if (left > 0 && (st.length < 2 || rng.next() < pushBias(st.length))) {
      const v = rng.int(-200, 200);
      tokens.push(String(v));
      st.push(v);
      left--;
    } else {
      const b = st.pop()!;
      const a = st.pop()!;
      const { op, value } = safeOp(rng, a, b);
      tokens.push(op);
      st.push(value);
    }
  }
  return tokens;
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x00a5_0001);
  const cases: GeneratedCase[] = [];

  // 1) A left-deep chain "a b op c op d op ...": every operator comes right after its number.
  cases.push(makeCase(expression(rng, 100000, () => 0)));

  // 2) Deep nesting: 50000 numbers first, then 49999 operators; the stack grows to 50000 values.
  cases.push(makeCase(expression(rng, 50000, () => 1)));

  // 3) A random shape: numbers and operators mixed with a slight lean to keep the stack small.
  cases.push(makeCase(expression(rng, 60000, (d) => (d < 50 ? 0.55 : 0.4))));

  return cases;
};

export default largeTestCases;
