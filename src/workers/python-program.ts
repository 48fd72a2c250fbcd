/**
 * Runs a learner's Python program once with a given stdin in a loaded Pyodide (CPython 3.11
 * compiled to WebAssembly), reporting the same {@link ProgramOutcome} as the offline JavaScript
 * runtime: in the offline Python runner's Web Worker (`python-runner.worker.ts`) and in Node for
 * the unit and parity tests. The CPython side of a run is `python-driver.ts` (compile step, fresh
 * `__main__`, stdio, exit status, output limit, clean-up).
 *
 * Usage:
 * ```ts
 * const pyodide = await loadPyodide({ indexURL });
 * const runner = createPythonProgramRunner(pyodide);
 * const outcome = runner.run('print(int(input()) * 2)', '21\n'); // stdout '42\n', exitCode 0
 * ```
 *
 * A run cannot be stopped from inside: an endless loop keeps the thread busy, so the worker's
 * page terminates the worker at the time limit.
 */
import type { PyodideInterface } from 'pyodide';
import type { PyCallable, PyProxy } from 'pyodide/ffi';
import { OUTPUT_LIMIT_BYTES, STDERR_KEEP_BYTES } from '../../common/judging/limits.ts';
import type { ProgramOutcome } from './node-runtime/types.ts';
import { PYTHON_DRIVER } from './python-driver.ts';

/** Runs programs one after another in one Pyodide, each as if in a fresh `python3` process. */
export interface PythonProgramRunner {
  /**
   * Runs `code` (the text of `main.py`) once with `stdin` (the exact bytes, as UTF-8).
   * @returns the outcome: `compileError` set (and nothing run) for a program that does not compile;
   *   otherwise the exit status, the whole stdout (up to `OUTPUT_LIMIT_BYTES`), the first
   *   `STDERR_KEEP_BYTES` of stderr, whether stdout reached the limit, and the wall-clock ms.
   * @throws the Pyodide runtime's own failure (a fatal error of the interpreter); the runner must
   *   not be used again then.
   */
  run(code: string, stdin: string): ProgramOutcome;
}

type DriverAnswer = ['compile', string] | ['ran', number, string, string, boolean];

const encoder = new TextEncoder();

/**
 * Prepares `pyodide` for running learners' programs (defines the driver in a private namespace)
 * and returns the runner.
 * @param now the clock of `timeMs` in ms (default `performance.now`).
 */
export function createPythonProgramRunner(pyodide: PyodideInterface, now: () => number = () => performance.now()): PythonProgramRunner {
  const makeDict = pyodide.globals.get('dict') as PyCallable;
  const namespace = makeDict() as PyProxy;
  makeDict.destroy();
  pyodide.runPython(PYTHON_DRIVER, { globals: namespace });
  const runProgram = (namespace as PyProxy & { get(name: string): PyCallable }).get('run_program');
  return {
    run(code, stdin) {
      serveFdZero(pyodide, stdin);
      const started = now();
      const answer = runProgram(code, stdin, OUTPUT_LIMIT_BYTES, STDERR_KEEP_BYTES) as PyProxy;
      const timeMs = now() - started;
      const value = answer.toJs() as DriverAnswer;
      answer.destroy();
      if (value[0] === 'compile') {
        return { compileError: value[1].trim(), exitCode: 0, stdout: '', stderr: '', outputLimitExceeded: false, timeMs: 0 };
      }
      const [, exitCode, stdout, stderr, outputLimitExceeded] = value;
      return { compileError: null, exitCode, stdout, stderr, outputLimitExceeded, timeMs };
    },
  };
}

/** Gives the interpreter's file descriptor 0 (`open(0)`, `os.read(0, n)`) the run's stdin. */
function serveFdZero(pyodide: PyodideInterface, stdin: string): void {
  const bytes = encoder.encode(stdin);
  let offset = 0;
  pyodide.setStdin({
    read(buffer: Uint8Array) {
      const n = Math.min(buffer.length, bytes.length - offset);
      buffer.set(bytes.subarray(offset, offset + n));
      offset += n;
      return n;
    },
    isatty: false,
  });
}
