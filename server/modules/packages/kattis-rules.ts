import type { ImportMemoryLimit, ImportTimeLimit } from '../../../common/contract/package-import.ts';
import { STATUS } from '../../../common/contract/submission.ts';
import { STATUS_DESCRIPTION } from '../../../common/judging/status.ts';

/**
 * How Kattis (problemtools' `verifyproblem`) sets a package's limits and reads its submission folders,
 * as pure functions: no judge, no files.
 *
 * Time: the slowest accepted submission's CPU time × `ac_to_time_limit` (legacy `time_multiplier`),
 * rounded up to a multiple of `time_resolution` and at least one; a fixed limit (problem.yaml
 * `limits.time_limit`, else the package's `.timelimit` file) wins over the measurement. Submissions
 * expected to time out must do so even at that limit × `time_limit_to_tle` (legacy `time_safety_margin`).
 * Memory: `limits.memory` MiB, else 2048 MiB, at most what the host gives one judge job.
 */

/** The time and memory keys of a package's problem.yaml (and `.timelimit`), with the format's defaults filled in. */
export interface PackageLimits {
  /** Fixed time limit, seconds, or null when it is to be measured. */
  timeLimitS: number | null;
  /** Where the fixed time limit comes from. */
  timeLimitFrom: 'problem.yaml' | '.timelimit' | null;
  /** `time_multipliers.ac_to_time_limit` (legacy `time_multiplier`). */
  acToTimeLimit: number;
  /** `time_multipliers.time_limit_to_tle` (legacy `time_safety_margin`). */
  timeLimitToTle: number;
  /** `time_resolution`, seconds. */
  timeResolutionS: number;
  /** `limits.memory`, MiB, or null. */
  memoryMb: number | null;
}

/** Kattis' defaults by format: legacy `time_multiplier` 5, `time_safety_margin` 2; 2023-07 `ac_to_time_limit` 2, `time_limit_to_tle` 1.5; `time_resolution` 1 s. */
export const KATTIS_DEFAULTS = {
  legacy: { acToTimeLimit: 5, timeLimitToTle: 2 },
  '2023-07': { acToTimeLimit: 2, timeLimitToTle: 1.5 },
  timeResolutionS: 1,
} as const;

/** Memory limit, MiB, of a package that sets none (Kattis leaves it to the judge; problemtools' verifyproblem uses 2048). */
export const DEFAULT_PACKAGE_MEMORY_MB = 2048;

/** Settings of the importing host. */
export interface HostLimits {
  /** Multiplies every time limit an import sets (JUDGE_TIME_FACTOR). */
  timeFactor: number;
  /** The most memory, KB, a problem may give one judge job here (JUDGE_MEMORY_MAX_MB). */
  memoryMaxKb: number;
}

/** The slowest accepted submission: its file and language, raw CPU ms and CPU ms divided by its language's time factor. */
export type Slowest = NonNullable<ImportTimeLimit['slowest']>;

/**
 * Kattis' time-limit rule.
 * @param slowest the slowest accepted submission (its normalised ms is what the rule multiplies), or null.
 * @param defaultMs the limit when nothing is fixed and nothing was measured.
 * @returns the chosen limit (ms, C++ time) and how it was chosen.
 */
export function chooseTimeLimit(limits: PackageLimits, slowest: Slowest | null, host: Pick<HostLimits, 'timeFactor'>, defaultMs: number): ImportTimeLimit {
  const resolutionMs = Math.round(limits.timeResolutionS * 1000);
  let ruleMs: number;
  let source: ImportTimeLimit['source'];
  if (limits.timeLimitS !== null) {
    ruleMs = Math.round(limits.timeLimitS * 1000);
    source = limits.timeLimitFrom === '.timelimit' ? 'timelimit-file' : 'package';
  } else if (slowest) {
    const exactMs = slowest.normalisedMs * limits.acToTimeLimit;
    // A hair below a multiple stays on it: 0.6 s × 5 is 3 s, not 4 s.
    ruleMs = Math.max(1, Math.ceil(exactMs / resolutionMs - 1e-9)) * resolutionMs;
    source = 'measured';
  } else {
    ruleMs = defaultMs;
    source = 'default';
  }
  const limitMs = Math.max(1, Math.round(ruleMs * host.timeFactor));
  return {
    limitMs,
    source,
    ruleMs,
    hostFactor: host.timeFactor,
    slowest,
    multiplier: limits.acToTimeLimit,
    safetyMargin: limits.timeLimitToTle,
    resolutionMs,
    safetyLimitMs: Math.round(limitMs * limits.timeLimitToTle),
  };
}

/** The memory limit: the package's, else {@link DEFAULT_PACKAGE_MEMORY_MB}, at most `host.memoryMaxKb`. */
export function chooseMemoryLimit(memoryMb: number | null, host: Pick<HostLimits, 'memoryMaxKb'>): ImportMemoryLimit {
  const requestedKb = Math.round((memoryMb ?? DEFAULT_PACKAGE_MEMORY_MB) * 1024);
  if (requestedKb > host.memoryMaxKb) return { limitKb: host.memoryMaxKb, source: 'capped', requestedKb, hostMaxKb: host.memoryMaxKb };
  return { limitKb: requestedKb, source: memoryMb === null ? 'default' : 'package', requestedKb, hostMaxKb: host.memoryMaxKb };
}

/** Verdict families of Kattis' submission folders. */
export type VerdictFamily = 'AC' | 'WA' | 'TLE' | 'RTE' | 'CE' | 'other';

/** The verdict family a submission folder expects, or null for a folder Kattis gives no single verdict (`rejected`, …). */
export function expectedFamily(folder: string): VerdictFamily | null {
  const map: Record<string, VerdictFamily> = {
    accepted: 'AC',
    wrong_answer: 'WA',
    time_limit_exceeded: 'TLE',
    run_time_error: 'RTE',
    runtime_error: 'RTE',
    compile_error: 'CE',
  };
  return map[folder] ?? null;
}

/** The verdict family of a judge status id. */
export function statusFamily(statusId: number): VerdictFamily {
  if (statusId === STATUS.ACCEPTED) return 'AC';
  if (statusId === STATUS.WRONG_ANSWER) return 'WA';
  if (statusId === STATUS.TIME_LIMIT) return 'TLE';
  if (statusId === STATUS.COMPILATION_ERROR) return 'CE';
  if (statusId >= STATUS.RE_SIGSEGV && statusId <= STATUS.RE_OTHER) return 'RTE';
  return 'other';
}

/** One test case as run at a generous limit: its status, description and CPU ms. */
export interface RunCase {
  statusId: number;
  description: string;
  timeMs: number;
  /** The interactor's Wrong Answer came before the program ended: it stands at any time limit. */
  judgedFirst?: boolean;
}

/**
 * The verdict a run at a generous limit would have had at `cpuLimitMs` (CPU ms of this language): the
 * first case over the limit is a time-out (unless an interactor's Wrong Answer came first), else the first
 * case that failed. Exact, as the judge's verdict on time is CPU time over the limit, and every case up to
 * the first failure at the lower limit was run.
 * @returns the index of the deciding case (-1 when all passed), its status id and description.
 */
export function verdictAtLimit(cases: RunCase[], cpuLimitMs: number): { index: number; statusId: number; description: string } {
  for (const [index, c] of cases.entries()) {
    if (c.timeMs > cpuLimitMs && !c.judgedFirst) return { index, statusId: STATUS.TIME_LIMIT, description: STATUS_DESCRIPTION[STATUS.TIME_LIMIT]! };
    if (c.statusId !== STATUS.ACCEPTED) return { index, statusId: c.statusId, description: c.description };
  }
  return { index: -1, statusId: STATUS.ACCEPTED, description: STATUS_DESCRIPTION[STATUS.ACCEPTED]! };
}
