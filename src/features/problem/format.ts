/**
 * Pure display rules of the problem page's Testcase and Result tabs (spec §4 "Submission status
 * display", §9 run/submit constants).
 */
import { STATUS, type Language, type RunCaseResult } from '../../../common/contract/index.ts';
import { FINISHED } from '../../../common/judging/status.ts';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';

/** Runtime in seconds, shown to 2 decimals: `0.1234` → `0.12 s`. Non-finite values show as `–`. */
export function formatRuntime(seconds: number): string {
  if (!Number.isFinite(seconds)) return '–';
  return `${Math.max(0, seconds).toFixed(2)} s`;
}

/**
 * Memory given in KB: under 1024 KB as whole `N KB`, otherwise MB to 2 decimals
 * (`512` → `512 KB`, `2048` → `2.00 MB`). 0 means nothing was measured (the offline JavaScript
 * runner, whose browser exposes no per-worker memory figure; a compile error) and shows as `–`,
 * as does a value that is not finite: a program that ran always used some memory.
 */
export function formatMemory(kb: number): string {
  if (!Number.isFinite(kb) || kb <= 0) return '–';
  if (kb < 1024) return `${Math.max(1, Math.round(kb))} KB`;
  return `${(kb / 1024).toFixed(2)} MB`;
}

/**
 * DaisyUI badge class of a submission status: accepted → success, wrong → error,
 * error → warning, pending → info, anything else neutral.
 */
export function statusBadgeClass(status: string): string {
  switch (status) {
    case 'accepted':
      return 'badge-success';
    case 'wrong':
      return 'badge-error';
    case 'error':
      return 'badge-warning';
    case 'pending':
      return 'badge-info';
    default:
      return 'badge-neutral';
  }
}

/**
 * The badge of a judged submission: a partial score (some points of a scoring problem, not all) reads
 * "Partially accepted" on an informational badge instead of the failing verdict's "Error" or "Wrong
 * Answer"; anything else is the status's own label and {@link statusBadgeClass}.
 * @param label the status's own label (`statusLabel`)
 */
export function verdictBadge(status: string, label: string, score?: number | null, maxScore?: number | null): { label: string; className: string } {
  const partial = status !== 'accepted' && typeof score === 'number' && typeof maxScore === 'number' && score > 0 && score < maxScore;
  return partial ? { label: PROBLEM_TEXT.workspace.partiallyAccepted, className: 'badge-info' } : { label, className: statusBadgeClass(status) };
}

/**
 * A run test case passed when its status id is 3 (Accepted) — not 3 "Finished": an offline run
 * of a problem with a custom output validator, whose output only the server can check.
 */
export function casePassed(result: Pick<RunCaseResult, 'status_id'> & { status?: { description: string } }): boolean {
  return result.status_id === STATUS.ACCEPTED && !caseUnchecked(result);
}

/** The case ran cleanly but its output was not checked (offline run, custom output validator). */
export function caseUnchecked(result: Pick<RunCaseResult, 'status_id'> & { status?: { description: string } }): boolean {
  return result.status_id === STATUS.ACCEPTED && result.status?.description === FINISHED;
}

/** Totals of one Run (spec §9: run time is the sum of per-case times; memory is the maximum). */
export interface RunSummary {
  passed: number;
  total: number;
  allPassed: boolean;
  /** Total time in seconds. */
  time: number;
  /** Peak memory in KB. */
  memory: number;
  /** Compiler output when the code did not compile, else null. */
  compileOutput: string | null;
  /** Cases that ran cleanly but whose output only the server can check. */
  unchecked: number;
}

/** Summarises the per-case results of a Run. */
export function summariseRun(results: readonly RunCaseResult[]): RunSummary {
  const passed = results.filter(casePassed).length;
  const compile = results.find((r) => r.status_id === STATUS.COMPILATION_ERROR || (r.compile_output ?? '').trim() !== '');
  const compileOutput = compile && compile.status_id === STATUS.COMPILATION_ERROR ? (compile.compile_output ?? compile.status.description) : null;
  return {
    passed,
    total: results.length,
    allPassed: results.length > 0 && passed === results.length,
    time: results.reduce((sum, r) => sum + (Number.isFinite(r.time) ? r.time : 0), 0),
    memory: results.reduce((max, r) => Math.max(max, Number.isFinite(r.memory) ? r.memory : 0), 0),
    compileOutput,
    unchecked: results.filter(caseUnchecked).length,
  };
}

/** What a result was produced from, or what the learner sees now: the language and, for a custom run, the input. */
export interface ResultSource {
  language: Language;
  /** The custom input (stdin); absent for a Run on the examples and for a submission. */
  stdin?: string;
}

/** How a shown result differs from what the learner now sees (see {@link resultMismatch}). */
export interface ResultMismatch {
  /** The language the result was produced in, when another language is shown; else null. */
  otherLanguage: Language | null;
  /** The custom input was changed since the run. */
  otherInput: boolean;
}

/**
 * Whether a result still belongs to what the page shows: null when it does, else what differs —
 * the language (the learner switched language) and, when both sides have one, the custom input
 * (the learner edited it after the run). The page labels such a result instead of hiding it.
 */
export function resultMismatch(from: ResultSource, shown: ResultSource): ResultMismatch | null {
  const otherLanguage = from.language !== shown.language ? from.language : null;
  const otherInput = from.stdin !== undefined && shown.stdin !== undefined && from.stdin !== shown.stdin;
  return otherLanguage !== null || otherInput ? { otherLanguage, otherInput } : null;
}
