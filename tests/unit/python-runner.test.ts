/**
 * The offline Python runner's core (`src/workers/python-program.ts` over Pyodide, loaded in Node
 * from node_modules with no network): the stdin and stdout idioms of Python programs, exit
 * statuses, tracebacks, the compile step, the output limit, and that each run starts clean.
 */
import path from 'node:path';
import { loadPyodide } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_LIMIT_BYTES } from '../../common/judging/limits.ts';
import { createPythonProgramRunner, type PythonProgramRunner } from '../../src/workers/python-program.ts';

let runner: PythonProgramRunner;

beforeAll(async () => {
  const pyodide = await loadPyodide({ indexURL: `${path.resolve('node_modules/pyodide')}/` });
  runner = createPythonProgramRunner(pyodide);
}, 120_000);

const run = (code: string, stdin = '') => runner.run(code, stdin);

describe('stdin idioms', () => {
  it('input() reads one line without its newline, and raises EOFError at the end', () => {
    expect(run('a = int(input())\nb = input()\nprint(a * 2, repr(b))', '21\nx y\r\n').stdout).toBe("42 'x y\\r'\n");
    const eof = run('print(input())\nprint(input())', 'one');
    expect(eof.stdout).toBe('one\n');
    expect(eof.exitCode).toBe(1);
    expect(eof.stderr).toMatch(/EOFError: EOF when reading a line\n$/);
  });

  it('sys.stdin.read(), sys.stdin.buffer.read() and open(0).read() read everything', () => {
    expect(run('import sys\nprint(sys.stdin.read().split())', '1 2\n3\n').stdout).toBe("['1', '2', '3']\n");
    expect(run('import sys\nprint(sys.stdin.buffer.read())', 'a\r\nb').stdout).toBe("b'a\\r\\nb'\n");
    expect(run('print(open(0).read().split())', 'x y\nz').stdout).toBe("['x', 'y', 'z']\n");
  });

  it('for line in sys.stdin and sys.stdin.readline() split at \\n only', () => {
    expect(run('import sys\nfor line in sys.stdin: print(repr(line))', 'a\nb\r\nc').stdout).toBe("'a\\n'\n'b\\r\\n'\n'c'\n");
    expect(run('import sys\nprint(repr(sys.stdin.readline()), repr(sys.stdin.readline()), repr(sys.stdin.readline()))', '1\n2').stdout).toBe("'1\\n' '2' ''\n");
  });

  it('reads UTF-8', () => {
    expect(run('s = input()\nprint(len(s), s[::-1])', 'héllo→\n').stdout).toBe('6 →olléh\n');
  });
});

describe('output and exit status', () => {
  it('print, sys.stdout.write and sys.stderr', () => {
    const o = run('import sys\nprint(1, "a", [2], sep="-", end="!\\n")\nsys.stdout.write("w\\n")\nprint("e", file=sys.stderr)');
    expect(o).toMatchObject({ compileError: null, exitCode: 0, stdout: '1-a-[2]!\nw\n', stderr: 'e\n', outputLimitExceeded: false });
    expect(o.timeMs).toBeGreaterThanOrEqual(0);
  });

  it('sys.exit(n) is exit status n; sys.exit() and the end of the program 0; a message is printed and 1', () => {
    expect(run('import sys\nprint("a")\nsys.exit(3)\nprint("b")')).toMatchObject({ exitCode: 3, stdout: 'a\n' });
    expect(run('import sys\nsys.exit()').exitCode).toBe(0);
    expect(run('import sys\nsys.exit(256 + 7)').exitCode).toBe(7);
    expect(run('import sys\nsys.exit("bye")')).toMatchObject({ exitCode: 1, stderr: 'bye\n' });
  });

  it('an uncaught exception prints CPython\'s traceback of /box/main.py and is exit status 1', () => {
    const o = run('print("out")\ndef f(x):\n    return 1 // x\nf(0)\n');
    expect(o.exitCode).toBe(1);
    expect(o.stdout).toBe('out\n');
    expect(o.stderr).toBe(
      'Traceback (most recent call last):\n' +
        '  File "/box/main.py", line 4, in <module>\n    f(0)\n' +
        '  File "/box/main.py", line 3, in f\n    return 1 // x\n           ~~^^~~\n' +
        'ZeroDivisionError: integer division or modulo by zero\n',
    );
  });

  it('a syntax error is a compile error in main.py, as the judge\'s syntax check prints it, and nothing runs', () => {
    const o = run('print("never")\nx = (1,\n');
    expect(o.compileError).toBe('File "main.py", line 2\n    x = (1,\n        ^\nSyntaxError: \'(\' was never closed');
    expect(o.stdout).toBe('');
  });

  it('stdout that reaches the output limit stops the program and keeps the limit\'s bytes', () => {
    const o = run('while True:\n    print("flood " * 100)');
    expect(o.outputLimitExceeded).toBe(true);
    expect(new TextEncoder().encode(o.stdout).length).toBe(OUTPUT_LIMIT_BYTES);
  });

  it('catching the output limit does not hide it', () => {
    const o = run('try:\n    while True: print("x" * 1000)\nexcept BaseException:\n    pass\nprint("after")');
    expect(o.outputLimitExceeded).toBe(true);
  });
});

describe('each run starts clean, as a new python3 process', () => {
  it('__name__ is "__main__" and nothing of the previous run is visible', () => {
    expect(run('x = 41\nimport statistics\nstatistics.leak = 1\nimport builtins\nbuiltins.leak = 2').exitCode).toBe(0);
    const o = run('import statistics\nprint(__name__, __file__, "x" in globals(), hasattr(statistics, "leak"), "leak" in dir(__builtins__))');
    expect(o.stdout).toBe('__main__ /box/main.py False False False\n');
  });

  it('the recursion limit is reset to 1000 and deep recursion below it works', () => {
    expect(run('import sys\nsys.setrecursionlimit(10)').exitCode).toBe(0);
    expect(run('import sys\ndef f(n): return 0 if n == 0 else 1 + f(n - 1)\nprint(sys.getrecursionlimit(), f(900))').stdout).toBe('1000 900\n');
  });

  it('a runaway recursion is a RecursionError, and the runner keeps working', () => {
    const o = run('def f(n): return f(n + 1)\nf(0)');
    expect(o.exitCode).toBe(1);
    expect(o.stderr).toMatch(/RecursionError: maximum recursion depth exceeded\n$/);
    expect(run('print("fine")').stdout).toBe('fine\n');
  });

  it('recurses 10^5 deep after sys.setrecursionlimit, as on the judge', () => {
    const code = 'import sys\nsys.setrecursionlimit(10**6)\ndef depth(n):\n    return 0 if n == 0 else 1 + depth(n - 1)\nprint(depth(int(input())))';
    expect(run(code, '100000\n')).toMatchObject({ exitCode: 0, stdout: '100000\n' });
  });

  it('has the site builtins but not Pyodide\'s modules, as python3 -I on the judge: exit() and quit() end the program', () => {
    expect(run('a, b = map(int, input().split())\nprint(a + b)\nexit()\nprint("not reached")', '2 3\n')).toMatchObject({ exitCode: 0, stdout: '5\n', stderr: '' });
    expect(run('print(1)\nquit(4)')).toMatchObject({ exitCode: 4, stdout: '1\n' });
    expect(run('exit(0)\n')).toMatchObject({ exitCode: 0, stderr: '' });
    // exit() closes stdin as CPython's does; the next run reads its own.
    expect(run('print(input())', 'again\n').stdout).toBe('again\n');
    expect(run('import js').stderr).toMatch(/ModuleNotFoundError/);
    expect(run('import pyodide').stderr).toMatch(/ModuleNotFoundError/);
    expect(run('import heapq, bisect, collections, itertools, functools, math\nprint(heapq.nsmallest(2, [3, 1, 2]))').stdout).toBe('[1, 2]\n');
  });
});
