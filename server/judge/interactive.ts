import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { STATUS } from '../../common/contract/submission.ts';
import { STATUS_DESCRIPTION, TIME_LIMIT_EXCEEDED } from '../../common/judging/status.ts';
import { JUDGE_TEXT } from '../../common/texts/judge.ts';
import { runInSandbox, type SandboxEnv, type SandboxLimits, type SandboxReport, type SandboxResult } from './sandbox.ts';
import {
  EXIT_ACCEPTED,
  EXIT_WRONG_ANSWER,
  JUDGE_MESSAGE_BYTES,
  judgeMessage,
  prepareValidatorRun,
  RUN_ADDRESS_SPACE_KB,
  VALIDATOR_RUN_LIMITS,
  type CustomValidation,
  type PreparedValidator,
} from './validators.ts';
import { classifyRun } from './verdict.ts';

/**
 * Interactive problems (Kattis problem package format, "Interactive problems"): the problem's output
 * validator is an interactor that talks with the program. It runs as
 * `interactor input_file judge_answer_file feedback_dir/ [flags] < program_stdout > program_stdin`;
 * exit 42 = accepted, 43 = wrong answer with `feedback_dir/judgemessage.txt` as the message.
 *
 * The program and the interactor each run in a sandbox of their own (see sandbox.ts), under their own
 * uids and limits — the program under the problem's CPU, memory and wall-clock limits, the interactor
 * under the output validator's limits with a wall clock that ends shortly after the program's — joined by
 * two FIFOs in the job's private io directory (`to-program`, `from-program`), opened by each supervisor
 * and never reachable inside a sandbox by path.
 *
 * The server holds one descriptor on each FIFO (read + write) while the run lasts, as problemtools'
 * `interactive` runner holds its pipe ends: the program sees end of file on stdin only once the
 * interactor has ended and the server has seen it, and the interactor only once the program has, so
 * which of the two ended first is known without a race. After the interactor ends with anything but
 * "accepted", the program's writes fail (SIGPIPE); after "accepted" they do not.
 *
 * Verdict, in the order of problemtools' `verifyproblem` (judge/execute.py, `_run_interactive`):
 * 1. the interactor failed (crash, exit other than 42/43, its time or memory limit) → Internal Error;
 * 2. the interactor said wrong answer before the program ended → Wrong Answer (its message);
 * 3. the program ran out of CPU time or wall clock → Time Limit Exceeded (wall clock with the interactor
 *    still waiting too, the program having used little CPU: the idleness message);
 * 4. the program crashed or ran out of memory → that run-time verdict;
 * 5. otherwise the interactor's word: 42 → Accepted, 43 → Wrong Answer (its message).
 */

const execFileAsync = promisify(execFile);

/** How long the interactor may run after the program's wall-clock limit, ms: time to read the end of file and judge. */
const INTERACTOR_GRACE_MS = 2000;
/**
 * A program stopped by the wall clock is called idle (the idleness message) only when it used less CPU
 * than this share of its wall limit: a program that spun on a machine busy with other work also hits
 * the wall clock first, but has used CPU all along.
 */
const IDLE_CPU_SHARE = 0.25;

/**
 * Whether an interactive program stopped at its time limit was idle (waiting with its interactor, the
 * idleness message) rather than busy: the wall clock ended it before its CPU limit, and it had used less
 * than {@link IDLE_CPU_SHARE} of its wall limit `wallMs` (ms) in CPU.
 */
export function stoppedIdle(report: Pick<SandboxReport, 'wallTimedOut' | 'cpuTimedOut' | 'cpuMs'>, wallMs: number): boolean {
  return report.wallTimedOut && !report.cpuTimedOut && report.cpuMs < IDLE_CPU_SHARE * wallMs;
}

/** The shell step around the interactor: makes feedback_dir, runs it (its stderr dropped), then prints judgemessage.txt to stderr. */
const INTERACTOR_WRAPPER =
  'fb="$1"; shift; mkdir -p "$fb" || exit 120; "$@" 2>/dev/null; code=$?; head -c ' + String(JUDGE_MESSAGE_BYTES) + ' "$fb/judgemessage.txt" >&2 2>/dev/null; exit $code';

/** The learner's program of an interactive run: how it starts in its box and what bounds it. */
export interface InteractiveProgram {
  /** Host directory of the compiled program, mounted read-only at /box. */
  boxDir: string;
  argv: string[];
  identity?: { uid: number; gid: number };
  limits: SandboxLimits;
  /** For {@link classifyRun}: the CPU limit (ms), the problem's memory limit (KB), the runtime's overhead and out-of-memory message. */
  verdict: { cpuMs: number; memoryLimitKb: number; memoryOverheadKb: number; oomPattern: RegExp };
}

/** The problem's interactor (a prepared output validator) and its arguments for one test. */
export interface InteractiveJudge {
  prepared: PreparedValidator;
  language: CustomValidation['language'];
  flags: string[];
  identity?: { uid: number; gid: number };
}

/** What one interactive test run gave. `reason` (Internal Error only) is for the server's log. */
export interface InteractiveOutcome {
  statusId: number;
  description: string;
  /** The interactor's judge message (Wrong Answer), or the idleness note (Time Limit Exceeded on the wall clock). */
  message?: string;
  /** The program's stderr (at most STDERR_KEEP_BYTES). */
  stderr: string;
  /** The program's CPU time, ms. */
  timeMs: number;
  /** The program's peak memory, KB. */
  memoryKb: number;
  /** True when the interactor gave its Wrong Answer before the program ended: the program's later CPU time does not change the verdict. */
  judgedFirst?: boolean;
  reason?: string;
}

/**
 * Runs one test of an interactive problem: the program and the interactor side by side, each in its
 * sandbox, connected by FIFOs; see the module comment for the verdict rules.
 * @param test the test's input (the interactor's `input_file`) and answer (its `judge_answer_file`).
 * @param workDir a fresh, empty directory of the job (0711, server-owned) for this run's files.
 * Never throws for anything either process does; a sandbox failure is an Internal Error with a reason.
 * @throws Error only when the run's files cannot be made (disk).
 */
export async function runInteractive(
  program: InteractiveProgram,
  judge: InteractiveJudge,
  test: { input: string; answer: string },
  env: SandboxEnv,
  workDir: string,
): Promise<InteractiveOutcome> {
  const { data, io, feedback } = await prepareValidatorRun(workDir, test, env, judge.identity);
  const toProgram = path.join(io, 'to-program');
  const fromProgram = path.join(io, 'from-program');
  await execFileAsync('mkfifo', ['-m', '600', toProgram, fromProgram]);
  // Read + write: opening never waits, and the FIFOs stay open at both ends until released below.
  const hold = async (file: string) => open(file, constants.O_RDWR | constants.O_NOFOLLOW);
  const toHold = new Held(await hold(toProgram));
  const fromHold = new Held(await hold(fromProgram));

  const interactorLimits: SandboxLimits = {
    ...VALIDATOR_RUN_LIMITS,
    addressSpaceKb: RUN_ADDRESS_SPACE_KB[judge.language],
    wallMs: Math.min(VALIDATOR_RUN_LIMITS.wallMs, program.limits.wallMs + INTERACTOR_GRACE_MS),
  };
  let order = 0;
  let interactorFirst = false;
  try {
    const programRun = runInSandbox(
      {
        boxDir: program.boxDir,
        writable: false,
        argv: program.argv,
        stdinFile: toProgram,
        stdinShared: true,
        stdoutFile: fromProgram,
        stdoutFifo: true,
        stderrFile: path.join(io, 'program-stderr'),
        identity: program.identity,
        limits: program.limits,
      },
      env,
    ).then(async (r) => {
      order++;
      // The interactor may now read the end of the program's output.
      await fromHold.close();
      return r;
    });
    const interactorRun = runInSandbox(
      {
        boxDir: judge.prepared.dir,
        writable: false,
        extraMounts: [{ host: data, sandbox: '/data' }],
        argv: ['sh', '-c', INTERACTOR_WRAPPER, 'sh', feedback, ...judge.prepared.argv, '/data/input', '/data/answer', `${feedback}/`, ...judge.flags],
        stdinFile: fromProgram,
        stdinShared: true,
        stdoutFile: toProgram,
        stdoutFifo: true,
        stderrFile: path.join(io, 'interactor-stderr'),
        identity: judge.identity,
        limits: interactorLimits,
      },
      env,
    ).then(async (r) => {
      if (order++ === 0) interactorFirst = true;
      await toHold.close();
      // Anything but "accepted": the program's further writes fail instead of filling the pipe.
      if (!(r.report && r.report.signal === 0 && r.report.exitCode === EXIT_ACCEPTED)) await fromHold.close();
      return r;
    });
    const [p, i] = await Promise.all([programRun, interactorRun]);
    return decide(p, i, interactorFirst, program, interactorLimits);
  } finally {
    await Promise.all([toHold.close(), fromHold.close()]);
  }
}

/** A descriptor closed at most once. */
class Held {
  private closing: Promise<void> | null = null;
  constructor(private readonly handle: FileHandle) {}
  close(): Promise<void> {
    this.closing ??= this.handle.close().catch(() => undefined);
    return this.closing;
  }
}

/** The verdict of an interactive run from both sandboxes' results (module comment, rules 1–5). */
function decide(p: SandboxResult, i: SandboxResult, interactorFirst: boolean, program: InteractiveProgram, interactorLimits: SandboxLimits): InteractiveOutcome {
  const base = { stderr: p.stderr, timeMs: p.report?.cpuMs ?? 0, memoryKb: p.report?.memoryKb ?? 0 };
  const internal = (reason: string): InteractiveOutcome => ({ ...base, statusId: STATUS.INTERNAL_ERROR, description: STATUS_DESCRIPTION[STATUS.INTERNAL_ERROR]!, reason });
  const ir = i.report;
  if (!ir || ir.setupFailed) return internal(`interactor sandbox: ${i.sandboxError ?? 'failed'}`);
  const message = judgeMessage(Buffer.from(i.stderr).subarray(0, JUDGE_MESSAGE_BYTES));
  if (ir.wallTimedOut || ir.cpuTimedOut || ir.cpuMs > interactorLimits.cpuMs) {
    return internal(`interactor exceeded its time limit (${interactorLimits.cpuMs} ms CPU, ${interactorLimits.wallMs} ms wall)`);
  }
  if (ir.oomKilled) return internal(`interactor exceeded its memory limit (${interactorLimits.memoryKb} KB)`);
  const code = ir.signal === 0 ? ir.exitCode : -1;
  if (code !== EXIT_ACCEPTED && code !== EXIT_WRONG_ANSWER) {
    const how = ir.signal !== 0 ? `was killed by signal ${ir.signal}` : code > 128 ? `was killed by signal ${code - 128}` : `exited with code ${code}`;
    return internal(`interactor ${how} (expected 42 or 43)`);
  }
  const wrong = (): InteractiveOutcome => ({ ...base, statusId: STATUS.WRONG_ANSWER, description: STATUS_DESCRIPTION[STATUS.WRONG_ANSWER]!, ...(message ? { message } : {}) });
  if (code === EXIT_WRONG_ANSWER && interactorFirst) return { ...wrong(), judgedFirst: true };
  const verdict = classifyRun(p, program.verdict);
  if (verdict?.statusId === STATUS.INTERNAL_ERROR) return internal(`program sandbox: ${p.sandboxError ?? 'failed'}`);
  if (verdict?.statusId === STATUS.TIME_LIMIT) {
    const pr = p.report!;
    const idle = stoppedIdle(pr, program.limits.wallMs);
    return { ...base, statusId: STATUS.TIME_LIMIT, description: TIME_LIMIT_EXCEEDED, ...(idle ? { message: JUDGE_TEXT.idlenessLimit(program.limits.wallMs) } : {}) };
  }
  if (verdict) return { ...base, ...verdict };
  if (code === EXIT_ACCEPTED) return { ...base, statusId: STATUS.ACCEPTED, description: STATUS_DESCRIPTION[STATUS.ACCEPTED]! };
  return wrong();
}
