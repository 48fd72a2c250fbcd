import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, constants, existsSync, lstatSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../common/contract/common.ts';
import { STATUS } from '../../common/contract/submission.ts';
import { CgroupManager } from './cgroup.ts';
import { createOutputChecker, type OutputChecker } from '../../common/judging/output-check.ts';
import type { ValidationResult } from '../../common/judging/default-validator.ts';
import { FAILED_TEST_FIELD_BYTES } from '../../common/contract/submission.ts';
import type { OutputValidation } from '../../common/judging/validation.ts';
import { runInputValidator, runOutputValidator, ValidatorCache, ValidatorSetupError, type CustomValidation, type PreparedValidator } from './validators.ts';
import { LANGUAGE_SPECS } from './languages.ts';
import { FairQueue, JobAbortedError } from './queue.ts';
import { probeBwrap, readPrefix, runInSandbox, type SandboxEnv, type SandboxLimits } from './sandbox.ts';
import { classifyRun } from './verdict.ts';
import { runInteractive, type InteractiveOutcome, type InteractiveProgram } from './interactive.ts';
import { JavaCompilerPool, type CompiledClass, type JavaCompilerOptions } from './java-compiler.ts';
import { runInOrder, Semaphore } from './parallel.ts';
import { Launcher } from './launcher.ts';
import { STATUS_DESCRIPTION } from '../../common/judging/status.ts';
import { JUDGE_TEXT } from '../../common/texts/judge.ts';
import { Judge0AuthError, Judge0Backend, type Judge0Options } from './judge0.ts';
import { KEEP_OUTPUT_BYTES, OUTPUT_LIMIT_BYTES as RUN_OUTPUT_LIMIT_BYTES, STDERR_KEEP_BYTES } from '../../common/judging/limits.ts';

/**
 * The judge: compiles a program once, runs it on test cases in the sandbox and
 * gives Judge0-style verdicts. Jobs (one compile + its runs) go through a
 * {@link FairQueue} with `concurrency` slots (default: CPU cores), served round-robin
 * between learners with a per-learner limit; when more than `queueLimit` jobs wait,
 * new ones are refused with QueueFullError.
 */

export interface JudgeTestCase {
  input: string;
  output: string;
}

export interface JudgeRequest {
  language: Language;
  code: string;
  tests: JudgeTestCase[];
  /** CPU ms per test for C++; multiplied by the language's time factor. */
  timeLimitMs: number;
  /** KB per test. */
  memoryLimitKb: number;
  /** How output is judged (see common/judging/validation.ts); default: the legacy line comparison. */
  validation?: OutputValidation;
  /** Stop at the first test that is not Accepted (submissions); runs report every case. */
  stopOnFirstFailure: boolean;
}

export interface CaseOutcome {
  statusId: number;
  description: string;
  /** Program stdout, at most {@link KEEP_OUTPUT_BYTES} bytes. */
  stdout: string;
  stderr: string;
  /** CPU time, ms. */
  timeMs: number;
  /** Peak resident memory, KB. */
  memoryKb: number;
  /**
   * The judge's message on Wrong Answer when the validation gives one: the default output
   * validator's (quoting answer tokens only from the first {@link FAILED_TEST_FIELD_BYTES} bytes
   * of the answer, the part a failed-test detail shows) or a custom validator's `judgemessage.txt`.
   */
  message?: string;
  /**
   * Interactive problems: the interactor gave its verdict (Wrong Answer) before the program ended, so the
   * verdict stands whatever CPU time the program used afterwards (a run at a longer limit keeps it).
   */
  judgedFirst?: boolean;
}

export interface JudgeOutcome {
  /** Compiler output when compilation failed (status 6), else null. */
  compileOutput: string | null;
  /** One entry per test that ran (fewer than tests when stopped early or on CE). */
  cases: CaseOutcome[];
}

export class JudgeUnavailableError extends Error {}
export { JobAbortedError, OwnerBusyError, QueueFullError } from './queue.ts';

/** Who queues a job and how it may be cancelled (see {@link FairQueue}). */
export interface JobOptions {
  /** The learner the job is for (round-robin and per-learner limit); default: anonymous. */
  owner?: string;
  /** Fires when the caller has gone: a waiting job is dropped, a running one stops before its next test case. */
  signal?: AbortSignal;
  /** Not subject to the per-learner limit (re-judging after a restart). */
  exempt?: boolean;
}


const COMPILE_LIMITS: SandboxLimits = {
  cpuMs: 10_000,
  wallMs: 20_000,
  // g++ -O2 on a template-heavy file, or javac, with its page cache and /tmp.
  memoryKb: 1536 * 1024,
  addressSpaceKb: 0,
  stackKb: 0,
  fileSizeKb: 64 * 1024,
  processes: 128,
  openFiles: 256,
  tmpfsBytes: 256 * 1024 * 1024,
};

/** Limits of the warm Java compiler (see java-compiler.ts): per process and per compile. */
export const JAVA_COMPILER_LIMITS = {
  // Over a compiler's life: its memory (heap 512 MB + JVM), processes and files as a compile step's; CPU and wall clock
  // generous, as each compile has its own limits and the process is retired at half of these.
  processLimits: { ...COMPILE_LIMITS, addressSpaceKb: LANGUAGE_SPECS.java.compileAddressSpaceKb, cpuMs: 3_600_000, wallMs: 24 * 3_600_000, tmpfsBytes: 16 * 1024 * 1024 },
  compileCpuMs: COMPILE_LIMITS.cpuMs,
  compileWallMs: COMPILE_LIMITS.wallMs,
} satisfies Pick<JavaCompilerOptions, 'processLimits' | 'compileCpuMs' | 'compileWallMs'>;

/** Size of each writable tmpfs of a test run (`/tmp`, `/dev/shm`), bytes; also counted in the job's memory. */
const RUN_TMPFS_BYTES = 16 * 1024 * 1024;
/** Memory the sandbox itself needs in the job's cgroup (bubblewrap, namespaces, page tables), KB. */
const SANDBOX_OVERHEAD_KB = 32 * 1024;

export interface JudgeOptions {
  concurrency: number;
  queueLimit: number;
  /** Jobs one learner may have queued or running (default 3); more get OwnerBusyError (HTTP 429). */
  perUserLimit?: number;
  /** false only with JUDGE_SANDBOX=off. */
  sandbox: boolean;
  cacheDir: string;
  /** bwrap executable; default `bwrap` from PATH. */
  bwrapPath?: string;
  /** Compile and run on this Judge0 server instead of the local sandbox (JUDGE0_URL). */
  judge0?: Omit<Judge0Options, 'log'> | null;
  log: { info(msg: string): void; warn(msg: string): void; error(msg: string): void };
}

const supervisorSource = fileURLToPath(new URL('./native/supervisor.c', import.meta.url));
const launcherSource = fileURLToPath(new URL('./native/launcher.c', import.meta.url));
const initSource = fileURLToPath(new URL('./native/pj-init.c', import.meta.url));

/** What the judge reports as it works (metrics); every method is optional. */
export interface JudgeObserver {
  /** A job left the queue for a slot after waiting `waitS` seconds. */
  jobStarted?(waitS: number): void;
  /** A judged request got its verdict: Compilation Error, the first test case's status that is not Accepted, or Accepted. */
  verdict?(language: Language, statusId: number): void;
}

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
  /** One permit per job slot (a CPU core): every sandboxed process holds one while it runs. */
  private readonly cpus: Semaphore;
  /** The warm Java compiler, or null (no JDK, Judge0, or it could not be built: javac runs per job). */
  private javaCompiler: JavaCompilerPool | null = null;

  constructor(private opts: JudgeOptions) {
    this.queue = new FairQueue({ concurrency: opts.concurrency, queueLimit: opts.queueLimit, perOwnerLimit: opts.perUserLimit ?? 3 });
    this.cpus = new Semaphore(opts.concurrency);
    this.slots = Array.from({ length: opts.concurrency }, (_, i) => opts.concurrency - 1 - i);
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
      // World-readable: the sandbox user must be able to read the PCH.
      mkdirSync(this.opts.cacheDir, { recursive: true, mode: 0o755 });
      assertPrivateDir(this.opts.cacheDir);
      // mkdir leaves an existing directory's mode alone; sandboxed jobs must be able to pass through it.
      chmodSync(this.opts.cacheDir, 0o755);
      const supervisorPath = buildSupervisor(this.opts.cacheDir);
      this.pchDir = this.buildPch();
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
      this.javaCompiler = this.buildJavaCompiler(env);
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
        `judge ready: ${this.opts.concurrency} slot(s), sandbox ${this.opts.sandbox ? 'bwrap + seccomp' : 'OFF'}, cgroups ${this.isolation.cgroups ?? 'none'}, C++ PCH ${this.pchDir ? 'on' : 'off'}, Java compile server ${this.javaCompiler ? 'on' : 'off'}`,
      );
    } catch (e) {
      this.unavailableReason = `judge set-up failed: ${(e as Error).message}`;
      log.error(this.unavailableReason);
    }
  }

  /**
   * Builds the warm Java compiler (see java-compiler.ts); null when there is no JDK or it cannot be
   * built — Java then compiles with one javac per job, as it always can.
   */
  private buildJavaCompiler(env: SandboxEnv): JavaCompilerPool | null {
    const pool = new JavaCompilerPool({
      env,
      cacheDir: this.opts.cacheDir,
      identity: compilerIdentity,
      ...JAVA_COMPILER_LIMITS,
      log: this.opts.log,
    });
    try {
      pool.build();
      return pool;
    } catch (e) {
      this.opts.log.warn(`Java compiles with javac per job: ${(e as Error).message}`);
      return null;
    }
  }

  /** How jobs are contained, for /api/health: cgroup version in use (or null) and whether seccomp applies. */
  isolation: { cgroups: 'v1' | 'v2' | null; seccomp: boolean } = { cgroups: null, seccomp: false };

  /**
   * Builds `bits/stdc++.h.gch` with exactly the flags of the C++ compile step,
   * in a directory that is mounted at /pch. Returns null when it cannot be built
   * (compiles then just take longer).
   */
  private buildPch(): string | null {
    const probe = spawnSync('g++', ['-std=c++17', '-O2', '-x', 'c++', '-E', '-H', '-o', '/dev/null', '-'], {
      input: '#include <bits/stdc++.h>\n',
      encoding: 'utf8',
    });
    const header = probe.stderr?.split('\n')[0]?.replace(/^\.+\s*/, '').trim();
    if (probe.status !== 0 || !header || !existsSync(header)) {
      this.opts.log.warn('C++ precompiled header disabled: bits/stdc++.h not found');
      return null;
    }
    const version = spawnSync('g++', ['--version'], { encoding: 'utf8' }).stdout;
    const key = createHash('sha256').update(version + header).digest('hex').slice(0, 12);
    const dir = path.join(this.opts.cacheDir, `pch-${key}`);
    const gch = path.join(dir, 'bits', 'stdc++.h.gch');
    if (existsSync(gch)) return dir;
    mkdirSync(path.dirname(gch), { recursive: true });
    const tmp = `${gch}.${process.pid}.tmp`;
    const started = Date.now();
    const r = spawnSync('g++', ['-std=c++17', '-O2', '-pipe', '-x', 'c++-header', header, '-o', tmp], { encoding: 'utf8' });
    if (r.status !== 0) {
      this.opts.log.warn(`C++ precompiled header disabled: ${r.stderr}`);
      return null;
    }
    renameSync(tmp, gch);
    this.opts.log.info(`built C++ precompiled header in ${Date.now() - started} ms`);
    return dir;
  }

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
        outcome = await this.execute(req, env!, opts.signal);
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
    return this.queue.run(
      opts.owner ?? 'anonymous',
      async () => {
        const slot = this.slots.pop();
        if (slot === undefined) throw new Error('no free job slot');
        const identity = validatorIdentity(slot);
        const root = await mkdtemp(path.join(os.tmpdir(), 'pj-job-'));
        try {
          await chmod(root, 0o711);
          const prepared = await this.validators!.prepare({ kind: 'custom', language: validator.language, files: validator.files, flags: [] }, env, identity, root, 'input');
          let seq = 0;
          for (const c of cases) {
            if (opts.signal?.aborted) throw new JobAbortedError('the caller has gone');
            const dir = path.join(root, `input-${++seq}`);
            await mkdir(dir, { mode: 0o711 });
            try {
              const verdict = await this.cpus.use(() => runInputValidator(prepared, { input: c.input, flags: c.flags, language: validator.language }, env, identity, dir));
              if (!verdict.valid) return { name: c.name, message: verdict.message };
            } finally {
              await rm(dir, { recursive: true, force: true });
            }
          }
          return null;
        } finally {
          this.slots.push(slot);
          await rm(root, { recursive: true, force: true }).catch(() => undefined);
        }
      },
      opts,
    );
  }

  private async execute(req: JudgeRequest, env: SandboxEnv, signal?: AbortSignal): Promise<JudgeOutcome> {
    const spec = LANGUAGE_SPECS[req.language];
    const validation = req.validation ?? { kind: 'legacy' };
    const slot = this.slots.pop();
    if (slot === undefined) throw new Error('no free job slot');
    const identity = jobIdentity(slot);
    // Layout: <root 0711, server-owned>/box (0700, the job's uid: code and compiled program, /box in the sandbox)
    //                                    /io  (0700, server-only: stdin/stdout/stderr files the supervisor opens)
    //                                    /validator-N (0711: one output validator run, its own uid; see validators.ts).
    const root = await mkdtemp(path.join(os.tmpdir(), 'pj-job-'));
    const box = path.join(root, 'box');
    const io = path.join(root, 'io');
    let seq = 0;
    const ioFile = (kind: string) => path.join(io, `${kind}-${++seq}`);
    const entry = spec.entry(req.code);
    try {
      await chmod(root, 0o711);
      await mkdir(box, { mode: 0o700 });
      await mkdir(io, { mode: 0o700 });
      await writeFile(path.join(box, entry.sourceFile), req.code, { encoding: 'utf8', flag: 'wx', mode: 0o600 });
      if (identity) {
        await chown(path.join(box, entry.sourceFile), identity.uid, identity.gid);
        await chown(box, identity.uid, identity.gid);
      }
      const compileOutput = await this.compile(req, entry, box, identity, ioFile, env);
      if (compileOutput !== null) return { compileOutput, cases: [] };

      const cpuMs = Math.round(req.timeLimitMs * spec.timeFactor);
      const limits: SandboxLimits = {
        cpuMs,
        wallMs: cpuMs * 2 + 1000,
        memoryKb: req.memoryLimitKb + spec.memoryOverheadKb + SANDBOX_OVERHEAD_KB,
        addressSpaceKb: req.memoryLimitKb + spec.addressSpaceExtraKb,
        stackKb: 64 * 1024,
        // stdout and stderr are the only files the program can write outside its tmpfs.
        fileSizeKb: RUN_OUTPUT_LIMIT_BYTES / 1024,
        processes: 64,
        openFiles: 128,
        tmpfsBytes: RUN_TMPFS_BYTES,
      };
      // A custom validator is compiled when the first output needs it (a program failing on its own needs none).
      let prepared: Promise<PreparedValidator> | null = null;
      const runCase = async (test: JudgeTestCase): Promise<CaseOutcome> => {
        if (validation.kind === 'custom' && validation.interactive) {
          prepared ??= this.validators!.prepare(validation, env, validatorIdentity(slot), root);
          return this.runInteractiveCase(test, prepared, validation, {
            boxDir: box,
            argv: spec.run(req.memoryLimitKb, entry.mainClass),
            identity,
            limits,
            verdict: { cpuMs, memoryLimitKb: req.memoryLimitKb, memoryOverheadKb: spec.memoryOverheadKb, oomPattern: spec.oomPattern },
          }, env, slot, path.join(root, `interactive-${++seq}`));
        }
        const stdinFile = ioFile('stdin');
        const stdoutFile = ioFile('stdout');
        const stderrFile = ioFile('stderr');
        await writeFile(stdinFile, test.input, { encoding: 'utf8', flag: 'wx', mode: 0o600 });
        try {
          const run = await this.cpus.use(() =>
            runInSandbox(
              { boxDir: box, writable: false, argv: spec.run(req.memoryLimitKb, entry.mainClass), stdinFile, stdoutFile, stderrFile, identity, limits },
              env,
            ),
          );
          const verdict = classifyRun(run, { cpuMs, memoryLimitKb: req.memoryLimitKb, memoryOverheadKb: spec.memoryOverheadKb, oomPattern: spec.oomPattern });
          const stdout = keptOutput(stdoutFile, run.stdoutBytes);
          let statusId: number;
          let message: string | undefined;
          let reason: string | undefined;
          if (verdict) {
            statusId = verdict.statusId;
            reason = run.sandboxError;
          } else if (validation.kind === 'custom') {
            const dir = path.join(root, `validator-${++seq}`);
            await mkdir(dir, { mode: 0o711 });
            try {
              prepared ??= this.validators!.prepare(validation, env, validatorIdentity(slot), root);
              const validator = await prepared;
              const judged = await this.cpus.use(() =>
                runOutputValidator(validator, { input: test.input, answer: test.output, teamOutputFile: stdoutFile, flags: validation.flags, language: validation.language }, env, validatorIdentity(slot), dir),
              );
              ({ statusId, message, reason } = judged);
            } catch (e) {
              statusId = STATUS.INTERNAL_ERROR;
              reason = e instanceof ValidatorSetupError ? e.message : `output validator: ${(e as Error).message}`;
            } finally {
              await rm(dir, { recursive: true, force: true });
            }
          } else {
            const checker = createOutputChecker(validation, test.output, { revealAnswerBytes: FAILED_TEST_FIELD_BYTES });
            const result = await checkOutputFile(stdoutFile, checker, RUN_OUTPUT_LIMIT_BYTES);
            statusId = result.accepted ? STATUS.ACCEPTED : STATUS.WRONG_ANSWER;
            if (!result.accepted) message = result.message;
          }
          const outcome: CaseOutcome = {
            statusId,
            description: verdict?.description ?? STATUS_DESCRIPTION[statusId]!,
            stdout,
            stderr: run.stderr,
            timeMs: run.report?.cpuMs ?? 0,
            memoryKb: run.report?.memoryKb ?? 0,
          };
          if (message) outcome.message = message;
          // The sandbox's or validator's failure is logged; the program's stderr never is (it may echo hidden input).
          if (statusId === STATUS.INTERNAL_ERROR) this.opts.log.error(`judge internal error: ${reason ?? 'unknown'}`);
          return outcome;
        } finally {
          await Promise.all([stdinFile, stdoutFile, stderrFile].map((f) => rm(f, { force: true })));
        }
      };
      // Test cases side by side while CPU permits are free; the result is what running them in order gives.
      const cases = await runInOrder(req.tests.length, (i) => runCase(req.tests[i]!), {
        width: this.opts.concurrency,
        failed: (c) => c.statusId !== STATUS.ACCEPTED,
        stopOnFirstFailure: req.stopOnFirstFailure,
        beforeEach: () => {
          if (signal?.aborted) throw new JobAbortedError('the caller has gone');
        },
      });
      return { compileOutput: null, cases };
    } finally {
      this.slots.push(slot);
      await rm(root, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  /**
   * One test of an interactive problem (see interactive.ts): the interactor is the prepared output
   * validator. Setup failures of the interactor and of
   * the sandbox are Internal Errors, logged with their reason.
   */
  private async runInteractiveCase(
    test: JudgeTestCase,
    prepared: Promise<PreparedValidator>,
    validation: CustomValidation,
    program: InteractiveProgram,
    env: SandboxEnv,
    slot: number,
    dir: string,
  ): Promise<CaseOutcome> {
    await mkdir(dir, { mode: 0o711 });
    let result: InteractiveOutcome;
    try {
      const interactor = await prepared;
      // The two processes take turns (each mostly waits for the other's reply): the run holds one CPU permit.
      result = await this.cpus.use(() =>
        runInteractive(program, { prepared: interactor, language: validation.language, flags: validation.flags, identity: validatorIdentity(slot) }, { input: test.input, answer: test.output }, env, dir),
      );
    } catch (e) {
      const reason = e instanceof ValidatorSetupError ? e.message : `interactor: ${(e as Error).message}`;
      result = { statusId: STATUS.INTERNAL_ERROR, description: STATUS_DESCRIPTION[STATUS.INTERNAL_ERROR]!, stderr: '', timeMs: 0, memoryKb: 0, reason };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    if (result.statusId === STATUS.INTERNAL_ERROR) this.opts.log.error(`judge internal error: ${result.reason ?? 'unknown'}`);
    const outcome: CaseOutcome = { statusId: result.statusId, description: result.description, stdout: '', stderr: result.stderr, timeMs: result.timeMs, memoryKb: result.memoryKb };
    if (result.message) outcome.message = result.message;
    if (result.judgedFirst) outcome.judgedFirst = true;
    return outcome;
  }

  /**
   * The compile step of a job, in its box: Java through the warm compiler when it is there (the
   * class files are written into the box), everything else (and Java when the warm compiler fails)
   * by the language's compile command in the sandbox.
   * @returns null when the program compiled, else the message a learner sees (compiler output or a limit).
   * @throws Error when the sandbox itself fails.
   */
  private async compile(
    req: JudgeRequest,
    entry: { sourceFile: string; mainClass: string },
    box: string,
    identity: { uid: number; gid: number } | undefined,
    ioFile: (kind: string) => string,
    env: SandboxEnv,
  ): Promise<string | null> {
    const spec = LANGUAGE_SPECS[req.language];
    if (req.language === 'java' && this.javaCompiler) {
      const compiled = await this.cpus.use(() => this.javaCompiler!.compile(entry.sourceFile, req.code));
      switch (compiled.kind) {
        case 'compiled':
          await writeClassFiles(box, compiled.classes, identity);
          return null;
        case 'errors': {
          const message = compiled.message.trim();
          if (Buffer.byteLength(message) <= STDERR_KEEP_BYTES) return message || 'Compilation failed';
          return `${Buffer.from(message).subarray(0, STDERR_KEEP_BYTES).toString('utf8')}\n… (compiler output truncated)`;
        }
        case 'time-limit':
          return `Compilation time limit exceeded (${COMPILE_LIMITS.cpuMs / 1000} s)`;
        case 'memory-limit':
          return `Compilation memory limit exceeded (${Math.round(COMPILE_LIMITS.memoryKb / 1024)} MB)`;
        case 'too-large':
          return JUDGE_TEXT.javaClassesTooLarge(compiled.limitBytes / (1024 * 1024));
        case 'failed':
          this.opts.log.warn(`${compiled.reason}; compiling with javac instead`);
      }
    }
    const compileOut = ioFile('compile-out');
    const compileErr = ioFile('compile-err');
    const mounts = this.pchDir ? [{ host: this.pchDir, sandbox: '/pch' }] : [];
    const bounded = env.isolate ? spec.boundedCompile : undefined;
    const compile = await this.cpus.use(() =>
      runInSandbox(
        {
          boxDir: box,
          writable: true,
          extraMounts: mounts,
          tmpfsMounts: bounded ? [bounded.tmpfs] : [],
          argv: bounded ? bounded.argv(entry.sourceFile) : spec.compile(entry.sourceFile),
          stdoutFile: compileOut,
          stderrFile: compileErr,
          identity,
          limits: { ...COMPILE_LIMITS, addressSpaceKb: spec.compileAddressSpaceKb },
        },
        env,
      ),
    );
    const cr = compile.report;
    if (!cr || cr.setupFailed) throw new Error(compile.sandboxError ?? 'compile step failed');
    if (cr.exitCode === 0 && cr.signal === 0) return null;
    let message = (readPrefix(compileOut, KEEP_OUTPUT_BYTES).toString('utf8') + compile.stderr).trim();
    // The output tmpfs is full: the compiled files passed its size.
    if (bounded && /No space left on device/.test(message)) return JUDGE_TEXT.javaClassesTooLarge(bounded.tmpfs.bytes / (1024 * 1024));
    if (cr.wallTimedOut || cr.cpuTimedOut || cr.signal === 24) {
      message = `Compilation time limit exceeded (${COMPILE_LIMITS.cpuMs / 1000} s)\n${message}`.trim();
    } else if (cr.oomKilled) {
      message = `Compilation memory limit exceeded (${Math.round(COMPILE_LIMITS.memoryKb / 1024)} MB)\n${message}`.trim();
    } else if (compile.stderr.length >= STDERR_KEEP_BYTES) {
      message += '\n… (compiler output truncated)';
    } else if (!message) {
      message = `Compiler exited with ${cr.signal ? `signal ${cr.signal}` : `code ${cr.exitCode}`}`;
    }
    return message;
  }
}

/**
 * Writes the warm compiler's class files into the job's box as `javac -d .` would
 * (`pkg/Main$1.class`), owned by the job's uid. Names are Java binary names (checked by
 * decodeCompileResponse), so no path leaves the box.
 */
async function writeClassFiles(box: string, classes: CompiledClass[], identity: { uid: number; gid: number } | undefined): Promise<void> {
  for (const c of classes) {
    const parts = c.binaryName.split('.');
    let dir = box;
    for (const part of parts.slice(0, -1)) {
      dir = path.join(dir, part);
      if (!existsSync(dir)) {
        await mkdir(dir, { mode: 0o700 });
        if (identity) await chown(dir, identity.uid, identity.gid);
      }
    }
    const file = path.join(dir, `${parts.at(-1)!}.class`);
    await writeFile(file, c.bytes, { flag: 'wx', mode: 0o600 });
    if (identity) await chown(file, identity.uid, identity.gid);
  }
}

/**
 * Compiles `native/supervisor.c` (with libseccomp) into `cacheDir` once per source version.
 * @returns the supervisor's path.
 * @throws Error naming the missing package when it cannot be built.
 */
export function buildSupervisor(cacheDir: string): string {
  return buildNative(cacheDir, supervisorSource, 'pj-supervisor', ['-lseccomp']);
}

/**
 * Compiles `native/launcher.c` (see launcher.ts) into `cacheDir` once per source version.
 * @returns the launcher's path.
 * @throws Error when it cannot be built.
 */
export function buildLauncher(cacheDir: string): string {
  return buildNative(cacheDir, launcherSource, 'pj-launcher', []);
}

/**
 * Compiles `native/pj-init.c` (the sandbox's PID 1, see sandbox.ts) statically into `cacheDir` once
 * per source version: a static binary starts without the dynamic loader, in well under a millisecond.
 * @returns its path.
 * @throws Error when it cannot be built (needs the static C library, package libc6-dev).
 */
export function buildInit(cacheDir: string): string {
  return buildNative(cacheDir, initSource, 'pj-init', ['-static']);
}

/** Compiles one C source with gcc -O2 into `cacheDir/<name>-<hash of the source>`, unless it is there. */
function buildNative(cacheDir: string, source: string, name: string, libs: string[]): string {
  const src = readFileSync(source);
  const hash = createHash('sha256').update(src).digest('hex').slice(0, 12);
  const out = path.join(cacheDir, `${name}-${hash}`);
  if (existsSync(out)) return out;
  const tmp = `${out}.${process.pid}.tmp`;
  const r = spawnSync('gcc', ['-O2', '-Wall', '-o', tmp, source, ...libs], { encoding: 'utf8' });
  if (r.status !== 0) {
    throw new Error(`cannot build the judge's ${name} (needs gcc and libseccomp-dev: apt-get install gcc libseccomp-dev): ${(r.stderr || r.error?.message || '').trim()}`);
  }
  renameSync(tmp, out);
  return out;
}

/**
 * The cache holds binaries the server executes (as root, when it is): refuse a directory
 * someone else owns or may write to (e.g. planted in a shared /tmp before the first start).
 * @throws Error naming the directory.
 */
function assertPrivateDir(dir: string): void {
  const st = lstatSync(dir);
  if (!st.isDirectory() || st.uid !== process.getuid?.() || (st.mode & 0o022) !== 0) {
    throw new Error(`${dir} must be a directory owned by this user and writable by no one else (JUDGE_CACHE_DIR)`);
  }
}

/**
 * Host uid/gid of sandboxed processes when the server runs as root, else undefined (they run as
 * the server's user). Three ranges of uids no ordinary account uses, each 40 000 000 wide from
 * 2 000 000 000 — learners' programs, output validators, warm Java compilers — and within a range
 * `(pid mod 600 000) × 64 + n mod 64`, so processes of different kinds, of different jobs and of
 * different server processes on one host can neither signal each other nor touch each other's
 * files, and RLIMIT_NPROC counts per job. Every uid stays below 2^31 (user namespaces' uid maps
 * refuse larger ones).
 */
function sandboxIdentity(range: 0 | 1 | 2, n: number): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = 2_000_000_000 + range * 40_000_000 + (process.pid % 600_000) * 64 + (n % 64);
  return { uid: id, gid: id };
}

/** Host uid/gid of the learner's program (and its compile step) in job slot `slot`; see {@link sandboxIdentity}. */
export function jobIdentity(slot: number): { uid: number; gid: number } | undefined {
  return sandboxIdentity(0, slot);
}

/** Host uid/gid of the output validator runs of the job in `slot`; see {@link sandboxIdentity}. */
export function validatorIdentity(slot: number): { uid: number; gid: number } | undefined {
  return sandboxIdentity(1, slot);
}

/** Host uid/gid of the n-th warm Java compiler process; see {@link sandboxIdentity}. */
export function compilerIdentity(n: number): { uid: number; gid: number } | undefined {
  return sandboxIdentity(2, n);
}

/**
 * Streams a program's stdout file (at most `capBytes`) through an {@link OutputChecker} in
 * 64 KB chunks (one read each, so the event loop turns between them); stops at the first difference.
 */
async function checkOutputFile(file: string, checker: OutputChecker, capBytes: number): Promise<ValidationResult> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const decoder = new StringDecoder('utf8');
    const buf = Buffer.alloc(64 * 1024);
    let total = 0;
    while (total < capBytes && !checker.failed) {
      const { bytesRead } = await handle.read(buf, 0, Math.min(buf.length, capBytes - total), total);
      if (bytesRead === 0) break;
      total += bytesRead;
      checker.push(decoder.write(buf.subarray(0, bytesRead)));
    }
    checker.push(decoder.end());
    return checker.end();
  } finally {
    await handle.close();
  }
}

/** The first {@link KEEP_OUTPUT_BYTES} of a program's stdout, with a marker when there was more. */
function keptOutput(file: string, totalBytes: number): string {
  const kept = readPrefix(file, KEEP_OUTPUT_BYTES).toString('utf8');
  return totalBytes > KEEP_OUTPUT_BYTES ? `${kept}\n… (output truncated)` : kept;
}

