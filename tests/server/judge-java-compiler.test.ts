import { readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '../../common/contract/submission.ts';
import { CgroupManager } from '../../server/judge/cgroup.ts';
import { JAVA_CLASSES_MAX_BYTES, JavaCompilerPool, ResponseReader, type JavaCompilerOptions } from '../../server/judge/java-compiler.ts';
import { JUDGE_TEXT } from '../../common/texts/judge.ts';
import { JAVA_COMPILER_LIMITS } from '../../server/judge/compile-step.ts';
import { compilerIdentity } from '../../server/judge/identities.ts';
import { buildInit, buildSupervisor } from '../../server/judge/native-build.ts';
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

  it('a compile waits for a busy warm compiler rather than start a cold one (unless told not to wait)', async () => {
    const src = (n: number) => `public class Main { static int v = ${n}; public static void main(String[] a) {} }`;
    const waiting = pool();
    expect((await waiting.compile('Main.java', src(0))).kind).toBe('compiled');
    const together = await Promise.all([1, 2, 3].map((n) => waiting.compile('Main.java', src(n))));
    expect(together.map((r) => r.kind)).toEqual(['compiled', 'compiled', 'compiled']);
    expect(waiting.size).toBe(1);
    const eager = pool({ warmWaitMs: 0 });
    expect((await eager.compile('Main.java', src(0))).kind).toBe('compiled');
    await Promise.all([1, 2].map((n) => eager.compile('Main.java', src(n))));
    expect(eager.size).toBe(2);
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

/**
 * About 10 KB of Java whose class files weigh about 60 MB: 920 distinct string constants of 64 KB
 * each (`B + n` is a constant expression), spread over 8 nested classes.
 */
function hugeClassFiles(classes = 8, constantsEach = 115): string {
  let src = `public class Main {\n  static final String A = "${'x'.repeat(1000)}";\n  static final String B = ${Array(65).fill('A').join(' + ')};\n`;
  for (let c = 0; c < classes; c++) {
    src += `  static class C${c} { static void f(java.util.List<String> l) {`;
    for (let k = 0; k < constantsEach; k++) src += ` l.add(B + ${c * constantsEach + k});`;
    src += ' } }\n';
  }
  return `${src}  public static void main(String[] a) { System.out.println(6); }\n}\n`;
}
/** A source whose constant folding doubles a string 32 times: javac runs out of heap. */
function exhaustsJavac(): string {
  let src = 'public class Main {\n  static final String S0 = "0123456789abcdef";\n';
  for (let i = 1; i <= 32; i++) src += `  static final String S${i} = S${i - 1} + S${i - 1};\n`;
  return `${src}  public static void main(String[] a) { System.out.println(S32.length()); }\n}\n`;
}
const CLASSES_TOO_LARGE = JUDGE_TEXT.javaClassesTooLarge(JAVA_CLASSES_MAX_BYTES / (1024 * 1024));

/** A response of CompileServer as it is framed on its stdout. */
function frame(status: number, classes: [string, Buffer][]): Buffer {
  const parts: Buffer[] = [];
  const int = (v: number) => {
    const b = Buffer.alloc(4);
    b.writeInt32BE(v);
    parts.push(b);
  };
  int(status);
  int(0);
  int(classes.length);
  for (const [name, bytes] of classes) {
    int(Buffer.byteLength(name));
    parts.push(Buffer.from(name));
    int(bytes.length);
    parts.push(bytes);
  }
  const payload = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(0xff504a00, 0);
  head.writeUInt32BE(payload.length, 4);
  return Buffer.concat([head, payload]);
}

describe('the warm compiler against hostile sources', () => {
  it('reads a response in linear time: each byte received is copied about once, whatever the chunking', () => {
    const whole = frame(0, [
      ['Main', Buffer.alloc(5 * 1024 * 1024, 1)],
      ['Main$1', Buffer.alloc(3 * 1024 * 1024 - 4096, 2)],
    ]);
    const reader = new ResponseReader();
    let result = null;
    for (let at = 0; at < whole.length; at += 65536) {
      reader.push(whole.subarray(at, at + 65536));
      result = reader.next();
      if (at + 65536 < whole.length) expect(result).toBeNull();
    }
    expect(result?.kind).toBe('compiled');
    if (result?.kind === 'compiled') expect(result.classes.map((c) => c.bytes.length)).toEqual([5 * 1024 * 1024, 3 * 1024 * 1024 - 4096]);
    expect(reader.received).toBe(whole.length);
    expect(reader.copied).toBeLessThanOrEqual(reader.received);
  });

  it('refuses a response over the cap from its head, before buffering it, and text that is not a response', () => {
    const over = new ResponseReader();
    const head = Buffer.alloc(8);
    head.writeUInt32BE(0xff504a00, 0);
    head.writeUInt32BE(64 * 1024 * 1024, 4);
    over.push(head);
    expect(() => over.next()).toThrow(/bytes/);
    const jvm = new ResponseReader();
    jvm.push(Buffer.from('Terminating due to java.lang.OutOfMemoryError: Java heap space\n'));
    expect(() => jvm.next()).toThrow(/Terminat/);
  });

  it('stops a 10 KB source with 60 MB of class files at the cap: little is sent, nothing is buffered twice', async () => {
    const p = pool();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const r = await p.compile('Main.java', hugeClassFiles());
    delay.disable();
    const context = `event loop delay max ${Math.round(delay.max / 1e6)} ms, ${p.stats.bytesReceived} bytes received, ${p.stats.bytesCopied} copied`;
    expect(r, context).toEqual({ kind: 'too-large', limitBytes: JAVA_CLASSES_MAX_BYTES });
    // The compiler refused before sending any class file: the server received a short answer.
    expect(p.stats.bytesReceived, context).toBeLessThan(4096);
    expect(p.stats.bytesCopied, context).toBeLessThanOrEqual(p.stats.bytesReceived);
    expect((await p.compile('Main.java', 'public class Main { public static void main(String[] a) {} }')).kind).toBe('compiled');
  });

  it('takes class files just under the cap (≈ 6.5 MB over the pipe) with one copy per byte received', async () => {
    const p = pool();
    const r = await p.compile('Main.java', hugeClassFiles(2, 50));
    expect(r.kind).toBe('compiled');
    if (r.kind === 'compiled') expect(r.classes.reduce((n, c) => n + c.bytes.length, 0)).toBeGreaterThan(6 * 1024 * 1024);
    expect(p.stats.bytesReceived).toBeGreaterThan(6 * 1024 * 1024);
    expect(p.stats.bytesCopied).toBeLessThanOrEqual(p.stats.bytesReceived);
  });

  it("a JVM message cannot corrupt the protocol: javac's OutOfMemoryError is a memory limit, and the next compile works", async () => {
    // -XX:+ExitOnOutOfMemoryError prints "Terminating due to java.lang.OutOfMemoryError …"; on stdout it was read as a response.
    const p = pool();
    expect(await p.compile('Main.java', exhaustsJavac())).toEqual({ kind: 'memory-limit' });
    expect(warnings.filter((w) => /out of format/.test(w))).toEqual([]);
    expect((await p.compile('Main.java', 'public class Main { public static void main(String[] a) {} }')).kind).toBe('compiled');
  });

  it('through the judge the 60 MB program is a Compilation Error saying the classes exceed the cap', async () => {
    const out = await t.server.judge.evaluate({ language: 'java', code: hugeClassFiles(), tests: [{ input: '', output: '6\n' }], timeLimitMs: 1000, memoryLimitKb: 262144, stopOnFirstFailure: true });
    expect(out.cases).toEqual([]);
    expect(out.compileOutput).toBe(CLASSES_TOO_LARGE);
  });

  it('javac per job (when the warm compiler fails) writes its class files into a bounded tmpfs, never the host disk beyond the cap', async () => {
    const judge = t.server.judge as unknown as { javaCompiler: JavaCompilerPool | null };
    const warm = judge.javaCompiler;
    judge.javaCompiler = null;
    // Watch every job directory while javac runs: the largest box seen.
    const before = new Set(readdirSync(os.tmpdir()));
    let largest = 0;
    const size = (dir: string): number => {
      let n = 0;
      for (const e of readdirSync(dir, { withFileTypes: true })) n += e.isDirectory() ? size(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).size;
      return n;
    };
    const watch = setInterval(() => {
      for (const d of readdirSync(os.tmpdir())) {
        if (!d.startsWith('pj-job-') || before.has(d)) continue;
        try {
          largest = Math.max(largest, size(path.join(os.tmpdir(), d, 'box')));
        } catch {
          // the job ended meanwhile
        }
      }
    }, 20);
    try {
      const huge = await t.server.judge.evaluate({ language: 'java', code: hugeClassFiles(), tests: [{ input: '', output: '6\n' }], timeLimitMs: 1000, memoryLimitKb: 262144, stopOnFirstFailure: true });
      expect(huge.compileOutput).toBe(CLASSES_TOO_LARGE);
      const ok = await t.server.judge.evaluate({ language: 'java', code: PACKAGED, tests: [{ input: '4\n', output: '8\n' }], timeLimitMs: 2000, memoryLimitKb: 262144, stopOnFirstFailure: true });
      expect(ok.compileOutput).toBeNull();
      expect(ok.cases.map((c) => c.statusId)).toEqual([STATUS.ACCEPTED]);
    } finally {
      clearInterval(watch);
      judge.javaCompiler = warm;
    }
    expect(largest).toBeLessThanOrEqual(JAVA_CLASSES_MAX_BYTES + 64 * 1024);
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
