/**
 * A Run on this device (no connection, or the connection dropped on the way): JavaScript in the browser's
 * Web Worker, Python in the Pyodide worker and C++ in the Clang worker when the learner has downloaded that
 * language's offline pack. The code is joined to the problem's driver as the judge joins it
 * (`common/domain/driver.ts`), and messages are numbered by the learner's lines. A chunk of its own, loaded
 * by the first Run on this device (the service worker precaches it); the workers' clients
 * (`src/workers/js-runner.ts`, `python-runner.ts`, `cpp-runner.ts`) are chunks loaded after it.
 */
import type { CustomRunResult, Language, ProblemDetail, RunCaseResult } from '../../../common/contract/index.ts';
import { joinProgram, learnerLineNumbers } from '../../../common/domain/driver.ts';
import { customRunStatus } from '../../../common/judging/status.ts';
import type { runJavaScript as RunJavaScript } from '../../workers/js-runner.ts';

/** What an offline Run is doing: loading its runtime, compiling, running the cases (`runCpp` reports them). */
export type OfflineRunStage = 'loading' | 'compiling' | 'running';

/** What a Run on this device reports and how it is stopped. */
export interface DeviceRunOptions {
  /** Told what the Run is doing as it moves on (C++ reports loading its compiler, compiling, running). */
  onStage?: (stage: OfflineRunStage) => void;
  /** Stops the Run: its workers are terminated and the call rejects with `signal.reason`. */
  signal?: AbortSignal;
}

/** The problem's limits and output rules an offline runner applies (`runCpp` also reads the memory limit and reports its stages). */
type RunLimits = Parameters<typeof RunJavaScript>[2] & { memoryLimitKb?: number; onStage?: (stage: OfflineRunStage) => void };
/** An offline runner: `runJavaScript`'s shape, which `runPython` and `runCpp` share. */
type OfflineRun = (code: string, cases: Parameters<typeof RunJavaScript>[1], opts: RunLimits) => Promise<RunCaseResult[]>;

/** {@link RunJavaScript} from its chunk (loaded on first use; the service worker precaches it). */
const runJavaScript: OfflineRun = (...args) => import('../../workers/js-runner.ts').then((m) => m.runJavaScript(...args));
/** `runPython` from its chunk (loaded on first use; Pyodide itself comes from the offline pack). */
const runPython: OfflineRun = (...args) => import('../../workers/python-runner.ts').then((m) => m.runPython(...args));
/** `runCpp` from its chunk (loaded on first use; the compiler itself comes from the offline pack). */
const runCpp: OfflineRun = (code, cases, opts) => import('../../workers/cpp-runner.ts').then((m) => m.runCpp(code, cases, opts));

/** Whether `language`'s offline pack is on this device (its store's chunk is loaded when asked). */
async function packInstalled(language: Language): Promise<boolean> {
  if (language === 'python3') return import('../../workers/python-pack.ts').then((m) => m.pythonPack.isInstalled());
  if (language === 'c++') return import('../../workers/cpp-pack.ts').then((m) => m.cppPack.isInstalled());
  return false;
}

/** The offline runner of `language` (`chooseRunner` offline: JavaScript always, Python and C++ with their pack), or null when there is none on this device. */
async function offlineRunner(language: Language): Promise<OfflineRun | null> {
  if (language === 'javascript') return runJavaScript;
  if (!(await packInstalled(language).catch(() => false))) return null;
  return language === 'python3' ? runPython : runCpp;
}

/**
 * Runs the learner's `code` with `run` as the judge would: joined to the problem's driver of `language`, with
 * the results' compiler output and stderr numbered by the learner's lines.
 */
async function runJoined(run: OfflineRun, problem: Pick<ProblemDetail, 'startCode'>, language: Language, code: string, cases: Parameters<OfflineRun>[1], opts: RunLimits): Promise<RunCaseResult[]> {
  const joined = joinProgram(language, code, problem.startCode.find((s) => s.language === language)?.driver);
  const fix = (text: string | null) => (text === null ? null : learnerLineNumbers(language, text, joined));
  const results = await run(joined.program, cases, opts);
  return results.map((r) => ({ ...r, stderr: fix(r.stderr), compile_output: fix(r.compile_output) }));
}

/**
 * Runs `code` on the problem's visible test cases on this device.
 * @returns the results per case, or null when `language` cannot run here (no offline pack; Java; an interactive problem)
 * @throws `opts.signal.reason` when cancelled; `RuntimeUnavailableError` (`src/workers/runtime-unavailable.ts`) when the runtime could not load
 */
export async function runVisibleOffline(
  problem: Pick<ProblemDetail, 'visibleTestCases' | 'timeLimitMs' | 'memoryLimitKb' | 'validation' | 'interactive' | 'startCode'>,
  language: Language,
  code: string,
  opts: DeviceRunOptions,
): Promise<RunCaseResult[] | null> {
  // An interactive problem's examples need its interactor, which only the server has.
  const run = problem.interactive ? null : await offlineRunner(language);
  if (!run) return null;
  const limits = { timeLimitMs: problem.timeLimitMs, memoryLimitKb: problem.memoryLimitKb, onStage: opts.onStage, signal: opts.signal };
  return runJoined(run, problem, language, code, problem.visibleTestCases, problem.validation ? { ...limits, validation: problem.validation } : limits);
}

/**
 * Runs `code` once on the learner's own `stdin` on this device (the worker reports its measured time).
 * @returns what the program did, or null when `language` cannot run here
 * @throws as {@link runVisibleOffline}
 */
export async function runCustomOffline(
  problem: Pick<ProblemDetail, 'timeLimitMs' | 'memoryLimitKb' | 'startCode'>,
  language: Language,
  code: string,
  stdin: string,
  opts: DeviceRunOptions,
): Promise<CustomRunResult | null> {
  const run = await offlineRunner(language);
  if (!run) return null;
  const [r] = await runJoined(run, problem, language, code, [{ input: stdin, output: '' }], { timeLimitMs: problem.timeLimitMs, memoryLimitKb: problem.memoryLimitKb, onStage: opts.onStage, signal: opts.signal });
  return {
    stdin,
    stdout: r?.stdout ?? '',
    stderr: r?.stderr ?? null,
    compile_output: r?.compile_output ?? null,
    status: customRunStatus(r?.status_id ?? 13, r?.status.description),
    time: r?.time ?? 0,
    memory: r?.memory ?? 0,
  };
}
