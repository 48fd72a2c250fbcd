/**
 * Where a Run goes: the server's judge when online; offline (or when the connection drops on the
 * way), JavaScript runs in the browser's Web Worker, Python in the Pyodide worker and C++ in the
 * Clang worker when the learner has downloaded that language's offline pack, and Java (or Python
 * and C++ without their pack) cannot run. The workers' clients (`src/workers/js-runner.ts`,
 * `python-runner.ts`, `cpp-runner.ts`, with Comlink and the output checker) are chunks of their
 * own, loaded by the first offline run, so the problem page does not load them to open.
 */
import { runCode, runCustom } from '../../api/submissions.ts';
import type { CustomRunResult, Language, ProblemDetail, RunCaseResult } from '../../../common/contract/index.ts';
import { customRunStatus } from '../../../common/judging/status.ts';
import type { runJavaScript as RunJavaScript } from '../../workers/js-runner.ts';

/** What an offline Run is doing: loading its runtime, compiling, running the cases (`runCpp` reports them). */
export type OfflineRunStage = 'loading' | 'compiling' | 'running';

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

/** The languages with an opt-in offline pack (Python3: Pyodide; C++: Clang for WebAssembly). */
export const PACK_LANGUAGES: readonly Language[] = ['python3', 'c++'];

/** Which runner serves a Run: the server, a browser worker, or none (needs a connection). */
export type Runner = 'server' | 'worker' | 'needsConnection';

/**
 * Chooses the runner for `language` given connectivity and whether `language`'s offline pack is
 * on this device (`pack`, default false; only Python3 and C++ have one).
 */
export function chooseRunner(language: Language, online: boolean, pack = false): Runner {
  if (online) return 'server';
  if (language === 'javascript' || (PACK_LANGUAGES.includes(language) && pack)) return 'worker';
  return 'needsConnection';
}

/** The offline runner of `language`, or null when there is none on this device. */
async function offlineRunner(language: Language): Promise<OfflineRun | null> {
  const pack = PACK_LANGUAGES.includes(language) && (await packInstalled(language).catch(() => false));
  if (chooseRunner(language, false, pack) !== 'worker') return null;
  if (language === 'python3') return runPython;
  return language === 'c++' ? runCpp : runJavaScript;
}

/** How a Run is made: where, and for one on this device what it reports and how it is stopped. */
export interface OfflineRunOptions {
  /** `navigator.onLine`: the server runs it when true. */
  online: boolean;
  /** Tells a dropped connection (run on this device instead) from other failures. */
  isOfflineError: (error: unknown) => boolean;
  /** Told what a Run on this device is doing as it moves on (C++ reports loading its compiler, compiling, running). */
  onStage?: (stage: OfflineRunStage) => void;
  /** Stops a Run on this device: its workers are terminated and the call rejects with `signal.reason`. */
  signal?: AbortSignal;
}

/** Outcome of {@link runVisibleTests}: results per visible test case, or "this language needs a connection". */
export type RunOutcome = { kind: 'results'; results: RunCaseResult[] } | { kind: 'needsConnection' };

/**
 * Runs `code` on the problem's visible test cases with the runner {@link chooseRunner} picks; a
 * request that fails because the connection dropped falls back to the offline choice.
 * @param opts see {@link OfflineRunOptions}
 * @throws what the server call throws otherwise (HTTP errors: 401, 429, 503 …); on this device, `opts.signal.reason`
 *   when cancelled and `RuntimeUnavailableError` (`src/workers/runtime-unavailable.ts`) when the runtime could not load
 */
export async function runVisibleTests(
  problem: Pick<ProblemDetail, '_id' | 'visibleTestCases' | 'timeLimitMs' | 'memoryLimitKb' | 'validation' | 'interactive'>,
  language: Language,
  code: string,
  opts: OfflineRunOptions,
): Promise<RunOutcome> {
  // An interactive problem's examples need its interactor, which only the server has.
  const offline = async (): Promise<RunOutcome> => {
    const run = problem.interactive ? null : await offlineRunner(language);
    if (!run) return { kind: 'needsConnection' };
    const limits = { timeLimitMs: problem.timeLimitMs, memoryLimitKb: problem.memoryLimitKb, onStage: opts.onStage, signal: opts.signal };
    const results = await run(code, problem.visibleTestCases, problem.validation ? { ...limits, validation: problem.validation } : limits);
    return { kind: 'results', results };
  };
  if (chooseRunner(language, opts.online) !== 'server') return offline();
  try {
    return { kind: 'results', results: await runCode(problem._id, { code, language }) };
  } catch (error) {
    if (!opts.isOfflineError(error)) throw error;
    return offline();
  }
}

/** Outcome of {@link runCustomInput}: what the program did, or "this language needs a connection". */
export type CustomRunOutcome = { kind: 'result'; result: CustomRunResult } | { kind: 'needsConnection' };

/**
 * Runs `code` once on the learner's own `stdin` with the runner {@link chooseRunner} picks (the
 * worker reports its measured time; a dropped connection falls back like offline).
 * @param opts see {@link OfflineRunOptions}
 * @throws what the server call throws otherwise (413 input too large, 429, 503 …); on this device as {@link runVisibleTests}
 */
export async function runCustomInput(
  problem: Pick<ProblemDetail, '_id' | 'timeLimitMs' | 'memoryLimitKb'>,
  language: Language,
  code: string,
  stdin: string,
  opts: OfflineRunOptions,
): Promise<CustomRunOutcome> {
  const offline = async (): Promise<CustomRunOutcome> => {
    const run = await offlineRunner(language);
    if (!run) return { kind: 'needsConnection' };
    const [r] = await run(code, [{ input: stdin, output: '' }], { timeLimitMs: problem.timeLimitMs, memoryLimitKb: problem.memoryLimitKb, onStage: opts.onStage, signal: opts.signal });
    return {
      kind: 'result',
      result: {
        stdin,
        stdout: r?.stdout ?? '',
        stderr: r?.stderr ?? null,
        compile_output: r?.compile_output ?? null,
        status: customRunStatus(r?.status_id ?? 13, r?.status.description),
        time: r?.time ?? 0,
        memory: r?.memory ?? 0,
      },
    };
  };
  if (chooseRunner(language, opts.online) !== 'server') return offline();
  try {
    return { kind: 'result', result: await runCustom(problem._id, { code, language, stdin }) };
  } catch (error) {
    if (!opts.isOfflineError(error)) throw error;
    return offline();
  }
}
