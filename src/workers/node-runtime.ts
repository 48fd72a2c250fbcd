/**
 * A small Node.js-like environment in which a learner's JavaScript program (a complete
 * Node-style stdin → stdout program, like the built-in problems' start code) runs once
 * with a given stdin, outside Node: in the offline runner's Web Worker, and in Node for
 * unit tests.
 *
 * What the program gets (parameters of its wrapper function, and globals in the worker):
 * - `require('fs')` (also `node:fs`): `readFileSync(0 | '/dev/stdin', encoding?)` (a
 *   {@link NodeBuffer} without encoding), `readSync(0, buffer, …)`, `writeSync(1 | 2, data)`,
 *   `writeFileSync(1 | 2 | '/dev/stdout' | '/dev/stderr', data)`. Any other path: ENOENT.
 * - `require('readline')`: `createInterface({ input: process.stdin, output? })` with `line` and
 *   `close` events, `for await (const line of rl)`, `question`, `prompt`, `close`, `pause`,
 *   `resume`. Lines split like Node (`\n`, `\r\n`, lone `\r`).
 * - `require('util')`: `format`, `inspect`, `formatWithOptions`, `promisify`, `inherits`,
 *   `TextEncoder`, `TextDecoder`. Every other module throws `Cannot find module '…'` (code
 *   MODULE_NOT_FOUND), as Node does for a missing module.
 * - `process`: `stdin` (`data`/`end`/`readable` events, `setEncoding`, `resume`, `pause`,
 *   `read`, async iteration; delivered in 64 KiB chunks on later macrotasks, as Node's file
 *   stdin), `stdout.write`, `stderr.write`, `exit(code)`, `exitCode`, `argv`
 *   (`['/usr/local/bin/node', '/box/main.js']`), `env` (`{}`), `nextTick`, `hrtime`,
 *   `memoryUsage` (zeros), `on('exit' | 'uncaughtException')`, `cwd()` (`/box`).
 * - `console.log/info/debug/dir` (stdout) and `error/warn/trace/assert` (stderr), formatted by
 *   Node's `util.format`; `count`, `time*`, `group*`.
 * - `Buffer` (a `Uint8Array` subclass: `from`, `alloc`, `concat`, `byteLength`, `toString`),
 *   `module`, `exports`, `__filename` (`/box/main.js`), `__dirname`, `global`, and timers
 *   (`setTimeout`, `setInterval`, `setImmediate` and their `clear*`) that keep the program
 *   alive like Node's event loop does.
 * - LeetCode's globals, as on the judge: `PriorityQueue`, `MinPriorityQueue`, `MaxPriorityQueue`
 *   (@datastructures-js/priority-queue 6.x, 5.x-style code kept working by
 *   common/judging/leetcode-queues.ts) and `Queue` (@datastructures-js/queue).
 *
 * The program ends when nothing is pending any more (no timer, stdin not flowing), when it
 * calls `process.exit`, when an error escapes (exit code 1, the error printed on stderr like
 * Node: location line, source line, caret, stack), or when its stdout reaches
 * `OUTPUT_LIMIT_BYTES`. A syntax error is reported as compile output, like `node --check`.
 *
 * Not isolation: this module only builds the environment. Keeping the program away from the
 * page's storage and network is the worker's job (`js-runner.worker.ts`). It also cannot stop
 * a program that never yields; the main thread terminates the worker for that.
 *
 * This file is the runtime's public face; the code lives in `node-runtime/`, one module per
 * responsibility: `program-run.ts` (the run: compile, start, fail, exit), `wrapper.ts`
 * (CommonJS wrapper, syntax check, line offset), `report.ts` (uncaught-error and syntax-error
 * reports), `event-loop.ts` (timers, `nextTick`, the end of the run), `output.ts` (stdout and
 * stderr capture, output limit), `process.ts`, `console.ts`, `stdin.ts` (`process.stdin`, fd 0),
 * `readline.ts`, `fs.ts`, `modules.ts` (`require`, `util`), `buffer.ts`, `emitter.ts`,
 * `errors.ts`, `inspect.ts` (Node's `util.inspect` and `util.format`) and `types.ts`.
 */
export { NodeBuffer } from './node-runtime/buffer.ts';
export { Emitter } from './node-runtime/emitter.ts';
export { ProgramRun } from './node-runtime/program-run.ts';
export { STACK_HINT, describeSyntaxError, describeUncaught } from './node-runtime/report.ts';
export type { HostHooks, NodeGlobals, NodeProcess, ProgramOutcome, ProgramRunOptions, SourceLocation } from './node-runtime/types.ts';
export { PROGRAM_FILE, wrapperLineOffset } from './node-runtime/wrapper.ts';
