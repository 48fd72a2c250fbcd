import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../common/contract/submission.ts';
import { CgroupManager } from '../../server/judge/cgroup.ts';
import { JavaCompilerPool, type JavaCompilerOptions } from '../../server/judge/java-compiler.ts';
import { buildInit, buildSupervisor, compilerIdentity, JAVA_COMPILER_LIMITS } from '../../server/judge/judge.ts';
import type { SandboxEnv } from '../../server/judge/sandbox.ts';
import { createTestApp, JUDGE_CACHE_DIR, type TestApp } from '../support/test-server.ts';

/**
 * The warm Java compiler (a long-lived javax.tools compiler in the sandbox) on its own — class
 * files of packages and nested classes, javac's messages, its per-compile CPU limit, its memory
 * bound, a source that overflows javac's stack — and, through the judge, test cases run
 * side by side that still give the verdict of running them in order.
 */
let t: TestApp;
let env: SandboxEnv;
const pools: JavaCompilerPool[] = [];

beforeAll(async () => {
  t = await createTestApp();
  expect(t.server.judge.unavailable).toBeNull();
  const cgroups = CgroupManager.create();
  env = { supervisorPath: buildSupervisor(JUDGE_CACHE_DIR), initPath: buildInit(JUDGE_CACHE_DIR), isolate: true, bwrapPath: 'bwrap', cgroups: typeof cgroups === 'string' ? null : cgroups };
});
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});
afterAll(async () => {
  await t?.close();
});

const warnings: string[] = [];
function pool(overrides: Partial<JavaCompilerOptions> = {}): JavaCompilerPool {
  const p = new JavaCompilerPool({
    env,
    cacheDir: JUDGE_CACHE_DIR,
    identity: compilerIdentity,
    ...JAVA_COMPILER_LIMITS,
    log: { warn: (m) => warnings.push(m) },
    ...overrides,
  });
  p.build();
  pools.push(p);
  return p;
}

const PACKAGED = `package contest.pkg;
import java.util.*;
public class Solver {
  static class Pair { int a, b; }
  interface Op { int apply(int x); }
  public static void main(String[] args) {
    Op twice = new Op() { public int apply(int x) { return 2 * x; } };
    Scanner in = new Scanner(System.in);
    System.out.println(twice.apply(in.nextInt()));
  }
}
`;

describe('the warm Java compiler', () => {
  it('compiles a package with nested and anonymous classes into their binary names, compile after compile in one process', async () => {
    const p = pool();
    for (let round = 0; round < 3; round++) {
      const r = await p.compile('Solver.java', PACKAGED);
      expect(r.kind).toBe('compiled');
      if (r.kind !== 'compiled') return;
      expect(r.classes.map((c) => c.binaryName).sort()).toEqual(['contest.pkg.Solver', 'contest.pkg.Solver$1', 'contest.pkg.Solver$Op', 'contest.pkg.Solver$Pair']);
      // A class file starts with 0xCAFEBABE.
      for (const c of r.classes) expect(c.bytes.readUInt32BE(0)).toBe(0xcafebabe);
    }
    expect(p.size).toBe(1);
    expect(warnings).toEqual([]);
  });

  it("answers compile errors with javac's own message, named after the file", async () => {
    const p = pool();
    const r = await p.compile('Main.java', 'public class Main {\n  public static void main(String[] a) { int x = "text"; }\n}\n');
    expect(r).toEqual({ kind: 'errors', message: expect.stringContaining('Main.java:2: error: incompatible types: String cannot be converted to int') });
    const wrongName = await p.compile('Main.java', 'public class Other { }');
    expect(wrongName.kind).toBe('errors');
    if (wrongName.kind === 'errors') expect(wrongName.message).toMatch(/class Other is public, should be declared in a file named Other\.java/);
    // Still the same process, still compiling.
    expect((await p.compile('Main.java', 'public class Main { public static void main(String[] a) {} }')).kind).toBe('compiled');
    expect(p.size).toBe(1);
  });

  it('ends a compile over its CPU limit, and the next compile starts a fresh process', async () => {
    const strict = pool({ compileCpuMs: 1 });
    expect(await strict.compile('Main.java', 'public class Main { public static void main(String[] a) {} }')).toEqual({ kind: 'time-limit' });
    await expect.poll(() => strict.size).toBe(0);
    const r = await pool().compile('Main.java', 'public class Main { public static void main(String[] a) {} }');
    expect(r.kind).toBe('compiled');
  });

  it('reports a compiler that exhausts its memory as a memory limit, not a crash', async () => {
    const small = pool({ processLimits: { ...pool().opts.processLimits, memoryKb: 32 * 1024 } });
    expect(await small.compile('Main.java', 'public class Main { public static void main(String[] a) {} }')).toEqual({ kind: 'memory-limit' });
  });

  it('answers a source nested too deeply for javac (its stack overflows) as a compile error and keeps serving', async () => {
    const p = pool();
    const deep = `public class Main { int x = ${'('.repeat(20_000)}1${')'.repeat(20_000)}; public static void main(String[] a) {} }`;
    const r = await p.compile('Main.java', deep);
    expect(r.kind).toBe('errors');
    if (r.kind === 'errors') expect(r.message).toMatch(/StackOverflowError|ran out of stack/);
    expect((await p.compile('Main.java', 'public class Main { public static void main(String[] a) {} }')).kind).toBe('compiled');
  });

  it('says it failed when it was never built, and ends its processes on close', async () => {
    const unbuilt = new JavaCompilerPool({ ...pool().opts, log: { warn: () => undefined } });
    expect((await unbuilt.compile('Main.java', 'class Main {}')).kind).toBe('failed');
    const p = pool();
    await p.compile('Main.java', 'public class Main { public static void main(String[] a) {} }');
    expect(p.size).toBe(1);
    await p.close();
    expect(p.size).toBe(0);
  });
});

describe('the judge with the warm compiler and test cases side by side', () => {
  it('judges a packaged Java program through the warm compiler', async () => {
    const out = await t.server.judge.evaluate({
      language: 'java',
      code: PACKAGED,
      tests: [
        { input: '4\n', output: '8\n' },
        { input: '21\n', output: '42\n' },
      ],
      timeLimitMs: 2000,
      memoryLimitKb: 262144,
      stopOnFirstFailure: true,
    });
    expect(out.compileOutput).toBeNull();
    expect(out.cases.map((c) => c.statusId)).toEqual([STATUS.ACCEPTED, STATUS.ACCEPTED]);
    expect(t.server.judge.javaCompilers).toBeGreaterThan(0);
  });

  it('gives the Java compile error of javac', async () => {
    const out = await t.server.judge.evaluate({ language: 'java', code: 'public class Main { void f() { return 1; } }', tests: [{ input: '', output: '' }], timeLimitMs: 1000, memoryLimitKb: 65536, stopOnFirstFailure: true });
    expect(out.cases).toEqual([]);
    expect(out.compileOutput).toMatch(/^Main\.java:1: error: incompatible types: unexpected return value/);
  });

  // Case 1 spins for ~0.3 s of CPU then answers wrongly; case 2 answers wrongly at once; case 3 never ends.
  const ORDERED = `#include <bits/stdc++.h>
int main() { int k; std::cin >> k;
  if (k == 1) { volatile unsigned long s = 0; auto t0 = std::clock(); while (std::clock() - t0 < CLOCKS_PER_SEC * 3 / 10) s += 1; std::cout << "wrong\\n"; }
  else if (k == 2) std::cout << "wrong\\n";
  else if (k == 3) for (;;) {}
  else std::cout << k << "\\n";
}`;
  const orderedTests = [
    { input: '0\n', output: '0\n' },
    { input: '1\n', output: '1\n' },
    { input: '2\n', output: '2\n' },
    { input: '3\n', output: '3\n' },
    { input: '4\n', output: '4\n' },
  ];

  it('a submission stops at the first failing test case in order, whichever finished first', async () => {
    const out = await t.server.judge.evaluate({ language: 'c++', code: ORDERED, tests: orderedTests, timeLimitMs: 1000, memoryLimitKb: 65536, stopOnFirstFailure: true });
    expect(out.cases.map((c) => c.statusId)).toEqual([STATUS.ACCEPTED, STATUS.WRONG_ANSWER]);
  });

  it('a run reports every test case in order', async () => {
    const out = await t.server.judge.evaluate({ language: 'c++', code: ORDERED, tests: orderedTests, timeLimitMs: 1000, memoryLimitKb: 65536, stopOnFirstFailure: false });
    expect(out.cases.map((c) => c.statusId)).toEqual([STATUS.ACCEPTED, STATUS.WRONG_ANSWER, STATUS.WRONG_ANSWER, STATUS.TIME_LIMIT, STATUS.ACCEPTED]);
    expect(out.cases[4]!.stdout).toBe('4\n');
  });
});
