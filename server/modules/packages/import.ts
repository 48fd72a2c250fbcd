import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../../common/contract/common.ts';
import type { ImportInputValidator, ImportReport, ImportSubmission } from '../../../common/contract/package-import.ts';
import { DEFAULT_TIME_LIMIT_MS } from '../../../common/judging/limits.ts';
import { gradeScoring } from '../../../common/judging/scoring.ts';
import { STATUS_DESCRIPTION } from '../../../common/judging/status.ts';
import { IMPORT_REPORT_TEXT } from '../../../common/texts/admin.ts';
import { STATUS } from '../../../common/contract/submission.ts';
import { defaultJudgeMemoryMaxMb } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { stableId } from '../../db/ids.ts';
import { findPackageHashes, findProblemBySlug, writeImportedProblem } from '../../db/repos/problems.ts';
import type { Judge, JudgeOutcome } from '../../judge/judge.ts';
import { LANGUAGE_SPECS } from '../../judge/languages.ts';
import { ValidatorSetupError } from '../../judge/validators.ts';
import { contentHash, convertPackage, type ProblemContent } from './convert.ts';
import { generateAll } from './generate.ts';
import { packageHash } from './hash.ts';
import { chooseMemoryLimit, chooseTimeLimit, limitSpread, MEASUREMENT_SPREAD, expectedFamily, statusFamily, verdictAtLimit, type HostLimits, type Slowest } from './kattis-rules.ts';
import { isLearnerLanguage, loadPackage, PackageError, type PackageSubmission } from './load.ts';
import { splitContent, type JudgePackageRequest, type PackageJudgement } from './prepare.ts';
import { prepareInWorker } from './worker-client.ts';
import type { WorkerRequest } from './worker.ts';

/**
 * Writes problem packages into the database: the built-in set at boot ({@link syncBuiltInProblems})
 * and single packages from `npm run import-problem` or the admin endpoint ({@link importPackageDir}).
 * A package becomes the problem whose `slug` is the package's short name, id `stableId(slug)`;
 * importing it again updates that row in place (same id, so submissions, notes and stars stay).
 */

/** The built-in packages: `problems/` at the repository root. */
export const BUILT_IN_PACKAGES_DIR = fileURLToPath(new URL('../../../problems/', import.meta.url));

/** Package directories of a problems directory (names starting with `_` or `.` are shared files). */
export function packageDirs(problemsDir: string): string[] {
  return readdirSync(problemsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('_') && !d.name.startsWith('.'))
    .map((d) => path.join(problemsDir, d.name))
    .sort();
}

/** Prefix of `problems.package_hash` for packages imported by an admin (CLI or upload), not at boot. */
const UPLOAD_MARK = 'upload:';

/** CPU ms (C++) an accepted submission may use per test case while its time is measured. */
const MEASURE_LIMIT_MS = 10_000;

/** The host settings an import uses when its caller gives none: no time factor, the default per-job memory cap. */
export function defaultHostLimits(): HostLimits {
  return { timeFactor: 1, memoryMaxKb: defaultJudgeMemoryMaxMb(availableParallelism()) * 1024 };
}

/**
 * Checks a loaded package with the judge as problemtools' `verifyproblem` does, and chooses its limits
 * (kattis-rules.ts): the memory limit first; then every input validator on every test file (flags of its
 * test group); then the accepted submissions at a generous limit ({@link MEASURE_LIMIT_MS} × language factor),
 * whose slowest (re-timed alone, {@link retimedCpuMs}) sets the time limit; then the other submissions at the
 * safety limit (time limit × `time_limit_to_tle`). Each submission's verdict is the one it gets at the chosen
 * time limit; each one whose verdict is not its folder's is an error line (verifyproblem's ERROR), as is a
 * package with no accepted submission in a language the judge runs (its time limit is then the package's
 * or the default). Without a judge nothing runs; on Judge0 the input validators (and a package with a custom
 * output validator) do not; the report says so. Submissions in a language the judge does not run (Python 2,
 * Scala, Go, …, told by problemtools' languages.yaml rules) and programs of several files are listed as
 * skipped, with their language.
 * @throws PackageError naming the test file and the validator's message when an input validator rejects
 *   a file or does not compile; naming the submission when no accepted submission the judge runs passes
 *   (the first one's compiler output or failing test case).
 */
export async function judgePackage(judge: Judge | null, host: HostLimits, req: JudgePackageRequest): Promise<PackageJudgement> {
  const warnings: string[] = [];
  const errors: string[] = [];
  const memory = chooseMemoryLimit(req.limits.memoryMb, host);
  if (memory.source === 'capped') warnings.push(IMPORT_REPORT_TEXT.memoryCappedWarning(memory));
  const { runner, notRunReason } = chooseRunner(judge, req);
  const inputValidators = await checkInputValidators(runner, notRunReason, req, warnings);
  if (req.inputValidators.length === 0) warnings.push(IMPORT_REPORT_TEXT.noInputValidators);

  const tests = req.tests.map((t) => ({ input: t.input, output: t.output }));
  const run: RunSubmission = (s, timeLimitMs, only) =>
    runner!.evaluate(
      {
        language: s.language,
        code: s.code,
        tests: only ? only.map((i) => tests[i]!) : tests,
        timeLimitMs,
        memoryLimitKb: memory.limitKb,
        validation: req.validation,
        stopOnFirstFailure: !req.scoring && !only,
      },
      { exempt: true },
    );

  const { accepted, slowest } = runner ? await measureAccepted(run, req) : { accepted: new Map<PackageSubmission, JudgeOutcome>(), slowest: null };
  if (runner && !req.submissions.some((s) => s.verdict === 'accepted' && runnable(s))) errors.push(IMPORT_REPORT_TEXT.noJudgedAccepted);
  const time = chooseTimeLimit(req.limits, slowest, host, DEFAULT_TIME_LIMIT_MS);
  if (time.source === 'default') warnings.push(IMPORT_REPORT_TEXT.defaultTimeWarning(time.limitMs));
  if (slowest && time.source !== 'measured' && slowest.normalisedMs * time.multiplier > time.ruleMs) warnings.push(IMPORT_REPORT_TEXT.fixedTooTight(time));
  if (slowest && time.source === 'measured' && slowest.language !== 'c++' && slowest.cppMs != null) warnings.push(IMPORT_REPORT_TEXT.setBySlowerLanguage(time));
  const spread = limitSpread(req.limits, time);
  if (spread) warnings.push(IMPORT_REPORT_TEXT.nearRoundingStep(time, spread, Math.round(MEASUREMENT_SPREAD * 100)));

  const submissions: ImportSubmission[] = [];
  for (const s of req.submissions) {
    const base = { file: s.file, language: s.language, languageName: s.languageName, expected: s.verdict };
    if (!runnable(s) || !runner) {
      const skipped = runnable(s) ? undefined : isLearnerLanguage(s.language) ? 'directory' : 'language';
      const note =
        skipped === 'directory' ? IMPORT_REPORT_TEXT.directoryNotRun(s.languageName) : skipped === 'language' ? IMPORT_REPORT_TEXT.languageNotRun(s.languageName) : notRunReason!;
      submissions.push({ ...base, actual: null, testCase: null, timeMs: null, matches: null, ...(skipped ? { skipped } : {}), note });
      continue;
    }
    const out = accepted.get(s) ?? (await run(s, time.safetyLimitMs));
    const entry = submissionAtLimit(s, out, time, req, warnings);
    submissions.push(entry);
    if (entry.matches === false) errors.push(IMPORT_REPORT_TEXT.submissionError(entry));
  }
  return { limits: { time, memory }, submissions, inputValidators, warnings, errors };
}

/** A single-file package submission in a language learners use (the judge runs those only). */
type RunnableSubmission = PackageSubmission & { language: Language };
/**
 * Runs a submission at a CPU time limit, ms (C++): on every test case (stopping at the first failure of
 * a pass/fail problem), or on the test cases of indices `only`, each one run.
 */
type RunSubmission = (s: RunnableSubmission, timeLimitMs: number, only?: number[]) => Promise<JudgeOutcome>;

const runnable = (s: PackageSubmission): s is RunnableSubmission => isLearnerLanguage(s.language) && !s.directory;

/**
 * The judge that runs the package, or null with the reason nothing runs: no judge, an unavailable
 * one, or Judge0 with a custom output validator (Judge0 refuses those).
 */
function chooseRunner(judge: Judge | null, req: JudgePackageRequest): { runner: Judge | null; notRunReason: string | null } {
  const remoteCustom = judge?.backend === 'judge0' && req.validation.kind === 'custom';
  const runner = judge && !judge.unavailable && !remoteCustom ? judge : null;
  const notRunReason = !runner ? IMPORT_REPORT_TEXT.noJudge(remoteCustom ? IMPORT_REPORT_TEXT.judge0Custom : (judge?.unavailable ?? null)) : null;
  return { runner, notRunReason };
}

/**
 * Runs each input validator of the package over every test input (in the sandbox only); the ones
 * that cannot run are reported with a warning.
 * @throws PackageError when a validator rejects a file or does not compile
 */
async function checkInputValidators(runner: Judge | null, notRunReason: string | null, req: JudgePackageRequest, warnings: string[]): Promise<ImportInputValidator[]> {
  const inputValidators: ImportInputValidator[] = [];
  for (const v of req.inputValidators) {
    const base = { name: v.name, language: v.language, files: 0 };
    if (v.kind !== 'program' || !v.language) {
      const note = IMPORT_REPORT_TEXT.validatorUnsupported(v.kind);
      inputValidators.push({ ...base, outcome: 'unsupported', note });
      warnings.push(`${v.name}: ${note}`);
    } else if (!runner || runner.backend !== 'sandbox') {
      const note = notRunReason ?? IMPORT_REPORT_TEXT.validatorNeedsSandbox;
      inputValidators.push({ ...base, outcome: 'not-run', note });
      warnings.push(`${v.name}: ${note}`);
    } else {
      let rejected: { name: string; message: string } | null;
      try {
        rejected = await runner.validateInputs(
          { language: v.language, files: v.files },
          req.tests.map((t) => ({ name: t.name, input: t.input, flags: t.inputValidatorFlags.split(/\s+/).filter(Boolean) })),
          { exempt: true },
        );
      } catch (e) {
        if (e instanceof ValidatorSetupError) throw new PackageError(req.problem, `${v.name}: ${e.message}`);
        throw e;
      }
      if (rejected) throw new PackageError(req.problem, `data/${rejected.name}.in is not valid input: the input validator ${v.name} ${rejected.message}`);
      inputValidators.push({ ...base, outcome: 'accepted', files: req.tests.length });
    }
  }
  return inputValidators;
}

/** Runs, each of one test case alone, that re-time an accepted submission's slowest test cases ({@link retimedCpuMs}). */
const RETIME_RUNS = 2;
/** Test cases re-timed per accepted submission: its slowest ones, at most this many … */
const RETIME_CASES = 3;
/** … of those taking at least this share of its slowest test case's CPU time. */
const RETIME_SHARE = 0.5;

/**
 * Runs the accepted submissions at a generous limit ({@link MEASURE_LIMIT_MS}); the slowest of those that
 * pass every test case (CPU ms over its language's time factor, re-timed by {@link retimedCpuMs}) sets the
 * time limit. One that does not compile or fails stays in the map: its report line says so (an error line).
 * @throws PackageError when accepted submissions the judge runs exist and none of them passes
 */
async function measureAccepted(run: RunSubmission, req: JudgePackageRequest): Promise<{ accepted: Map<PackageSubmission, JudgeOutcome>; slowest: Slowest | null }> {
  const accepted = new Map<PackageSubmission, JudgeOutcome>();
  const passed: { s: RunnableSubmission; cpuMs: number; normalisedMs: number }[] = [];
  let firstFailure: string | null = null;
  for (const s of req.submissions) {
    if (s.verdict !== 'accepted' || !runnable(s)) continue;
    const out = await run(s, MEASURE_LIMIT_MS);
    accepted.set(s, out);
    const bad = out.cases.findIndex((c) => c.statusId !== STATUS.ACCEPTED);
    if (out.compileOutput !== null || bad >= 0) {
      firstFailure ??=
        out.compileOutput !== null
          ? `${s.file} does not compile:\n${out.compileOutput.slice(0, 2000)}`
          : `${s.file} is in accepted/ but got "${out.cases[bad]!.description}" on test case ${req.tests[bad]!.name}`;
      continue;
    }
    passed.push({ s, cpuMs: 0, normalisedMs: Math.ceil(Math.max(0, ...out.cases.map((c) => c.timeMs)) / LANGUAGE_SPECS[s.language].timeFactor) });
  }
  if (firstFailure !== null && passed.length === 0) throw new PackageError(req.problem, firstFailure);
  const top = Math.max(0, ...passed.map((p) => p.normalisedMs));
  // Re-timing matters only where the rule could give more than its least limit (one time_resolution step).
  const mayMatter = req.limits.timeLimitS === null && (top * req.limits.acToTimeLimit) / RETIME_SHARE > req.limits.timeResolutionS * 1000;
  for (const p of passed) {
    const first = accepted.get(p.s)!;
    p.cpuMs = mayMatter && p.normalisedMs >= top * RETIME_SHARE ? await retimedCpuMs(run, p.s, first) : Math.max(0, ...first.cases.map((c) => c.timeMs));
    p.normalisedMs = Math.ceil(p.cpuMs / LANGUAGE_SPECS[p.s.language].timeFactor);
  }
  const slowestRun = passed.reduce<(typeof passed)[number] | null>((a, b) => (!a || b.normalisedMs > a.normalisedMs ? b : a), null);
  if (!slowestRun) return { accepted, slowest: null };
  const cpp = passed.filter((p) => p.s.language === 'c++').map((p) => p.normalisedMs);
  return {
    accepted,
    slowest: { file: slowestRun.s.file, language: slowestRun.s.language, cpuMs: slowestRun.cpuMs, normalisedMs: slowestRun.normalisedMs, cppMs: cpp.length ? Math.max(...cpp) : null },
  };
}

/**
 * An accepted submission's CPU time on its slowest test case, measured so that other work on the host
 * and the submission's own test cases running side by side inflate it least: its slowest test cases
 * (at most {@link RETIME_CASES}, each at least {@link RETIME_SHARE} of the slowest) run again
 * {@link RETIME_RUNS} times, one test case at a time, and each case's time is the least of its runs
 * (the first run's included). Contention only adds CPU time (cache and memory bandwidth shared with other
 * processes, reclaim), so the least of several runs is the closest to the program's own.
 * @returns CPU ms (this language's) of the slowest test case.
 */
async function retimedCpuMs(run: RunSubmission, s: RunnableSubmission, first: JudgeOutcome): Promise<number> {
  const times = first.cases.map((c) => c.timeMs);
  const max = Math.max(0, ...times);
  const slowest = times
    .map((t, i) => ({ t, i }))
    .filter((x) => x.t >= max * RETIME_SHARE)
    .sort((a, b) => b.t - a.t)
    .slice(0, RETIME_CASES);
  for (let r = 0; r < RETIME_RUNS; r++) {
    for (const { i } of slowest) {
      const again = await run(s, MEASURE_LIMIT_MS, [i]);
      const c = again.cases[0];
      if (c && c.statusId === STATUS.ACCEPTED) times[i] = Math.min(times[i]!, c.timeMs);
    }
  }
  return Math.max(0, ...times);
}

/**
 * A submission's report line: its verdict at the chosen time limit and whether that matches its
 * folder (for a scoring problem, its score too); a submission that times out only below the safety
 * limit gets a warning.
 */
function submissionAtLimit(
  s: RunnableSubmission,
  out: JudgeOutcome,
  time: ReturnType<typeof chooseTimeLimit>,
  req: JudgePackageRequest,
  warnings: string[],
): ImportSubmission {
  const base = { file: s.file, language: s.language, languageName: s.languageName, expected: s.verdict };
  const factor = LANGUAGE_SPECS[s.language].timeFactor;
  const family = expectedFamily(s.verdict);
  if (out.compileOutput !== null) {
    return { ...base, actual: STATUS_DESCRIPTION[STATUS.COMPILATION_ERROR]!, testCase: null, timeMs: null, matches: family === null ? null : family === 'CE' };
  }
  const atLimit = verdictAtLimit(out.cases, Math.round(time.limitMs * factor));
  const entry: ImportSubmission = {
    ...base,
    actual: atLimit.description,
    testCase: atLimit.index >= 0 ? req.tests[atLimit.index]!.name : null,
    timeMs: Math.max(0, ...out.cases.map((c) => c.timeMs)),
    matches: family === null ? null : statusFamily(atLimit.statusId) === family,
  };
  if (req.scoring) {
    const { score, maxScore } = scoreAtLimit(req.scoring, out.cases, Math.round(time.limitMs * factor));
    entry.score = score;
    // Kattis: accepted/ must reach the full score, partially_accepted/ some but not all of it.
    if (s.verdict === 'accepted') entry.matches = score >= maxScore && entry.matches !== false;
    else if (s.verdict === 'partially_accepted') entry.matches = score > 0 && score < maxScore;
    entry.note = IMPORT_REPORT_TEXT.submissionScore(score, maxScore);
  }
  // Kattis: a submission that times out must do so at the safety limit too.
  if (family === 'TLE' && atLimit.statusId === STATUS.TIME_LIMIT && !out.cases.some((c) => c.statusId === STATUS.TIME_LIMIT)) {
    entry.note = IMPORT_REPORT_TEXT.sensitive(time.safetyLimitMs);
    warnings.push(`${s.file}: ${entry.note}`);
  }
  return entry;
}

/**
 * A scoring problem's score of a run at a generous limit, as at `cpuLimitMs`: cases over the limit time out.
 * @param cases the run's test cases (samples first, then secret).
 */
function scoreAtLimit(scoring: NonNullable<JudgePackageRequest['scoring']>, cases: JudgeOutcome['cases'], cpuLimitMs: number): { score: number; maxScore: number } {
  const statuses = cases.slice(scoring.firstSecret).map((c) => (c.timeMs > cpuLimitMs && !c.judgedFirst ? STATUS.TIME_LIMIT : c.statusId));
  const { score, maxScore } = gradeScoring(scoring.spec, statuses);
  return { score, maxScore };
}

/** Options of an import (directory or archive). */
export interface ImportOptions {
  /** Runs the package's input validators and submissions and measures its time limit; without it nothing runs (reported). */
  judge?: Judge | null;
  /** Instead of `judge`: called when the package is loaded (the CLI starts a judge then). */
  getJudge?: () => Promise<Judge | null>;
  /** JUDGE_TIME_FACTOR and the per-job memory cap; default {@link defaultHostLimits}. */
  host?: HostLimits;
  /** The admin importing it (new problems only). */
  createdBy?: string | null;
  /** Refuse the package (nothing written) when its report has any error line, as verifyproblem fails it. */
  strict?: boolean;
}

/**
 * Writes a package prepared by the package worker (see worker-client.ts), checked by the judge on the way
 * ({@link judgePackage}).
 * @param request what the worker prepares: a directory or an archive.
 * @returns the import report: the problem id, limits and why, submissions, input validators, test groups, warnings.
 * @throws PackageError naming the problem and what is wrong (status 413 over a cap of limits.ts); with
 *   `opts.strict`, listing the report's error lines when it has any.
 */
export async function importPrepared(db: Db, request: WorkerRequest, opts: ImportOptions): Promise<ImportReport> {
  const host = opts.host ?? defaultHostLimits();
  const judge = async (req: JudgePackageRequest) => judgePackage(opts.judge !== undefined ? opts.judge : ((await opts.getJudge?.()) ?? null), host, req);
  const prepared = await prepareInWorker(request, judge);
  if (opts.strict && prepared.report.errors.length) throw new PackageError(prepared.shortName, IMPORT_REPORT_TEXT.strictRefusal(prepared.report.errors));
  // `upload:` marks a problem an admin imported: boot never replaces it with a built-in package of the same name.
  const prblmId = await writeImportedProblem(db, prepared, { slug: prepared.shortName, packageHash: `${UPLOAD_MARK}${prepared.packageHash}`, createdBy: opts.createdBy, position: prepared.position }, stableId(prepared.shortName));
  return { prblmId, ...prepared.report };
}

/**
 * Imports one package directory: load, convert and hash in the package worker, check it with the judge
 * ({@link judgePackage}: input validators, submissions, limits), then write. Nothing is written when any step fails.
 * @param opts.shortName the package's short name (default: the directory's name), which becomes the slug.
 * @throws PackageError naming the problem and what is wrong (status 413 over a cap of limits.ts).
 */
export async function importPackageDir(db: Db, dir: string, opts: ImportOptions & { shortName?: string } = {}): Promise<ImportReport> {
  return importPrepared(db, { kind: 'dir', dir: path.resolve(dir), shortName: opts.shortName }, opts);
}

export interface SyncResult {
  /** Slugs inserted or updated. */
  imported: string[];
  /** Slugs whose package changed but whose row an admin edited since the last import (left alone). */
  keptEdited: string[];
}

/**
 * Boot: brings the built-in problems in line with their packages. Generated test data is built first
 * when missing or stale. A package whose content hash equals the row's `package_hash` costs no write; a
 * new or changed one is imported (updated in place, same id). A row whose content no longer matches the
 * `content_hash` stored at its import was edited by an admin, and a row an admin replaced by importing a
 * package of the same name has an `upload:` package hash: both are kept and reported, never overwritten.
 * Rows from before packages (no hashes) are updated.
 * @param log receives one line per kept edited problem.
 * @throws PackageError when a built-in package is invalid (a broken checkout: the server should not start).
 */
export async function syncBuiltInProblems(db: Db, opts: { dir?: string; log?: (msg: string) => void } = {}): Promise<SyncResult> {
  const dir = opts.dir ?? BUILT_IN_PACKAGES_DIR;
  await generateAll(dir);
  const dirs = packageDirs(dir).filter((d) => existsSync(path.join(d, 'problem.yaml')));
  const slugs = dirs.map((d) => path.basename(d));
  const rows = await findPackageHashes(db, slugs);
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const result: SyncResult = { imported: [], keptEdited: [] };
  for (const d of dirs) {
    const slug = path.basename(d);
    const hash = packageHash(d);
    const row = bySlug.get(slug);
    if (row?.packageHash === hash) continue;
    if (row?.packageHash?.startsWith(UPLOAD_MARK)) {
      result.keptEdited.push(slug);
      opts.log?.(`built-in problem ${slug}: an admin imported a package of this name over it; that import is kept`);
      continue;
    }
    if (row?.contentHash) {
      const current = await findProblemBySlug(db, slug);
      if (current && contentHash(current) !== row.contentHash) {
        result.keptEdited.push(slug);
        opts.log?.(`built-in problem ${slug}: its package changed, but an admin edited the problem since it was imported; the edit is kept (import the package again to replace it)`);
        continue;
      }
    }
    const pkg = loadPackage(d);
    const { content } = convertPackage(pkg, null);
    await writeImportedProblem(db, splitContent(content), { slug, packageHash: hash, position: pkg.pocket?.position }, stableId(slug));
    result.imported.push(slug);
  }
  return result;
}

/** A built-in problem as its package converts (for tests and benches). */
export interface BuiltInProblem {
  slug: string;
  /** List position (pocket.yaml). */
  position: number;
  /** The package directory. */
  dir: string;
  content: ProblemContent;
}

/**
 * Loads and converts every built-in package, in list order, without a database. Builds the generated
 * test data first when it is missing or stale.
 * @throws PackageError when a package is invalid.
 */
export async function loadBuiltInProblems(dir: string = BUILT_IN_PACKAGES_DIR): Promise<BuiltInProblem[]> {
  await generateAll(dir);
  return packageDirs(dir)
    .map((d) => {
      const pkg = loadPackage(d);
      return { slug: pkg.shortName, position: pkg.pocket?.position ?? 0, dir: d, content: convertPackage(pkg, null).content };
    })
    .sort((a, b) => a.position - b.position);
}
