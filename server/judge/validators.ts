import { createHash } from 'node:crypto';
import { constants, existsSync } from 'node:fs';
import { chmod, chown, copyFile, lstat, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STATUS } from '../../common/contract/submission.ts';
import type { OutputValidation } from '../../common/judging/validation.ts';
import { javaMainClass } from './java-main.ts';
import { CXX_FLAGS } from './languages.ts';
import { readPrefix, runInSandbox, type SandboxEnv, type SandboxLimits } from './sandbox.ts';

/**
 * Custom output validators (Kattis problem package format, "Output validators";
 * https://www.kattis.com/problem-package-format/): a problem-supplied program that decides
 * whether a submission's output is correct.
 *
 * - Compiled ONCE per problem, in the sandbox, into `<cacheDir>/validators/<hash of language
 *   and files>/`: a directory only the server may write (0755, its files 0644/0755), filled
 *   by copying regular files out of the compile step's work dir (never a link) and moved into
 *   place with one rename. Learner programs never see it; validators get it read-only at `/box`.
 * - Run for each test case in its own sandbox as
 *   `validator /data/input /data/answer <feedback_dir>/ [flags…] < team_output`, under its own
 *   uid (never the learner program's), with the test's input and answer in a read-only
 *   `/data`, the submission's output on stdin through a descriptor the supervisor opened (the
 *   validator can neither re-open nor change that file), and `feedback_dir` on the sandbox's
 *   size-limited tmpfs. Exit code 42 = Accepted, 43 = Wrong Answer with
 *   `feedback_dir/judgemessage.txt` (cut to {@link JUDGE_MESSAGE_BYTES}) as the message;
 *   anything else — another code, a signal, a time or memory limit — is an Internal Error
 *   whose reason goes to the server's log.
 */

export type CustomValidation = Extract<OutputValidation, { kind: 'custom' }>;

/** Bytes of `judgemessage.txt` kept as the judge message. */
export const JUDGE_MESSAGE_BYTES = 1024;
/** Exit codes of the package format. */
export const EXIT_ACCEPTED = 42;
export const EXIT_WRONG_ANSWER = 43;

/** Limits of one validator run: generous (it may read 16 MB of output and a large answer) but bounded. */
export const VALIDATOR_RUN_LIMITS: SandboxLimits = {
  cpuMs: 10_000,
  wallMs: 20_000,
  memoryKb: 1024 * 1024,
  addressSpaceKb: 0,
  stackKb: 64 * 1024,
  // judgemessage.txt and the validator's stderr; stdout goes to /dev/null.
  fileSizeKb: 1024,
  processes: 64,
  openFiles: 128,
  tmpfsBytes: 16 * 1024 * 1024,
};

/** Limits of the validator's compile step (as a submission's). */
const VALIDATOR_COMPILE_LIMITS: SandboxLimits = {
  cpuMs: 30_000,
  wallMs: 60_000,
  memoryKb: 1536 * 1024,
  addressSpaceKb: 3 * 1024 * 1024,
  stackKb: 0,
  fileSizeKb: 64 * 1024,
  processes: 128,
  openFiles: 256,
  tmpfsBytes: 256 * 1024 * 1024,
};

/** RLIMIT_AS of a validator run per language, KB (managed runtimes reserve large ranges). */
export const RUN_ADDRESS_SPACE_KB: Record<CustomValidation['language'], number> = {
  'c++': 1024 * 1024 + 96 * 1024,
  java: 4 * 1024 * 1024,
  javascript: 3 * 1024 * 1024,
  python3: 1536 * 1024,
};

/** Bytes a validator's compiled directory may hold. */
const CACHE_ENTRY_MAX_BYTES = 256 * 1024 * 1024;

/** The validator cannot be prepared (bad files, compile error): every test it would judge is an Internal Error. */
export class ValidatorSetupError extends Error {}

/** A compiled validator: its cache directory (mounted at /box) and the argv that starts it there. */
export interface PreparedValidator {
  dir: string;
  argv: string[];
}

/** What one validator run decided. `reason` (Internal Error only) is for the server's log. */
export interface ValidatorVerdict {
  statusId: number;
  message?: string;
  reason?: string;
}

const SAFE_SEGMENT = /^[A-Za-z0-9_+-][A-Za-z0-9_.+-]*$/;

/** Which validator a message is about: a problem's output validator or a package's input validator. */
export type ValidatorRole = 'output' | 'input';

/** Checks a validator file name: relative, plain segments. @throws ValidatorSetupError */
function safeName(name: string, role: ValidatorRole = 'output'): string {
  const segments = name.split('/');
  if (segments.some((s) => !SAFE_SEGMENT.test(s) || s === '..') || segments.length > 8) {
    throw new ValidatorSetupError(`${role} validator file name not allowed: ${JSON.stringify(name)}`);
  }
  return segments.join('/');
}

/** The one file to start for an interpreted validator. @throws ValidatorSetupError */
function pickMain(files: string[], extensions: string[], language: string, role: ValidatorRole): string {
  const candidates = files.filter((f) => extensions.some((e) => f.endsWith(e)));
  if (candidates.length === 1) return candidates[0]!;
  for (const stem of ['validator', 'output_validator', 'main']) {
    const hit = candidates.find((f) => extensions.some((e) => f === `${stem}${e}`));
    if (hit) return hit;
  }
  throw new ValidatorSetupError(`cannot tell which ${language} file starts the ${role} validator (name it validator${extensions[0]})`);
}

/** How a validator is compiled and started (sandbox paths; its directory is /box). @throws ValidatorSetupError */
export function validatorPlan(v: CustomValidation, role: ValidatorRole = 'output'): { compile: string[]; run: string[] } {
  const names = v.files.map((f) => safeName(f.name, role));
  if (new Set(names).size !== names.length) throw new ValidatorSetupError(`the ${role} validator has two files with the same name`);
  switch (v.language) {
    case 'c++': {
      const sources = names.filter((n) => /\.(cpp|cc|cxx|c\+\+)$/.test(n));
      if (sources.length === 0) throw new ValidatorSetupError(`the C++ ${role} validator has no .cpp/.cc file`);
      return { compile: ['g++', ...CXX_FLAGS, '-I/pch', '-o', 'validator', ...sources], run: ['/box/validator'] };
    }
    case 'java': {
      const sources = v.files.filter((f) => f.name.endsWith('.java'));
      const mains = sources.map((f) => javaMainClass(f.content)).filter((m) => m.hasMain);
      if (mains.length !== 1) throw new ValidatorSetupError(`the Java ${role} validator needs exactly one class with main (found ${mains.length})`);
      return {
        compile: ['javac', '-J-Xmx512m', '-J-XX:+UseSerialGC', '-J-XX:-UsePerfData', '-encoding', 'UTF-8', '-nowarn', '-d', 'classes', ...sources.map((f) => safeName(f.name, role))],
        run: ['java', '-Xmx768m', '-Xss64m', '-XX:+UseSerialGC', '-XX:-UsePerfData', '-Dfile.encoding=UTF-8', '-cp', '/box/classes', mains[0]!.className],
      };
    }
    case 'javascript': {
      const main = pickMain(names, ['.js', '.cjs', '.mjs'], 'JavaScript', role);
      return { compile: ['node', '--check', main], run: ['node', '--max-old-space-size=768', '--stack-size=32768', `/box/${main}`] };
    }
    case 'python3': {
      const main = pickMain(names, ['.py'], 'Python', role);
      // A syntax check that writes nothing (py_compile would leave __pycache__ behind).
      return { compile: ['python3', '-c', 'import sys; compile(open(sys.argv[1], "rb").read(), sys.argv[1], "exec")', main], run: ['python3', `/box/${main}`] };
    }
  }
}

/** Cache key of a validator: its language and files (names and contents), sorted. */
export function validatorHash(v: CustomValidation, role: ValidatorRole = 'output'): string {
  const h = createHash('sha256').update(`pocket-judge ${role} validator v1\0${v.language}\0`);
  for (const f of [...v.files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    h.update(`${f.name.length}:${f.name}\0${Buffer.byteLength(f.content)}:`).update(f.content);
  }
  return h.digest('hex').slice(0, 32);
}

/**
 * Copies the regular files and directories of `src` (a sandbox's work dir whose processes
 * have all ended) into `dst`, skipping links and anything else, at most `budget.bytes`.
 * Files become 0644 (0755 when executable), directories 0755, owned by the server.
 */
async function copyOut(src: string, dst: string, budget: { bytes: number }): Promise<void> {
  for (const entry of await readdir(src)) {
    const from = path.join(src, entry);
    const to = path.join(dst, entry);
    const st = await lstat(from);
    if (st.isDirectory()) {
      await mkdir(to, { mode: 0o755 });
      await chmod(to, 0o755);
      await copyOut(from, to, budget);
    } else if (st.isFile()) {
      budget.bytes -= st.size;
      if (budget.bytes < 0) throw new ValidatorSetupError('the compiled validator is too large');
      await copyFile(from, to, constants.COPYFILE_EXCL);
      await chmod(to, st.mode & 0o111 ? 0o755 : 0o644);
    }
  }
}

/** The compiled validators of this server process, by hash (a failed compile stays failed for the same files). */
export class ValidatorCache {
  private readonly building = new Map<string, Promise<PreparedValidator>>();

  constructor(
    private readonly cacheDir: string,
    private readonly pchDir: string | null,
  ) {}

  /**
   * The compiled validator, building it once (in `workDir`, as `identity`) when the cache lacks it.
   * @throws ValidatorSetupError when its files are not usable or it does not compile; Error when the sandbox fails.
   */
  prepare(v: CustomValidation, env: SandboxEnv, identity: { uid: number; gid: number } | undefined, workDir: string, role: ValidatorRole = 'output'): Promise<PreparedValidator> {
    let plan: { compile: string[]; run: string[] };
    try {
      plan = validatorPlan(v, role);
    } catch (e) {
      return Promise.reject(e as Error);
    }
    const hash = validatorHash(v, role);
    const dir = path.join(this.cacheDir, 'validators', hash);
    if (existsSync(dir)) return Promise.resolve({ dir, argv: plan.run });
    let pending = this.building.get(hash);
    if (!pending) {
      pending = this.build(v, plan.compile, dir, env, identity, workDir, role).then(() => ({ dir, argv: plan.run }));
      this.building.set(hash, pending);
      // Sandbox failures may pass: only a validator's own fault is remembered.
      pending.catch((e: unknown) => {
        if (!(e instanceof ValidatorSetupError)) this.building.delete(hash);
      });
    }
    return pending;
  }

  private async build(v: CustomValidation, compile: string[], dir: string, env: SandboxEnv, identity: { uid: number; gid: number } | undefined, workDir: string, role: ValidatorRole): Promise<void> {
    const box = path.join(workDir, 'validator-build');
    const io = path.join(workDir, 'validator-build-io');
    await mkdir(box, { mode: 0o700 });
    await mkdir(io, { mode: 0o700 });
    for (const f of v.files) {
      const file = path.join(box, safeName(f.name, role));
      for (let d = path.dirname(file); d !== box && !existsSync(d); d = path.dirname(d)) {
        await mkdir(d, { recursive: true, mode: 0o700 });
      }
      await writeFile(file, f.content, { encoding: 'utf8', flag: 'wx', mode: 0o600 });
    }
    if (identity) await chownTree(box, identity);
    const stdoutFile = path.join(io, 'out');
    const stderrFile = path.join(io, 'err');
    const r = await runInSandbox(
      {
        boxDir: box,
        writable: true,
        extraMounts: this.pchDir ? [{ host: this.pchDir, sandbox: '/pch' }] : [],
        argv: compile,
        stdoutFile,
        stderrFile,
        identity,
        limits: VALIDATOR_COMPILE_LIMITS,
      },
      env,
    );
    if (!r.report || r.report.setupFailed) throw new Error(`${role} validator compile: ${r.sandboxError ?? 'sandbox failed'}`);
    if (r.report.exitCode !== 0 || r.report.signal !== 0) {
      const out = (readPrefix(stdoutFile, 2048).toString('utf8') + r.stderr.slice(0, 2048)).trim();
      throw new ValidatorSetupError(`the ${role} validator does not compile (${r.report.wallTimedOut || r.report.cpuTimedOut ? 'time limit' : `exit ${r.report.exitCode}, signal ${r.report.signal}`}): ${out}`);
    }
    const parent = path.dirname(dir);
    await mkdir(parent, { recursive: true, mode: 0o755 });
    const tmp = await mkdtemp(path.join(parent, '.build-'));
    try {
      await chmod(tmp, 0o755);
      await copyOut(box, tmp, { bytes: CACHE_ENTRY_MAX_BYTES });
      await rename(tmp, dir).catch((e: NodeJS.ErrnoException) => {
        // Another server process finished the same validator first.
        if (e.code !== 'ENOTEMPTY' && e.code !== 'EEXIST') throw e;
      });
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  }
}

/** Gives a directory tree (regular files and directories) to `identity`. */
export async function chownTree(dir: string, identity: { uid: number; gid: number }): Promise<void> {
  await chown(dir, identity.uid, identity.gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(p, identity);
    else await chown(p, identity.uid, identity.gid);
  }
}

/** The shell step around the validator: makes feedback_dir, runs it with stdout discarded, then prints judgemessage.txt. */
const VALIDATOR_WRAPPER = 'fb="$1"; shift; mkdir -p "$fb" || exit 120; "$@" >/dev/null; code=$?; head -c ' + String(JUDGE_MESSAGE_BYTES) + ' "$fb/judgemessage.txt" 2>/dev/null; exit $code';

/**
 * Runs a prepared validator on one test case.
 * @param teamOutputFile host path of the submission's stdout (read through the supervisor's descriptor only).
 * @param workDir a fresh directory of the job for this run's files.
 * Never throws for anything the validator does; sandbox failures are Internal Errors with a reason.
 */
/**
 * The files of one validator run (an output validator or an interactor) in `workDir`: `data/` with the
 * test's `input` and `answer` (read-only, owned by the validator's `identity`; mounted at /data) and a
 * private `io/` for the server's side of the run; plus where the validator's feedback directory is
 * (on the sandbox's tmpfs under bubblewrap, counted in its memory; without, in the data directory).
 */
export async function prepareValidatorRun(
  workDir: string,
  test: { input: string; answer: string },
  env: SandboxEnv,
  identity: { uid: number; gid: number } | undefined,
): Promise<{ data: string; io: string; feedback: string }> {
  const data = path.join(workDir, 'data');
  const io = path.join(workDir, 'io');
  await mkdir(data, { mode: 0o700 });
  await mkdir(io, { mode: 0o700 });
  await writeFile(path.join(data, 'input'), test.input, { encoding: 'utf8', flag: 'wx', mode: 0o400 });
  await writeFile(path.join(data, 'answer'), test.answer, { encoding: 'utf8', flag: 'wx', mode: 0o400 });
  if (identity) await chownTree(data, identity);
  return { data, io, feedback: env.isolate ? '/tmp/feedback' : '/data/feedback' };
}

export async function runOutputValidator(
  prepared: PreparedValidator,
  run: { input: string; answer: string; teamOutputFile: string; flags: string[]; language: CustomValidation['language'] },
  env: SandboxEnv,
  identity: { uid: number; gid: number } | undefined,
  workDir: string,
): Promise<ValidatorVerdict> {
  const { data, io, feedback } = await prepareValidatorRun(workDir, run, env, identity);
  const stdoutFile = path.join(io, 'judgemessage');
  const stderrFile = path.join(io, 'stderr');
  const limits = { ...VALIDATOR_RUN_LIMITS, addressSpaceKb: RUN_ADDRESS_SPACE_KB[run.language] };
  const r = await runInSandbox(
    {
      boxDir: prepared.dir,
      writable: false,
      extraMounts: [{ host: data, sandbox: '/data' }],
      argv: ['sh', '-c', VALIDATOR_WRAPPER, 'sh', feedback, ...prepared.argv, '/data/input', '/data/answer', `${feedback}/`, ...run.flags],
      stdinFile: run.teamOutputFile,
      stdinShared: true,
      stdoutFile,
      stderrFile,
      identity,
      limits,
    },
    env,
  );
  const rep = r.report;
  if (!rep || rep.setupFailed) return { statusId: STATUS.INTERNAL_ERROR, reason: `output validator sandbox: ${r.sandboxError ?? 'failed'}` };
  const stderr = r.stderr.slice(0, 500).trim();
  if (rep.wallTimedOut || rep.cpuTimedOut || rep.cpuMs > limits.cpuMs) {
    return { statusId: STATUS.INTERNAL_ERROR, reason: `output validator exceeded its time limit (${limits.cpuMs} ms CPU, ${limits.wallMs} ms wall)` };
  }
  if (rep.oomKilled) return { statusId: STATUS.INTERNAL_ERROR, reason: `output validator exceeded its memory limit (${limits.memoryKb} KB)` };
  if (rep.signal === 0 && rep.exitCode === EXIT_ACCEPTED) return { statusId: STATUS.ACCEPTED };
  if (rep.signal === 0 && rep.exitCode === EXIT_WRONG_ANSWER) {
    const message = judgeMessage(readPrefix(stdoutFile, JUDGE_MESSAGE_BYTES));
    return message ? { statusId: STATUS.WRONG_ANSWER, message } : { statusId: STATUS.WRONG_ANSWER };
  }
  const how = rep.signal !== 0 ? `was killed by signal ${rep.signal}` : rep.exitCode > 128 ? `was killed by signal ${rep.exitCode - 128}` : `exited with code ${rep.exitCode}`;
  return { statusId: STATUS.INTERNAL_ERROR, reason: `output validator ${how} (expected 42 or 43)${stderr ? `; stderr: ${stderr}` : ''}` };
}

/** A judge message from the bytes of judgemessage.txt: valid UTF-8 (a cut character dropped), trimmed, marked when cut. */
export function judgeMessage(bytes: Buffer): string {
  let text = bytes.toString('utf8');
  if (text.endsWith('\uFFFD')) text = text.replace(/\uFFFD+$/, '');
  text = text.trim();
  return bytes.length >= JUDGE_MESSAGE_BYTES ? `${text} …` : text;
}

/** What one input validator run decided: `valid` (exit 42), else why not (exit 43 or anything else) with its output. */
export type InputVerdict = { valid: true } | { valid: false; message: string };

/** Bytes of an input validator's stdout and stderr kept as its message. */
const INPUT_MESSAGE_BYTES = 1024;

/**
 * Runs a prepared input validator (Kattis: `validator [flags…] < test.in`, exit 42 when the file is
 * valid, 43 when it is not) in the sandbox under `identity`, with the limits of an output validator run.
 * @param workDir a fresh directory of the job for this run's files.
 * @returns valid, or invalid with the validator's stdout and stderr (its first {@link INPUT_MESSAGE_BYTES}) or what ended it.
 * @throws Error when the sandbox itself fails.
 */
export async function runInputValidator(
  prepared: PreparedValidator,
  run: { input: string; flags: string[]; language: CustomValidation['language'] },
  env: SandboxEnv,
  identity: { uid: number; gid: number } | undefined,
  workDir: string,
): Promise<InputVerdict> {
  const io = path.join(workDir, 'io');
  await mkdir(io, { mode: 0o700 });
  const stdinFile = path.join(io, 'stdin');
  const stdoutFile = path.join(io, 'stdout');
  const stderrFile = path.join(io, 'stderr');
  await writeFile(stdinFile, run.input, { encoding: 'utf8', flag: 'wx', mode: 0o600 });
  const limits = { ...VALIDATOR_RUN_LIMITS, addressSpaceKb: RUN_ADDRESS_SPACE_KB[run.language] };
  const r = await runInSandbox({ boxDir: prepared.dir, writable: false, argv: [...prepared.argv, ...run.flags], stdinFile, stdoutFile, stderrFile, identity, limits }, env);
  const rep = r.report;
  if (!rep || rep.setupFailed) throw new Error(`input validator sandbox: ${r.sandboxError ?? 'failed'}`);
  if (rep.signal === 0 && rep.exitCode === EXIT_ACCEPTED && !rep.wallTimedOut && !rep.cpuTimedOut) return { valid: true };
  const output = judgeMessage(Buffer.concat([readPrefix(stdoutFile, INPUT_MESSAGE_BYTES), Buffer.from(r.stderr.slice(0, INPUT_MESSAGE_BYTES))]).subarray(0, INPUT_MESSAGE_BYTES));
  let how: string;
  if (rep.wallTimedOut || rep.cpuTimedOut) how = `exceeded its time limit (${limits.cpuMs} ms CPU)`;
  else if (rep.oomKilled) how = `exceeded its memory limit (${limits.memoryKb} KB)`;
  else if (rep.signal === 0 && rep.exitCode === EXIT_WRONG_ANSWER) how = 'rejected it (exit code 43)';
  else how = rep.signal !== 0 ? `was killed by signal ${rep.signal}` : `exited with code ${rep.exitCode} (expected 42 or 43)`;
  return { valid: false, message: output ? `${how}: ${output}` : how };
}
