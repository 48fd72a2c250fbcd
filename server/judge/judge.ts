import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { STATUS } from '../../common/contract/submission.ts';
import { CgroupManager } from './cgroup.ts';
import { CompileCache } from './compile-cache.ts';
import { jobIdentity, validatorIdentity } from './identities.ts';
import type { JobOptions, JudgeLog, JudgeObserver, JudgeOutcome, JudgeRequest } from './judge-types.ts';
import { Judge0AuthError, Judge0Backend, type Judge0Options } from './judge0.ts';
import type { JavaCompilerPool } from './java-compiler.ts';
import { buildJavaHarness } from './java-harness.ts';
import { Launcher } from './launcher.ts';
import { buildInit, buildJavaCompiler, buildLauncher, buildPch, buildSupervisor, prepareCacheDir } from './native-build.ts';
import { CpuScheduler, type JobPermits } from './parallel.ts';
import { FairQueue, JobAbortedError, type JobLane } from './queue.ts';
import { runJob } from './run-pipeline.ts';
import { hiddenSitePackages, probeBwrap, type SandboxEnv } from './sandbox.ts';
import { runInputValidator, ValidatorCache, type CustomValidation } from './validators.ts';

/**
 * The judge: compiles a program once, runs it on test cases in the sandbox and
 * gives Judge0-style verdicts. Jobs (one compile + its runs) go through a
 * {@link FairQueue} with `concurrency` slots (default: CPU cores): Runs (`lane: 'run'`) ahead of
 * submissions, each lane served round-robin between learners, with a per-learner limit; when more
 * than `queueLimit` jobs wait, new ones are refused with QueueFullError. The steps of a job are in run-pipeline.ts,
 * what the judge builds for itself in native-build.ts.
 */

export type { CaseOutcome, JobOptions, JudgeObserver, JudgeOutcome, JudgeRequest, JudgeTestCase } from './judge-types.ts';
export { JobAbortedError, OwnerBusyError, QueueFullError } from './queue.ts';

/**
 * Job slots only Runs take, besides the `concurrency` slots everything takes, and as many CPU permits
 * only Runs take ({@link CpuScheduler}'s `runExtra`): a Run never waits for submissions' processes
 * while a Run's own permit is free, and among jobs of equal standing a Run's process goes first.
 */
export const RUN_SLOTS = 1;

/** The judge cannot take jobs now (no sandbox, set-up failed, shutting down, or Judge0 refused our token). */
export class JudgeUnavailableError extends Error {}

/** How a {@link Judge} runs jobs: its slots and queue, the sandbox or Judge0, its cache directory and log. */
export interface JudgeOptions {
  concurrency: number;
  queueLimit: number;
  /** Jobs one learner may have queued or running (default 3); more get OwnerBusyError (HTTP 429). */
  perUserLimit?: number;
  /** false only with JUDGE_SANDBOX=off. */
  sandbox: boolean;
  /** Java test cases of a job share one JVM (java-harness.ts); default true. false: a JVM per test case. */
  javaHarness?: boolean;
  cacheDir: string;
  /** bwrap executable; default `bwrap` from PATH. */
  bwrapPath?: string;
  /** Compile and run on this Judge0 server instead of the local sandbox (JUDGE0_URL). */
  judge0?: Omit<Judge0Options, 'log'> | null;
  log: JudgeLog;
}

/** The judge of one process: its fair queue, job slots, CPU permits and the backend jobs run on (the local sandbox or Judge0). */
export class Judge {
  private env: SandboxEnv | null = null;
  private remote: Judge0Backend | null = null;
  private observer: JudgeObserver = {};
  private pchDir: string | null = null;
  private validators: ValidatorCache | null = null;
  private unavailableReason: string | null = 'judge not initialised';
  private readonly queue: FairQueue;
  /** Free job slots (each has its own uid when the server is root). */
  private readonly slots: number[];
  /** One permit per job slot (a CPU core): every sandboxed process holds one while it runs, shared fairly between the slots' jobs. */
  private readonly cpus: CpuScheduler;
  /** The warm Java compiler, or null (no JDK, Judge0, or it could not be built: javac runs per job). */
  private javaCompiler: JavaCompilerPool | null = null;
  /** The compiled Java test harness (java-harness.ts), or null: a JVM per Java test case. */
  private javaHarnessDir: string | null = null;
  /** Programs compiled in the last minutes (a Submit of the code just Run compiles nothing). */
  private readonly compileCache = new CompileCache();

  constructor(private opts: JudgeOptions) {
    // One learner's jobs hold at most all but one ordinary slot: each job's test cases still use every free core.
    this.queue = new FairQueue({
      concurrency: opts.concurrency,
      runSlots: RUN_SLOTS,
      queueLimit: opts.queueLimit,
      perOwnerLimit: opts.perUserLimit ?? 3,
      perOwnerSlots: Math.max(1, opts.concurrency - 1),
    });
    this.cpus = new CpuScheduler(opts.concurrency, RUN_SLOTS);
    const slots = opts.concurrency + RUN_SLOTS;
    this.slots = Array.from({ length: slots }, (_, i) => slots - 1 - i);
  }

  /** Routes the judge's log lines to another logger (the app's, once it exists). */
  setLogger(log: JudgeOptions['log']): void {
    this.opts.log = log;
  }

  /**
   * Stops taking jobs (new and waiting ones fail with JudgeUnavailableError) and waits for the
   * running ones to finish, at most `timeoutMs`.
   * @returns how many jobs were still running when it gave up (0 when all finished).
   */
  async shutdown(timeoutMs: number): Promise<number> {
    this.unavailableReason = 'the server is shutting down';
    this.queue.rejectWaiting(() => new JudgeUnavailableError('the server is shutting down'));
    const deadline = Date.now() + timeoutMs;
    while (this.queue.inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await this.javaCompiler?.close();
    // Jobs still running keep the launcher; it dies with this process.
    if (this.queue.inFlight === 0) this.env?.launcher?.close();
    return this.queue.inFlight;
  }

  /** Receives job and verdict events (see {@link JudgeObserver}). */
  setObserver(observer: JudgeObserver): void {
    this.observer = observer;
  }

  /** Where programs run: the local bubblewrap sandbox or a Judge0 server. */
  get backend(): 'sandbox' | 'judge0' {
    return this.opts.judge0 ? 'judge0' : 'sandbox';
  }

  /** Why the judge cannot run code, or null when it can. */
  get unavailable(): string | null {
    return this.unavailableReason;
  }

  /** True when the queue is full and new jobs would be refused. */
  get full(): boolean {
    return this.queue.full;
  }

  /** Jobs waiting for a slot. */
  get pending(): number {
    return this.queue.pending;
  }

  /** Jobs running now. */
  get running(): number {
    return this.queue.inFlight;
  }

  /** Warm Java compiler processes running now (0 before the first Java compile, or when Java compiles with javac per job). */
  get javaCompilers(): number {
    return this.javaCompiler?.size ?? 0;
  }

  /**
   * Checks, without queueing, that a job of `owner` would be accepted now.
   * @throws JudgeUnavailableError, QueueFullError or OwnerBusyError.
   */
  assertAccepts(owner: string): void {
    if (this.unavailableReason) throw new JudgeUnavailableError(this.unavailableReason);
    this.queue.assertAccepts(owner);
  }

  /**
   * Prepares the judge: checks bubblewrap, builds the sandbox supervisor and the
   * C++ precompiled header (cached in `cacheDir`). Never throws: on failure the
   * judge stays unavailable and {@link unavailable} says why.
   */
  async init(): Promise<void> {
    const { log } = this.opts;
    if (this.opts.judge0) {
      this.remote = new Judge0Backend({ ...this.opts.judge0, log: { info: (m) => this.opts.log.info(m), warn: (m) => this.opts.log.warn(m), error: (m) => this.opts.log.error(m) } });
      this.unavailableReason = null;
      log.info(`judge ready: Judge0 at ${new URL(this.opts.judge0.url).origin}, ${this.opts.concurrency} slot(s)`);
      return;
    }
    try {
      if (this.opts.sandbox) {
        const reason = probeBwrap(this.opts.bwrapPath ?? 'bwrap', jobIdentity(0));
        if (reason) {
          this.unavailableReason = reason;
          log.error(`JUDGE UNAVAILABLE: ${reason}. Install bubblewrap (apt-get install bubblewrap) or, for development only, set JUDGE_SANDBOX=off.`);
          return;
        }
      } else {
        log.warn('!!! JUDGE_SANDBOX=off: learner programs run WITHOUT isolation (rlimits only). Never use this in production. !!!');
      }
      prepareCacheDir(this.opts.cacheDir);
      // Asked once here, so no job's first run waits for Python to say where its site-packages are.
      if (this.opts.sandbox) hiddenSitePackages();
      const supervisorPath = buildSupervisor(this.opts.cacheDir);
      this.pchDir = buildPch(this.opts.cacheDir, this.opts.log);
      this.validators = new ValidatorCache(this.opts.cacheDir, this.pchDir);
      const cgroups = CgroupManager.create();
      const env: SandboxEnv = {
        supervisorPath,
        initPath: buildInit(this.opts.cacheDir),
        isolate: this.opts.sandbox,
        bwrapPath: this.opts.bwrapPath ?? 'bwrap',
        cgroups: typeof cgroups === 'string' ? null : cgroups,
        launcher: new Launcher(buildLauncher(this.opts.cacheDir), supervisorPath),
      };
      this.javaCompiler = buildJavaCompiler(env, this.opts.cacheDir, this.opts.log);
      // The harness measures each test case through the JVM's cgroup: without cgroups, a JVM per test case.
      if (this.opts.javaHarness !== false && env.cgroups) this.javaHarnessDir = buildJavaHarnessOrNull(this.opts.cacheDir, this.opts.log);
      if (typeof cgroups === 'string') {
        log.warn(
          `!!! judge without per-job cgroups (${cgroups}): memory is limited per process only, and CPU time of processes a program detaches is not counted. ` +
            'Run the server as root on a host with cgroup v2 (memory, pids) or v1 (memory, pids, cpuacct) for full containment. !!!',
        );
      }
      this.env = env;
      this.isolation = { cgroups: typeof cgroups === 'string' ? null : `v${cgroups.host.version}`, seccomp: this.opts.sandbox };
      this.unavailableReason = null;
      log.info(
        `judge ready: ${this.opts.concurrency} slot(s), sandbox ${this.opts.sandbox ? 'bwrap + seccomp' : 'OFF'}, cgroups ${this.isolation.cgroups ?? 'none'}, C++ PCH ${this.pchDir ? 'on' : 'off'}, Java compile server ${this.javaCompiler ? 'on' : 'off'}, Java test harness ${this.javaHarnessDir ? 'on' : 'off'}`,
      );
    } catch (e) {
      this.unavailableReason = `judge set-up failed: ${(e as Error).message}`;
      log.error(this.unavailableReason);
    }
  }

  /** How jobs are contained, for /api/health: cgroup version in use (or null) and whether seccomp applies. */
  isolation: { cgroups: 'v1' | 'v2' | null; seccomp: boolean } = { cgroups: null, seccomp: false };

  /**
   * Queues a job and resolves with its outcome.
   * @throws JudgeUnavailableError when the sandbox is missing; QueueFullError when the queue is full;
   *   OwnerBusyError when the owner has too many jobs; JobAbortedError when `signal` fired first.
   */
  evaluate(req: JudgeRequest, opts: JobOptions = {}): Promise<JudgeOutcome> {
    return this.schedule((run) => run(req), opts);
  }

  /**
   * Queues a job whose request is only built when a slot is free — a stored submission is
   * loaded by id then, so nothing of it is held in memory while it waits. `task` gets a
   * function that judges one request in the slot it holds.
   * @throws as {@link evaluate}.
   */
  schedule<T>(task: (run: (req: JudgeRequest) => Promise<JudgeOutcome>) => Promise<T>, opts: JobOptions = {}): Promise<T> {
    const env = this.env;
    const remote = this.remote;
    if (this.unavailableReason || !(env || remote)) return Promise.reject(new JudgeUnavailableError(this.unavailableReason ?? 'judge unavailable'));
    const queuedAt = performance.now();
    const judgeOne = async (req: JudgeRequest): Promise<JudgeOutcome> => {
      let outcome: JudgeOutcome;
      if (remote) {
        try {
          outcome = await remote.execute(req, opts.signal);
        } catch (e) {
          if (e instanceof Judge0AuthError) throw new JudgeUnavailableError(e.message);
          throw e;
        }
      } else {
        outcome = await this.execute(req, env!, opts);
      }
      const failed = outcome.cases.find((c) => c.statusId !== STATUS.ACCEPTED);
      this.observer.verdict?.(req.language, outcome.compileOutput !== null ? STATUS.COMPILATION_ERROR : (failed?.statusId ?? STATUS.ACCEPTED));
      return outcome;
    };
    return this.queue.run(
      opts.owner ?? 'anonymous',
      () => {
        this.observer.jobStarted?.((performance.now() - queuedAt) / 1000);
        return task(judgeOne);
      },
      opts,
    );
  }

  /**
   * Runs a problem package's input validator (Kattis: exit 42 = valid, 43 = invalid) on test files, in
   * order, in the local sandbox as one job of the queue (under an output validator's uid and limits);
   * stops at the first file it does not accept.
   * @param validator the program: its language and source files.
   * @param cases test files: a name for the answer, the `.in` text (its stdin) and the flags (its arguments).
   * @returns null when it accepts every file, else the first file it did not accept with its message.
   * @throws ValidatorSetupError when it cannot be compiled (the message says why); JudgeUnavailableError without a
   *   local sandbox (no bubblewrap, or Judge0); as {@link evaluate} when the queue refuses the job.
   */
  validateInputs(
    validator: Pick<CustomValidation, 'language' | 'files'>,
    cases: { name: string; input: string; flags: string[] }[],
    opts: JobOptions = {},
  ): Promise<{ name: string; message: string } | null> {
    const env = this.env;
    if (this.unavailableReason || !env) return Promise.reject(new JudgeUnavailableError(this.unavailableReason ?? 'input validators need the local sandbox'));
    const owner = opts.owner ?? 'anonymous';
    return this.queue.run(
      owner,
      () =>
        this.inJobDir(owner, 'submission', async (slot, root, cpus) => {
          const identity = validatorIdentity(slot);
          const prepared = await this.validators!.prepare({ kind: 'custom', language: validator.language, files: validator.files, flags: [] }, env, identity, root, 'input');
          let seq = 0;
          for (const c of cases) {
            if (opts.signal?.aborted) throw new JobAbortedError('the caller has gone');
            const dir = path.join(root, `input-${++seq}`);
            await mkdir(dir, { mode: 0o711 });
            try {
              const verdict = await cpus.use(() => runInputValidator(prepared, { input: c.input, flags: c.flags, language: validator.language }, env, identity, dir));
              if (!verdict.valid) return { name: c.name, message: verdict.message };
            } finally {
              await rm(dir, { recursive: true, force: true });
            }
          }
          return null;
        }),
      opts,
    );
  }

  /** Judges one request in the local sandbox, in a job slot and job directory of its own (see run-pipeline.ts); its processes take CPU permits as its owner's. */
  private execute(req: JudgeRequest, env: SandboxEnv, opts: JobOptions): Promise<JudgeOutcome> {
    const owner = opts.owner ?? 'anonymous';
    return this.inJobDir(owner, opts.lane ?? 'submission', (slot, root, cpus) => {
      const tools = { env, cpus, owner, javaCompiler: this.javaCompiler, javaHarnessDir: this.javaHarnessDir, pchDir: this.pchDir, validators: this.validators!, width: this.opts.concurrency, log: this.opts.log, compileCache: this.compileCache, observer: this.observer };
      return runJob(req, root, slot, tools, opts.signal);
    });
  }

  /**
   * Runs `task` holding a free job slot, a fresh job directory (mode 0711, server-owned, in the
   * system's temporary directory) and the job's CPU permits as `owner`'s in `lane`; all three are
   * given back, the directory removed, however it ends.
   */
  private async inJobDir<T>(owner: string, lane: JobLane, task: (slot: number, root: string, cpus: JobPermits) => Promise<T>): Promise<T> {
    const slot = this.slots.pop();
    if (slot === undefined) throw new Error('no free job slot');
    const cpus = this.cpus.forJob(owner, lane);
    let root: string | undefined;
    try {
      root = await mkdtemp(path.join(os.tmpdir(), 'pj-job-'));
      await chmod(root, 0o711);
      return await task(slot, root, cpus);
    } finally {
      cpus.close();
      this.slots.push(slot);
      if (root) await rm(root, { recursive: true, force: true }).catch(() => undefined);
    }
  }
}

/** Builds the Java test harness; null (logged) when it cannot be built: Java then runs a JVM per test case. */
function buildJavaHarnessOrNull(cacheDir: string, log: JudgeLog): string | null {
  try {
    return buildJavaHarness(cacheDir);
  } catch (e) {
    log.warn(`Java runs a JVM per test case: ${(e as Error).message}`);
    return null;
  }
}
