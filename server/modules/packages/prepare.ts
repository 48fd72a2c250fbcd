import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { OutputValidation } from '../../../common/judging/validation.ts';
import { contentHash, convertPackage, type ProblemContent } from './convert.ts';
import { packageHash } from './hash.ts';
import { isLearnerLanguage, loadPackage, PackageError, type PackageSubmission } from './load.ts';

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
  content: Omit<ProblemContent, 'visibleTestCases' | 'hiddenTestCases'>;
  visible: { input: TestText; output: TestText; explanation: string }[];
  hidden: { input: TestText; output: TestText }[];
  /** `contentHash` of the whole content (test cases included). */
  contentHash: string;
}

/** A package prepared for import. */
export interface PreparedPackage extends PreparedProblem {
  /** The package's short name, which becomes the slug. */
  shortName: string;
  /** List position from pocket.yaml. */
  position: number | undefined;
  /** Content hash of the package directory (hash.ts). */
  packageHash: string;
  warnings: string[];
}

/** What the judge needs to time a package's accepted submissions (see `measureSlowestAccepted`). */
export interface MeasureRequest {
  /** The problem as messages name it: `"Name" (short-name)`. */
  problem: string;
  /** Accepted submissions in a learner language. */
  submissions: PackageSubmission[];
  tests: { input: string; output: string }[];
  memoryLimitKb: number;
  validation: OutputValidation | null;
}

/** Times a package's accepted submissions: CPU ms normalised to C++, or null when nothing was run. */
export type Measure = (request: MeasureRequest) => Promise<number | null>;

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
  const { visibleTestCases, hiddenTestCases, ...rest } = content;
  return { content: rest, visible: visibleTestCases, hidden: hiddenTestCases, contentHash: contentHash(content) };
}

/**
 * Loads, converts and hashes a package directory. When the package gives a time multiplier instead of a
 * time limit and has accepted submissions to time, `measure` is called (the judge lives in the server).
 * @param dir the package directory.
 * @param shortName its short name (default: the directory's name).
 * @throws PackageError naming the problem and what is wrong (status 413 over a cap of limits.ts).
 */
export async function preparePackage(dir: string, shortName: string | undefined, measure: Measure): Promise<PreparedPackage> {
  const pkg = loadPackage(dir, shortName);
  let { content, warnings } = convertPackage(pkg, null);
  if (pkg.timeLimitS === null) {
    const submissions = pkg.submissions.filter((s) => s.verdict === 'accepted' && isLearnerLanguage(s.language));
    const slowest = submissions.length
      ? await measure({
          problem: `"${pkg.name}" (${pkg.shortName})`,
          submissions,
          tests: [...content.visibleTestCases, ...content.hiddenTestCases].map((c) => ({ input: c.input, output: c.output })),
          memoryLimitKb: content.memoryLimitKb!,
          validation: content.validation ?? null,
        })
      : null;
    ({ content, warnings } = convertPackage(pkg, slowest));
  }
  return { ...splitContent(content), shortName: pkg.shortName, position: pkg.pocket?.position, packageHash: packageHash(dir), warnings };
}
