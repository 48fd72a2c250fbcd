import { constants } from 'node:fs';
import { chown, mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { FAILED_TEST_FIELD_BYTES, STATUS } from '../../common/contract/submission.ts';
import type { ValidationResult } from '../../common/judging/default-validator.ts';
import { KEEP_OUTPUT_BYTES, OUTPUT_LIMIT_BYTES as RUN_OUTPUT_LIMIT_BYTES } from '../../common/judging/limits.ts';
import { createOutputChecker, type OutputChecker } from '../../common/judging/output-check.ts';
import { STATUS_DESCRIPTION } from '../../common/judging/status.ts';
import { compileProgram, readCompiledFiles, type CompileTools } from './compile-step.ts';
import { jobIdentity, validatorIdentity, type SandboxIdentity } from './identities.ts';
import { sharedJvmFit } from './java-class-scan.ts';
import { JAVA_CLASSES_MAX_BYTES } from './java-compiler.ts';
import { JavaHarnessJob } from './java-harness.ts';
import { runInteractive, type InteractiveOutcome, type InteractiveProgram } from './interactive.ts';
import type { CaseOutcome, JudgeOutcome, JudgeRequest, JudgeTestCase } from './judge-types.ts';
import { javaRunOptions, LANGUAGE_SPECS } from './languages.ts';
import { runInOrder } from './parallel.ts';
import { JobAbortedError } from './queue.ts';
import { readPrefix, runInSandbox, type SandboxResult } from './sandbox.ts';
import { runOutputValidator, ValidatorSetupError, type CustomValidation, type PreparedValidator, type ValidatorCache, type ValidatorVerdict } from './validators.ts';
import { classifyRun } from './verdict.ts';

/**
 * The run pipeline of one job in the local sandbox: the job's directories, the compile step, then
 * the program on each test case (side by side while CPU permits are free), each output judged by
 * the problem's validation — the line or token checker, a custom output validator, or the
 * interactor of an interactive problem — into one verdict per test case.
 */

/** Size of each writable tmpfs of a test run (`/tmp`, `/dev/shm`), bytes; also counted in the job's memory. */
const RUN_TMPFS_BYTES = 16 * 1024 * 1024;
/** Memory the sandbox itself needs in the job's cgroup (bubblewrap, namespaces, page tables), KB. */
const SANDBOX_OVERHEAD_KB = 32 * 1024;

/** What a job's run uses of the judge. */
export interface RunTools extends CompileTools {
  /** The compiled custom output validators. */
  validators: ValidatorCache;
  /** How many test cases of one job may run side by side (the judge's job slots). */
  width: number;
  /** The compiled Java test harness (java-harness.ts), or null: every Java test case runs in a JVM of its own. */
  javaHarnessDir?: string | null;
}

/**
 * One job's directories and identities. Layout:
 * `<root 0711, server-owned>/box` (0700, the job's uid: code and compiled program, /box in the sandbox),
 * `/io` (0700, server-only: stdin/stdout/stderr files the supervisor opens),
 * `/validator-N` and `/interactive-N` (0711: one output validator or interactive run, its own uid; see validators.ts).
 */
interface JobDirs {
  root: string;
  box: string;
  slot: number;
  /** The program's uid/gid in this slot. */
  identity: SandboxIdentity | undefined;
  /** A fresh path in `io/` for a file of `kind`. */
  ioFile(kind: string): string;
  /** A fresh path under the root for a run's own directory of `kind`. */
  runDir(kind: string): string;
}

/** The compiled program of a job as each test case runs it: in a process of its own, or in a shared JVM (Java). */
type ProgramRun = InteractiveProgram & { harness?: JavaHarnessJob };

/**
 * Judges one request in the job directory `root` (created 0711 by the caller, removed by it) in job
 * slot `slot`: writes the code, compiles it, runs it on the test cases.
 * @returns the compiler's message and no cases on a compile error, else one outcome per test case run.
 * @throws JobAbortedError when `signal` fires before a test case; Error when the sandbox fails to compile.
 */
export async function runJob(req: JudgeRequest, root: string, slot: number, tools: RunTools, signal?: AbortSignal): Promise<JudgeOutcome> {
  const spec = LANGUAGE_SPECS[req.language];
  const entry = spec.entry(req.code);
  const job = await prepareJobDirs(root, slot, entry.sourceFile, req.code);
  const compileOutput = await compileProgram(req, { entry, box: job.box, identity: job.identity, ioFile: job.ioFile }, tools);
  if (compileOutput !== null) return { compileOutput, cases: [] };
  const program = programRun(req, entry.mainClass, job);
  program.harness = (await javaHarnessFor(req, entry, program, job, tools)) ?? undefined;
  const runCase = caseRunner(req, program, job, tools);
  try {
    // Test cases side by side while CPU permits are free; the result is what running them in order gives.
    const cases = await runInOrder(req.tests.length, (i) => runCase(req.tests[i]!), {
      width: tools.width,
      failed: (c) => c.statusId !== STATUS.ACCEPTED,
      stopOnFirstFailure: req.stopOnFirstFailure,
      beforeEach: () => {
        if (signal?.aborted) throw new JobAbortedError('the caller has gone');
      },
    });
    return { compileOutput: null, cases };
  } finally {
    await program.harness?.close();
  }
}

/**
 * The shared JVM of a Java job's batch test cases (java-harness.ts), or null: not Java, an
 * interactive problem, no harness, a single test case, or a program whose class files keep it to a
 * JVM per test case (java-class-scan.ts).
 */
async function javaHarnessFor(
  req: JudgeRequest,
  entry: { sourceFile: string; mainClass: string },
  program: ProgramRun,
  job: JobDirs,
  tools: RunTools,
): Promise<JavaHarnessJob | null> {
  if (req.language !== 'java' || !tools.javaHarnessDir || !tools.env.cgroups || req.tests.length < 2) return null;
  if (req.validation?.kind === 'custom' && req.validation.interactive) return null;
  const files = await readCompiledFiles(job.box, entry.sourceFile, JAVA_CLASSES_MAX_BYTES);
  if (!files) return null;
  const fit = sharedJvmFit(files.filter((f) => f.path.endsWith('.class')), entry.mainClass);
  if (!fit.shared) return null;
  const inputDir = job.runDir('harness-input');
  await mkdir(inputDir, { mode: 0o711 });
  return new JavaHarnessJob({
    env: tools.env,
    harnessDir: tools.javaHarnessDir,
    boxDir: job.box,
    inputDir,
    identity: job.identity,
    jvmOptions: javaRunOptions(req.memoryLimitKb),
    mainClass: entry.mainClass,
    limits: program.limits,
    memoryRetireKb: req.memoryLimitKb + LANGUAGE_SPECS.java.memoryOverheadKb,
    tests: req.tests.length,
    maxJvms: tools.width,
  });
}

/** Creates the job's box (owning the source file `sourceFile` with `code`) and io directories under `root`. */
async function prepareJobDirs(root: string, slot: number, sourceFile: string, code: string): Promise<JobDirs> {
  const identity = jobIdentity(slot);
  const box = path.join(root, 'box');
  const io = path.join(root, 'io');
  let seq = 0;
  await mkdir(box, { mode: 0o700 });
  await mkdir(io, { mode: 0o700 });
  await writeFile(path.join(box, sourceFile), code, { encoding: 'utf8', flag: 'wx', mode: 0o600 });
  if (identity) {
    await chown(path.join(box, sourceFile), identity.uid, identity.gid);
    await chown(box, identity.uid, identity.gid);
  }
  return {
    root,
    box,
    slot,
    identity,
    ioFile: (kind) => path.join(io, `${kind}-${++seq}`),
    runDir: (kind) => path.join(root, `${kind}-${++seq}`),
  };
}

/** How each test case runs the compiled program: its argv and the problem's limits scaled by the language. */
function programRun(req: JudgeRequest, mainClass: string, job: JobDirs): ProgramRun {
  const spec = LANGUAGE_SPECS[req.language];
  const cpuMs = Math.round(req.timeLimitMs * spec.timeFactor);
  return {
    boxDir: job.box,
    argv: spec.run(req.memoryLimitKb, mainClass),
    identity: job.identity,
    limits: {
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
    },
    verdict: { cpuMs, memoryLimitKb: req.memoryLimitKb, memoryOverheadKb: spec.memoryOverheadKb, oomPattern: spec.oomPattern },
  };
}

/**
 * The function that judges one test case of the job: interactively, or a batch run whose output the
 * problem's validation judges. A custom validator is compiled when the first output needs it (a
 * program failing on its own needs none), once per job.
 */
function caseRunner(req: JudgeRequest, program: ProgramRun, job: JobDirs, tools: RunTools): (test: JudgeTestCase) => Promise<CaseOutcome> {
  const validation = req.validation ?? { kind: 'legacy' };
  let prepared: Promise<PreparedValidator> | null = null;
  const validator = (custom: CustomValidation) => (prepared ??= tools.validators.prepare(custom, tools.env, validatorIdentity(job.slot), job.root));
  if (validation.kind === 'custom' && validation.interactive) {
    return (test) => runInteractiveCase(test, validator(validation), validation, program, job, tools);
  }
  const judge: OutputJudge =
    validation.kind === 'custom'
      ? (test, stdoutFile) => judgeByValidator(test, stdoutFile, validator, validation, job, tools)
      : (test, stdoutFile) => judgeByChecker(stdoutFile, createOutputChecker(validation, test.output, { revealAnswerBytes: FAILED_TEST_FIELD_BYTES }));
  return (test) => runBatchCase(test, program, job, tools, judge);
}

/** Judges the output a program wrote to `stdoutFile` for `test`. */
type OutputJudge = (test: JudgeTestCase, stdoutFile: string) => Promise<ValidatorVerdict>;

/**
 * One test case of a batch problem: the program on the test's input in the sandbox, then, when it
 * ended within its limits, its output judged by `judge`. Internal Errors are logged with their reason
 * (the program's stderr never is: it may echo hidden input).
 */
async function runBatchCase(test: JudgeTestCase, program: ProgramRun, job: JobDirs, tools: RunTools, judge: OutputJudge): Promise<CaseOutcome> {
  const stdinFile = job.ioFile('stdin');
  const stdoutFile = job.ioFile('stdout');
  const stderrFile = job.ioFile('stderr');
  try {
    let run: SandboxResult | null = (await program.harness?.execute(test.input, stdoutFile, tools.cpus)) ?? null;
    if (!run) {
      await writeFile(stdinFile, test.input, { encoding: 'utf8', flag: 'wx', mode: 0o600 });
      run = await tools.cpus.use(() =>
        runInSandbox(
          { boxDir: program.boxDir, writable: false, argv: program.argv, stdinFile, stdoutFile, stderrFile, identity: program.identity, limits: program.limits },
          tools.env,
        ),
      );
    }
    const verdict = classifyRun(run, program.verdict);
    const stdout = keptOutput(stdoutFile, run.stdoutBytes);
    const { statusId, message, reason } = verdict ? { statusId: verdict.statusId, reason: run.sandboxError } : await judge(test, stdoutFile);
    const outcome: CaseOutcome = {
      statusId,
      description: verdict?.description ?? STATUS_DESCRIPTION[statusId]!,
      stdout,
      stderr: run.stderr,
      timeMs: run.report?.cpuMs ?? 0,
      memoryKb: run.report?.memoryKb ?? 0,
    };
    if (message) outcome.message = message;
    if (statusId === STATUS.INTERNAL_ERROR) tools.log.error(`judge internal error: ${reason ?? 'unknown'}`);
    return outcome;
  } finally {
    await Promise.all([stdinFile, stdoutFile, stderrFile].map((f) => rm(f, { force: true })));
  }
}

/**
 * Judges a program's output with the problem's custom output validator, in its own directory and
 * under the slot's validator uid. The validator failing to build or run is an Internal Error.
 */
async function judgeByValidator(
  test: JudgeTestCase,
  stdoutFile: string,
  validator: (custom: CustomValidation) => Promise<PreparedValidator>,
  validation: CustomValidation,
  job: JobDirs,
  tools: RunTools,
): Promise<ValidatorVerdict> {
  const dir = job.runDir('validator');
  await mkdir(dir, { mode: 0o711 });
  try {
    const prepared = await validator(validation);
    return await tools.cpus.use(() =>
      runOutputValidator(
        prepared,
        { input: test.input, answer: test.output, teamOutputFile: stdoutFile, flags: validation.flags, language: validation.language },
        tools.env,
        validatorIdentity(job.slot),
        dir,
      ),
    );
  } catch (e) {
    return { statusId: STATUS.INTERNAL_ERROR, reason: e instanceof ValidatorSetupError ? e.message : `output validator: ${(e as Error).message}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Judges a program's output with the line or token checker of the problem's validation. */
async function judgeByChecker(stdoutFile: string, checker: OutputChecker): Promise<ValidatorVerdict> {
  const result = await checkOutputFile(stdoutFile, checker, RUN_OUTPUT_LIMIT_BYTES);
  if (result.accepted) return { statusId: STATUS.ACCEPTED };
  return { statusId: STATUS.WRONG_ANSWER, message: result.message };
}

/**
 * One test of an interactive problem (see interactive.ts): the interactor is the prepared output
 * validator. Setup failures of the interactor and of the sandbox are Internal Errors, logged with
 * their reason.
 */
async function runInteractiveCase(
  test: JudgeTestCase,
  prepared: Promise<PreparedValidator>,
  validation: CustomValidation,
  program: ProgramRun,
  job: JobDirs,
  tools: RunTools,
): Promise<CaseOutcome> {
  const dir = job.runDir('interactive');
  await mkdir(dir, { mode: 0o711 });
  let result: InteractiveOutcome;
  try {
    const interactor = await prepared;
    const judge = { prepared: interactor, language: validation.language, flags: validation.flags, identity: validatorIdentity(job.slot) };
    // The two processes take turns (each mostly waits for the other's reply): the run holds one CPU permit.
    result = await tools.cpus.use(() => runInteractive(program, judge, { input: test.input, answer: test.output }, tools.env, dir));
  } catch (e) {
    const reason = e instanceof ValidatorSetupError ? e.message : `interactor: ${(e as Error).message}`;
    result = { statusId: STATUS.INTERNAL_ERROR, description: STATUS_DESCRIPTION[STATUS.INTERNAL_ERROR]!, stderr: '', timeMs: 0, memoryKb: 0, reason };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (result.statusId === STATUS.INTERNAL_ERROR) tools.log.error(`judge internal error: ${result.reason ?? 'unknown'}`);
  const outcome: CaseOutcome = { statusId: result.statusId, description: result.description, stdout: '', stderr: result.stderr, timeMs: result.timeMs, memoryKb: result.memoryKb };
  if (result.message) outcome.message = result.message;
  if (result.judgedFirst) outcome.judgedFirst = true;
  return outcome;
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
