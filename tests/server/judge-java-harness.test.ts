import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATUS } from '../../common/contract/submission.ts';
import { JUDGE_TEXT } from '../../common/texts/judge.ts';
import type { JudgeOutcome, JudgeTestCase } from '../../server/judge/judge.ts';
import { harnessCounters, JavaHarnessJob } from '../../server/judge/java-harness.ts';
import { buildInit, buildSupervisor } from '../../server/judge/native-build.ts';
import type { SandboxEnv } from '../../server/judge/sandbox.ts';
import { JUDGE_CACHE_DIR, judgeTestAppForSuite } from '../support/test-server.ts';

/**
 * Java test cases run one after the other in one JVM per job (server/judge/java-harness.ts), each
 * judged as a JVM of its own would judge it: fresh statics, its own input and output, its own limits,
 * and System.exit, uncaught exceptions, stack overflows, heap exhaustion and threads judged per test
 * case. `harnessCounters` shows that the shared JVM ran them (a program the class scan keeps to a JVM
 * per test case leaves them unchanged).
 */
const t = judgeTestAppForSuite();
const MB = 1024;

function judge(code: string, tests: JudgeTestCase[], opts: { memoryLimitKb?: number; timeLimitMs?: number } = {}): Promise<JudgeOutcome> {
  return t.server.judge.evaluate({ language: 'java', code, tests, timeLimitMs: opts.timeLimitMs ?? 1000, memoryLimitKb: opts.memoryLimitKb ?? 256 * MB, stopOnFirstFailure: false });
}

/** Runs `fn` and returns what it returned with the harness's counters over it. */
async function counted<T>(fn: () => Promise<T>): Promise<{ value: T; jvms: number; cases: number }> {
  const before = { ...harnessCounters };
  const value = await fn();
  return { value, jvms: harnessCounters.jvmsStarted - before.jvmsStarted, cases: harnessCounters.testCases - before.testCases };
}

const statuses = (o: JudgeOutcome) => o.cases.map((c) => c.statusId);
const echoTests = (inputs: string[]): JudgeTestCase[] => inputs.map((i) => ({ input: `${i}\n`, output: `${i}\n` }));

/** Reads one token; on "loop" spins, on "exit" calls System.exit(3), on "throw" throws, on "deep" overflows the stack, on "heap" fills the heap; else echoes it. */
const ACTOR = `import java.util.*;
public class Main {
  static int depth(int n) { return n == 0 ? 0 : 1 + depth(n + 1); }
  public static void main(String[] args) {
    String w = new Scanner(System.in).next();
    switch (w) {
      case "loop": { long x = 0; while (true) x++; }
      case "exit": System.out.println("bye"); System.exit(3);
      case "throw": throw new IllegalStateException("thrown on purpose");
      case "deep": System.out.println(depth(1)); break;
      case "heap": { List<long[]> l = new ArrayList<>(); while (true) l.add(new long[1 << 20]); }
      default: System.out.println(w);
    }
  }
}`;

describe('one JVM per job', () => {
  it('runs every test case of a clean submission in one JVM, and each sees fresh statics', async () => {
    const code = `import java.util.*;
public class Main {
  static int calls = 0;
  static final List<String> seen = new ArrayList<>();
  public static void main(String[] args) {
    calls++;
    seen.add(new Scanner(System.in).next());
    System.out.println(calls + " " + seen.size() + " " + seen.get(0));
  }
}`;
    const inputs = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const { value, jvms, cases } = await counted(() => judge(code, inputs.map((i) => ({ input: `${i}\n`, output: `1 1 ${i}\n` }))));
    expect(value.compileOutput).toBeNull();
    expect(statuses(value)).toEqual(inputs.map(() => STATUS.ACCEPTED));
    expect(cases).toBe(inputs.length);
    // Cheap test cases never reach the CPU time that starts a second JVM.
    expect(jvms).toBe(1);
  });

  it('starts a second JVM for a job whose test cases are long, and shares them between the two', async () => {
    // Each test case computes for a few hundred ms of CPU (the same work whatever the host's load), then echoes its input.
    const code = `public class Main { public static void main(String[] a) { String w = new java.util.Scanner(System.in).next(); long x = 0; for (long i = 0; i < 400_000_000L; i++) x = x * 31 + i; System.out.println(x != 42 ? w : "?"); } }`;
    const inputs = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const { value, jvms, cases } = await counted(() => judge(code, echoTests(inputs), { timeLimitMs: 2000 }));
    expect(statuses(value)).toEqual(inputs.map(() => STATUS.ACCEPTED));
    expect(cases).toBe(inputs.length);
    expect(jvms).toBe(2);
  });

  it('gives each test case its own output, and times and memory of its own', async () => {
    const o = await judge(ACTOR, echoTests(['one', 'two', 'three']));
    expect(o.cases.map((c) => c.stdout)).toEqual(['one\n', 'two\n', 'three\n']);
    for (const c of o.cases) {
      expect(c.timeMs).toBeGreaterThanOrEqual(0);
      expect(c.memoryKb).toBeGreaterThan(1024);
    }
  });

  it('judges an endless loop on one test case as Time Limit Exceeded on that test case only', async () => {
    const { value, jvms } = await counted(() => judge(ACTOR, echoTests(['a', 'loop', 'b'])));
    expect(statuses(value)).toEqual([STATUS.ACCEPTED, STATUS.TIME_LIMIT, STATUS.ACCEPTED]);
    expect(value.cases[1]!.timeMs).toBeGreaterThan(1000);
    // The JVM that ran over its limit was ended; the next test case started another.
    expect(jvms).toBe(2);
  });

  it("judges System.exit(3) as that test case's Runtime Error, with what it printed before", async () => {
    const o = await judge(ACTOR, echoTests(['a', 'exit', 'b']));
    expect(statuses(o)).toEqual([STATUS.ACCEPTED, STATUS.RE_NZEC, STATUS.ACCEPTED]);
    expect(o.cases[1]!.description).toBe(JUDGE_TEXT.nonZeroExit(3));
    expect(o.cases[1]!.stdout).toBe('bye\n');
  });

  it('judges an uncaught exception and a stack overflow as a JVM does: exit status 1 and its message', async () => {
    const o = await judge(ACTOR, echoTests(['throw', 'a', 'deep', 'b']));
    expect(statuses(o)).toEqual([STATUS.RE_NZEC, STATUS.ACCEPTED, STATUS.RE_NZEC, STATUS.ACCEPTED]);
    expect(o.cases[0]!.description).toBe(JUDGE_TEXT.nonZeroExit(1));
    expect(o.cases[0]!.stderr).toMatch(/^Exception in thread "main" java\.lang\.IllegalStateException: thrown on purpose\n\tat Main\.main\(Main\.java:\d+\)\n$/);
    expect(o.cases[2]!.stderr).toMatch(/^Exception in thread "main" java\.lang\.StackOverflowError/);
  });

  it('judges a heap filled on one test case as Memory Limit Exceeded there only', async () => {
    const o = await judge(ACTOR, echoTests(['a', 'heap', 'b']), { memoryLimitKb: 64 * MB, timeLimitMs: 3000 });
    expect(statuses(o)).toEqual([STATUS.ACCEPTED, STATUS.RE_OTHER, STATUS.ACCEPTED]);
    expect(o.cases[1]!.description).toBe('Memory Limit Exceeded');
  });

  it('waits for the threads a test case starts, as the JVM does, and a daemon thread left running costs only a new JVM', async () => {
    const code = `public class Main {
  public static void main(String[] args) throws Exception {
    String w = new java.util.Scanner(System.in).next();
    Thread worker = new Thread(() -> { try { Thread.sleep(100); } catch (InterruptedException e) {} System.out.println(w); });
    worker.start();
    Thread idle = new Thread(() -> { try { Thread.sleep(60_000); } catch (InterruptedException e) {} });
    idle.setDaemon(true);
    if (w.equals("daemon")) idle.start();
  }
}`;
    const { value, jvms } = await counted(() => judge(code, echoTests(['a', 'daemon', 'b'])));
    expect(statuses(value)).toEqual([STATUS.ACCEPTED, STATUS.ACCEPTED, STATUS.ACCEPTED]);
    expect(jvms).toBe(2);
  });

  it('lets no test case see the files another left, nor list the other test cases’ inputs', async () => {
    const code = `import java.io.*;
public class Main {
  public static void main(String[] args) throws Exception {
    String w = new java.util.Scanner(System.in).next();
    File mark = new File("/tmp/mark");
    System.out.println(mark.exists() ? "seen" : w);
    try (FileWriter f = new FileWriter(mark)) { f.write(w); }
    String inputs = new String(new char[] {'/', 'p', 'j', '-', 'i', 'n', 'p', 'u', 't'});
    String[] names = new File(inputs).list();
    if (names != null) System.out.println("listed " + names.length);
  }
}`;
    const { value, cases } = await counted(() => judge(code, echoTests(['a', 'b', 'c'])));
    expect(value.cases.map((c) => c.stdout)).toEqual(['a\n', 'b\n', 'c\n']);
    expect(statuses(value)).toEqual([STATUS.ACCEPTED, STATUS.ACCEPTED, STATUS.ACCEPTED]);
    expect(cases).toBe(3);
  });

  it('replaces the JVM when a test case leaves files in /tmp that cannot be deleted', async () => {
    const code = `import java.io.*;
public class Main {
  public static void main(String[] args) throws Exception {
    String w = new java.util.Scanner(System.in).next();
    File mark = new File("/tmp/locked/mark");
    System.out.println(mark.exists() ? "seen" : w);
    mark.getParentFile().mkdir();
    mark.createNewFile();
    mark.getParentFile().setWritable(false, false);
    mark.getParentFile().setExecutable(false, false);
  }
}`;
    const { value, jvms } = await counted(() => judge(code, echoTests(['a', 'b'])));
    expect(value.cases.map((c) => c.stdout)).toEqual(['a\n', 'b\n']);
    expect(jvms).toBe(2);
  });

  it('stops a test case at the output limit as RLIMIT_FSIZE stops a process', async () => {
    const code = `public class Main { public static void main(String[] a) { String w = new java.util.Scanner(System.in).next(); if (w.equals("flood")) { byte[] b = new byte[1 << 16]; java.util.Arrays.fill(b, (byte) 'x'); while (true) System.out.write(b, 0, b.length); } System.out.println(w); } }`;
    const o = await judge(code, echoTests(['a', 'flood', 'b']), { timeLimitMs: 3000 });
    expect(statuses(o)).toEqual([STATUS.ACCEPTED, STATUS.RE_SIGXFSZ, STATUS.ACCEPTED]);
  });

  it('keeps a program that reaches past System.in and System.out to a JVM per test case, with the same verdicts', async () => {
    const code = `import java.io.*;
public class Main {
  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(new FileInputStream(FileDescriptor.in)));
    PrintWriter out = new PrintWriter(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out)));
    out.println(in.readLine());
    out.flush();
  }
}`;
    const { value, jvms, cases } = await counted(() => judge(code, echoTests(['a', 'b'])));
    expect(statuses(value)).toEqual([STATUS.ACCEPTED, STATUS.ACCEPTED]);
    expect(jvms).toBe(0);
    expect(cases).toBe(0);
  });
});

describe('a harness that breaks its wire format', () => {
  it('is ended, and its test case is given back to run in a process of its own', async () => {
    // A stand-in for JavaHarness that answers its first request with bytes that are no frame.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'pj-harness-broken-'));
    try {
      const harnessDir = path.join(dir, 'harness');
      const box = path.join(dir, 'box');
      const inputDir = path.join(dir, 'input');
      for (const d of [harnessDir, box, inputDir]) await mkdir(d, { mode: 0o755 });
      await writeFile(path.join(dir, 'JavaHarness.java'), `import java.io.*;
public class JavaHarness { public static void main(String[] a) throws Exception {
  DataOutputStream o = new DataOutputStream(new FileOutputStream(FileDescriptor.out));
  o.writeInt(0xFF504A48); o.writeByte('R'); o.writeInt(0); o.flush();
  new DataInputStream(System.in).readInt();
  o.write("garbage\\n".getBytes()); o.flush();
  Thread.sleep(10000);
} }`);
      const javac = spawnSync('javac', ['-d', harnessDir, path.join(dir, 'JavaHarness.java')], { encoding: 'utf8' });
      expect(javac.status, javac.stderr).toBe(0);
      await chmod(path.join(harnessDir, 'JavaHarness.class'), 0o644);
      // No cgroups of its own: the test app's judge has this process's cgroup manager.
      const env: SandboxEnv = { supervisorPath: buildSupervisor(JUDGE_CACHE_DIR), initPath: buildInit(JUDGE_CACHE_DIR), isolate: true, bwrapPath: 'bwrap', cgroups: null };
      const limits = { cpuMs: 2000, wallMs: 5000, memoryKb: 512 * MB, addressSpaceKb: 0, stackKb: 0, fileSizeKb: 1024, processes: 64, openFiles: 128, tmpfsBytes: 1 << 20 };
      const job = new JavaHarnessJob({ env, harnessDir, boxDir: box, inputDir, jvmOptions: ['-Xmx64m', '-XX:+UseSerialGC'], mainClass: 'Main', limits, memoryRetireKb: 256 * MB, tests: 2, maxJvms: 1 });
      const stdoutFile = path.join(dir, 'stdout');
      const started = harnessCounters.jvmsStarted;
      const result = await job.execute('1\n', stdoutFile, { use: (task) => task() });
      expect(result).toBeNull();
      expect(harnessCounters.jvmsStarted).toBe(started + 1);
      expect(existsSync(stdoutFile)).toBe(false);
      // The rest of the job goes to processes of their own without starting another JVM.
      expect(await job.execute('2\n', stdoutFile, { use: (task) => task() })).toBeNull();
      expect(harnessCounters.jvmsStarted).toBe(started + 1);
      await job.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('hostile programs in the shared JVM', () => {
  it('a direct-memory bomb in threads is Memory Limit Exceeded on its test case, and the next one runs', async () => {
    const code = `import java.nio.*;import java.util.*;public class Main{public static void main(String[] a)throws Exception{String w=new Scanner(System.in).next();if(w.equals("bomb")){for(int i=0;i<4;i++){new Thread(()->{List<ByteBuffer> m=new ArrayList<>();try{while(true){ByteBuffer b=ByteBuffer.allocateDirect(16<<20);for(int k=0;k<b.capacity();k+=4096)b.put(k,(byte)1);m.add(b);}}catch(Throwable e){}}).start();}Thread.sleep(4000);}System.out.println(w);}}`;
    const o = await judge(code, echoTests(['a', 'bomb', 'b']), { memoryLimitKb: 64 * MB, timeLimitMs: 3000 });
    expect(o.cases[0]!.statusId).toBe(STATUS.ACCEPTED);
    expect([STATUS.RE_OTHER, STATUS.TIME_LIMIT]).toContain(o.cases[1]!.statusId);
    expect(o.cases[2]!.statusId).toBe(STATUS.ACCEPTED);
  });

  it('a thread bomb ends at the process limit of its test case', async () => {
    const code = `public class Main{public static void main(String[] a)throws Exception{String w=new java.util.Scanner(System.in).next();if(w.equals("bomb")){for(int i=0;i<10000;i++){Thread t=new Thread(()->{try{Thread.sleep(100000);}catch(Exception e){}});t.setDaemon(true);t.start();}}System.out.println(w);}}`;
    const o = await judge(code, echoTests(['a', 'bomb', 'b']), { timeLimitMs: 2000 });
    expect(o.cases[0]!.statusId).toBe(STATUS.ACCEPTED);
    expect(o.cases[1]!.statusId).not.toBe(STATUS.ACCEPTED);
    expect(o.cases[2]!.statusId).toBe(STATUS.ACCEPTED);
  });
});
