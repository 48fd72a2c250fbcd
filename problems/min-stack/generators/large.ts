/**
 * Generator of the large secret test cases of "Min Stack" (data/secret/large/).
 * Deterministic: a seeded mulberry32 generator, so every build writes the same files. Run at
 * build time by `npm run problems:build` (server/modules/packages/generate.ts), which writes each
 * input as `NN.in` and takes the answer `NN.ans` from the accepted JavaScript solution; the answer
 * computed here must agree with it (a second, independent check of the reference solution).
 */
import { createRng } from '../../_lib/rng.ts';
import type { GeneratedCase } from '../../_lib/generated-case.ts';

const MIN = -2147483648;
const MAX = 2147483647;

/** One call: the operation's name and its arguments. */
type Call = [name: string, args: number[]];

/** Runs the calls on a model stack (each entry keeps the smallest value at or below it) and shows the case. */
const makeCase = (calls: Call[]): GeneratedCase => {
  const stack: { val: number; min: number }[] = [];
  const results = ['null'];
  for (const [name, args] of calls) {
    if (name === 'push') {
      const below = stack.length ? stack[stack.length - 1]!.min : args[0]!;
      stack.push({ val: args[0]!, min: Math.min(args[0]!, below) });
      results.push('null');
    } else if (name === 'pop') {
      stack.pop();
      results.push('null');
    } else if (name === 'top') results.push(String(stack[stack.length - 1]!.val));
    else results.push(String(stack[stack.length - 1]!.min));
  }
  const names = ['MinStack', ...calls.map((c) => c[0])];
  const args = [[], ...calls.map((c) => c[1])];
  return {
    input: `${JSON.stringify(names)}\n${JSON.stringify(args)}\n`,
    output: `[${results.join(',')}]\n`,
  };
};

/** The large test cases, in order: stdin and the expected stdout. */
const largeTestCases = (): GeneratedCase[] => {
  const rng = createRng(0x5eed_2601);
  const cases: GeneratedCase[] = [];

  // A tall stack of one-digit values, then queries, almost all getMin: scanning the stack for every
  // getMin is quadratic (about 80000 * 84000 steps). Small values keep the file small.
  const tall: Call[] = [];
  for (let i = 0; i < 80000; i++) tall.push(['push', [rng.int(0, 9)]]);
  for (let i = 0; i < 86000; i++) tall.push([rng.int(0, 49) === 0 ? 'top' : 'getMin', []]);
  cases.push(makeCase(tall));

  // Random mix over the whole int range with many repeated values (a shorter stream).
  const mixed: Call[] = [];
  let size = 0;
  const pool = [MIN, MAX, 0, -1, 1];
  for (let i = 0; i < 2000; i++) {
    const r = rng.int(0, 99);
    if (size < 2 || r < 45) {
      const v = rng.int(0, 9) === 0 ? pool[rng.int(0, pool.length - 1)]! : rng.int(-50, 50) * 40000000;
      mixed.push(['push', [Math.max(MIN, Math.min(MAX, v))]]);
      size++;
    } else if (r < 65) {
      mixed.push(['pop', []]);
      size--;
    } else if (r < 80) mixed.push(['top', []]);
    else mixed.push(['getMin', []]);
  }
  cases.push(makeCase(mixed));

  return cases;
};

export default largeTestCases;
