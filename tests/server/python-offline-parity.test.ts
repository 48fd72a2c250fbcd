/**
 * The offline Python runner against the server's judge (`python3 -I -S -B main.py` in the real
 * bubblewrap sandbox): the runner's core (`src/workers/python-program.ts` over Pyodide, loaded in
 * Node from node_modules) with the browser's classification (`src/workers/python-cases.ts`,
 * `run-result.ts` and the judge's output checker) gives
 * - for built-in problems (a rotating sample of 3 a day), their Python reference solution and start code
 *   on the visible test cases: the same results as `POST /api/submit/runCode/:id` (every field but time
 *   and memory: status, description, stdout, stderr, message);
 * - for a set of programs (stdin idioms, exit statuses, an uncaught exception, a syntax error,
 *   the `-S` builtins, the output limit): byte-identical stdout and the same status as
 *   `judge.evaluate`, the same compile output, and the judge's traceback.
 */
import path from 'node:path';
import { loadPyodide } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATUS, type RunCaseResult } from '../../common/contract/submission.ts';
import { stableId } from '../../server/db/ids.ts';
import { createPythonProgramRunner, type PythonProgramRunner } from '../../src/workers/python-program.ts';
import { runPythonCasesHere } from '../../src/workers/python-cases.ts';
import { BUILT_IN_PROBLEMS, joinedFor } from '../support/builtin-problems.ts';
import { learnerLineNumbers } from '../../common/domain/driver.ts';
import { rotatingSample } from '../support/rotating-sample.ts';
import { ApiClient } from '../support/client.ts';
import { judgeTestAppForSuite } from '../support/test-server.ts';

/** The problem-style (C++) time limit given to both sides, ms (×3 for Python). */
const LIMIT_MS = 2000;

const t = judgeTestAppForSuite();
let api: ApiClient;
let runner: PythonProgramRunner;

beforeAll(async () => {
  const pyodide = await loadPyodide({ indexURL: `${path.resolve('node_modules/pyodide')}/` });
  runner = createPythonProgramRunner(pyodide);
  api = new ApiClient(t.app);
  await api.signUp();
}, 120_000);

const comparable = (r: RunCaseResult) => ({ ...r, time: 0, memory: 0 });

describe('built-in problems: Python offline runner = runCode on the server', () => {
  // A rotating sample of 3 problems a day (tests/support/rotating-sample.ts; all with VERIFY_ALL_PROBLEMS=1).
  for (const problem of rotatingSample(BUILT_IN_PROBLEMS, 3)) {
    const programs = [
      { name: 'reference solution', code: problem.referenceSolution.find((s) => s.language === 'python3')!.completeCode, accepted: true },
      { name: 'start code', code: problem.startCode.find((s) => s.language === 'python3')!.initialCode, accepted: false },
    ];
    for (const program of programs) {
      it(`${problem.slug}: ${program.name}`, async () => {
        const cases = problem.visibleTestCases.map((c) => ({ input: c.input, output: c.output }));
        const res = await api.post(`/api/submit/runCode/${stableId(problem.slug)}`, { language: 'python3', code: program.code });
        expect(res.statusCode, res.body).toBe(200);
        const server = res.json() as RunCaseResult[];
        // As on the page: the code joined to the problem's driver, messages numbered by the learner's lines.
        const joined = joinedFor(problem.slug, 'python3', program.code);
        const lines = (text: string | null) => (text === null ? null : learnerLineNumbers('python3', text, joined));
        const offline = runPythonCasesHere(runner, joined.program, cases, {
          timeLimitMs: problem.timeLimitMs ?? LIMIT_MS,
          ...(problem.validation ? { validation: problem.validation } : {}),
        }).map((r) => ({ ...r, stderr: lines(r.stderr), compile_output: lines(r.compile_output) }));
        expect(offline.map(comparable)).toEqual(server.map(comparable));
        for (const [i, r] of offline.entries()) expect(r.stdout, `case ${i}: stdout`).toBe(server[i]!.stdout);
        expect(offline.every((r) => r.status_id === STATUS.ACCEPTED)).toBe(program.accepted);
      });
    }
  }
});

/** Programs and the stdins each runs on. */
const PROGRAMS: { name: string; code: string; stdins: string[] }[] = [
  { name: 'input()', code: 'a = int(input())\nb = input()\nprint(a * 2, repr(b))', stdins: ['21\nx y\r\n', '1\nlast'] },
  { name: 'input() at the end of stdin', code: 'print(input())\nprint(input())', stdins: ['one', 'one\n'] },
  { name: 'sys.stdin.read()', code: 'import sys\ndata = sys.stdin.read()\nprint(repr(data), sum(map(int, data.split())))', stdins: ['1 2\n3\n', '4\r\n5', ''] },
  { name: 'sys.stdin.buffer.read()', code: 'import sys\nprint(sys.stdin.buffer.read())', stdins: ['a\r\nb', 'héllo\n'] },
  { name: 'for line in sys.stdin', code: 'import sys\nfor line in sys.stdin:\n    print(repr(line))', stdins: ['a\nb\r\nc', '\n\n'] },
  { name: 'sys.stdin.readline()', code: 'import sys\nprint(repr(sys.stdin.readline()), repr(sys.stdin.readline()), repr(sys.stdin.readline()))', stdins: ['1\n2', ''] },
  { name: 'open(0).read()', code: 'print(open(0).read().split())', stdins: ['x y\nz'] },
  { name: 'print and sys.stdout.write', code: 'import sys\nprint(1, "a", [2.5], {"k": None}, sep="-", end="!\\n")\nsys.stdout.write("w\\n")\nprint("é→")', stdins: [''] },
  { name: 'stderr and stdout', code: 'import sys\nprint("out")\nprint("err", file=sys.stderr)', stdins: [''] },
  { name: 'sys.exit(3)', code: 'import sys\nprint("before")\nsys.exit(3)\nprint("after")', stdins: [''] },
  { name: 'sys.exit()', code: 'import sys\nprint("a")\nsys.exit()', stdins: [''] },
  { name: 'sys.exit with a message', code: 'import sys\nsys.exit("bye")', stdins: [''] },
  { name: 'an uncaught exception', code: 'print("out")\ndef f(x):\n    return [1][x]\nf(int(input()))\n', stdins: ['3', '0'] },
  { name: 'exit() without site', code: 'print("a")\nexit(0)', stdins: [''] },
  { name: 'deep recursion', code: 'def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\nprint(f(int(input())))', stdins: ['900', '5000'] },
  { name: 'big integers', code: 'print(2 ** 200, str(3 ** 100)[::-1])', stdins: [''] },
  { name: 'a syntax error', code: 'print("never")\nx = (1,\n', stdins: ['', '1'] },
  { name: 'an indentation error', code: 'def f():\nreturn 1\n', stdins: [''] },
  { name: 'an output flood', code: 'while True:\n    print("flood " * 100)', stdins: [''] },
];

describe('programs: Python offline runner = the judge', () => {
  for (const program of PROGRAMS) {
    it(program.name, async () => {
      const tests = program.stdins.map((input) => ({ input, output: '' }));
      const outcome = await t.server.judge.evaluate({ language: 'python3', code: program.code, tests, timeLimitMs: LIMIT_MS, memoryLimitKb: 256 * 1024, stopOnFirstFailure: false });
      const offline = runPythonCasesHere(runner, program.code, tests, { timeLimitMs: LIMIT_MS });
      if (outcome.compileOutput !== null) {
        expect(offline.map((r) => r.status_id)).toEqual(program.stdins.map(() => STATUS.COMPILATION_ERROR));
        expect(offline[0]!.compile_output).toBe(outcome.compileOutput);
        return;
      }
      expect(offline.map((r) => r.status_id)).toEqual(outcome.cases.map((c) => c.statusId));
      for (const [i, c] of outcome.cases.entries()) {
        const r = offline[i]!;
        expect(r.stdout, `stdin #${i}: stdout`).toBe(c.stdout);
        if (c.statusId === STATUS.RE_NZEC) expect(r.stderr ?? '', `stdin #${i}: stderr`).toBe(c.stderr);
      }
    });
  }
});
