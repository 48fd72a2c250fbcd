import { randomBytes } from 'node:crypto';
import { closeSync, constants, openSync, writeSync } from 'node:fs';
import { chown, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STDERR_KEEP_BYTES } from '../../common/judging/limits.ts';
import { buildJavaTool } from './java-tool-build.ts';
import type { Permits } from './parallel.ts';
import { spawnServiceInSandbox, type SandboxEnv, type SandboxLimits, type SandboxReport, type SandboxResult, type SandboxedService } from './sandbox.ts';

/**
 * Java test cases in one JVM per job (native/JavaHarness.java) instead of one per test case: a JVM
 * start costs a few hundred ms of CPU, a test case of a contest program a few ms.
 *
 * Each test case is still judged as a process of its own would be: fresh statics (a class loader per
 * test case), its own stdin (a file written when the test case starts, in a directory the sandbox sees
 * read-only, under a random name) and stdout/stderr (frames the harness sends, written here to the
 * test case's files), and its own limits, enforced from outside through the JVM's cgroup: CPU time
 * since the test case began (cgroup CPU usage, polled every {@link WATCH_INTERVAL_MS}), wall clock,
 * output size, and peak memory (the cgroup's peak, reset at the start of each test case). A test case
 * over a limit ends its JVM. Any test case that does not end cleanly (a limit, a non-zero exit, an
 * uncaught exception, threads still running, System.exit) ends its JVM too, and the next test case
 * starts a new one, so no test case runs in a JVM that an earlier one left in a state of its own.
 *
 * A job starts one JVM; it starts another only when the CPU time its test cases have taken on average
 * (not counting each JVM's first test case, which also loads the JDK classes the program uses), times the
 * test cases still to run, reaches {@link SECOND_JVM_REMAINING_CPU_MS} per JVM it has: a new JVM costs about
 * 100 ms of CPU and its own JIT warm-up, so cheap test cases are faster in one warm JVM, and only long ones
 * gain from running side by side. Whether a program may share a JVM at all is decided from
 * its class files (java-class-scan.ts).
 */

/** Where the harness's classes are mounted in the sandbox. */
export const HARNESS_MOUNT = '/pj-harness';
/** Where the job's input directory is mounted in the sandbox. */
export const HARNESS_INPUT_MOUNT = '/pj-input';
/** CPU time, ms, the job's remaining test cases are expected to take per running JVM before the job starts another JVM. */
export const SECOND_JVM_REMAINING_CPU_MS = 500;
/**
 * Address space the harness adds to a test case's RLIMIT_AS, KB: its own main thread's stack reservation
 * (the JVM's -Xss, 64 MB) besides the test case's "main" thread, with room to spare.
 */
export const HARNESS_ADDRESS_SPACE_EXTRA_KB = 128 * 1024;
/** How often a running test case's CPU time and wall clock are checked, ms. */
export const WATCH_INTERVAL_MS = 20;

/** What the harness has done in this process since it started (for tests and benches): JVMs started, test cases run in them. */
export const harnessCounters = { jvmsStarted: 0, testCases: 0 };

const harnessSource = fileURLToPath(new URL('./native/JavaHarness.java', import.meta.url));
/** The first 4 bytes of every frame: 0xFF 'P' 'J' 'H'. */
const FRAME_MAGIC = 0xff504a48;
const FRAME_HEADER_BYTES = 9;
/** The largest payload of an output frame (JavaHarness.FRAME_BYTES), bytes. */
const MAX_FRAME_BYTES = 1 << 16;

/**
 * Compiles JavaHarness.java once per source version into the judge's cache ({@link buildJavaTool}).
 * @returns that directory
 * @throws Error with javac's message when it cannot be built.
 */
export function buildJavaHarness(cacheDir: string): string {
  return buildJavaTool(harnessSource, 'JavaHarness', cacheDir, 'the Java test harness');
}

/** One job's use of the harness. */
export interface JavaHarnessJobOptions {
  env: SandboxEnv;
  /** The compiled harness (from {@link buildJavaHarness}). */
  harnessDir: string;
  /** The job's box: the program's class files, mounted read-only at /box. */
  boxDir: string;
  /** An empty host directory (0711, the server's) for the test cases' input files. */
  inputDir: string;
  /** The program's uid/gid, or undefined to keep the server's. */
  identity?: { uid: number; gid: number };
  /** The JVM's options (heap, stack, GC …), as a process per test case gets them. */
  jvmOptions: string[];
  /** Binary name of the class whose `main` runs. */
  mainClass: string;
  /** The limits of one test case, as a process of its own has them. */
  limits: SandboxLimits;
  /** A test case whose peak memory passes this, KB, ends its JVM (it is over the memory limit). */
  memoryRetireKb: number;
  /** Test cases the job has: bounds the life-long CPU and wall clock of each JVM. */
  tests: number;
  /** JVMs the job may run at once. */
  maxJvms: number;
}

/** One test case's part of a frame stream, while it runs. */
interface RunningTest {
  stdoutFd: number;
  stdoutBytes: number;
  stderr: Buffer[];
  stderrBytes: number;
  cpuStart: number;
  startedAt: number;
  /** Why the judge ended the JVM, if it did. */
  over: 'cpu' | 'wall' | 'output' | null;
  /** CPU time, ms, and peak memory, KB, read when the judge ended the JVM. */
  atKill: { cpuMs: number; memoryKb: number } | null;
  finish(result: SandboxResult | null, reusable: boolean): void;
}

/** A JVM running the harness: its frame parser, and the test case it runs now. */
class HarnessJvm {
  readonly ready: Promise<boolean>;
  alive = true;
  /** Test cases this JVM has started. */
  testCases = 0;
  private pending: Buffer = Buffer.alloc(0);
  private test: RunningTest | null = null;
  private signalReady!: (ok: boolean) => void;
  private isReady = false;

  constructor(readonly service: SandboxedService, private readonly opts: JavaHarnessJobOptions) {
    this.ready = new Promise((resolve) => (this.signalReady = resolve));
    service.stdout.on('data', (chunk: Buffer) => this.receive(chunk));
    void service.exited.then(({ report, stderr }) => this.ended(report, stderr));
  }

  /** Ends the JVM at once. */
  kill(): void {
    this.alive = false;
    this.service.kill();
  }

  /** Ends the JVM when it has finished (end of its stdin). */
  retire(): void {
    this.alive = false;
    this.service.stdin.end();
    setTimeout(() => this.service.kill(), 1000).unref();
  }

  /**
   * Runs one test case on the input file `inputName` (in the input directory), its stdout into `stdoutFile`.
   * @returns its result, and whether the JVM may run the next test case; a null result when the harness
   *   broke its wire format (the caller runs the test case in a process of its own).
   */
  run(inputName: string, stdoutFile: string): Promise<{ result: SandboxResult | null; reusable: boolean }> {
    // A JVM that ended while idle (its life-long limits, a kill from outside) never answers: the caller runs the test case itself.
    if (!this.alive) return Promise.resolve({ result: null, reusable: false });
    const cgroup = this.service.cgroup;
    const limits = this.opts.limits;
    this.testCases++;
    cgroup?.resetPeakMemory();
    const stdoutFd = openSync(stdoutFile, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
    return new Promise((resolve) => {
      const watch = setInterval(() => {
        const t = this.test;
        if (!t || t.over) return;
        const cpuMs = (cgroup?.cpuMs() ?? 0) - t.cpuStart;
        if (cpuMs > limits.cpuMs) this.stop(t, 'cpu');
        else if (performance.now() - t.startedAt > limits.wallMs) this.stop(t, 'wall');
      }, WATCH_INTERVAL_MS);
      this.test = {
        stdoutFd,
        stdoutBytes: 0,
        stderr: [],
        stderrBytes: 0,
        cpuStart: cgroup?.cpuMs() ?? 0,
        startedAt: performance.now(),
        over: null,
        atKill: null,
        finish: (result, reusable) => {
          clearInterval(watch);
          closeSync(stdoutFd);
          this.test = null;
          resolve({ result, reusable: reusable && this.alive });
        },
      };
      const name = Buffer.from(inputName, 'utf8');
      const request = Buffer.alloc(4 + name.length);
      request.writeInt32BE(name.length, 0);
      name.copy(request, 4);
      this.service.stdin.write(request);
    });
  }

  /** Ends the JVM over a limit of the running test case. */
  private stop(t: RunningTest, why: 'cpu' | 'wall' | 'output'): void {
    const cgroup = this.service.cgroup;
    t.over = why;
    t.atKill = { cpuMs: (cgroup?.cpuMs() ?? 0) - t.cpuStart, memoryKb: cgroup?.peakMemoryKb() ?? 0 };
    this.kill();
  }

  /** The JVM broke the wire format: it is ended, and the running test case is given back unjudged. */
  private broken(): void {
    this.kill();
    this.signalReady(false);
    this.test?.finish(null, false);
  }

  private receive(chunk: Buffer): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    // The magic is checked as soon as it is there: bytes that are no frame are caught before a header's worth arrives.
    while (this.pending.length >= 4) {
      if (this.pending.readUInt32BE(0) !== FRAME_MAGIC) return this.broken();
      if (this.pending.length < FRAME_HEADER_BYTES) return;
      const kind = String.fromCharCode(this.pending[4]!);
      const length = this.pending.readInt32BE(5);
      if (length < 0 || length > MAX_FRAME_BYTES) return this.broken();
      if (this.pending.length < FRAME_HEADER_BYTES + length) return;
      const payload = this.pending.subarray(FRAME_HEADER_BYTES, FRAME_HEADER_BYTES + length);
      this.pending = this.pending.subarray(FRAME_HEADER_BYTES + length);
      if (!this.frame(kind, payload)) return this.broken();
    }
  }

  /** Handles one frame; false when it breaks the wire format. */
  private frame(kind: string, payload: Buffer): boolean {
    if (kind === 'R') {
      if (this.isReady || payload.length !== 0) return false;
      this.isReady = true;
      this.signalReady(true);
      return true;
    }
    const t = this.test;
    if (!t || !this.isReady) return false;
    if (kind === 'O' || kind === 'E') {
      if (t.over) return true;
      const cap = this.opts.limits.fileSizeKb * 1024;
      const before = kind === 'O' ? t.stdoutBytes : t.stderrBytes;
      const kept = payload.subarray(0, Math.max(0, Math.min(payload.length, cap - before)));
      if (kind === 'O') {
        if (kept.length) writeAll(t.stdoutFd, kept);
        t.stdoutBytes += kept.length;
      } else {
        if (kept.length && t.stderrBytes < STDERR_KEEP_BYTES) t.stderr.push(kept.subarray(0, STDERR_KEEP_BYTES - t.stderrBytes));
        t.stderrBytes += kept.length;
      }
      // As RLIMIT_FSIZE stops a process: what fits the cap is kept, and the program ends.
      if (kept.length < payload.length) this.stop(t, 'output');
      return true;
    }
    if (kind === 'D' && payload.length === 5) {
      if (t.over) return true;
      const cgroup = this.service.cgroup;
      const exitCode = payload.readInt32BE(0);
      const restart = payload[4] === 1;
      const cpuMs = Math.max(0, (cgroup?.cpuMs() ?? 0) - t.cpuStart);
      const memoryKb = cgroup?.peakMemoryKb() ?? 0;
      const oomKilled = cgroup?.oomKilled() ?? false;
      const report: SandboxReport = {
        exitCode,
        signal: 0,
        cpuMs,
        wallMs: Math.round(performance.now() - t.startedAt),
        memoryKb,
        wallTimedOut: false,
        cpuTimedOut: cpuMs > this.opts.limits.cpuMs,
        oomKilled,
        setupFailed: false,
      };
      const result = this.result(t, report);
      const clean = exitCode === 0 && !restart && !oomKilled && !report.cpuTimedOut && memoryKb <= this.opts.memoryRetireKb && !result.outputLimitExceeded;
      if (restart) this.alive = false;
      t.finish(result, clean);
      return true;
    }
    return false;
  }

  /** The JVM has ended: the running test case (if any) ended with it. */
  private ended(report: SandboxReport | null, jvmStderr: string): void {
    this.alive = false;
    this.signalReady(false);
    const t = this.test;
    if (!t) return;
    if (t.over) {
      const at = t.atKill!;
      const killed: SandboxReport = {
        exitCode: -1,
        signal: 9,
        cpuMs: at.cpuMs,
        wallMs: Math.round(performance.now() - t.startedAt),
        memoryKb: at.memoryKb,
        wallTimedOut: t.over === 'wall',
        cpuTimedOut: t.over === 'cpu',
        oomKilled: report?.oomKilled ?? false,
        setupFailed: false,
      };
      t.finish(this.result(t, killed), false);
      return;
    }
    if (!report || report.setupFailed) {
      t.finish({ report: null, stdoutBytes: t.stdoutBytes, stderr: '', outputLimitExceeded: false, sandboxError: 'the Java test harness ended without a report' }, false);
      return;
    }
    // System.exit, a crash, the OOM killer or the JVM's own limits: the test case ended as its process would have.
    if (jvmStderr && t.stderrBytes < STDERR_KEEP_BYTES) t.stderr.push(Buffer.from(jvmStderr, 'utf8'));
    const own: SandboxReport = { ...report, cpuMs: Math.max(0, report.cpuMs - t.cpuStart), wallMs: Math.round(performance.now() - t.startedAt) };
    t.finish(this.result(t, own), false);
  }

  private result(t: RunningTest, report: SandboxReport): SandboxResult {
    const cap = this.opts.limits.fileSizeKb * 1024;
    return {
      report,
      stdoutBytes: t.stdoutBytes,
      stderr: Buffer.concat(t.stderr).subarray(0, STDERR_KEEP_BYTES).toString('utf8'),
      outputLimitExceeded: t.over === 'output' || t.stdoutBytes >= cap || t.stderrBytes >= cap,
    };
  }
}

/** Writes all of `bytes` to `fd`. */
function writeAll(fd: number, bytes: Buffer): void {
  let at = 0;
  while (at < bytes.length) at += writeSync(fd, bytes, at);
}

/**
 * The JVMs of one job: runs its test cases through them, starting JVMs as described above.
 * `execute` may be called for several test cases at once (each holds a CPU permit while it runs).
 */
export class JavaHarnessJob {
  private readonly idle: HarnessJvm[] = [];
  private readonly all = new Set<HarnessJvm>();
  /** JVMs running or being started. */
  private live = 0;
  /** CPU time, ms, of the job's finished test cases that were not their JVM's first, and how many those were. */
  private testCpuMs = 0;
  private testsTimed = 0;
  /** Test cases that have asked to run. */
  private asked = 0;

  /** The harness broke its wire format: the rest of the job runs a process per test case. */
  private brokenHarness = false;
  private closed = false;
  private readonly waiting: ((jvm: HarnessJvm | null) => void)[] = [];

  constructor(private readonly opts: JavaHarnessJobOptions) {}

  /**
   * Runs one test case on `input`, its stdout into `stdoutFile` (which must not exist).
   * @param permits the job's CPU permits: the test case holds one while it runs (a JVM's start included)
   * @returns what a sandboxed process of its own would report, or null when the harness could not run it
   *   (it failed to start or broke its wire format; `stdoutFile` is then removed): the caller runs the
   *   test case in a process of its own.
   */
  async execute(input: string, stdoutFile: string, permits: Permits): Promise<SandboxResult | null> {
    if (this.brokenHarness || this.closed) return null;
    this.asked++;
    let jvm = await this.acquire();
    return permits.use(async () => {
      if (this.brokenHarness || this.closed) {
        // The harness broke, or the job ended, while this test case waited: no JVM is started for it.
        this.discard(jvm);
        return null;
      }
      // A JVM handed over that ended meanwhile leaves its place to a start.
      if (jvm && !jvm.alive) jvm = null;
      if (!jvm) {
        // A JVM that became idle while this test case waited for its permit serves it: the start is not needed.
        const idle = this.takeIdle();
        if (idle) this.live--;
        jvm = idle ?? this.start();
      }
      if (!(await jvm.ready)) {
        this.brokenHarness = true;
        this.discard(jvm);
        return null;
      }
      const name = randomBytes(16).toString('hex');
      const inputFile = path.join(this.opts.inputDir, name);
      await writeFile(inputFile, input, { encoding: 'utf8', flag: 'wx', mode: 0o600 });
      if (this.opts.identity) await chown(inputFile, this.opts.identity.uid, this.opts.identity.gid);
      try {
        const { result, reusable } = await jvm.run(name, stdoutFile);
        if (!result) {
          this.brokenHarness = true;
          this.discard(jvm);
          await rm(stdoutFile, { force: true });
          return null;
        }
        // A JVM's first test case also loads and compiles the JDK classes the program uses: it does not count.
        if (jvm.testCases > 1) {
          this.testCpuMs += result.report?.cpuMs ?? 0;
          this.testsTimed++;
        }
        harnessCounters.testCases++;

        if (reusable) this.release(jvm);
        else this.discard(jvm);
        return result;
      } finally {
        await rm(inputFile, { force: true });
      }
    });
  }

  /** Ends every JVM of the job and waits until they have exited; later test cases get null. */
  async close(): Promise<void> {
    this.closed = true;
    for (const jvm of this.all) jvm.retire();
    await Promise.all([...this.all].map((jvm) => jvm.service.exited));
    for (const w of this.waiting.splice(0)) w(null);
  }

  /** An idle JVM, or null when the caller is to start one (counted in `live` already). */
  private acquire(): Promise<HarnessJvm | null> {
    const jvm = this.takeIdle();
    if (jvm) return Promise.resolve(jvm);
    if (this.mayStart()) {
      this.live++;
      return Promise.resolve(null);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** An idle JVM that is still running, or null; idle JVMs that have ended meanwhile are dropped. */
  private takeIdle(): HarnessJvm | null {
    for (let jvm = this.idle.pop(); jvm; jvm = this.idle.pop()) {
      if (jvm.alive) return jvm;
      this.live--;
    }
    return null;
  }

  private mayStart(): boolean {
    if (this.live === 0) return true;
    if (this.live >= this.opts.maxJvms || this.testsTimed === 0) return false;
    // The asking test case and those after it, at the average CPU time so far.
    const remaining = this.opts.tests - this.asked + 1;
    return (this.testCpuMs / this.testsTimed) * remaining >= SECOND_JVM_REMAINING_CPU_MS * this.live;
  }

  private start(): HarnessJvm {
    const o = this.opts;
    const argv = ['java', ...o.jvmOptions, '-XX:+DisplayVMOutputToStderr', '-Xlog:disable', '-Xlog:all=warning:stderr', '-cp', HARNESS_MOUNT, 'JavaHarness', '/box', o.mainClass, HARNESS_INPUT_MOUNT];
    // The sandbox's own /tmp and /dev/shm are emptied after each test case; without the sandbox they are the host's.
    if (o.env.isolate) argv.push('/tmp', '/dev/shm');
    const service = spawnServiceInSandbox(
      {
        boxDir: o.boxDir,
        writable: false,
        extraMounts: [
          { host: o.harnessDir, sandbox: HARNESS_MOUNT },
          { host: o.inputDir, sandbox: HARNESS_INPUT_MOUNT },
        ],
        argv,
        identity: o.identity,
        limits: {
          ...o.limits,
          cpuMs: o.limits.cpuMs * o.tests + 30_000,
          wallMs: o.limits.wallMs * o.tests + 60_000,
          addressSpaceKb: o.limits.addressSpaceKb && o.limits.addressSpaceKb + HARNESS_ADDRESS_SPACE_EXTRA_KB,
        },
      },
      o.env,
    );
    const jvm = new HarnessJvm(service, o);
    harnessCounters.jvmsStarted++;
    this.all.add(jvm);
    void service.exited.then(() => this.all.delete(jvm));
    return jvm;
  }

  /** Gives a JVM that may run another test case to a waiting test case, or keeps it idle. */
  private release(jvm: HarnessJvm): void {
    const next = this.waiting.shift();
    if (next) next(jvm);
    else this.idle.push(jvm);
  }

  /** A JVM that ended (or must end), or a JVM start not used: a waiting test case may start another. */
  private discard(jvm: HarnessJvm | null): void {
    if (jvm?.alive) jvm.kill();
    this.live--;
    const next = this.waiting.shift();
    if (next) {
      this.live++;
      next(null);
    }
  }
}
