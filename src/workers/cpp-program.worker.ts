/**
 * The offline C++ runner's program worker: compiles one learner's program (WebAssembly from the
 * compiler worker) and runs it once per test case with WASI (`cpp-program.ts`). Its owner
 * terminates it at a case's time limit (nothing else stops an endless loop) and starts a fresh
 * one for the next case. The program reaches nothing but its WASI imports (stdin, stdout, stderr,
 * the clock); the worker's own globals are taken away before it runs ({@link BLOCKED_GLOBALS}) all
 * the same. The page talks to it over the private port of its {@link CppWorkerInitMessage}.
 */
import * as Comlink from 'comlink';
import { runCppProgram } from './cpp-program.ts';
import { BLOCKED_GLOBALS, scrubGlobals } from './isolation.ts';
import { CPP_WORKER_INIT, type CppProgramWorkerApi, type CppWorkerInitMessage } from './protocol.ts';

const scope = globalThis as unknown as { addEventListener(type: string, fn: (ev: MessageEvent) => void): void };
const listen = scope.addEventListener.bind(globalThis);

let program: WebAssembly.Module | null = null;

const api: CppProgramWorkerApi = {
  async prepare(wasm) {
    program = await WebAssembly.compile(wasm as Uint8Array<ArrayBuffer>);
  },
  run(stdin) {
    if (!program) throw new Error('no C++ program is prepared');
    return runCppProgram(program, stdin);
  },
};

listen('message', function onInit(ev) {
  const data = ev.data as Partial<CppWorkerInitMessage> | null;
  if (!data || data.type !== CPP_WORKER_INIT || !data.rpc) return;
  Comlink.expose(api, data.rpc);
  scrubGlobals(globalThis, BLOCKED_GLOBALS);
});
