import type { ImportMemoryLimit, ImportTimeLimit } from '../../../common/contract/package-import.ts';
import { STATUS } from '../../../common/contract/submission.ts';
import { MEMORY_LIMIT_EXCEEDED, STATUS_DESCRIPTION } from '../../../common/judging/status.ts';
import type { VALIDATOR_LANGUAGES } from '../../../common/judging/validation.ts';

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

/**
 * How far one CPU-time measurement of the same program may stray from another on this kind of host
 * (a fraction): ±25 % was measured from one import to the next, idle or busy (decision 0046).
 */
export const MEASUREMENT_SPREAD = 0.25;

/**
 * The limits the rule would give a measured time limit if the slowest accepted submission had measured
 * {@link MEASUREMENT_SPREAD} faster or slower: when they differ, another import (or another host) may well
 * choose another limit, and the package should fix its limit (`limits.time_limit`, or `.timelimit`).
 * @returns the lower and higher rule limit (ms, before the host factor), or null when both equal the chosen one
 *   (or the limit was not measured).
 */
export function limitSpread(limits: PackageLimits, time: Pick<ImportTimeLimit, 'source' | 'slowest' | 'ruleMs'>): { lowMs: number; highMs: number } | null {
  if (time.source !== 'measured' || !time.slowest) return null;
  const at = (factor: number) => chooseTimeLimit(limits, { ...time.slowest!, normalisedMs: time.slowest!.normalisedMs * factor }, { timeFactor: 1 }, 0).ruleMs;
  const lowMs = at(1 - MEASUREMENT_SPREAD);
  const highMs = at(1 + MEASUREMENT_SPREAD);
  return lowMs === highMs ? null : { lowMs, highMs };
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
 * Whether a case ended over the memory limit. problemtools limits a submission's address space to the
 * memory limit (RLIMIT_AS), so an allocation over it fails when it is made, before the program has used
 * its time: such a failure stands at any time limit.
 */
function overMemory(c: RunCase): boolean {
  return c.description === MEMORY_LIMIT_EXCEEDED;
}

/**
 * The verdict a run at a generous limit would have had at `cpuLimitMs` (CPU ms of this language): the
 * first case over the limit is a time-out (unless an interactor's Wrong Answer came first, or the case
 * ran out of memory: problemtools' address-space limit fails the allocation before the time runs out),
 * else the first case that failed. Exact for time, as the judge's verdict on time is CPU time over the
 * limit, and every case up to the first failure at the lower limit was run.
 * @returns the index of the deciding case (-1 when all passed), its status id and description.
 */
export function verdictAtLimit(cases: RunCase[], cpuLimitMs: number): { index: number; statusId: number; description: string } {
  for (const [index, c] of cases.entries()) {
    if (c.timeMs > cpuLimitMs && !c.judgedFirst && !overMemory(c)) return { index, statusId: STATUS.TIME_LIMIT, description: STATUS_DESCRIPTION[STATUS.TIME_LIMIT]! };
    if (c.statusId !== STATUS.ACCEPTED) return { index, statusId: c.statusId, description: c.description };
  }
  return { index: -1, statusId: STATUS.ACCEPTED, description: STATUS_DESCRIPTION[STATUS.ACCEPTED]! };
}

/** A language of problemtools' language configuration, for telling a program's language. */
export interface KattisLanguage {
  /** problemtools' language id (`cpp`, `python2`, `scala`, …). */
  id: string;
  /** Display name. */
  name: string;
  /** Tie-breaker: of languages with as many matching files, the highest priority wins. */
  priority: number;
  /** Glob patterns of its source file names. */
  files: readonly string[];
  /**
   * Files matching these globs count as evidence for the language only when their first line matches
   * `shebang` (how Python 2 claims a `*.py` file); absent: every source file counts.
   */
  shebang?: { files: readonly string[]; line: RegExp };
  /** The judge's language for it, or null when the judge does not run it. */
  judged: (typeof VALIDATOR_LANGUAGES)[number] | null;
}

/**
 * The languages of problemtools' `problemtools/config/languages.yaml` (names, priorities, file globs,
 * shebang rules), each with the judge's language when it runs it (C++, Java, JavaScript, Python 3).
 * A `*.py` file is Python 2 only when its first line matches `^#!.*python2\b`; `*.py2` always is,
 * `*.py3` never.
 */
export const KATTIS_LANGUAGES: readonly KattisLanguage[] = [
  { id: 'c', name: 'C', priority: 950, files: ['*.c'], judged: null },
  { id: 'cpp', name: 'C++', priority: 1000, files: ['*.cc', '*.C', '*.cpp', '*.cxx', '*.c++'], judged: 'c++' },
  { id: 'csharp', name: 'C#', priority: 700, files: ['*.cs'], judged: null },
  { id: 'cobol', name: 'Cobol', priority: 50, files: ['*.cob'], judged: null },
  { id: 'fsharp', name: 'F#', priority: 675, files: ['*.fs'], judged: null },
  { id: 'go', name: 'Go', priority: 400, files: ['*.go'], judged: null },
  { id: 'haskell', name: 'Haskell', priority: 600, files: ['*.hs', '*.c'], judged: null },
  { id: 'java', name: 'Java', priority: 800, files: ['*.java'], judged: 'java' },
  { id: 'javascript', name: 'JavaScript', priority: 500, files: ['*.js'], judged: 'javascript' },
  { id: 'kotlin', name: 'Kotlin', priority: 250, files: ['*.kt'], judged: null },
  { id: 'lisp', name: 'Common Lisp', priority: 200, files: ['*.lisp', '*.cl'], judged: null },
  { id: 'ocaml', name: 'OCaml', priority: 375, files: ['*.ml'], judged: null },
  { id: 'objectivec', name: 'Objective C', priority: 300, files: ['*.m', '*.c'], judged: null },
  { id: 'pascal', name: 'Pascal', priority: 350, files: ['*.pas'], judged: null },
  { id: 'php', name: 'PHP', priority: 450, files: ['*.php'], judged: null },
  { id: 'prolog', name: 'Prolog', priority: 100, files: ['*.pl'], judged: null },
  { id: 'python2', name: 'Python 2', priority: 860, files: ['*.py', '*.py2'], shebang: { files: ['*.py'], line: /^#!.*python2\b/ }, judged: null },
  { id: 'python3', name: 'Python 3', priority: 850, files: ['*.py', '*.py3'], judged: 'python3' },
  { id: 'ruby', name: 'Ruby', priority: 650, files: ['*.rb'], judged: null },
  { id: 'rust', name: 'Rust', priority: 575, files: ['*.rs'], judged: null },
  { id: 'scala', name: 'Scala', priority: 550, files: ['*.sc', '*.scala'], judged: null },
];

/** A file of a program: its path within the program and its first line (empty when unread or binary). */
export interface ProgramFile {
  name: string;
  firstLine: string;
}

/** Whether `name` matches a glob of `*` (any characters, `/` included) and `?` (one character), case-sensitively as POSIX fnmatch. */
function globMatches(name: string, glob: string): boolean {
  const re = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${re}$`, 's').test(name);
}

/**
 * The language of a program, as problemtools' `Languages.detect_language` tells it: each language
 * counts the program's files that are evidence for it (its `files` glob matches, and a file its
 * shebang globs match has a first line matching its shebang); the language with most such files wins, ties
 * going to the higher priority. A `*.py` file with a `#!…python2` first line is Python 2 (tie with
 * Python 3, Python 2's priority is higher); without one it is Python 3.
 * Source: problemtools' `problemtools/languages.py` and `problemtools/config/languages.yaml`.
 * @param files the program's files (one for a single-file program).
 * @returns the language, or null when no file is a source file of any language.
 */
export function detectLanguage(files: readonly ProgramFile[], languages: readonly KattisLanguage[] = KATTIS_LANGUAGES): KattisLanguage | null {
  let best: KattisLanguage | null = null;
  let bestCount = 0;
  for (const lang of languages) {
    const count = files.filter((f) => {
      if (!lang.files.some((g) => globMatches(f.name, g))) return false;
      if (!lang.shebang || !lang.shebang.files.some((g) => globMatches(f.name, g))) return true;
      return lang.shebang.line.test(f.firstLine);
    }).length;
    if (count > bestCount || (count > 0 && count === bestCount && lang.priority > best!.priority)) {
      best = lang;
      bestCount = count;
    }
  }
  return best;
}

/** The first line of a text, without its line break. */
export function firstLineOf(text: string): string {
  const end = text.search(/\r?\n/);
  return end < 0 ? text : text.slice(0, end);
}
