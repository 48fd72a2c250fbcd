import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ImportInputValidator, ImportReport, ImportSubmission } from '../../../common/contract/package-import.ts';
import type { OutputValidation } from '../../../common/judging/validation.ts';
import { gradeScoring, type Scoring } from '../../../common/judging/scoring.ts';
import { contentHash, convertPackage, type ChosenLimits, type ProblemContent } from './convert.ts';
import { packageHash } from './hash.ts';
import type { StatementFile } from '../../db/repos/problems.ts';
import type { PackageLimits } from './kattis-rules.ts';
import { loadPackage, PackageError, type PackageInputValidator, type PackageSubmission } from './load.ts';

/**
 * Everything an import does to a package besides the database and the judge: load, convert, hash.
 * Runs in the package worker (worker.ts) for archives and the CLI, and in the server for the
 * built-in packages at boot. Nothing here touches the database.
 */

/** Test data as text or as its UTF-8 bytes (the worker hands test files over as bytes, without a copy). */
export type TestText = string | Uint8Array;

/** A problem row's content ready to write: the test cases apart, their content hash already computed. */
export interface PreparedProblem {
  /** The row's content without its test cases. */
  content: Omit<ProblemContent, 'visibleTestCases' | 'hiddenTestCases' | 'statementFiles'>;
  visible: { input: TestText; output: TestText; explanation: string }[];
  hidden: { input: TestText; output: TestText }[];
  /** `contentHash` of the whole content (test cases included). */
  contentHash: string;
  /** The statement's images (their names are in the description, so the content hash covers them). */
  statementFiles?: StatementFile[];
}

/** A package prepared for import. */
export interface PreparedPackage extends PreparedProblem {
  /** The package's short name, which becomes the slug. */
  shortName: string;
  /** List position from pocket.yaml. */
  position: number | undefined;
  /** Content hash of the package directory (hash.ts). */
  packageHash: string;
  /** The import report without the problem's id (it is known once written). */
  report: Omit<ImportReport, 'prblmId'>;
}

/** What the server's judge needs to check a package and choose its limits (see `judgePackage` in import.ts). */
export interface JudgePackageRequest {
  /** The problem as messages name it: `"Name" (short-name)`. */
  problem: string;
  limits: PackageLimits;
  /** Every submission of the package (those in a language the judge does not run are reported as not run). */
  submissions: PackageSubmission[];
  /** Samples then secret test cases, in judging order. */
  tests: { name: string; input: string; output: string; inputValidatorFlags: string }[];
  validation: OutputValidation;
  inputValidators: PackageInputValidator[];
  /** A scoring problem's groups (their test case indices count from the first secret test case, `tests[firstSecret]`); null: pass/fail. */
  scoring: { spec: Scoring; firstSecret: number } | null;
}

/** What the server's judge found: the limits chosen, each submission's and input validator's outcome, warnings and error lines. */
export interface PackageJudgement {
  limits: ChosenLimits;
  submissions: ImportSubmission[];
  inputValidators: ImportInputValidator[];
  warnings: string[];
  /** verifyproblem's ERROR lines (see `importReportSchema.errors`). */
  errors: string[];
}

/**
 * Checks a package with the judge: runs its input validators and submissions, chooses its limits.
 * @throws PackageError when an input validator rejects a test file or no accepted submission the judge runs passes.
 */
export type JudgePackage = (request: JudgePackageRequest) => Promise<PackageJudgement>;

/** Prefix of the temporary directories archives are unpacked into (always removed afterwards). */
export const UNPACK_PREFIX = 'pj-pkg-';

/** A short name the database can use as a slug: lower case, `a-z 0-9 _ -`, at most 64 characters. */
export function toShortName(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/\.zip$/, '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 64);
  return s || 'problem';
}

/**
 * Where the package sits in an unpacked archive: the archive's root when it holds problem.yaml
 * (short name: the archive's file name), else its one top-level directory (short name: that directory).
 * @throws PackageError when neither holds problem.yaml.
 */
export function locatePackage(root: string, fileName: string): { dir: string; shortName: string } {
  if (existsSync(path.join(root, 'problem.yaml'))) return { dir: root, shortName: toShortName(path.basename(fileName)) };
  const tops = readdirSync(root, { withFileTypes: true }).filter((d) => d.name !== '__MACOSX');
  if (tops.length === 1 && tops[0]!.isDirectory() && existsSync(path.join(root, tops[0]!.name, 'problem.yaml'))) {
    return { dir: path.join(root, tops[0]!.name), shortName: toShortName(tops[0]!.name) };
  }
  throw new PackageError(fileName, 'problem.yaml is missing: expected it at the top of the archive or in its one top-level directory');
}

/** Splits converted content into a {@link PreparedProblem} (test cases apart, content hash computed). */
export function splitContent(content: ProblemContent): PreparedProblem {
  const { visibleTestCases, hiddenTestCases, statementFiles, ...rest } = content;
  return { content: rest, visible: visibleTestCases, hidden: hiddenTestCases, contentHash: contentHash(content), ...(statementFiles?.length ? { statementFiles } : {}) };
}

/**
 * Loads, converts and hashes a package directory, and has it checked by `judge` (which lives in the
 * server): input validators, submissions, limits.
 * @param dir the package directory.
 * @param shortName its short name (default: the directory's name).
 * @throws PackageError naming the problem and what is wrong (status 413 over a cap of limits.ts).
 */
export async function preparePackage(dir: string, shortName: string | undefined, judge: JudgePackage): Promise<PreparedPackage> {
  const pkg = loadPackage(dir, shortName);
  // Converted once first: a package the converter refuses is refused before anything runs.
  const first = convertPackage(pkg, null);
  const judged = await judge({
    problem: `"${pkg.name}" (${pkg.shortName})`,
    limits: pkg.limits,
    submissions: pkg.submissions,
    tests: [...pkg.samples, ...pkg.secret].map((c) => ({ name: c.name, input: c.input, output: c.answer, inputValidatorFlags: c.inputValidatorFlags })),
    validation: first.content.validation!,
    inputValidators: pkg.inputValidators,
    scoring: pkg.scoring ? { spec: pkg.scoring, firstSecret: pkg.samples.length } : null,
  });
  const graded = pkg.scoring ? gradeScoring(pkg.scoring, []) : null;
  const points = new Map(graded?.groups.map((g) => [g.name, g.maxScore]));
  const { content, warnings } = convertPackage(pkg, judged.limits);
  return {
    ...splitContent(content),
    shortName: pkg.shortName,
    position: pkg.pocket?.position,
    packageHash: packageHash(dir),
    report: {
      warnings: [...judged.warnings, ...warnings],
      errors: judged.errors,
      format: pkg.format,
      interactive: pkg.interactive,
      time: judged.limits.time,
      memory: judged.limits.memory,
      submissions: judged.submissions,
      inputValidators: judged.inputValidators,
      testGroups: pkg.testGroups.map((g) => (points.has(g.name) ? { ...g, points: points.get(g.name)! } : g)),
      maxScore: graded?.maxScore ?? null,
    },
  };
}
