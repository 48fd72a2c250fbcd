/**
 * The offline C++ runner's core in Node (the pack's compiler as the build ships it, `build/clang-pack.ts`:
 * the same loader, WebAssembly and headers the browser's worker loads): small programs without `<bits/stdc++.h>` and without
 * its precompiled header (building that takes about 14 s), and the limits of a run as the judge sets them:
 * memory (the linear memory maximum), stack, output. The comparison with the judge on every
 * built-in problem, with the precompiled header, is `tests/server/cpp-offline-parity.test.ts`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../common/contract/submission.ts';
import { cppExecutionOf, toCppRunCaseResult } from '../../src/workers/cpp-cases.ts';
import { compileCpp, loadCppCompiler, type ClangCommand } from '../../src/workers/cpp-compiler.ts';
import { runCppProgram } from '../../src/workers/cpp-program.ts';
import { packClang } from '../../build/cpp-pch.ts';

const clang: ClangCommand = await packClang();
const SLOW = 180_000;

/** Compiles `code`; fails the test with the compiler's message when it does not compile. */
async function compiled(code: string): Promise<WebAssembly.Module> {
  const r = await compileCpp(clang, code);
  if (!r.ok) throw new Error(r.message);
  return WebAssembly.compile(r.wasm);
}

beforeAll(async () => {
  await loadCppCompiler(clang);
}, SLOW);

describe('offline C++ runner (Clang for WASI in Node)', () => {
  it('compiles a program and runs it with stdin → stdout, exit code 0, Accepted by the output checker', async () => {
    const module = await compiled('#include <cstdio>\nint main(){ long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld\\n", a + b); }\n');
    const out = runCppProgram(module, '2 40\n');
    expect(out.stdout).toBe('42\n');
    expect(out.exitCode).toBe(0);
    expect(out.trap).toBeNull();
    const result = toCppRunCaseResult({ input: '2 40\n', output: '42\n' }, cppExecutionOf(out), 2000);
    expect(result.status_id).toBe(STATUS.ACCEPTED);
    // The same module runs again with other input (each run instantiates it afresh).
    expect(runCppProgram(module, '-5 5\n').stdout).toBe('0\n');
  }, SLOW);

  it('reports a compile error with the file named main.cpp, as the judge names it', async () => {
    const r = await compileCpp(clang, 'int main() { return undefined_name; }\n');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/main\.cpp:1:\d+: error: use of undeclared identifier 'undefined_name'/);
  }, SLOW);

  it('refuses exceptions at compile time (this libc++abi has none)', async () => {
    const r = await compileCpp(clang, 'int main() { try { throw 1; } catch (int) {} }\n');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/exceptions disabled/);
  }, SLOW);

  it('turns traps into the judge\'s runtime errors: division by zero is SIGFPE, a non-zero exit is NZEC', async () => {
    const fpe = runCppProgram(await compiled('int main(){ volatile int z = 0; return 10 / z; }\n'), '');
    expect(fpe.trap).toBe('fpe');
    expect(toCppRunCaseResult({ input: '', output: '' }, cppExecutionOf(fpe), 2000).status_id).toBe(STATUS.RE_SIGFPE);
    const nzec = runCppProgram(await compiled('int main(){ return 3; }\n'), '');
    expect(nzec.exitCode).toBe(3);
    expect(toCppRunCaseResult({ input: '', output: '' }, cppExecutionOf(nzec), 2000).status_id).toBe(STATUS.RE_NZEC);
  }, SLOW);
});

describe('offline C++ runner limits (as the judge sets them)', () => {
  const verdict = (out: ReturnType<typeof runCppProgram>) => toCppRunCaseResult({ input: '', output: '' }, cppExecutionOf(out), 2000);

  it('the memory limit is the linear memory maximum: allocating past it is Memory Limit Exceeded', async () => {
    // The size comes from stdin and every byte is read back, so the compiler cannot drop the allocation.
    const code = '#include <vector>\n#include <cstdio>\nint main(){ unsigned n; if (std::scanf("%u", &n) != 1) return 1; std::vector<unsigned char> v(n); for (unsigned i = 0; i < n; i++) v[i] = (unsigned char)i; unsigned long s = 0; for (unsigned char c : v) s += c; std::printf("%lu\\n", s); }\n';
    const r = await compileCpp(clang, code, { memoryLimitKb: 16 * 1024 });
    if (!r.ok) throw new Error(r.message);
    const limited = await WebAssembly.compile(r.wasm);
    const out = runCppProgram(limited, String(64 << 20));
    expect(out.trap).toBe('memory');
    expect(verdict(out)).toMatchObject({ status: { description: 'Memory Limit Exceeded' } });
    // Within the limit the same program runs.
    expect(runCppProgram(limited, '256').stdout).toBe(`${(255 * 256) / 2}\n`);
  }, SLOW);

  it('recursion past the stack is SIGSEGV, not corrupted data', async () => {
    const out = runCppProgram(await compiled('int depth(int n){ volatile char pad[4096]; pad[0] = (char)n; return n == 0 ? pad[0] : depth(n - 1) + pad[0]; }\nint main(){ return depth(1 << 30); }\n'), '');
    expect(out.trap).toBe('segv');
    expect(verdict(out).status_id).toBe(STATUS.RE_SIGSEGV);
  }, SLOW);

  it('output reaching the output limit stops the program: Output Limit Exceeded', async () => {
    const out = runCppProgram(await compiled('#include <cstdio>\nint main(){ for (;;) std::fputs("flood flood flood flood\\n", stdout); }\n'), '');
    expect(out.outputLimitExceeded).toBe(true);
    expect(verdict(out).status_id).toBe(STATUS.RE_SIGXFSZ);
  }, SLOW);
});
