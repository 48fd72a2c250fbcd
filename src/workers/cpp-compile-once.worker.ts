/**
 * One compile of the offline C++ runner, in a worker of its own: the compiler worker
 * (`cpp-compiler.worker.ts`) starts it for each compile with a {@link CppCompileJob} and terminates it
 * after its answer. Clang runs as three WebAssembly instances per compile (the driver, the compiler,
 * the linker: 18, 59 and 33 MiB of linear memory for a small program with the precompiled header);
 * in a long-lived worker each compile left them behind until the engine's next full garbage collection,
 * which in Chromium 156 came 15–30 s later (a few Runs in a row: 600+ MB for the page's process).
 * Ending the worker gives all of it back at once. The compiler's machine code is not lost: the modules
 * come compiled from the compiler worker, and a posted `WebAssembly.Module` shares its code, optimised
 * code included.
 *
 * The pack's loader is imported from the pack (answered by the service worker) and handed the modules
 * and the header archive (`injected-pack.ts`); the compile is `compileCpp`.
 */
import { compileCpp, loadCppCompiler, usesPch, type ClangCommand } from './cpp-compiler.ts';
import { injectPackResources, type LoaderScope } from './injected-pack.ts';
import { CPP_COMPILE_JOB, type CppCompileAnswer, type CppCompileJob } from './protocol.ts';

const scope = globalThis as unknown as {
  addEventListener(type: string, fn: (ev: MessageEvent) => void): void;
  postMessage(message: unknown, transfer?: Transferable[]): void;
};

async function compile(job: CppCompileJob): Promise<CppCompileAnswer> {
  injectPackResources(globalThis as unknown as LoaderScope, job.packUrl, { modules: job.modules, files: job.files });
  const loader = (await import(/* @vite-ignore */ `${job.packUrl}bundle.js`)) as { commands: Record<string, ClangCommand> };
  const clang = loader.commands['clang++'];
  if (!clang) throw new Error('the C++ pack has no clang++');
  await loadCppCompiler(clang);
  // The 29 MB header is read only for a program that uses it.
  const pch = job.pch && usesPch(job.code) ? new Uint8Array(await job.pch.arrayBuffer()) : null;
  return { ok: true, result: await compileCpp(clang, job.code, { memoryLimitKb: job.memoryLimitKb, pch }) };
}

scope.addEventListener('message', (ev) => {
  const job = ev.data as Partial<CppCompileJob> | null;
  if (!job || job.type !== CPP_COMPILE_JOB) return;
  void compile(job as CppCompileJob).then(
    (answer) => scope.postMessage(answer, answer.ok && answer.result.ok ? [answer.result.wasm.buffer] : []),
    (e: unknown) => scope.postMessage({ ok: false, message: e instanceof Error ? e.message : String(e) } satisfies CppCompileAnswer),
  );
});
