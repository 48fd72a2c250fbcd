import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import type { Language } from '../../src/contract/common.ts';
import { STATUS } from '../../src/contract/submission.ts';
import { outputsMatch } from './compare.ts';
import { LANGUAGE_SPECS } from './languages.ts';
import { SANDBOX_UID, probeBwrap, runInSandbox, type SandboxEnv, type SandboxLimits } from './sandbox.ts';
import { STATUS_DESCRIPTION, classifyRun } from './verdict.ts';

/**
 * The judge: compiles a program once, runs it on test cases in the sandbox and
 * gives Judge0-style verdicts. Jobs (one compile + its runs) go through a FIFO
 * queue with `concurrency` slots (default: CPU cores); when more than
 * `queueLimit` jobs wait, new ones are refused with {@link JudgeBusyError}.
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
}

export interface JudgeOutcome {
  /** Compiler output when compilation failed (status 6), else null. */
  compileOutput: string | null;
  /** One entry per test that ran (fewer than tests when stopped early or on CE). */
  cases: CaseOutcome[];
}

export class JudgeBusyError extends Error {}
export class JudgeUnavailableError extends Error {}

/** Bytes of a program's stdout kept in results. */
export const KEEP_OUTPUT_BYTES = 64 * 1024;

const COMPILE_LIMITS: SandboxLimits = {
  cpuMs: 10_000,
  wallMs: 20_000,
  addressSpaceKb: 0,
  stackKb: 0,
  fileSizeKb: 64 * 1024,
  processes: 64,
  openFiles: 256,
  outputLimitBytes: KEEP_OUTPUT_BYTES,
  tmpfsBytes: 256 * 1024 * 1024,
};

/** Largest stdout a test run may write, bytes; more is Output Limit Exceeded. */
const RUN_OUTPUT_LIMIT_BYTES = 16 * 1024 * 1024;

export interface JudgeOptions {
  concurrency: number;
  queueLimit: number;
  /** false only with JUDGE_SANDBOX=off. */
  sandbox: boolean;
  cacheDir: string;
  /** bwrap executable; default `bwrap` from PATH. */
  bwrapPath?: string;
  log: { info(msg: string): void; warn(msg: string): void; error(msg: string): void };
}

const helperSource = fileURLToPath(new URL('./native/sandbox-exec.c', import.meta.url));

export class Judge {
  private env: SandboxEnv | null = null;
  private pchDir: string | null = null;
  private unavailableReason: string | null = 'judge not initialised';
  private readonly limit;

  constructor(private opts: JudgeOptions) {
    this.limit = pLimit(opts.concurrency);
  }

  /** Routes the judge's log lines to another logger (the app's, once it exists). */
  setLogger(log: JudgeOptions['log']): void {
    this.opts.log = log;
  }

  /** Why the judge cannot run code, or null when it can. */
  get unavailable(): string | null {
    return this.unavailableReason;
  }

  /** True when the queue is full and new jobs would be refused. */
  get full(): boolean {
    return this.limit.pendingCount >= this.opts.queueLimit;
  }

  /** Jobs waiting for a slot. */
  get pending(): number {
    return this.limit.pendingCount;
  }

  /**
   * Prepares the judge: checks bubblewrap, builds the sandbox helper and the
   * C++ precompiled header (cached in `cacheDir`). Never throws: on failure the
   * judge stays unavailable and {@link unavailable} says why.
   */
  async init(): Promise<void> {
    const { log } = this.opts;
    try {
      if (this.opts.sandbox) {
        const reason = probeBwrap(this.opts.bwrapPath ?? 'bwrap');
        if (reason) {
          this.unavailableReason = reason;
          log.error(`JUDGE UNAVAILABLE: ${reason}. Install bubblewrap (apt-get install bubblewrap) or, for development only, set JUDGE_SANDBOX=off.`);
          return;
        }
      } else {
        log.warn('!!! JUDGE_SANDBOX=off: learner programs run WITHOUT isolation (rlimits only). Never use this in production. !!!');
      }
      // World-readable: the sandbox user must be able to read the helper and the PCH.
      mkdirSync(this.opts.cacheDir, { recursive: true, mode: 0o755 });
      const helperPath = this.buildHelper();
      this.pchDir = this.buildPch();
      this.env = { helperPath, isolate: this.opts.sandbox, bwrapPath: this.opts.bwrapPath ?? 'bwrap' };
      this.unavailableReason = null;
      log.info(`judge ready: ${this.opts.concurrency} slot(s), sandbox ${this.opts.sandbox ? 'bwrap' : 'OFF'}, C++ PCH ${this.pchDir ? 'on' : 'off'}`);
    } catch (e) {
      this.unavailableReason = `judge set-up failed: ${(e as Error).message}`;
      log.error(this.unavailableReason);
    }
  }

  /** Compiles `native/sandbox-exec.c` once per source version. */
  private buildHelper(): string {
    const src = readFileSync(helperSource);
    const hash = createHash('sha256').update(src).digest('hex').slice(0, 12);
    const out = path.join(this.opts.cacheDir, `sandbox-exec-${hash}`);
    if (existsSync(out)) return out;
    const tmp = `${out}.${process.pid}.tmp`;
    const r = spawnSync('gcc', ['-O2', '-Wall', '-o', tmp, helperSource], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`cannot build sandbox helper: ${r.stderr || r.error?.message}`);
    renameSync(tmp, out);
    return out;
  }

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
   * @throws JudgeUnavailableError when the sandbox is missing; JudgeBusyError when the queue is full.
   */
  evaluate(req: JudgeRequest): Promise<JudgeOutcome> {
    if (this.unavailableReason || !this.env) return Promise.reject(new JudgeUnavailableError(this.unavailableReason ?? 'judge unavailable'));
    if (this.limit.pendingCount >= this.opts.queueLimit) return Promise.reject(new JudgeBusyError('judge queue is full'));
    return this.limit(() => this.execute(req, this.env!));
  }

  private async execute(req: JudgeRequest, env: SandboxEnv): Promise<JudgeOutcome> {
    const spec = LANGUAGE_SPECS[req.language];
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'pj-job-'));
    try {
      await chmod(workDir, 0o755);
      // The compile step writes here as the sandbox user.
      if (process.getuid?.() === 0) await chown(workDir, SANDBOX_UID, SANDBOX_UID);
      await writeFile(path.join(workDir, spec.sourceFile), req.code, 'utf8');
      const mounts = this.pchDir ? [{ host: this.pchDir, sandbox: '/pch' }] : [];

      const compile = await runInSandbox(
        {
          workDir,
          writable: true,
          extraMounts: mounts,
          argv: spec.compile(),
          limits: { ...COMPILE_LIMITS, addressSpaceKb: spec.compileAddressSpaceKb },
        },
        env,
      );
      const cr = compile.report;
      if (!cr) throw new Error(compile.sandboxError ?? 'compile step failed');
      if (cr.exitCode !== 0 || cr.signal !== 0) {
        let message = (compile.stdout + compile.stderr).trim();
        if (cr.wallTimedOut || cr.cpuMs > COMPILE_LIMITS.cpuMs || cr.signal === 24) {
          message = `Compilation time limit exceeded (${COMPILE_LIMITS.cpuMs / 1000} s)\n${message}`.trim();
        } else if (compile.outputLimitExceeded) {
          message += '\n… (compiler output truncated)';
        } else if (!message) {
          message = `Compiler exited with ${cr.signal ? `signal ${cr.signal}` : `code ${cr.exitCode}`}`;
        }
        return { compileOutput: message, cases: [] };
      }

      const cpuMs = Math.round(req.timeLimitMs * spec.timeFactor);
      const limits: SandboxLimits = {
        cpuMs,
        wallMs: cpuMs * 2 + 1000,
        addressSpaceKb: req.memoryLimitKb + spec.addressSpaceExtraKb,
        stackKb: 64 * 1024,
        // The stdout file is the only writable file: RLIMIT_FSIZE is the output limit.
        fileSizeKb: RUN_OUTPUT_LIMIT_BYTES / 1024,
        processes: 64,
        openFiles: 128,
        outputLimitBytes: RUN_OUTPUT_LIMIT_BYTES,
        tmpfsBytes: 16 * 1024 * 1024,
      };
      const cases: CaseOutcome[] = [];
      const inputFile = path.join(workDir, 'input.txt');
      const stdoutFile = path.join(workDir, 'stdout.txt');
      for (const test of req.tests) {
        await writeFile(inputFile, test.input, 'utf8');
        const run = await runInSandbox(
          { workDir, writable: false, argv: spec.run(req.memoryLimitKb), stdinPath: '/box/input.txt', stdoutFile, limits },
          env,
        );
        const verdict = classifyRun(run, { cpuMs, memoryLimitKb: req.memoryLimitKb, memoryOverheadKb: spec.memoryOverheadKb, oomPattern: spec.oomPattern });
        const statusId = verdict?.statusId ?? (outputsMatch(run.stdout, test.output) ? STATUS.ACCEPTED : STATUS.WRONG_ANSWER);
        cases.push({
          statusId,
          description: verdict?.description ?? STATUS_DESCRIPTION[statusId]!,
          stdout: truncate(run.stdout, KEEP_OUTPUT_BYTES),
          stderr: run.report ? run.stderr : (run.sandboxError ?? run.stderr),
          timeMs: run.report?.cpuMs ?? 0,
          memoryKb: run.report?.maxRssKb ?? 0,
        });
        if (statusId === STATUS.INTERNAL_ERROR) this.opts.log.error(`judge internal error: ${run.sandboxError ?? run.stderr}`);
        if (req.stopOnFirstFailure && statusId !== STATUS.ACCEPTED) break;
      }
      return { compileOutput: null, cases };
    } finally {
      await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
    }
  }
}

function truncate(s: string, bytes: number): string {
  if (Buffer.byteLength(s) <= bytes) return s;
  return Buffer.from(s).subarray(0, bytes).toString('utf8') + '\n… (output truncated)';
}
